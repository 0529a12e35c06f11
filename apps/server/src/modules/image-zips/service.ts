// Image zips (spec 2 §7 import/image): the zip uploaded through the upload-url flow is read from
// storage, every entry checked (zip-reader.ts), each image whose file name is a code of the
// restaurant (a menu's JAN code, a category's or a sub-category's code) compressed like the
// screens' uploads (JPEG, 400 px wide, at most 1.5 MB), stored, and set as that row's picture, all
// in one transaction. Any refusal leaves nothing written.
import { imageUploadLimits } from '@noren/domain/uploads';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { inTransaction, type Trx } from '../../lib/transaction.ts';
import { newFileKey } from '../../storage/file-keys.ts';
import type { Storage } from '../../storage/storage.ts';
import type { FileJobProgress } from '../file-jobs/runner.ts';
import { checkPendingUpload } from '../uploads/ownership.ts';
import { zipRefusals } from './refusals.ts';
import { scanImageZip, type ZipImageEntry } from './zip-reader.ts';

export type ImageTarget = 'menu' | 'category' | 'sub-category';

export interface ImageZipInput {
  fileKey: string;
  fileName: string;
  pathExtract?: string | undefined;
}

/** The spec's answer: codes with no row, and how many images were set. */
export interface ImageZipResult {
  list_not_found: string[];
  count_success: number;
}

const maxJpegBytes = imageUploadLimits.maxSizeMB * 1024 * 1024;

/** A picture as the screens send it: JPEG, 400 px wide (never enlarged), at most 1.5 MB. */
async function compress(image: ZipImageEntry, bytes: Buffer): Promise<Buffer> {
  try {
    for (const quality of [82, 65, 45]) {
      const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
        .rotate()
        .resize({
          width: imageUploadLimits.width,
          height: imageUploadLimits.width * 5,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality })
        .toBuffer();
      if (jpeg.length <= maxJpegBytes) return jpeg;
    }
  } catch {
    // Bytes that start like an image but are not one.
  }
  throw zipRefusals.brokenImage(image.entry);
}

/** The codes of the restaurant's rows that an image may be named by. */
async function codesOf(db: Db, target: ImageTarget, idRestaurant: number): Promise<Set<string>> {
  const rows =
    target === 'menu'
      ? await db.selectFrom('food_menus').select('jancode as code').where('id_restaurant', '=', idRestaurant).execute()
      : target === 'category'
        ? await db
            .selectFrom('food_categories')
            .select('code_category as code')
            .where('id_restaurant', '=', idRestaurant)
            .execute()
        : await db
            .selectFrom('food_sub_categories')
            .select(sql<string>`code_sub_category::text`.as('code'))
            .where('id_restaurant', '=', idRestaurant)
            .execute();
  return new Set(rows.map((row) => row.code));
}

/** Sets each code's rows' picture in one statement (a JAN code may name several menus). */
async function setPictures(trx: Trx, target: ImageTarget, idRestaurant: number, codes: string[], keys: string[]) {
  const pairs = sql`unnest(${codes}::text[], ${keys}::text[]) AS v(code, file_key)`;
  if (target === 'menu') {
    await sql`UPDATE food_menus m SET image_name = v.file_key, updated_at = now() FROM ${pairs}
      WHERE m.id_restaurant = ${idRestaurant} AND m.jancode = v.code`.execute(trx);
  } else if (target === 'category') {
    await sql`UPDATE food_categories c SET banner_name = v.file_key, updated_at = now() FROM ${pairs}
      WHERE c.id_restaurant = ${idRestaurant} AND c.code_category = v.code`.execute(trx);
  } else {
    await sql`UPDATE food_sub_categories s SET image_name = v.file_key, updated_at = now() FROM ${pairs}
      WHERE s.id_restaurant = ${idRestaurant} AND s.code_sub_category::text = v.code`.execute(trx);
  }
}

export function createImageZipsService({
  db,
  storage,
  maxZipBytes,
}: {
  db: Db;
  storage: Storage;
  maxZipBytes: number;
}) {
  /** The zip's bytes: an upload recorded for this restaurant, checked to be a zip. */
  async function zipOf(idRestaurant: number, input: ImageZipInput): Promise<Buffer> {
    const row = await db
      .selectFrom('stored_files')
      .select(['status', 'id_restaurant'])
      .where('file_key', '=', input.fileKey)
      .executeTakeFirst();
    if (!row || row.id_restaurant !== idRestaurant || !input.fileKey.endsWith('.zip')) throw zipRefusals.notAvailable();
    // An upload whose bytes never passed through the server (S3) is checked now, as on first use.
    if (row.status === 'pending') {
      await checkPendingUpload(db, storage, input.fileKey, 's3_file_key').catch(() => {
        throw zipRefusals.notZip(input.fileName);
      });
    }
    // Read whole into memory: never more than an upload may hold (an S3 upload is not cut by us).
    const size = await storage.size(input.fileKey);
    if (size === null) throw zipRefusals.notAvailable();
    if (size > maxZipBytes) throw zipRefusals.zipTooLarge(input.fileName, maxZipBytes / 1_048_576);
    const bytes = await storage.read(input.fileKey);
    if (!bytes) throw zipRefusals.notAvailable();
    return bytes;
  }

  return {
    /**
     * Checks the zip from end to end and prepares its images (the refusals happen here), then
     * stores them and sets the rows' pictures in one transaction; files stored for a write that
     * fails are removed again.
     */
    async importImages(
      target: ImageTarget,
      idRestaurant: number,
      input: ImageZipInput,
      progress: FileJobProgress = () => undefined,
    ): Promise<ImageZipResult> {
      const zip = await zipOf(idRestaurant, input);
      const codes = await codesOf(db, target, idRestaurant);
      const { prepared, notWanted } = await scanImageZip(zip, input.fileName, {
        pathExtract: input.pathExtract,
        isWanted: (stem) => codes.has(stem),
        prepare: compress,
        progress,
      });
      const stored: string[] = [];
      try {
        for (const image of prepared) {
          const fileKey = newFileKey(`${image.stem}.jpg`, idRestaurant);
          await storage.write(fileKey, image.bytes, 'image/jpeg');
          stored.push(fileKey);
        }
        if (prepared.length > 0) {
          await inTransaction(db, async (trx) => {
            await trx
              .insertInto('stored_files')
              .values(
                prepared.map((image, index) => ({
                  file_key: stored[index] ?? '',
                  id_restaurant: idRestaurant,
                  original_name: image.entry.slice(0, 255),
                  content_type: 'image/jpeg',
                  size_bytes: image.bytes.length,
                  status: 'stored' as const,
                })),
              )
              .execute();
            await setPictures(
              trx,
              target,
              idRestaurant,
              prepared.map((image) => image.stem),
              stored,
            );
          });
        }
      } catch (error) {
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
      return { list_not_found: notWanted, count_success: prepared.length };
    },
  };
}

// Whether file keys a body gives may be saved on an entity of the session's restaurant (category
// banner, menu image, ...): a file uploaded by another restaurant (or the platform) is never theirs
// to show, and an upload whose bytes never passed through the server (S3) is checked on first use.
import { contentTypeOf, isAllowedUpload, isImageFileName } from '@noren/domain/uploads';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';

/** A file key from a body and the field it came in (`image_name`, `additional.0.image_name`, ...). */
export interface FileField {
  field: string;
  key: string | null | undefined;
}

export const fileNotAvailable = (field: string) => new AppError(400, 'FILE_NOT_AVAILABLE', {}, field);

/**
 * The owner the key's folder names (the server files uploads under `r<id>/` or `platform/`):
 * a restaurant id, null for the platform, undefined for a key outside those folders.
 */
function folderOwner(fileKey: string): number | null | undefined {
  if (fileKey.startsWith('platform/')) return null;
  const folder = /^r(\d+)\//.exec(fileKey);
  return folder ? Number(folder[1]) : undefined;
}

/**
 * A pending upload's bytes, read from storage, must be what its extension claims; then it is
 * marked stored. Bytes that fail are removed, but the row stays pending: a key with no row is
 * accepted as a seeded or older file, and an S3 upload URL can be PUT to again until it expires,
 * so the recorded row is what makes every later use check the bytes again.
 */
export async function checkPendingUpload(executor: Db, storage: Storage, fileKey: string, field: string) {
  const bytes = await storage.read(fileKey);
  if (!bytes) throw new AppError(400, 'INVALID_DATA', {}, field);
  if (!isAllowedUpload(fileKey, bytes)) {
    await storage.remove(fileKey);
    throw new AppError(400, 'INVALID_DATA', {}, field);
  }
  await executor
    .updateTable('stored_files')
    .set({ status: 'stored', size_bytes: bytes.length, content_type: contentTypeOf(fileKey, bytes) })
    .where('file_key', '=', fileKey)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Refuses, naming the field, a key that is not a picture (400 IMAGE_FILE_REQUIRED: every field
 * checked here shows an image), a key recorded as another restaurant's or the platform's upload, or
 * (when not recorded) filed in another restaurant's or the platform's folder: 400
 * FILE_NOT_AVAILABLE. The restaurant's own pending uploads are checked by their bytes and marked
 * stored. Pass the write's transaction so the check and the write go together; absent keys pass.
 */
export async function assertFilesUsable(
  executor: Db,
  idRestaurant: number,
  files: readonly FileField[],
  storage: Storage,
): Promise<void> {
  const given = files.filter((file): file is FileField & { key: string } => Boolean(file.key));
  if (given.length === 0) return;
  const notImage = given.find((file) => !isImageFileName(file.key));
  if (notImage) throw new AppError(400, 'IMAGE_FILE_REQUIRED', {}, notImage.field);
  const rows = await executor
    .selectFrom('stored_files')
    .select(['file_key', 'id_restaurant', 'status'])
    .where('file_key', 'in', [...new Set(given.map((file) => file.key))])
    .execute();
  const recorded = new Map(rows.map((row) => [row.file_key, row]));
  for (const file of given) {
    const row = recorded.get(file.key);
    // A key with no stored_files row (seeded demo pictures, files from before uploads were recorded) stays usable.
    const owner = row ? row.id_restaurant : folderOwner(file.key);
    if (owner !== undefined && owner !== idRestaurant) throw fileNotAvailable(file.field);
  }
  const checked = new Set<string>();
  for (const file of given) {
    if (recorded.get(file.key)?.status !== 'pending' || checked.has(file.key)) continue;
    checked.add(file.key);
    await checkPendingUpload(executor, storage, file.key, file.field);
  }
}

// Whether file keys a body gives may be saved on an entity of the session's restaurant (category
// banner, menu image, ...): only a picture of the restaurant's own folder that exists (its upload, or
// a seeded picture) is theirs to show, and an upload whose bytes never passed through the server
// (S3) is checked on first use.
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

/** The recorded `stored_files` rows of the given keys, by key (a key with no row is absent). */
export async function recordedFiles(executor: Db, given: { key: string }[]) {
  const rows = await executor
    .selectFrom('stored_files')
    .select(['file_key', 'id_restaurant', 'status'])
    .where('file_key', 'in', [...new Set(given.map((file) => file.key))])
    .execute();
  return new Map(rows.map((row) => [row.file_key, row]));
}

/** The restaurant whose folder (`r<id>/`) holds the key, or null for any other key. */
function folderRestaurant(fileKey: string): number | null {
  const folder = /^r([1-9]\d*)\//.exec(fileKey);
  return folder ? Number(folder[1]) : null;
}

/**
 * A pending upload's bytes, read from storage, must be what its extension claims; then it is
 * marked stored. Bytes that fail are removed, but the row stays pending: an S3 upload URL can be
 * PUT to again until it expires, so the recorded row is what makes every later use check the
 * bytes again.
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
 * Whether each key a body gives may be shown on an entity of the restaurant (docs/decisions.md,
 * "Uploaded files and tenancy"). Refused, naming the field:
 *  - a key that is not a picture: 400 IMAGE_FILE_REQUIRED (every field checked here shows one);
 *  - a key outside the restaurant's own folder `r<id>/` (another restaurant's, the platform's, or
 *    no folder at all), or recorded as another owner's upload: 400 FILE_NOT_AVAILABLE;
 *  - a key of its folder with no upload record (seeded or older pictures) that names no file in
 *    storage: 400 FILE_NOT_AVAILABLE. An entity never points at a picture that is not there.
 * The restaurant's own pending uploads are checked by their bytes and marked stored. Pass the
 * write's transaction so the check and the write go together; absent keys pass.
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
  const elsewhere = given.find((file) => folderRestaurant(file.key) !== idRestaurant);
  if (elsewhere) throw fileNotAvailable(elsewhere.field);
  const recorded = await recordedFiles(executor, given);
  const foreign = given.find((file) => {
    const row = recorded.get(file.key);
    return row !== undefined && row.id_restaurant !== idRestaurant;
  });
  if (foreign) throw fileNotAvailable(foreign.field);
  const checked = new Set<string>();
  for (const file of given) {
    if (checked.has(file.key)) continue;
    checked.add(file.key);
    const row = recorded.get(file.key);
    if (row?.status === 'pending') await checkPendingUpload(executor, storage, file.key, file.field);
    // Unrecorded (seeded or older pictures): at least there, in the restaurant's own folder.
    else if (!row && !(await storage.read(file.key))) throw fileNotAvailable(file.field);
  }
}

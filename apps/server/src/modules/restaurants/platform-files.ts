// Pictures the superadmin sets on platform entities (a restaurant's logo and banner, a restaurant
// category's image). The superadmin's uploads land in the `platform/` folder (stored_files with no
// restaurant); a restaurant's own pictures (`r<id>/`) may stay on that restaurant. Like
// assertFilesUsable (uploads/ownership.ts) for restaurant entities: a picture only, one that is
// the platform's (or that restaurant's) and exists; a pending upload is checked by its bytes.
import { isImageFileName } from '@noren/domain/uploads';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable, checkPendingUpload, fileNotAvailable } from '../uploads/ownership.ts';

export async function assertPlatformPicture(
  executor: Db,
  storage: Storage,
  file: { field: string; key: string | null | undefined },
  /** The restaurant the picture goes on, when it exists already: its own folder is allowed too. */
  idRestaurant?: number,
): Promise<void> {
  const { field, key } = file;
  if (!key) return;
  if (!isImageFileName(key)) throw new AppError(400, 'IMAGE_FILE_REQUIRED', {}, field);
  if (!key.startsWith('platform/')) {
    if (idRestaurant === undefined) throw fileNotAvailable(field);
    await assertFilesUsable(executor, idRestaurant, [{ field, key }], storage);
    return;
  }
  const row = await executor
    .selectFrom('stored_files')
    .select(['id_restaurant', 'status'])
    .where('file_key', '=', key)
    .executeTakeFirst();
  if (row && row.id_restaurant !== null) throw fileNotAvailable(field);
  if (row?.status === 'pending') await checkPendingUpload(executor, storage, key, field);
  else if (!row && !(await storage.read(key))) throw fileNotAvailable(field);
}

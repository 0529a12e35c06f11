// Seeded pictures are stored as the restaurant's own uploads: written under its folder and recorded
// in stored_files, exactly as a picture uploaded through the API ends up (the superadmin's files,
// in `platform/`, are recorded with no restaurant). An entity may only show a
// picture of its own restaurant (modules/uploads/ownership.ts), so an owner who re-saves a seeded
// menu or banner keeps its picture without re-uploading it.
import { contentTypeOf } from '@noren/domain/uploads';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';

export async function storeSeedPicture(
  trx: Transaction<Database>,
  storage: Storage,
  /** null: a platform file (`platform/…`), as the superadmin's uploads are recorded. */
  idRestaurant: number | null,
  fileKey: string,
  bytes: Buffer,
): Promise<void> {
  const contentType = contentTypeOf(fileKey, bytes);
  await storage.write(fileKey, bytes, contentType);
  await trx
    .insertInto('stored_files')
    .values({
      file_key: fileKey,
      id_restaurant: idRestaurant,
      original_name: fileKey.slice(fileKey.indexOf('/') + 1),
      content_type: contentType,
      size_bytes: bytes.length,
      status: 'stored',
    })
    // A picture shared by several rows (an add-on group's) is recorded once.
    .onConflict((conflict) => conflict.column('file_key').doNothing())
    .execute();
}

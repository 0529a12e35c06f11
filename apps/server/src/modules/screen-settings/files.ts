// Whether the file keys of a screen setting or a platform banner may be saved: the same idea as
// uploads/ownership.ts `assertFilesUsable` (a restaurant's pictures), widened for what these
// screens hold — the superadmin's own files (folder `platform/`), and audio and video beside
// pictures (the signage ring sound and call screen). Each key must be of a kind its field takes
// (else 400 INVALID_DATA, 不正データ), in a folder the caller may use, and its bytes must be what
// its extension says (checked here when no upload ever passed through the server).
import { isAllowedUpload } from '@noren/domain/uploads';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkPendingUpload, fileNotAvailable, recordedFiles } from '../uploads/ownership.ts';

export interface ScreenFile {
  /** The body field it came in (named by a refusal). */
  field: string;
  key: string | null | undefined;
  /** Whether a key of this name is of a kind the field takes (by its extension). */
  accepts: (key: string) => boolean;
}

/** Whose folders the caller may take files from: restaurants by id, and the platform's. */
export interface FileOwners {
  restaurants: readonly number[];
  platform: boolean;
}

export const invalidFile = (field: string) => new AppError(400, 'INVALID_DATA', {}, field);

/** The owner a key's folder names: a restaurant id, 'platform', or null for any other key. */
function folderOwner(fileKey: string): number | 'platform' | null {
  if (fileKey.startsWith('platform/')) return 'platform';
  const folder = /^r([1-9]\d*)\//.exec(fileKey);
  return folder ? Number(folder[1]) : null;
}

/**
 * Refuses, naming the field: a key not of the field's kind (INVALID_DATA); a key outside the
 * caller's folders or recorded as someone else's upload (FILE_NOT_AVAILABLE); a key naming no
 * file (FILE_NOT_AVAILABLE); bytes that are not what the extension claims (INVALID_DATA). Keys
 * in `kept` (what the entity already holds) pass as they are: another restaurant of the same
 * store may save a signage setting without uploading its files again. Pass the write's
 * transaction.
 */
export async function assertScreenFiles(
  executor: Db,
  storage: Storage,
  files: readonly ScreenFile[],
  owners: FileOwners,
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  const given = files.filter(
    (file): file is ScreenFile & { key: string } => Boolean(file.key) && !kept.has(file.key as string),
  );
  if (given.length === 0) return;
  const wrongKind = given.find((file) => !file.accepts(file.key));
  if (wrongKind) throw invalidFile(wrongKind.field);
  const mayUse = (owner: number | 'platform' | null) =>
    owner === 'platform' ? owners.platform : owner !== null && owners.restaurants.includes(owner);
  const elsewhere = given.find((file) => !mayUse(folderOwner(file.key)));
  if (elsewhere) throw fileNotAvailable(elsewhere.field);
  const recorded = await recordedFiles(executor, given);
  const checked = new Set<string>();
  for (const file of given) {
    if (checked.has(file.key)) continue;
    checked.add(file.key);
    const row = recorded.get(file.key);
    if (row) {
      const owner = folderOwner(file.key);
      if (row.id_restaurant !== (owner === 'platform' ? null : owner)) throw fileNotAvailable(file.field);
      if (row.status === 'pending') await checkPendingUpload(executor, storage, file.key, file.field);
      continue;
    }
    // Unrecorded (seeded files): there, and its bytes what its name says.
    const bytes = await storage.read(file.key);
    if (!bytes) throw fileNotAvailable(file.field);
    if (!isAllowedUpload(file.key, bytes)) throw invalidFile(file.field);
  }
}

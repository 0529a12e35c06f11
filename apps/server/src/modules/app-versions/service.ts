// Versions of the Android ordering app ("app") and the printing app ("tablet").
import {
  type AppKind,
  type AppVersion,
  type CreateAppVersionInput,
  parseApkFileName,
} from '@noren/domain/app-versions';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkLinkedApk } from '../uploads/apk-stream.ts';

/**
 * With `storage`, a link naming a pending .apk upload (S3: PUT straight to the bucket) is checked
 * to be a real APK before the version is published (checkLinkedApk).
 */
export function createAppVersionsService(db: Db, storage?: Storage) {
  const toRecord = (row: {
    id: number;
    version_name: string;
    version_code: number;
    note: string;
    link: string;
    create_at: Date;
  }): AppVersion => ({
    ...row,
    create_at: row.create_at.toISOString(),
  });
  const query = (kind: AppKind) =>
    db
      .selectFrom('app_versions')
      .select(['id', 'version_name', 'version_code', 'note', 'link', 'create_at'])
      .where('kind', '=', kind)
      .orderBy('version_code', 'desc');

  return {
    async list(kind: AppKind): Promise<AppVersion[]> {
      return (await query(kind).execute()).map(toRecord);
    },
    async latest(kind: AppKind): Promise<AppVersion | null> {
      const row = await query(kind).limit(1).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    /**
     * A new version must carry a code above every existing one (spec 1 §5). With `file_name` (the
     * Upload App screen), the name and code must be what parseApkFileName reads from it against
     * the latest code of this kind: the rule the screen showed, checked again under the lock.
     */
    async create(kind: AppKind, input: CreateAppVersionInput): Promise<AppVersion> {
      return db.transaction().execute(async (trx) => {
        // Serialises concurrent uploads of one kind so the "greater than latest" rule holds.
        await trx.selectFrom('app_versions').select('id').where('kind', '=', kind).forUpdate().execute();
        const latest = await trx
          .selectFrom('app_versions')
          .select(({ fn }) => fn.max('version_code').as('max'))
          .where('kind', '=', kind)
          .executeTakeFirst();
        const latestCode = latest?.max ?? null;
        if (latestCode !== null && input.version_code <= latestCode) {
          throw new AppError(400, 'VERSION_CODE_INCORRECT', {}, 'version_code');
        }
        const { file_name, ...version } = input;
        if (file_name !== undefined) {
          const parsed = parseApkFileName(file_name, latestCode);
          if (!parsed.ok) throw new AppError(400, parsed.code, {}, 'file_name');
          if (parsed.version_name !== version.version_name) {
            throw new AppError(400, 'VERSION_NAME_INCORRECT', {}, 'version_name');
          }
          if (parsed.version_code !== version.version_code) {
            throw new AppError(400, 'VERSION_CODE_INCORRECT', {}, 'version_code');
          }
        }
        if (storage) await checkLinkedApk(trx, storage, version.link);
        const row = await trx
          .insertInto('app_versions')
          .values({ kind, ...version })
          .returning(['id', 'version_name', 'version_code', 'note', 'link', 'create_at'])
          .executeTakeFirstOrThrow();
        return toRecord(row);
      });
    },
  };
}

export type AppVersionsService = ReturnType<typeof createAppVersionsService>;

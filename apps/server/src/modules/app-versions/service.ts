// Versions of the Android ordering app ("app") and the printing app ("tablet").
import type { AppKind, AppVersion, CreateAppVersionInput } from '@noren/domain/app-versions';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';

export function createAppVersionsService(db: Db) {
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
    /** A new version must carry a code above every existing one (spec 1 §5). */
    async create(kind: AppKind, input: CreateAppVersionInput): Promise<AppVersion> {
      return db.transaction().execute(async (trx) => {
        // Serialises concurrent uploads of one kind so the "greater than latest" rule holds.
        await trx.selectFrom('app_versions').select('id').where('kind', '=', kind).forUpdate().execute();
        const latest = await trx
          .selectFrom('app_versions')
          .select(({ fn }) => fn.max('version_code').as('max'))
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (latest?.max != null && input.version_code <= latest.max) {
          throw new AppError(400, 'VERSION_CODE_INCORRECT', {}, 'version_code');
        }
        const row = await trx
          .insertInto('app_versions')
          .values({ kind, ...input })
          .returning(['id', 'version_name', 'version_code', 'note', 'link', 'create_at'])
          .executeTakeFirstOrThrow();
        return toRecord(row);
      });
    },
  };
}

export type AppVersionsService = ReturnType<typeof createAppVersionsService>;

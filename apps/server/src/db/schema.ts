// Kysely table types: the shape of every table the server reads and writes, one file per area
// (schema/*.ts). An area's tables join Database here once.
import type { CartLine } from '@noren/domain/orders/cart';
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './schema/accounts.ts';
import type { CatalogueTables } from './schema/catalogue.ts';
import type { OrderTables } from './schema/orders.ts';
import type { PlatformTables } from './schema/platform.ts';
import type { PrintQueueTables } from './schema/print-queue.ts';
import type { ScreenSettingTables } from './schema/screen-settings.ts';

export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/orders.ts';
export * from './schema/platform.ts';
export * from './schema/print-queue.ts';
export * from './schema/screen-settings.ts';

/** A file job's state (migration 0013, modules/file-jobs). */
export type FileJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface FileJobsTable {
  id_file_job: Generated<number>;
  id_restaurant: number;
  kind: string;
  status: Generated<FileJobStatus>;
  done: Generated<number>;
  total: number | null;
  /** JSON written as text, read back parsed. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** {message, message_jp, code?, data?}: the bilingual refusal or failure. */
  error: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The counter's kept cart (migration 0012, modules/counter): its lines as PATCHed. */
export interface CartsTable {
  id_restaurant: number;
  temp_user: string;
  detail: ColumnType<CartLine[], string, string>;
  updated_at: Generated<Date>;
}

export interface Database
  extends AccountTables,
    CatalogueTables,
    OrderTables,
    PlatformTables,
    PrintQueueTables,
    ScreenSettingTables {
  file_jobs: FileJobsTable;
  carts: CartsTable;
}

// Kysely table types: the shape of every table the server reads and writes, one file per area
// (schema/*.ts). An area's tables join Database here once.
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

export interface Database
  extends AccountTables,
    CatalogueTables,
    OrderTables,
    PlatformTables,
    PrintQueueTables,
    ScreenSettingTables {}

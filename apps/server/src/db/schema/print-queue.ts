// Kysely table types of the print queue and the cloud printers (migration 0009).
import type { ColumnType, Generated } from 'kysely';

export type PrintJobStatus = 'queued' | 'leased' | 'printed' | 'failed';

export interface PrintJobsTable {
  id_print_job: Generated<number>;
  id_restaurant: number;
  id_food_order: number;
  is_reprint: Generated<boolean>;
  status: Generated<PrintJobStatus>;
  /** The device holding the lease (only while leased). */
  device_id: string | null;
  lease_until: Date | null;
  /** Failed prints reported so far. */
  attempts: Generated<number>;
  printed_by: string | null;
  printed_at: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type CloudPrinterKind = 'cloudprnt' | 'sdp';

export interface CloudPrintersTable {
  id_cloud_printer: Generated<number>;
  id_restaurant: number;
  printer_name: string;
  kind: CloudPrinterKind;
  /** SHA-256 (hex) of the printer's token; the token itself is shown once. */
  token_hash: string;
  /** The spec's print filter: food category ids and 'free'; none chosen prints everything. */
  list_categories: ColumnType<(number | 'free')[], string | undefined, string>;
  is_get_free_food_order: Generated<boolean>;
  last_seen_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PrintQueueTables {
  print_jobs: PrintJobsTable;
  cloud_printers: CloudPrintersTable;
}

// The print queue (issue 10): one job per slip to print, written in the order's own intake
// statement (and one more for each reprint asked for). A device (a tablet with auto-print on, a
// cloud printer) claims jobs under a lease; one claim wins (the claim is one UPDATE over rows
// picked FOR UPDATE SKIP LOCKED); a lease that runs out puts the job back in the queue; only the
// device holding the lease may confirm it, and the confirm marks the order printed in the same
// transaction. See modules/print-queue/README.md.
import { type Kysely, sql } from 'kysely';
import { restaurantColumn, timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // device_id and lease_until are set together exactly while a device holds the job.
  await sql`
    CREATE TABLE print_jobs (
      id_print_job bigserial PRIMARY KEY,
      ${restaurantColumn},
      id_food_order integer NOT NULL REFERENCES food_orders (id_food_order) ON DELETE CASCADE,
      is_reprint boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'leased', 'printed', 'failed')),
      device_id text,
      lease_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      printed_by text,
      printed_at timestamptz,
      last_error text,
      ${timestamps},
      CONSTRAINT print_jobs_lease CHECK ((status = 'leased') = (device_id IS NOT NULL AND lease_until IS NOT NULL)),
      CONSTRAINT print_jobs_printed CHECK ((status = 'printed') = (printed_by IS NOT NULL AND printed_at IS NOT NULL))
    )`.execute(db);
  // The claim reads only the jobs still to print of one restaurant, oldest first.
  await sql`
    CREATE INDEX print_jobs_pending_idx ON print_jobs (id_restaurant, id_print_job)
    WHERE status IN ('queued', 'leased')`.execute(db);
  await sql`CREATE INDEX print_jobs_order_idx ON print_jobs (id_food_order)`.execute(db);
  // At most one reprint of an order waits at a time: two staff pressing Reprint at once print one
  // slip (the database decides, ON CONFLICT DO NOTHING).
  await sql`
    CREATE UNIQUE INDEX print_jobs_one_waiting_reprint_idx ON print_jobs (id_food_order)
    WHERE is_reprint AND status IN ('queued', 'leased')`.execute(db);

  // Printers that fetch their own jobs (Star CloudPRNT, Epson Server Direct Print): each has its
  // own token, shown once at creation; only its SHA-256 is kept (as the api-clients' keys).
  await sql`
    CREATE TABLE cloud_printers (
      id_cloud_printer serial PRIMARY KEY,
      ${restaurantColumn},
      printer_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('cloudprnt', 'sdp')),
      token_hash text NOT NULL UNIQUE,
      list_categories jsonb NOT NULL DEFAULT '[]',
      is_get_free_food_order boolean NOT NULL DEFAULT true,
      last_seen_at timestamptz,
      ${timestamps},
      UNIQUE (id_restaurant, printer_name)
    )`.execute(db);
}

// Printers that fetch their own jobs (Star CloudPRNT, Epson Server Direct Print): each is a device
// of the print queue ('cloud:<id>') with its own token, sent as the password of HTTP Basic auth
// (both protocols let the printer's settings hold a user and password). Tokens are 256-bit random
// strings shown once at creation; only their SHA-256 is kept (they are not passwords: long and
// random, so a fast hash is enough, as the api-clients' keys). A printer holds at most one job at
// a time: its poll answers the job it holds, else claims the next one in its categories.
import { createHash, randomBytes } from 'node:crypto';
import { layoutSlip, type SlipDocument } from '@noren/domain/printing/slip';
import type { FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { CloudPrinterKind, CloudPrintersTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import { deleteOwnRow } from '../../lib/tenant-rows.ts';
import type { ModuleDeps } from '../module.ts';
import { loadOrders } from '../orders/read.ts';
import { createPrintQueue, type PrintFilter, printChoice, slipIssuer } from './service.ts';

type CloudPrinter = Selectable<CloudPrintersTable>;

export interface NewCloudPrinter extends PrintFilter {
  printer_name: string;
  kind: CloudPrinterKind;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^nrp_[A-Za-z0-9_-]{43}$/;

/** What the management screen shows of a printer (never its token). */
const shownColumns = [
  'id_cloud_printer',
  'id_restaurant',
  'printer_name',
  'kind',
  'list_categories',
  'is_get_free_food_order',
  'last_seen_at',
  'created_at',
] as const;

/** The token of `Authorization: Basic base64(user:token)` (the user is not read), if well formed. */
function basicToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
  const token = decoded.slice(decoded.indexOf(':') + 1);
  return tokenPattern.test(token) ? token : undefined;
}

export const cloudDevice = (printer: Pick<CloudPrinter, 'id_cloud_printer'>) => `cloud:${printer.id_cloud_printer}`;

export function createCloudPrinters(deps: Pick<ModuleDeps, 'db' | 'storage' | 'realtime'>) {
  const { db, storage } = deps;
  const queue = createPrintQueue(deps);

  async function create(idRestaurant: number, body: NewCloudPrinter) {
    const token = `nrp_${randomBytes(32).toString('base64url')}`;
    try {
      const printer = await db
        .insertInto('cloud_printers')
        .values({
          id_restaurant: idRestaurant,
          printer_name: body.printer_name,
          kind: body.kind,
          token_hash: hashToken(token),
          list_categories: JSON.stringify(body.list_categories ?? []),
          is_get_free_food_order: body.is_get_free_food_order ?? true,
        })
        .returning(shownColumns)
        .executeTakeFirstOrThrow();
      return { ...printer, token };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(400, 'CLOUD_PRINTER_DUPLICATE', {}, 'printer_name');
      throw error;
    }
  }

  const list = (idRestaurant: number) =>
    db
      .selectFrom('cloud_printers')
      .select(shownColumns)
      .where('id_restaurant', '=', idRestaurant)
      .orderBy('id_cloud_printer')
      .execute();

  const remove = (idRestaurant: number, idCloudPrinter: number) =>
    deleteOwnRow(db, { table: 'cloud_printers', idColumn: 'id_cloud_printer', id: idCloudPrinter, idRestaurant });

  /** The printer whose token the request carries (and it is seen now); refused otherwise (401). */
  async function authenticate(request: FastifyRequest): Promise<CloudPrinter> {
    const token = basicToken(request);
    const printer =
      token &&
      (await db
        .updateTable('cloud_printers')
        .set({ last_seen_at: new Date() })
        .where('token_hash', '=', hashToken(token))
        .returningAll()
        .executeTakeFirst());
    if (!printer) throw new AppError(401, 'CLOUD_PRINTER_TOKEN_INVALID');
    return printer;
  }

  /** The id of the job the printer holds, or of the one it claims now; null when nothing waits. */
  async function nextJob(printer: CloudPrinter): Promise<number | null> {
    const held = await db
      .selectFrom('print_jobs')
      .select('id_print_job')
      .where('device_id', '=', cloudDevice(printer))
      .where('status', '=', 'leased')
      .where('lease_until', '>', sql<Date>`now()`)
      .orderBy('id_print_job')
      .executeTakeFirst();
    if (held) return Number(held.id_print_job);
    const [claimed] = await queue.claim(printer.id_restaurant, cloudDevice(printer), printer, 1);
    return claimed ? claimed.id_print_job : null;
  }

  /** The job the printer holds (or printed: a retried report); 404 for any other job. */
  async function jobOf(printer: CloudPrinter, idPrintJob: number) {
    const device = cloudDevice(printer);
    const job = await db
      .selectFrom('print_jobs')
      .select(['id_food_order', 'is_reprint', 'status'])
      .where('id_print_job', '=', idPrintJob)
      .where((eb) => eb.or([eb('device_id', '=', device), eb('printed_by', '=', device)]))
      .executeTakeFirst();
    return foundOr(job, () => new AppError(404, 'NOT_FOUND', {}, 'token'));
  }

  /** The slip of a job the printer holds, laid out for its categories; 404 for any other job. */
  async function slipOf(printer: CloudPrinter, idPrintJob: number): Promise<SlipDocument> {
    const job = await jobOf(printer, idPrintJob);
    if (job.status !== 'leased') throw new AppError(404, 'NOT_FOUND', {}, 'token');
    const [order] = await loadOrders(db, storage, printer.id_restaurant, [job.id_food_order]);
    const issuer = await slipIssuer(db, printer.id_restaurant);
    const slip =
      order && layoutSlip(order, issuer, { ...printChoice(printer), reprint: job.is_reprint, printedAt: new Date() });
    // The claim took only orders the printer's categories print, so a slip always exists.
    if (!slip) throw new Error(`print job ${idPrintJob}: nothing to print`);
    return slip;
  }

  /** The printer's report on a job it holds: printed, or failed (it goes back to the queue). */
  async function finish(printer: CloudPrinter, idPrintJob: number, printed: boolean, error?: string) {
    const job = await jobOf(printer, idPrintJob);
    return queue.confirm(printer.id_restaurant, cloudDevice(printer), {
      id_food_order: job.id_food_order,
      id_print_job: idPrintJob,
      is_printed: printed,
      error,
    });
  }

  return { create, list, remove, authenticate, nextJob, slipOf, finish };
}

export type CloudPrinters = ReturnType<typeof createCloudPrinters>;

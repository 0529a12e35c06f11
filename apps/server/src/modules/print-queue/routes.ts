// Paths of the print queue (issue 10), under /api; the device names itself in the X-Print-Device
// header (see README.md):
//   POST  restaurant/order/print/queue                    claim the jobs still to print (spec body of POST print/status)
//   PATCH restaurant/order/print/queue                    confirm one (spec body of PATCH print/status)
//   POST  restaurant/order/print/reprint/{id_food_order}  ask for the slip again (再発行)
//   GET   restaurant/order/print/issuer/{id_restaurant}   the name and registration number slips carry
// and the spec's PATCH/POST restaurant/order/print/status when the caller names its device
// (printStatusThroughQueue, called by the orders routes).
import { printListSchema, printStatusSchema } from '@noren/domain/orders/schemas';
import { id, idParam, intParam, optionalText } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { optionalBody, routesOf, said } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleDeps, ModuleRoutes } from '../module.ts';
import { createPrintQueue, slipIssuer } from './service.ts';

/** The screens that print: the home dashboard (auto-print) and the printer settings. */
const can = { print: access.restaurant('home', 'printer') };

const claimSchema = printListSchema.extend({ limit: intParam(1, 50).optional() });
const confirmSchema = printStatusSchema.extend({ id_print_job: id.optional(), error: optionalText(500) });

/** A device id: what a tablet keeps in its local storage, or 'cloud:<id>' for a cloud printer. */
const deviceSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
export const deviceHeader = 'x-print-device';

/** The calling restaurant (a body's id_restaurant of another one is not found) and device. */
function caller(request: FastifyRequest, idRestaurant?: number) {
  const { id_restaurant } = requireRestaurant(request);
  if (idRestaurant !== undefined && idRestaurant !== id_restaurant) {
    throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  }
  const device = deviceSchema.safeParse(request.headers[deviceHeader]);
  if (!device.success) throw new AppError(400, 'PRINT_DEVICE_REQUIRED', {}, deviceHeader);
  return { id_restaurant, device: device.data };
}

/** Orders a spec poll (POST print/status) claims at once: the spec's list answers at most as many. */
const specClaimLimit = 50;

/**
 * The spec's print-status paths as the queue, for callers naming their device in X-Print-Device:
 * POST claims (the spec's list of orders, each with its job's fields added), PATCH is_printed true
 * confirms (409 unless the device holds the lease), PATCH is_printed false asks for a reprint. A
 * caller naming no device is an old client: the orders module answers it as before (README.md).
 */
export function printStatusThroughQueue(deps: ModuleDeps) {
  const queue = createPrintQueue(deps);
  return {
    /** Whether the request names a device (a malformed name is then refused by the calls below). */
    namesDevice: (request: FastifyRequest) => request.headers[deviceHeader] !== undefined,
    claim(request: FastifyRequest, body: z.infer<typeof printListSchema>) {
      const { id_restaurant, device } = caller(request, body.id_restaurant);
      return queue.claim(id_restaurant, device, body, specClaimLimit);
    },
    setPrinted(request: FastifyRequest, body: z.infer<typeof printStatusSchema>) {
      const { id_restaurant, device } = caller(request);
      if (body.is_printed) return queue.confirm(id_restaurant, device, body);
      // Not printed by the device that holds the order's lease: its print failed, so that job goes
      // back to the queue (a reprint beside it would print the order twice once the lease ran out).
      // From any other device it asks for the slip again: a reprint.
      return queue.confirm(id_restaurant, device, body).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'PRINT_LEASE_NOT_HELD') {
          return queue.reprint(id_restaurant, body.id_food_order);
        }
        throw error;
      });
    },
  };
}

export const printQueueRoutes: ModuleRoutes = (deps) => async (app) => {
  const route = routesOf(app, ['print-queue']);
  const queue = createPrintQueue(deps);

  route.post(
    '/restaurant/order/print/queue',
    {
      access: can.print,
      summary: 'Claim the slips still to print (leased to the X-Print-Device device)',
      body: claimSchema,
      readBody: optionalBody,
      list: true,
    },
    ({ body, request }) => {
      const { id_restaurant, device } = caller(request, body.id_restaurant);
      return queue.claim(id_restaurant, device, body, body.limit);
    },
  );

  route.patch(
    '/restaurant/order/print/queue',
    {
      access: can.print,
      summary: 'Confirm a claimed slip printed (or failed: it goes back to the queue)',
      body: confirmSchema,
    },
    async ({ body, request }) => {
      const { id_restaurant, device } = caller(request);
      const job = await queue.confirm(id_restaurant, device, body);
      return said(job, body.is_printed ? 'PRINT_JOB_PRINTED' : 'PRINT_JOB_RELEASED', {});
    },
  );

  route.post(
    '/restaurant/order/print/reprint/:id_food_order',
    {
      access: can.print,
      summary: 'Print the slip of an order again (a reprint job)',
      params: z.object({ id_food_order: idParam }),
      created: 'PRINT_REPRINT_QUEUED',
    },
    ({ params, request }) => queue.reprint(requireRestaurant(request).id_restaurant, params.id_food_order),
  );

  route.get(
    '/restaurant/order/print/issuer/:id_restaurant',
    {
      access: can.print,
      summary: "Who issues the slips: the restaurant's name and invoice registration number",
      params: z.object({ id_restaurant: idParam }),
    },
    ({ params, request }) => {
      const { id_restaurant } = requireRestaurant(request);
      if (params.id_restaurant !== id_restaurant) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
      return slipIssuer(deps.db, id_restaurant);
    },
  );
};

// Paths of spec 3 §7 for receiving methods: the master of types, a restaurant's methods, create,
// update, the active / wait-time patch and delete. The restaurant always comes from the session.
import {
  type CreateReceivingMethodInput,
  createReceivingMethodSchema,
  type DeleteReceivingMethodInput,
  deleteReceivingMethodSchema,
  type PatchReceivingMethodInput,
  patchReceivingMethodSchema,
  receivingMethodQuerySchema,
  type UpdateReceivingMethodInput,
  updateReceivingMethodSchema,
} from '@noren/domain/receiving-methods';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant, requireSession } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createReceivingMethodsService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
const tags = ['receiving-methods'];
/**
 * Who may call these routes: the receiving-method screen; the home dashboard switches a method on
 * or off (the PATCH) and reads the list, as do the menu form (per-method prices) and wait times.
 */
const can = {
  master: access.restaurant('receiving-method'),
  read: access.restaurant('receiving-method', 'home', 'food-menu', 'wait-time'),
  toggle: access.restaurant('receiving-method', 'home'),
  write: access.restaurant('receiving-method'),
};

export const receivingMethodsRoutes: ModuleRoutes = (deps) => async (app) => {
  const methods = createReceivingMethodsService(deps);

  app.get(
    '/restaurant/receiving-method-master',
    {
      config: { access: can.master },
      schema: { tags, summary: 'The receiving method types: take-out 1, counter 2, table 3, delivery 4' },
    },
    async (request) => {
      requireSession(request);
      const master = await methods.master();
      return ok(master, { totalData: master.length });
    },
  );

  app.get(
    '/restaurant/receiving-method',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: "The restaurant's receiving methods with wait time and fee tiers (active=true: active ones only)",
        querystring: receivingMethodQuerySchema,
      },
    },
    async (request) => {
      const list = await methods.list(requireRestaurant(request), request.query);
      return ok(list, { totalData: list.length });
    },
  );

  app.post(
    '/restaurant/receiving-method',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Create a receiving method with its fee tiers',
        body: wrapped(createReceivingMethodSchema),
      },
    },
    async (request, reply) => {
      const created = await methods.create(requireRestaurant(request), request.body as CreateReceivingMethodInput);
      reply.status(201);
      return ok(created, { code: 'RECEIVING_METHOD_CREATED', status: 201 });
    },
  );

  app.put(
    '/restaurant/receiving-method',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Update a receiving method; fee tiers given are replaced as a whole',
        body: wrapped(updateReceivingMethodSchema),
      },
    },
    async (request) =>
      ok(await methods.update(requireRestaurant(request), request.body as UpdateReceivingMethodInput), {
        code: 'RECEIVING_METHOD_UPDATED',
      }),
  );

  app.patch(
    '/restaurant/receiving-method/:id_restaurant_receiving_method',
    {
      config: { access: can.toggle },
      schema: {
        tags,
        summary: 'Switch a receiving method on or off, and choose its wait time',
        params: z.object({ id_restaurant_receiving_method: idParam }),
        body: wrapped(patchReceivingMethodSchema),
      },
    },
    async (request) =>
      ok(
        await methods.patch(
          requireRestaurant(request),
          request.params.id_restaurant_receiving_method,
          request.body as PatchReceivingMethodInput,
        ),
        { code: 'RECEIVING_METHOD_UPDATED' },
      ),
  );

  app.delete(
    '/restaurant/receiving-method',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Delete a receiving method (by id_receiving_method type, or by id_restaurant_receiving_method)',
        body: wrapped(deleteReceivingMethodSchema),
      },
    },
    async (request) => {
      await methods.remove(requireRestaurant(request), request.body as DeleteReceivingMethodInput);
      return ok(null, { code: 'RECEIVING_METHOD_DELETED' });
    },
  );
};

// Paths of spec 3 §7 for receiving methods: the master of types, a restaurant's methods, create,
// update, the active / wait-time patch and delete. The restaurant always comes from the session.
import {
  createReceivingMethodSchema,
  deleteReceivingMethodSchema,
  patchReceivingMethodSchema,
  receivingMethodQuerySchema,
  updateReceivingMethodSchema,
} from '@noren/domain/receiving-methods';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant, requireSession } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createReceivingMethodsService } from './service.ts';

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
  const route = routesOf(app, ['receiving-methods']);

  route.get(
    '/restaurant/receiving-method-master',
    {
      access: can.master,
      summary: 'The receiving method types: take-out 1, counter 2, table 3, delivery 4',
      list: true,
    },
    ({ request }) => {
      requireSession(request);
      return methods.master();
    },
  );

  route.get(
    '/restaurant/receiving-method',
    {
      access: can.read,
      summary: "The restaurant's receiving methods with wait time and fee tiers (active=true: active ones only)",
      query: receivingMethodQuerySchema,
      list: true,
    },
    ({ query, request }) => methods.list(requireRestaurant(request), query),
  );

  route.post(
    '/restaurant/receiving-method',
    {
      access: can.write,
      summary: 'Create a receiving method with its fee tiers',
      body: createReceivingMethodSchema,
      created: 'RECEIVING_METHOD_CREATED',
    },
    ({ body, request }) => methods.create(requireRestaurant(request), body),
  );

  route.put(
    '/restaurant/receiving-method',
    {
      access: can.write,
      summary: 'Update a receiving method; fee tiers given are replaced as a whole',
      body: updateReceivingMethodSchema,
      code: 'RECEIVING_METHOD_UPDATED',
    },
    ({ body, request }) => methods.update(requireRestaurant(request), body),
  );

  route.patch(
    '/restaurant/receiving-method/:id_restaurant_receiving_method',
    {
      access: can.toggle,
      summary: 'Switch a receiving method on or off, and choose its wait time',
      params: z.object({ id_restaurant_receiving_method: idParam }),
      body: patchReceivingMethodSchema,
      code: 'RECEIVING_METHOD_UPDATED',
    },
    ({ body, params, request }) =>
      methods.patch(requireRestaurant(request), params.id_restaurant_receiving_method, body),
  );

  route.delete(
    '/restaurant/receiving-method',
    {
      access: can.write,
      summary: 'Delete a receiving method (by id_receiving_method type, or by id_restaurant_receiving_method)',
      body: deleteReceivingMethodSchema,
      code: 'RECEIVING_METHOD_DELETED',
      noData: true,
    },
    ({ body, request }) => methods.remove(requireRestaurant(request), body),
  );
};

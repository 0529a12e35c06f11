// Paths of spec 3 §7 for wait times: GET restaurant/wait/time/{id_restaurant} and POST / PUT /
// DELETE restaurant/wait/time/{restaurantId}. The path's restaurant must be the session's.
import {
  createWaitTimeSchema,
  deleteWaitTimeSchema,
  updateWaitTimeSchema,
  waitTimeQuerySchema,
} from '@noren/domain/wait-times';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createWaitTimesService } from './service.ts';

/** Who may call these routes: the wait-time screen writes; the home dashboard reads (its circles). */
const can = {
  read: access.restaurant('wait-time', 'home'),
  write: access.restaurant('wait-time'),
};
const params = z.object({ restaurantId: idParam });
const path = '/restaurant/wait/time/:restaurantId';

export const waitTimesRoutes: ModuleRoutes = (deps) => async (app) => {
  const waitTimes = createWaitTimesService(deps);
  const route = routesOf(app, ['wait-times']);

  route.get(
    path,
    {
      access: can.read,
      summary: "The restaurant's wait times with their receiving method (optionally of one method)",
      params,
      query: waitTimeQuerySchema,
      list: true,
    },
    ({ params, query, request }) => waitTimes.list(requireRestaurant(request), params.restaurantId, query),
  );

  route.post(
    path,
    {
      access: can.write,
      summary: 'Add a wait time to a receiving method',
      params,
      body: createWaitTimeSchema,
      created: 'WAIT_TIME_CREATED',
    },
    ({ body, params, request }) => waitTimes.create(requireRestaurant(request), params.restaurantId, body),
  );

  route.put(
    path,
    { access: can.write, summary: 'Edit a wait time', params, body: updateWaitTimeSchema, code: 'WAIT_TIME_UPDATED' },
    ({ body, params, request }) => waitTimes.update(requireRestaurant(request), params.restaurantId, body),
  );

  route.delete(
    path,
    {
      access: can.write,
      summary: 'Delete a wait time',
      params,
      body: deleteWaitTimeSchema,
      code: 'WAIT_TIME_DELETED',
      noData: true,
    },
    ({ body, params, request }) => waitTimes.remove(requireRestaurant(request), params.restaurantId, body),
  );
};

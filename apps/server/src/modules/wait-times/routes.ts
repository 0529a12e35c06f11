// Paths of spec 3 §7 for wait times: GET restaurant/wait/time/{id_restaurant} and POST / PUT /
// DELETE restaurant/wait/time/{restaurantId}. The path's restaurant must be the session's.
import { unwrapData } from '@noren/domain/users';
import {
  type CreateWaitTimeInput,
  createWaitTimeSchema,
  type DeleteWaitTimeInput,
  deleteWaitTimeSchema,
  type UpdateWaitTimeInput,
  updateWaitTimeSchema,
  waitTimeQuerySchema,
} from '@noren/domain/wait-times';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { createWaitTimesService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
const tags = ['wait-times'];
/** Who may call these routes: the wait-time screen writes; the home dashboard reads (its circles). */
const can = {
  read: access.restaurant('wait-time', 'home'),
  write: access.restaurant('wait-time'),
};
const params = z.object({ restaurantId: idParam });
const path = '/restaurant/wait/time/:restaurantId';

export const waitTimesRoutes: ModuleRoutes = (deps) => async (app) => {
  const waitTimes = createWaitTimesService(deps);

  app.get(
    path,
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: "The restaurant's wait times with their receiving method (optionally of one method)",
        params,
        querystring: waitTimeQuerySchema,
      },
    },
    async (request) => {
      const list = await waitTimes.list(requireRestaurant(request), request.params.restaurantId, request.query);
      return ok(list, { totalData: list.length });
    },
  );

  app.post(
    path,
    {
      config: { access: can.write },
      schema: { tags, summary: 'Add a wait time to a receiving method', params, body: wrapped(createWaitTimeSchema) },
    },
    async (request, reply) => {
      const created = await waitTimes.create(
        requireRestaurant(request),
        request.params.restaurantId,
        request.body as CreateWaitTimeInput,
      );
      reply.status(201);
      return ok(created, { code: 'WAIT_TIME_CREATED', status: 201 });
    },
  );

  app.put(
    path,
    {
      config: { access: can.write },
      schema: { tags, summary: 'Edit a wait time', params, body: wrapped(updateWaitTimeSchema) },
    },
    async (request) =>
      ok(
        await waitTimes.update(
          requireRestaurant(request),
          request.params.restaurantId,
          request.body as UpdateWaitTimeInput,
        ),
        { code: 'WAIT_TIME_UPDATED' },
      ),
  );

  app.delete(
    path,
    {
      config: { access: can.write },
      schema: { tags, summary: 'Delete a wait time', params, body: wrapped(deleteWaitTimeSchema) },
    },
    async (request) => {
      await waitTimes.remove(
        requireRestaurant(request),
        request.params.restaurantId,
        request.body as DeleteWaitTimeInput,
      );
      return ok(null, { code: 'WAIT_TIME_DELETED' });
    },
  );
};

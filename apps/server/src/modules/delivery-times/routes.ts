// Delivery time frames (spec 3 §7): GET restaurant/delivery-time?id_restaurant&from_date lists the
// frames grouped by date; PATCH restaurant/delivery-time/{id} sets a frame's quota (max_order).
import { deliveryTimeQuerySchema, updateDeliveryTimeSchema } from '@noren/domain/delivery-times';
import { businessDate } from '@noren/domain/restaurant';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { listDeliveryTimes, updateMaxOrder } from './service.ts';

const tags = ['delivery-times'];
/** Who may call these routes: the order time frame screen. */
const can = { use: access.restaurant('order-time-frame') };

export const deliveryTimesRoutes: ModuleRoutes =
  ({ db }) =>
  async (app) => {
    app.get(
      '/restaurant/delivery-time',
      {
        config: { access: can.use },
        schema: {
          tags,
          summary: 'Time frames from from_date (default today, Asia/Tokyo) grouped by date: [{date, holiday, list}]',
          querystring: deliveryTimeQuerySchema,
        },
      },
      async (request) => {
        const id_restaurant = restaurantOf(request, request.query.id_restaurant);
        const fromDate = request.query.from_date ?? businessDate(new Date());
        const { groups, total } = await listDeliveryTimes(db, id_restaurant, fromDate);
        return ok(groups, { totalData: total });
      },
    );

    app.patch(
      '/restaurant/delivery-time/:id',
      {
        config: { access: can.use },
        schema: {
          tags,
          summary: "Set a frame's max_order (never below its count_order)",
          params: z.object({ id: idParam }),
          body: z.preprocess(unwrapData, updateDeliveryTimeSchema),
        },
      },
      async (request) => {
        const id_restaurant = restaurantOf(request);
        const body = request.body as z.infer<typeof updateDeliveryTimeSchema>;
        const frame = await updateMaxOrder(db, id_restaurant, request.params.id, body.max_order);
        return ok(frame, { code: 'DELIVERY_TIME_UPDATED' });
      },
    );
  };

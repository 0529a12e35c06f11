// Delivery time frames (spec 3 §7): GET restaurant/delivery-time?id_restaurant&from_date lists the
// frames grouped by date; PATCH restaurant/delivery-time/{id} sets a frame's quota (max_order).
import { deliveryTimeQuerySchema, updateDeliveryTimeSchema } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { page, routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { listDeliveryTimes, updateMaxOrder } from './service.ts';

/** Who may call these routes: the order time frame screen. */
const can = { use: access.restaurant('order-time-frame') };

export const deliveryTimeFramesRoutes: ModuleRoutes =
  ({ db }) =>
  async (app) => {
    const route = routesOf(app, ['delivery-time-frames']);

    route.get(
      '/restaurant/delivery-time',
      {
        access: can.use,
        summary: 'Time frames from from_date (default today, Asia/Tokyo) grouped by date: [{date, holiday, list}]',
        query: deliveryTimeQuerySchema,
      },
      async ({ query, request }) => {
        const id_restaurant = restaurantOf(request, query.id_restaurant);
        const { groups, total } = await listDeliveryTimes(
          db,
          id_restaurant,
          query.from_date ?? businessDate(new Date()),
        );
        return page(groups, total);
      },
    );

    route.patch(
      '/restaurant/delivery-time/:id',
      {
        access: can.use,
        summary: "Set a frame's max_order (never below its count_order)",
        params: z.object({ id: idParam }),
        body: updateDeliveryTimeSchema,
        code: 'DELIVERY_TIME_UPDATED',
      },
      ({ body, params, request }) => updateMaxOrder(db, restaurantOf(request), params.id, body.max_order),
    );
  };

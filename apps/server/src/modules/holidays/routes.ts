// Holidays (spec 3 §7): GET restaurant/holiday?id_restaurant lists them as { date: 'YYYY/MM/DD' };
// PATCH restaurant/holiday {id_restaurant, date: 'YYYY/MM/DD'} toggles one.
import { holidayQuerySchema, toggleHolidaySchema } from '@noren/domain/holidays';
import { businessDate } from '@noren/domain/restaurant';
import { routesOf, said } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import { generateTimeFramesJob } from '../delivery-time-frames/generate-job.ts';
import type { ModuleRoutes } from '../module.ts';
import { listHolidays, toggleHoliday } from './service.ts';

/** Who may call these routes: the holiday calendar belongs to the order time frame screen. */
const can = { use: access.restaurant('order-time-frame') };

export const holidaysRoutes: ModuleRoutes =
  ({ db }) =>
  async (app) => {
    const route = routesOf(app, ['holidays']);

    route.get(
      '/restaurant/holiday',
      {
        access: can.use,
        summary: "The restaurant's holidays as [{date: 'YYYY/MM/DD'}]",
        query: holidayQuerySchema,
        list: true,
      },
      ({ query, request }) => listHolidays(db, restaurantOf(request, query.id_restaurant)),
    );

    route.patch(
      '/restaurant/holiday',
      {
        access: can.use,
        summary: 'Toggle a date (YYYY/MM/DD) as a holiday; setting one removes its frames without orders',
        body: toggleHolidaySchema,
      },
      async ({ body, request }) => {
        const id_restaurant = restaurantOf(request, body.id_restaurant);
        const result = await toggleHoliday(db, id_restaurant, body.date, businessDate(new Date()));
        if (!result.holiday) {
          // The day is open again: generate its frames now rather than at the next periodic run. The
          // toggle is committed either way; a failed send only delays the frames until that run.
          await app.jobs?.send(generateTimeFramesJob, { id_restaurant }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not queue time-frame generation');
          });
        }
        return said(result, result.holiday ? 'HOLIDAY_SET' : 'HOLIDAY_UNSET', {});
      },
    );
  };

// Holidays (spec 3 §7): GET restaurant/holiday?id_restaurant lists them as { date: 'YYYY/MM/DD' };
// PATCH restaurant/holiday {id_restaurant, date: 'YYYY/MM/DD'} toggles one.
import { holidayQuerySchema, toggleHolidaySchema } from '@noren/domain/holidays';
import { businessDate } from '@noren/domain/restaurant';
import { unwrapData } from '@noren/domain/users';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import { generateTimeFramesJob } from '../delivery-times/generate-job.ts';
import type { ModuleRoutes } from '../module.ts';
import { listHolidays, toggleHoliday } from './service.ts';

const tags = ['holidays'];
/** Who may call these routes: the holiday calendar belongs to the order time frame screen. */
const can = { use: access.restaurant('order-time-frame') };

export const holidaysRoutes: ModuleRoutes =
  ({ db }) =>
  async (app) => {
    app.get(
      '/restaurant/holiday',
      {
        config: { access: can.use },
        schema: {
          tags,
          summary: "The restaurant's holidays as [{date: 'YYYY/MM/DD'}]",
          querystring: holidayQuerySchema,
        },
      },
      async (request) => {
        const id_restaurant = restaurantOf(request, request.query.id_restaurant);
        const list = await listHolidays(db, id_restaurant);
        return ok(list, { totalData: list.length });
      },
    );

    app.patch(
      '/restaurant/holiday',
      {
        config: { access: can.use },
        schema: {
          tags,
          summary: 'Toggle a date (YYYY/MM/DD) as a holiday; setting one removes its frames without orders',
          body: z.preprocess(unwrapData, toggleHolidaySchema),
        },
      },
      async (request) => {
        const body = request.body as z.infer<typeof toggleHolidaySchema>;
        const id_restaurant = restaurantOf(request, body.id_restaurant);
        const result = await toggleHoliday(db, id_restaurant, body.date, businessDate(new Date()));
        if (!result.holiday) {
          // The day is open again: generate its frames now rather than at the next periodic run. The
          // toggle is committed either way; a failed send only delays the frames until that run.
          await app.jobs?.send(generateTimeFramesJob, { id_restaurant }).catch((error: unknown) => {
            request.log.warn({ err: error }, 'could not queue time-frame generation');
          });
        }
        return ok(result, { code: result.holiday ? 'HOLIDAY_SET' : 'HOLIDAY_UNSET' });
      },
    );
  };

// Order search of spec 3 §7, under /api:
//   POST restaurant/order/search/{page}/{size}   one page of the matching orders (totalData: all)
//   POST restaurant/order/search/export          every matching order as OE_YYYYMMDD_HHmmss.xlsx
//        ?job=1: as a file job instead (export-job.ts), the file then fetched from the job
//   GET  restaurant/order/search/restaurants     the store's restaurants the search may reach
// The tables in use (POST restaurant/list/table) are answered by the orders module.
import { exportFileName, orderSearchSchema } from '@noren/domain/orders/search';
import { intParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { optionalBody, pageOf, routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import { jobQuerySchema, wantsJob } from '../file-jobs/runner.ts';
import type { ModuleRoutes } from '../module.ts';
import { xlsxContentType, xlsxStream } from './export.ts';
import { startOrderExportJob } from './export-job.ts';
import { createOrderSearchService } from './service.ts';

/** Search Order and Detail Order are one right (spec 1 §5); the superadmin has no store. */
const can = { search: access.restaurant('search-order', 'detail-order') };

export const orderSearchRoutes: ModuleRoutes = (deps) => async (app) => {
  const route = routesOf(app, ['order-search']);
  const search = createOrderSearchService(deps);

  route.get(
    '/restaurant/order/search/restaurants',
    { access: can.search, summary: "The restaurants of the caller's store, with company and store", list: true },
    ({ request }) => search.storeRestaurants(requireRestaurant(request)),
  );

  route.post(
    '/restaurant/order/search/export',
    {
      access: can.search,
      summary: 'Every matching order as an Excel file (streamed; with ?job=1 a file job writing it to storage)',
      body: orderSearchSchema,
      readBody: optionalBody,
      query: jobQuerySchema,
    },
    async ({ body, query, request, reply }) => {
      if (wantsJob(query)) return startOrderExportJob(deps, search, requireRestaurant(request), body);
      const batches = await search.exportBatches(requireRestaurant(request), body);
      const stream = xlsxStream(batches, (error) => request.log.error({ err: error }, 'order export failed'));
      return reply
        .header('content-type', xlsxContentType)
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .send(stream);
    },
  );

  route.post(
    '/restaurant/order/search/:page/:size',
    {
      access: can.search,
      summary: 'One page of the orders matching the search (date range, methods, tables, restaurants)',
      params: z.object({ page: intParam(1, 100_000), size: intParam(1, 100) }),
      body: orderSearchSchema,
      readBody: optionalBody,
    },
    ({ body, params, request }) => pageOf(search.search(requireRestaurant(request), body, params.page, params.size)),
  );
};

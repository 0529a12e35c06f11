// The menu CSV paths of spec 2 §7 (contract in README.md), under /api:
//   POST restaurant/food/menu/bulk-insert?id_restaurant&file_name&mode=dry_run|apply[&job=1]
//        body: the file's raw bytes (any content type), at most 20 MB
//   GET  restaurant/food/menu/export/excel/{id_restaurant}[?encoding=shift_jis|utf-8]
// Their own plugin scope: every body is raw bytes, and the refusals carry texts built per row.
import { menuCsvText } from '@noren/domain/files/menu-csv-messages';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import { rawFileScope } from '../file-jobs/raw-file-scope.ts';
import { attachmentOf } from '../file-jobs/service.ts';
import type { ModuleRoutes } from '../module.ts';
import { fileImportHandler, fileImportQuery } from './file-import.ts';
import { createMenuCsvService } from './service.ts';

const can = { use: access.restaurant('food-menu') };

/** Largest file taken: a catalogue of 50,000 menus with add-ons stays well below it. */
export const maxMenuCsvBytes = 20 * 1_048_576;

const importQuery = fileImportQuery('menus.csv');

export const menuCsvRoutes: ModuleRoutes = (deps) => async (app) => {
  const csv = createMenuCsvService(deps.db, deps.storage, deps.realtime);
  // Every body is the file's raw bytes; Fastify refuses a declared Content-Length over the limit
  // before reading a byte: memory stays flat whatever is sent.
  const route = routesOf(rawFileScope(app, maxMenuCsvBytes), ['menu-csv']);

  route.post(
    '/restaurant/food/menu/bulk-insert',
    {
      access: can.use,
      summary: 'Menu CSV import: dry run (nothing written) or apply (all rows in one transaction, or none)',
      query: importQuery,
    },
    fileImportHandler(deps.db, {
      jobKind: 'menu-import',
      dryRun: csv.dryRun,
      apply: csv.apply,
      // Spec 2 §8: the toast '{n} rows of food menu have been modified.' is the answer's message.
      modifiedText: (count) => menuCsvText('MODIFIED', { count }),
    }),
  );

  route.get(
    '/restaurant/food/menu/export/excel/:id_restaurant',
    {
      access: can.use,
      summary: 'Every menu as CSV in the import format (Shift_JIS for Excel, or UTF-8 with BOM)',
      params: z.object({ id_restaurant: idParam }),
      query: z.object({ encoding: z.enum(['shift_jis', 'utf-8']).default('shift_jis') }),
    },
    async ({ params, query, request, reply }) => {
      const file = await csv.exportCsv(restaurantOf(request, params.id_restaurant), query.encoding);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentOf(file.fileName))
        .send(file.bytes);
    },
  );
};

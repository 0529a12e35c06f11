// Category and sub-category files (spec 2 §7; contract in README.md), under /api:
//   POST restaurant/food/category/bulk-insert?id_restaurant&file_name&mode=dry_run|apply[&job=1]
//   POST restaurant/food/sub-category/bulk-insert?…   (the same)
//        body: the file's raw bytes (.xlsx or CSV in Shift_JIS / UTF-8), at most 20 MB
//   GET  restaurant/food/category/export/excel/{restaurantId}       categories_YYYYMMDD_HHmmss.xlsx
//   GET  restaurant/food/sub-category/export/excel/{restaurantId}   sub_categories_YYYYMMDD_HHmmss.xlsx
// The transport and the dry-run / apply shape are the menu CSV's (menu-csv/README.md).
import { idParam, rawText } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { type Access, access, restaurantOf } from '../../plugins/access.ts';
import { fileBytes, rawFileScope } from '../file-jobs/raw-file-scope.ts';
import { startFileJob } from '../file-jobs/runner.ts';
import { attachmentOf } from '../file-jobs/service.ts';
import type { ModuleRoutes } from '../module.ts';
import type { CategoryFileKind } from './plan.ts';
import { createCategoryFilesService } from './service.ts';

export const maxCategoryFileBytes = 20 * 1_048_576;

const importQuery = z.object({
  id_restaurant: idParam.optional(),
  file_name: rawText(255).default('categories.xlsx'),
  mode: z.enum(['dry_run', 'apply']).default('dry_run'),
  job: z.enum(['0', '1']).optional(),
});

const kinds: { kind: CategoryFileKind; path: string; can: Access; what: string }[] = [
  { kind: 'category', path: 'category', can: access.restaurant('food-category'), what: 'food categories' },
  {
    kind: 'sub-category',
    path: 'sub-category',
    can: access.restaurant('food-subcategory'),
    what: 'food sub-categories',
  },
];

export const categoryFilesRoutes: ModuleRoutes = (deps) => async (app) => {
  const files = createCategoryFilesService(deps.db);
  const route = routesOf(rawFileScope(app, maxCategoryFileBytes), ['category-files']);

  for (const { kind, path, can, what } of kinds) {
    route.post(
      `/restaurant/food/${path}/bulk-insert`,
      {
        access: can,
        summary: `Import ${what} from .xlsx or CSV: dry run (nothing written) or apply (all rows, or none)`,
        query: importQuery,
      },
      async ({ query, request, reply }) => {
        const idRestaurant = restaurantOf(request, query.id_restaurant);
        const bytes = fileBytes(request.body);
        if (query.mode === 'dry_run') return files.dryRun(kind, idRestaurant, bytes, query.file_name);
        if (query.job === '1') {
          return startFileJob({ db: deps.db, restaurantId: idRestaurant, kind: `${kind}-import` }, (progress) =>
            files.apply(kind, idRestaurant, bytes, query.file_name, progress),
          );
        }
        const report = await files.apply(kind, idRestaurant, bytes, query.file_name);
        const text = files.modifiedText(kind, report.count_modified);
        return reply.send({ status: 200, data: report, message: text.en, message_jp: text.jp });
      },
    );

    route.get(
      `/restaurant/food/${path}/export/excel/:restaurantId`,
      {
        access: can,
        summary: `Every ${what.replace('food ', '')} as .xlsx under Japanese headings (imports back)`,
        params: z.object({ restaurantId: idParam }),
      },
      async ({ params, request, reply }) => {
        const file = await files.exportXlsx(kind, restaurantOf(request, params.restaurantId));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentOf(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }
};

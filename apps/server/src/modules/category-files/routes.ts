// Category and sub-category files (spec 2 §7; contract in README.md), under /api:
//   POST restaurant/food/category/bulk-insert?id_restaurant&file_name&mode=dry_run|apply[&job=1]
//   POST restaurant/food/sub-category/bulk-insert?…   (the same)
//        body: the file's raw bytes (.xlsx or CSV in Shift_JIS / UTF-8), at most 20 MB
//   GET  restaurant/food/category/export/excel/{restaurantId}       categories_YYYYMMDD_HHmmss.xlsx
//   GET  restaurant/food/sub-category/export/excel/{restaurantId}   sub_categories_YYYYMMDD_HHmmss.xlsx
// The transport and the dry-run / apply shape are the menu CSV's (menu-csv/README.md).
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { type Access, access, restaurantOf } from '../../plugins/access.ts';
import { rawFileScope } from '../file-jobs/raw-file-scope.ts';
import { attachmentOf } from '../file-jobs/service.ts';
import { fileImportHandler, fileImportQuery } from '../menu-csv/file-import.ts';
import type { ModuleRoutes } from '../module.ts';
import type { CategoryFileKind } from './plan.ts';
import { createCategoryFilesService } from './service.ts';

export const maxCategoryFileBytes = 20 * 1_048_576;

const importQuery = fileImportQuery('categories.xlsx');

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
      fileImportHandler(deps.db, {
        jobKind: `${kind}-import`,
        dryRun: (...file) => files.dryRun(kind, ...file),
        apply: (...file) => files.apply(kind, ...file),
        modifiedText: (count) => files.modifiedText(kind, count),
      }),
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

// Image zips (spec 2 §7), under /api, after the zip was stored through the upload-url flow:
//   POST restaurant/food/menu/import/image          images named by JAN code → menus
//   POST restaurant/food/category/import/image      images named by category code → categories
//   POST restaurant/food/sub-category/import/image  images named by sub-category code → sub-categories
// Body (JSON, plain or in {data}): s3_file_key, s3_file_name, path_extract, id_restaurant, file_zip.
// Answers data {list_not_found, count_success}; with ?job=1 a file job instead (file-jobs/README.md).
import { id, rawText } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { type Access, access, restaurantOf } from '../../plugins/access.ts';
import { answerFileRefusals } from '../file-jobs/refusal.ts';
import { type FileJobKind, jobQuerySchema, runOrStartJob, wantsJob } from '../file-jobs/runner.ts';
import type { ModuleRoutes } from '../module.ts';
import { createImageZipsService, type ImageTarget } from './service.ts';

export const importImageSchema = z.object({
  id_restaurant: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().pipe(id).optional(),
  ),
  /** The stored zip's key (from the upload-url answer's file_key). */
  s3_file_key: rawText(200),
  /** The zip's own name, for messages. */
  s3_file_name: rawText(255).optional(),
  /** The spec sends the zip's name here too; read as s3_file_name when that is missing. */
  file_zip: rawText(255).optional(),
  /** Only images under this folder of the zip (all when empty). */
  path_extract: rawText(255).optional(),
});

const paths: { path: string; target: ImageTarget; kind: FileJobKind; access: Access; what: string }[] = [
  {
    path: '/restaurant/food/menu/import/image',
    target: 'menu',
    kind: 'menu-images',
    access: access.restaurant('food-menu'),
    what: 'menus by JAN code',
  },
  {
    path: '/restaurant/food/category/import/image',
    target: 'category',
    kind: 'category-images',
    access: access.restaurant('food-category'),
    what: 'categories by category code',
  },
  {
    path: '/restaurant/food/sub-category/import/image',
    target: 'sub-category',
    kind: 'sub-category-images',
    access: access.restaurant('food-subcategory'),
    what: 'sub-categories by sub-category code',
  },
];

export const imageZipsRoutes: ModuleRoutes = (deps) => async (app) => {
  answerFileRefusals(app);
  const route = routesOf(app, ['image-zips']);
  const zips = createImageZipsService({ ...deps, maxZipBytes: deps.config.storage.maxZipBytes });
  for (const { path, target, kind, access: can, what } of paths) {
    route.post(
      path,
      {
        access: can,
        summary: `Set the pictures of ${what} from an uploaded zip (list_not_found, count_success)`,
        body: importImageSchema,
        query: jobQuerySchema,
      },
      ({ body, query, request }) => {
        const idRestaurant = restaurantOf(request, body.id_restaurant);
        const input = {
          fileKey: body.s3_file_key,
          fileName: body.s3_file_name ?? body.file_zip ?? 'images.zip',
          pathExtract: body.path_extract,
        };
        return runOrStartJob(wantsJob(query), { db: deps.db, restaurantId: idRestaurant, kind }, (progress) =>
          zips.importImages(target, idRestaurant, input, progress),
        );
      },
    );
  }
};

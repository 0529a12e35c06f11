// Restaurant categories (spec 1 §3 "Restaurant category", §5, §7 restaurant/category): the
// categories a restaurant is listed under in the ordering app, managed by the superadmin on
// /restaurant-category. The wire contracts the modal resolves with and the server validates.
import { z } from 'zod';
import { isSafeFileKey } from '../catalogue/categories.ts';
import { digitsToNumber, id, integer, maxInt4, text } from '../zod-blocks.ts';

export const restaurantCategoryLimits = { title: 100, keyword: 500, fileKey: 300 } as const;

/** An uploaded file's key (`platform/8c1e….jpg`): the upload flow's answer, nothing else. */
export const platformFileKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(restaurantCategoryLimits.fileKey)
  .refine(isSafeFileKey, { error: 'INVALID_DATA' });

/** Spec 1 §5: code_category is numeric (a number, or digits from the form's number field). */
const codeCategory = z.preprocess(digitsToNumber, integer(0, maxInt4));
const displayOrder = z.preprocess(digitsToNumber, integer(0, 999_999));

const fields = {
  title: text(restaurantCategoryLimits.title, { min: 1 }),
  code_category: codeCategory,
  display_order: displayOrder,
  search_keyword: text(restaurantCategoryLimits.keyword).nullish(),
};

/** POST restaurant/category: title, code and image required (spec 1 §5). */
export const createRestaurantCategorySchema = z.object({
  ...fields,
  display_order: fields.display_order.optional(),
  image_data: platformFileKeySchema,
});
export type CreateRestaurantCategoryInput = z.output<typeof createRestaurantCategorySchema>;

/** PUT restaurant/category: the id and the fields to change; a missing or null image keeps the current one. */
export const updateRestaurantCategorySchema = z.object({
  id_category: id,
  title: fields.title.optional(),
  code_category: fields.code_category.optional(),
  display_order: fields.display_order.optional(),
  search_keyword: fields.search_keyword,
  image_data: platformFileKeySchema.nullish(),
});
export type UpdateRestaurantCategoryInput = z.output<typeof updateRestaurantCategorySchema>;

export const deleteRestaurantCategorySchema = z.object({ id_category: id });

/** image_data / image_name: the stored file's key; image_url: where to show it. */
export interface RestaurantCategory {
  id_category: number;
  title: string;
  code_category: number;
  display_order: number;
  search_keyword: string;
  image_data: string;
  image_name: string;
  image_url: string | null;
}

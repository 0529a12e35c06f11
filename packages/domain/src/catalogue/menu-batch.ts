// The menu list's actions (spec 2 §2, §4, §7): row toggles (status, Restriction = limited, WEB
// Display = slide_show), the stock plus/minus buttons, delete, copy, the list and search queries,
// and the batch action on selected rows (Delete, Stock quantity, Display/Hide).
import { z } from 'zod';
import { digitsToNumber, id, idParam, intParam, legacyBoolean, text } from '../zod-blocks.ts';
import { menuLimits, menuStatusSchema, normalizeNumberText, parseSigned } from './menus/values.ts';

/** A menu id as a JSON number or decimal digits (the list sends what it read), within int4. */
const menuId = z.preprocess(digitsToNumber, id);
/** The switches: a JSON boolean, or 1/0 and 'true'/'false' as the original list sent them. */
const flag = legacyBoolean;

export const menuIdSchema = z.object({ id_food_menu: menuId });
export const menuStatusUpdateSchema = z.object({ id_food_menu: menuId, status: menuStatusSchema });
export const menuSlideShowUpdateSchema = z.object({ id_food_menu: menuId, slide_show: flag });
export const menuLimitedUpdateSchema = z.object({ id_food_menu: menuId, limited: flag });

/** One click of the stock minus or plus button. */
export const menuStockStepSchema = z.object({
  id_food_menu: menuId,
  delta: z.preprocess(
    (value) => (value === '+1' || value === '1' ? 1 : value === '-1' ? -1 : value),
    z.union([z.literal(1), z.literal(-1)]),
  ),
});
export type MenuStockStep = z.infer<typeof menuStockStepSchema>;

/** The largest stock the plus button reaches (9 digits, like every quantity field). */
export const maxStock = 999_999_999;

/** A copy through the API: the new JAN code is required, the name may be changed. */
export const menuCopySchema = z.object({
  jancode: text(menuLimits.jancode, { min: 1 }),
  food_menu_name: text(menuLimits.name, { min: 1 }).optional(),
});
export type MenuCopyInput = z.infer<typeof menuCopySchema>;

// --- Lists --------------------------------------------------------------------------------------------

export const menuPageSizes = [2, 10, 25, 50, 100] as const;
export const defaultMenuPageSize = 10;

const page = intParam(1, 100_000);
const size = intParam(1, 100);
const restaurantId = idParam;

/** GET restaurant/food/menu/{id_restaurant}/{page}/{total_data}: 1-based pages. */
export const menuListParamsSchema = z.object({ id_restaurant: restaurantId, page, total_data: size });

/** GET restaurant/food/menu/search?id_restaurant&food_menu_name&page&total_data[&id_food_category]. */
export const menuSearchQuerySchema = z.object({
  id_restaurant: restaurantId,
  food_menu_name: text(200).optional().default(''),
  page: page.optional().default(1),
  total_data: size.optional().default(defaultMenuPageSize),
  id_food_category: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), idParam.optional()),
});
export type MenuSearchQuery = z.infer<typeof menuSearchQuerySchema>;

// --- Batch -------------------------------------------------------------------------------------------

/**
 * The Stock quantity dialog (spec 2 §5): non-empty, digits with an optional leading minus.
 * Answers the message code, or null when the text is a quantity.
 */
export function stockBatchInputIssue(text: string): 'MENU_QUANTITY_REQUIRED' | 'MENU_INVALID_SIGNED_NUMBER' | null {
  const normalized = normalizeNumberText(text);
  if (normalized === '') return 'MENU_QUANTITY_REQUIRED';
  return parseSigned(normalized) === null ? 'MENU_INVALID_SIGNED_NUMBER' : null;
}

export type MenuBatchAction =
  | { kind: 'delete' }
  | { kind: 'stock_quantity'; stock_quantity: number }
  | { kind: 'status'; status: 'active' | 'inactive' };

export interface MenuBatch {
  list_food_menu: number[];
  action: MenuBatchAction;
}

/** Ids as numbers, digit strings or {id_food_menu} rows; repeats collapse. */
const menuIdList = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.map((entry) =>
          entry && typeof entry === 'object' && 'id_food_menu' in entry
            ? (entry as { id_food_menu: unknown }).id_food_menu
            : entry,
        )
      : value,
  z
    .array(menuId)
    .min(1)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
);

/**
 * POST restaurant/food/menu/batch-update: list_food_menu and exactly one of delete: true,
 * stock_quantity (a signed integer) or status (active = Display, inactive = Hide).
 */
export const menuBatchSchema = z
  .object({
    list_food_menu: menuIdList,
    delete: z.literal(true).optional(),
    stock_quantity: z
      .preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z.string().refine((text) => stockBatchInputIssue(text) === null, { message: 'MENU_INVALID_SIGNED_NUMBER' }),
      )
      .optional(),
    status: menuStatusSchema.optional(),
  })
  .superRefine((body, context) => {
    const chosen = [body.delete, body.stock_quantity, body.status].filter((value) => value !== undefined).length;
    if (chosen !== 1) context.addIssue({ code: 'custom', message: 'MENU_BATCH_ONE_ACTION', path: ['action'] });
  })
  .transform((body): MenuBatch => {
    const action: MenuBatchAction =
      body.delete !== undefined
        ? { kind: 'delete' }
        : body.stock_quantity !== undefined
          ? { kind: 'stock_quantity', stock_quantity: parseSigned(body.stock_quantity) ?? 0 }
          : { kind: 'status', status: body.status ?? 'active' };
    return { list_food_menu: body.list_food_menu, action };
  });

/** The body the web sends for a batch action. */
export function batchBody(
  ids: readonly number[],
  action: MenuBatchAction,
): { list_food_menu: number[]; delete?: true; stock_quantity?: number; status?: 'active' | 'inactive' } {
  const list_food_menu = [...ids];
  if (action.kind === 'delete') return { list_food_menu, delete: true };
  if (action.kind === 'stock_quantity') return { list_food_menu, stock_quantity: action.stock_quantity };
  return { list_food_menu, status: action.status };
}

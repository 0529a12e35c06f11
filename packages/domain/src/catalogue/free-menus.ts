// Free (call-number) menus (spec 2 §3 "Free food menu", §5 "Free menu form", §7 "Free menus"):
// the wire contracts and the name rule shared by the server and the Add/Edit free menu form.
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { id, idParam, text } from '../zod-blocks.ts';

export const freeMenuNameMaxLength = 100;

/** Spec 2 §5: the name is trimmed and required (and clean: no NUL or other control character). */
export const freeMenuNameSchema = text(freeMenuNameMaxLength, { min: 1 });

export type FreeMenuIssueCode = 'FREE_MENU_NAME_REQUIRED' | 'FREE_MENU_NAME_TOO_LONG';
export type FreeMenuIssue = RuleIssue<'free_food_menu_name', FreeMenuIssueCode>;

/** The name's problem as the form shows it beside the field (none when it can be saved). */
export function freeMenuIssues(name: string): FreeMenuIssue[] {
  const trimmed = name.trim();
  if (trimmed === '') return [ruleIssue('free_food_menu_name', 'FREE_MENU_NAME_REQUIRED')];
  if (trimmed.length > freeMenuNameMaxLength) {
    return [ruleIssue('free_food_menu_name', 'FREE_MENU_NAME_TOO_LONG', { max: freeMenuNameMaxLength })];
  }
  return [];
}

/** Save is off while the name is blank (or too long) and while saving. */
export function canSubmitFreeMenu(name: string, state: { saving: boolean }): boolean {
  return !state.saving && freeMenuIssues(name).length === 0;
}

const restaurantIdSchema = id.optional();

/** POST restaurant/free-food-menu. A new free menu is active unless told otherwise. */
export const createFreeMenuSchema = z.object({
  free_food_menu_name: freeMenuNameSchema,
  id_restaurant: restaurantIdSchema,
  status: z.boolean().optional(),
});
export type CreateFreeMenuInput = z.infer<typeof createFreeMenuSchema>;

/** PUT restaurant/free-food-menu/{id}: the name, the status, or both (the status switch sends only it). */
export const updateFreeMenuSchema = z
  .object({
    free_food_menu_name: freeMenuNameSchema.optional(),
    id_restaurant: restaurantIdSchema,
    status: z.boolean().optional(),
  })
  .refine((body) => body.free_food_menu_name !== undefined || body.status !== undefined, {
    path: ['free_food_menu_name'],
    message: 'NOTHING_TO_UPDATE',
  });
export type UpdateFreeMenuInput = z.infer<typeof updateFreeMenuSchema>;

export const freeMenuIdParamsSchema = z.object({ id: idParam });

/** ?status=true lists only active menus (the counter-order flow); absent lists all. */
export const freeMenuListQuerySchema = z.object({
  status: z.enum(['true', 'false']).optional(),
});

export const freeMenuSchema = z.object({
  id_free_food_menu: z.number().int(),
  id_restaurant: z.number().int(),
  free_food_menu_name: z.string(),
  status: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FreeMenu = z.infer<typeof freeMenuSchema>;

/** The free-menu list page size (spec 2 §9). */
export const freeMenuPageSize = 10;

/** Pages needed for `total` rows of `size` (0 for an empty list). */
export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size);
}

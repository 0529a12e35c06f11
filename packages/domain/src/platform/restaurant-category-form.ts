// The superadmin's Add/Edit Restaurant Category modal (spec 1 §5): title and code_category
// required, code_category digits only, the image required for a new category (and not removable
// from an edited one), read from the wire schemas in the one rule-issue shape.
import { createRestaurantCategorySchema, updateRestaurantCategorySchema } from './restaurant-categories.ts';
import { platformFormIssues, type RestaurantFormIssue } from './restaurant-form.ts';

const digits = /^\d+$/;

export function restaurantCategoryFormIssues(
  body: Record<string, unknown>,
  mode: 'new' | 'edit',
): RestaurantFormIssue[] {
  const schema = mode === 'new' ? createRestaurantCategorySchema : updateRestaurantCategorySchema;
  const result = schema.safeParse(body);
  const issues = result.success ? [] : platformFormIssues(result.error, body);
  const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  const replace = (field: string, code: RestaurantFormIssue['code']) => {
    const at = issues.findIndex((issue) => issue.field === field);
    const issue = { field, code, params: {} };
    if (at === -1) issues.push(issue);
    else issues[at] = issue;
  };
  if (mode === 'edit') {
    if (blank(body.title)) replace('title', 'RESTAURANT_REQUIRED');
    if (blank(body.code_category)) replace('code_category', 'RESTAURANT_REQUIRED');
    // An edited category keeps its image or takes a new one, never none.
    if (body.image_data === null) replace('image_data', 'RESTAURANT_REQUIRED');
  }
  for (const field of ['code_category', 'display_order']) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '' && !digits.test(value.trim())) {
      replace(field, 'CATEGORY_DIGITS_ONLY');
    }
  }
  return issues;
}

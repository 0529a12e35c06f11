// Drafts the menu rule tests start from: each test breaks a valid one in one way.
import { emptyAdditionalDraft, emptyMenuDraft, emptyOptionDraft, type MenuDraft } from './draft.ts';
import type { MenuIssue } from './rules.ts';

/** A menu that passes every rule: the starting point each test breaks in one way. */
export function validDraft(overrides: Partial<MenuDraft> = {}): MenuDraft {
  return {
    ...emptyMenuDraft(),
    id_food_category: 1,
    id_food_sub_category: 2,
    food_menu_name: '醤油らーめん',
    food_menu_price: '800',
    food_menu_stock_qty: '20',
    jancode: '4901234567894',
    image_name: 'r1/ramen.jpg',
    ...overrides,
  };
}

export function group(jancode: string, options: { jancode?: string; cost?: string; name?: string }[] = []) {
  return {
    ...emptyAdditionalDraft(),
    item_name: 'トッピング',
    jancode,
    image_name: 'r1/topping.jpg',
    options: options.map((option) => ({
      ...emptyOptionDraft(),
      additional_name: option.name ?? '味玉',
      additional_cost: option.cost ?? '0',
      jancode: option.jancode ?? '',
    })),
  };
}

export const fields = (issues: MenuIssue[]) => issues.map((issue) => issue.field);
export const codeOf = (issues: MenuIssue[], field: string) => issues.find((issue) => issue.field === field)?.code;

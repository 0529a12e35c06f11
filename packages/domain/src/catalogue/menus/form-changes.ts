// What happens in the Add/Edit Menu form when a field changes (spec 2 §4 "menu form
// dependencies"): each change is a pure step from one draft to the next.
import type { MenuDraft } from './draft.ts';

/** Changing the category clears the sub-category (its options are reloaded for the new one). */
export function changeCategory(draft: MenuDraft, idFoodCategory: number | null): MenuDraft {
  if (draft.id_food_category === idFoodCategory) return draft;
  return { ...draft, id_food_category: idFoodCategory, id_food_sub_category: null };
}

/**
 * A new standard quantity; while the stock is empty (or still holds the standard quantity it was
 * mirrored from) the stock follows it, so typing "12" mirrors 12, not 1.
 */
export function changeStandardQty(draft: MenuDraft, standardQty: string): MenuDraft {
  const stock = draft.food_menu_stock_qty;
  const follows = draft.standard_qty_check && (stock.trim() === '' || stock === draft.standard_qty);
  return { ...draft, standard_qty: standardQty, food_menu_stock_qty: follows ? standardQty : stock };
}

/** The standard-quantity checkbox; turning it on mirrors a present standard quantity into an empty stock. */
export function changeStandardQtyCheck(draft: MenuDraft, checked: boolean): MenuDraft {
  const mirror = checked && draft.food_menu_stock_qty.trim() === '' && draft.standard_qty.trim() !== '';
  return {
    ...draft,
    standard_qty_check: checked,
    food_menu_stock_qty: mirror ? draft.standard_qty : draft.food_menu_stock_qty,
  };
}

/** The quota switch: off sets quota_per_user to null (empty); on leaves it to be typed (≥ 1). */
export function changeQuotaEnabled(draft: MenuDraft, enabled: boolean): MenuDraft {
  return { ...draft, quota_enabled: enabled, quota_per_user: enabled ? draft.quota_per_user : '' };
}

/** price_link_SG: every method's price is the base price. */
export function linkMethodPrices<P, T extends { food_menu_price: P }>(methods: readonly T[], basePrice: P): T[] {
  return methods.map((method) => ({ ...method, food_menu_price: basePrice }));
}

/** The base price changes; linked method prices follow it. */
export function changeBasePrice(draft: MenuDraft, price: string): MenuDraft {
  return {
    ...draft,
    food_menu_price: price,
    receiving_method: draft.price_link_SG ? linkMethodPrices(draft.receiving_method, price) : draft.receiving_method,
  };
}

/** The 'Link price SG' switch; on, the method prices become the base price. */
export function changePriceLink(draft: MenuDraft, linked: boolean): MenuDraft {
  return {
    ...draft,
    price_link_SG: linked,
    receiving_method: linked ? linkMethodPrices(draft.receiving_method, draft.food_menu_price) : draft.receiving_method,
  };
}

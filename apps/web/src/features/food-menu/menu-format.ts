// How this screen family writes money, rule messages and receiving methods.
import type { MenuDraft, MenuMethodPriceDraft } from '@noren/domain/catalogue/menus/draft';
import type { MenuIssue } from '@noren/domain/catalogue/menus/rules';
import { formatMessage } from '@noren/domain/messages';
import type { StoredLanguage } from '../../lib/language.ts';

/**
 * What the price table reads of a receiving method; the shared method options (resources/
 * receiving-methods.ts) carry it, and a menu's own price rows carry the names.
 */
export interface PricedMethod {
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title?: string | undefined;
  method_name?: string | undefined;
  method_name_jp?: string | undefined;
}

// Money and dates are written the same on every screen (lib/format.ts).
export { formatDate, formatYen, formatYenOrDash } from '../../lib/format.ts';

/** The text beside a field: "Required" from the shared catalogue, every other rule from the domain's. */
export function issueText(issue: MenuIssue, language: StoredLanguage, required: string): string {
  if (issue.code === 'REQUIRED') return required;
  const text = formatMessage(issue.code, issue.params ?? {});
  return language === 'en' ? text.en : text.jp;
}

/**
 * A method's name in the page's language (Take-out / テイクアウト), with the restaurant's own title
 * after it when that says something else ("Take-out · 店頭受け取り").
 */
export function methodLabel(
  method: Pick<PricedMethod, 'title' | 'method_name' | 'method_name_jp'>,
  language: StoredLanguage,
): string {
  const typeName = (language === 'en' ? method.method_name : method.method_name_jp) || method.method_name || '';
  const title = method.title?.trim() ?? '';
  if (title === '' || title === method.method_name || title === method.method_name_jp) return typeName || title;
  return typeName ? `${typeName} · ${title}` : title;
}

/**
 * One price row per receiving method of the restaurant, in the restaurant's order: a method the
 * menu already has keeps its row; a new one is applied at the base price (blank) for a new menu,
 * and not applied for a stored menu that never had it.
 */
export function withRestaurantMethods(
  draft: MenuDraft,
  methods: readonly PricedMethod[],
  language: StoredLanguage,
  isNew: boolean,
): MenuMethodPriceDraft[] {
  const existing = new Map(draft.receiving_method.map((row) => [row.id_restaurant_receiving_method, row]));
  return methods.map((method) => {
    const row = existing.get(method.id_restaurant_receiving_method);
    const label = methodLabel(method, language);
    if (row) return { ...row, method_name: label, id_receiving_method: method.id_receiving_method };
    return {
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      id_receiving_method: method.id_receiving_method,
      method_name: label,
      food_menu_price: draft.price_link_SG ? draft.food_menu_price : '',
      is_applied: isNew,
    };
  });
}

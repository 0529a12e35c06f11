// The restaurant's catalogue as the menu CSV sees it: category and sub-category codes, the receiving
// method of each price column, and every menu as a CSV menu (the domain's MenuCsvMenu) with the ids
// of its add-on groups and options — read in seven queries whatever the number of menus. The export
// writes these menus; the import compares its rows with them.

import { menuFieldNames } from '@noren/domain/catalogue/menus/answer';
import { type MenuCsvMenu, type MenuCsvMethod, menuCsvMethods } from '@noren/domain/files/menu-csv';
import type { Executor } from '../../lib/transaction.ts';

export interface StoredOption {
  id: number;
  image_name: string | null;
  default: boolean;
}
export interface StoredGroup {
  id: number;
  options: StoredOption[];
}
export interface StoredMenu {
  id_food_menu: number;
  updated_at: Date;
  menu: MenuCsvMenu;
  /** The add-on groups in position order, with their options' ids, images and default marks. */
  groups: StoredGroup[];
}

export interface MenuCatalogue {
  /** code_category → id_food_category */
  categories: Map<string, number>;
  /** code_sub_category → the sub-category and its category */
  subCategories: Map<number, { id_food_sub_category: number; id_food_category: number }>;
  /** The restaurant's method of each price column (the first one when it has two of a kind). */
  methods: Map<MenuCsvMethod, number>;
  /** The menus by JAN code, in display order. */
  menus: Map<string, StoredMenu>;
  /** Image keys the restaurant's add-on groups already show (usable again without a check). */
  images: Set<string>;
}

const methodOfType = new Map<number, MenuCsvMethod>(
  Object.entries(menuCsvMethods).map(([key, id]) => [id, key as MenuCsvMethod]),
);

export async function loadMenuCatalogue(db: Executor, idRestaurant: number): Promise<MenuCatalogue> {
  const [categoryRows, subRows, methodRows, menuRows, priceRows, groupRows, optionRows] = await Promise.all([
    db
      .selectFrom('food_categories')
      .select(['id_food_category', 'code_category'])
      .where('id_restaurant', '=', idRestaurant)
      .execute(),
    db
      .selectFrom('food_sub_categories')
      .select(['id_food_sub_category', 'id_food_category', 'code_sub_category'])
      .where('id_restaurant', '=', idRestaurant)
      .execute(),
    db
      .selectFrom('restaurant_receiving_methods')
      .select(['id_restaurant_receiving_method', 'id_receiving_method'])
      .where('id_restaurant', '=', idRestaurant)
      .orderBy('id_restaurant_receiving_method')
      .execute(),
    db
      .selectFrom('food_menus')
      .select(['id_food_menu', ...menuFieldNames, 'updated_at'])
      .where('id_restaurant', '=', idRestaurant)
      .orderBy('display_order')
      .orderBy('id_food_menu')
      .execute(),
    db
      .selectFrom('food_menu_receiving_methods as p')
      .innerJoin('food_menus as m', 'm.id_food_menu', 'p.id_food_menu')
      .select(['p.id_food_menu', 'p.id_restaurant_receiving_method', 'p.food_menu_price', 'p.is_applied'])
      .where('m.id_restaurant', '=', idRestaurant)
      .execute(),
    db
      .selectFrom('food_menu_additionals as g')
      .innerJoin('food_menus as m', 'm.id_food_menu', 'g.id_food_menu')
      .selectAll('g')
      .where('m.id_restaurant', '=', idRestaurant)
      .orderBy('g.id_food_menu')
      .orderBy('g.position')
      .execute(),
    db
      .selectFrom('food_menu_additional_options as o')
      .innerJoin('food_menu_additionals as g', 'g.id_food_menu_additional', 'o.id_food_menu_additional')
      .innerJoin('food_menus as m', 'm.id_food_menu', 'g.id_food_menu')
      .selectAll('o')
      .where('m.id_restaurant', '=', idRestaurant)
      .orderBy('o.id_food_menu_additional')
      .orderBy('o.position')
      .execute(),
  ]);

  const codeOfCategory = new Map(categoryRows.map((row) => [row.id_food_category, row.code_category]));
  const codeOfSub = new Map(subRows.map((row) => [row.id_food_sub_category, row.code_sub_category]));
  const methods = new Map<MenuCsvMethod, number>();
  const methodOfId = new Map<number, MenuCsvMethod>();
  for (const row of methodRows) {
    const method = methodOfType.get(row.id_receiving_method);
    if (!method || methods.has(method)) continue;
    methods.set(method, row.id_restaurant_receiving_method);
    methodOfId.set(row.id_restaurant_receiving_method, method);
  }

  const optionsOf = new Map<number, typeof optionRows>();
  for (const row of optionRows) {
    const list = optionsOf.get(row.id_food_menu_additional) ?? [];
    list.push(row);
    optionsOf.set(row.id_food_menu_additional, list);
  }
  const groupsOf = new Map<number, typeof groupRows>();
  const images = new Set<string>();
  for (const row of groupRows) {
    const list = groupsOf.get(row.id_food_menu) ?? [];
    list.push(row);
    groupsOf.set(row.id_food_menu, list);
    if (row.image_name) images.add(row.image_name);
  }
  const pricesOf = new Map<number, MenuCsvMenu['prices']>();
  for (const row of priceRows) {
    const method = methodOfId.get(row.id_restaurant_receiving_method);
    if (!method) continue;
    const prices = pricesOf.get(row.id_food_menu) ?? {};
    prices[method] = { food_menu_price: row.food_menu_price, is_applied: row.is_applied };
    pricesOf.set(row.id_food_menu, prices);
  }

  const menus = new Map<string, StoredMenu>();
  for (const row of menuRows) {
    // The row's other columns are the CSV menu's fields as they are.
    const { id_food_menu, id_food_category, id_food_sub_category, updated_at, ...fields } = row;
    const groups = groupsOf.get(id_food_menu) ?? [];
    const menu: MenuCsvMenu = {
      update_flag: 2,
      code_category: codeOfCategory.get(id_food_category) ?? '',
      code_sub_category: codeOfSub.get(id_food_sub_category) ?? 0,
      ...fields,
      prices: pricesOf.get(id_food_menu) ?? {},
      additional: groups.map((group) => ({
        item_name: group.item_name,
        jancode: group.jancode,
        image_name: group.image_name ?? '',
        options: (optionsOf.get(group.id_food_menu_additional) ?? []).map((option) => ({
          additional_name: option.additional_name,
          additional_cost: option.additional_cost,
          jancode: option.jancode === '' ? null : option.jancode,
        })),
      })),
    };
    menus.set(fields.jancode, {
      id_food_menu,
      updated_at,
      menu,
      groups: groups.map((group) => ({
        id: group.id_food_menu_additional,
        options: (optionsOf.get(group.id_food_menu_additional) ?? []).map((option) => ({
          id: option.id_food_menu_additional_option,
          image_name: option.image_name,
          default: option.default,
        })),
      })),
    });
  }
  return {
    categories: new Map(categoryRows.map((row) => [row.code_category, row.id_food_category])),
    subCategories: new Map(
      subRows.map((row) => [
        row.code_sub_category,
        { id_food_sub_category: row.id_food_sub_category, id_food_category: row.id_food_category },
      ]),
    ),
    methods,
    menus,
    images,
  };
}

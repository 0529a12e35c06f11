// Reading food menus of the session's restaurant (spec 2 §7 "Menus"): pages and search, one menu,
// every menu. A menu is answered with its add-on groups, options and method prices, built from the
// domain's one list of menu columns (menuRowColumns), so a new column needs no change here.
import {
  type Menu,
  type MenuAdditional,
  type MenuMethodPrice,
  menuRowColumns,
} from '@noren/domain/catalogue/menus/answer';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';

export type Executor = Kysely<Database> | Transaction<Database>;

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const menuRowSelection = menuRowColumns.map((column) => `m.${column}` as const);

export function createMenuReads(db: Db, storage: Storage) {
  /** The menus of these ids, with add-ons and method prices, in the order of the ids. */
  async function loadMenus(executor: Executor, idRestaurant: number, ids: readonly number[]): Promise<Menu[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .selectFrom('food_menus as m')
      .innerJoin('food_categories as c', 'c.id_food_category', 'm.id_food_category')
      .innerJoin('food_sub_categories as s', 's.id_food_sub_category', 'm.id_food_sub_category')
      .select(menuRowSelection)
      .select(['m.created_at', 'm.updated_at', 'c.category_name', 's.sub_category_name'])
      .where('m.id_restaurant', '=', idRestaurant)
      .where('m.id_food_menu', 'in', ids)
      .execute();
    const groups = await executor
      .selectFrom('food_menu_additionals')
      .selectAll()
      .where('id_food_menu', 'in', ids)
      .orderBy('position')
      .orderBy('id_food_menu_additional')
      .execute();
    const groupIds = groups.map((group) => group.id_food_menu_additional);
    const options =
      groupIds.length === 0
        ? []
        : await executor
            .selectFrom('food_menu_additional_options')
            .selectAll()
            .where('id_food_menu_additional', 'in', groupIds)
            .orderBy('position')
            .orderBy('id_food_menu_additional_option')
            .execute();
    const prices = await executor
      .selectFrom('food_menu_receiving_methods as p')
      .innerJoin(
        'restaurant_receiving_methods as r',
        'r.id_restaurant_receiving_method',
        'p.id_restaurant_receiving_method',
      )
      .innerJoin('receiving_method_master as k', 'k.id_receiving_method', 'r.id_receiving_method')
      .select([
        'p.id_food_menu',
        'p.id_restaurant_receiving_method',
        'p.food_menu_price',
        'p.is_applied',
        'r.id_receiving_method',
        'r.title',
        'k.method_name',
        'k.method_name_jp',
      ])
      .where('p.id_food_menu', 'in', ids)
      .where('r.id_restaurant', '=', idRestaurant)
      .orderBy('r.id_receiving_method')
      .orderBy('p.id_restaurant_receiving_method')
      .execute();

    const additionalsOf = new Map<number, MenuAdditional[]>();
    const groupById = new Map<number, MenuAdditional>();
    for (const { position: _position, ...group } of groups) {
      const additional: MenuAdditional = { ...group, image_url: storage.publicUrl(group.image_name), options: [] };
      groupById.set(group.id_food_menu_additional, additional);
      additionalsOf.set(group.id_food_menu, [...(additionalsOf.get(group.id_food_menu) ?? []), additional]);
    }
    for (const { position: _position, id_food_menu_additional, ...option } of options) {
      groupById
        .get(id_food_menu_additional)
        ?.options.push({ ...option, image_url: storage.publicUrl(option.image_name) });
    }
    const pricesOf = new Map<number, MenuMethodPrice[]>();
    for (const { id_food_menu, ...price } of prices) {
      const row: MenuMethodPrice = { ...price, receiving_method: price.id_receiving_method };
      pricesOf.set(id_food_menu, [...(pricesOf.get(id_food_menu) ?? []), row]);
    }

    const byId = new Map(
      rows.map((row): [number, Menu] => [
        row.id_food_menu,
        {
          ...row,
          image: null,
          image_url: storage.publicUrl(row.image_name),
          created_at: row.created_at.toISOString(),
          updated_at: row.updated_at.toISOString(),
          receiving_method: pricesOf.get(row.id_food_menu) ?? [],
          additional: additionalsOf.get(row.id_food_menu) ?? [],
        },
      ]),
    );
    return ids.flatMap((id) => {
      const menu = byId.get(id);
      return menu ? [menu] : [];
    });
  }

  async function findOne(executor: Executor, idRestaurant: number, idFoodMenu: number): Promise<Menu> {
    const [menu] = await loadMenus(executor, idRestaurant, [idFoodMenu]);
    if (!menu) throw notFound();
    return menu;
  }

  /** A page of ids, newest first, and the count of all matching menus. */
  async function page(
    idRestaurant: number,
    pageNumber: number,
    size: number,
    filter: { text?: string; idFoodCategory?: number | undefined } = {},
  ) {
    let query = db.selectFrom('food_menus as m').where('m.id_restaurant', '=', idRestaurant);
    if (filter.idFoodCategory !== undefined) query = query.where('m.id_food_category', '=', filter.idFoodCategory);
    const text = filter.text?.trim() ?? '';
    if (text !== '') {
      const pattern = containsPattern(text);
      query = query.where((eb) =>
        eb.or([
          eb('m.food_menu_name', 'ilike', pattern),
          eb('m.jancode', 'ilike', pattern),
          eb('m.search_keyword', 'ilike', pattern),
        ]),
      );
    }
    const total = await query.select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const ids = await query
      .select('m.id_food_menu')
      .orderBy('m.id_food_menu', 'desc')
      .limit(size)
      .offset((pageNumber - 1) * size)
      .execute();
    return {
      rows: await loadMenus(
        db,
        idRestaurant,
        ids.map((row) => row.id_food_menu),
      ),
      total: Number(total.count),
    };
  }

  return {
    loadMenus,
    findOne,

    list: (idRestaurant: number, pageNumber: number, size: number) => page(idRestaurant, pageNumber, size),

    search: (
      idRestaurant: number,
      query: { food_menu_name: string; page: number; total_data: number; id_food_category?: number | undefined },
    ) =>
      page(idRestaurant, query.page, query.total_data, {
        text: query.food_menu_name,
        idFoodCategory: query.id_food_category,
      }),

    detail: (idRestaurant: number, idFoodMenu: number) => findOne(db, idRestaurant, idFoodMenu),

    /** Every menu of the restaurant in display order (menu choosers, apps). */
    async all(idRestaurant: number): Promise<Menu[]> {
      const ids = await db
        .selectFrom('food_menus')
        .select('id_food_menu')
        .where('id_restaurant', '=', idRestaurant)
        .orderBy('display_order')
        .orderBy('id_food_menu')
        .execute();
      return loadMenus(
        db,
        idRestaurant,
        ids.map((row) => row.id_food_menu),
      );
    },
  };
}

export type MenuReads = ReturnType<typeof createMenuReads>;

// Food menus of the session's restaurant (spec 2 §7 "Menus"): lists and search, detail, create and
// full update (the menu, its add-on groups with options and its per-method prices in one
// transaction), delete, the row toggles, the stock buttons (one conditional UPDATE each), the batch
// action, and copy. Every query is filtered by the session's restaurant; another's ids answer 404.
import type { MenuBatch, MenuCopyInput } from '@noren/domain/catalogue/menu-batch';
import { maxStock } from '@noren/domain/catalogue/menu-batch';
import {
  duplicateJanCodeFields,
  emptyMenuDraft,
  type Menu,
  type MenuAdditional,
  type MenuAdditionalPayload,
  type MenuMethodPrice,
  type MenuMethodPricePayload,
  type MenuPayload,
  type MenuStatus,
} from '@noren/domain/catalogue/menus';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable, type FileField } from '../uploads/ownership.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Every file key of a menu body, with the field it came in: the menu's, each add-on group's and option's. */
function menuFiles(payload: MenuPayload): FileField[] {
  return [
    { field: 'image_name', key: payload.image_name },
    ...payload.additional.flatMap((group, groupIndex) => [
      { field: `additional.${groupIndex}.image_name`, key: group.image_name },
      ...group.options.map((option, optionIndex) => ({
        field: `additional.${groupIndex}.options.${optionIndex}.image_name`,
        key: option.image_name,
      })),
    ]),
  ];
}

export function createFoodMenusService(db: Db, storage: Storage, realtime: () => Realtime | undefined) {
  const menuRows = (executor: Executor, idRestaurant: number) =>
    executor
      .selectFrom('food_menus as m')
      .innerJoin('food_categories as c', 'c.id_food_category', 'm.id_food_category')
      .innerJoin('food_sub_categories as s', 's.id_food_sub_category', 'm.id_food_sub_category')
      .selectAll('m')
      .select(['c.category_name', 's.sub_category_name'])
      .where('m.id_restaurant', '=', idRestaurant);

  /** The menus of these ids, with add-ons and method prices, in the order of the ids. */
  async function loadMenus(executor: Executor, idRestaurant: number, ids: readonly number[]): Promise<Menu[]> {
    if (ids.length === 0) return [];
    const rows = await menuRows(executor, idRestaurant).where('m.id_food_menu', 'in', ids).execute();
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
    for (const group of groups) {
      const additional: MenuAdditional = {
        id_food_menu_additional: group.id_food_menu_additional,
        id_food_menu: group.id_food_menu,
        item_name: group.item_name,
        jancode: group.jancode,
        image_name: group.image_name,
        image_url: storage.publicUrl(group.image_name),
        options: [],
      };
      groupById.set(group.id_food_menu_additional, additional);
      additionalsOf.set(group.id_food_menu, [...(additionalsOf.get(group.id_food_menu) ?? []), additional]);
    }
    for (const option of options) {
      groupById.get(option.id_food_menu_additional)?.options.push({
        id_food_menu_additional_option: option.id_food_menu_additional_option,
        additional_name: option.additional_name,
        additional_cost: option.additional_cost,
        jancode: option.jancode,
        image_name: option.image_name,
        image_url: storage.publicUrl(option.image_name),
        default: option.default,
      });
    }
    const pricesOf = new Map<number, MenuMethodPrice[]>();
    for (const price of prices) {
      const row: MenuMethodPrice = {
        receiving_method: price.id_receiving_method,
        id_receiving_method: price.id_receiving_method,
        id_restaurant_receiving_method: price.id_restaurant_receiving_method,
        is_applied: price.is_applied,
        food_menu_price: price.food_menu_price,
        method_name: price.method_name,
        method_name_jp: price.method_name_jp,
        title: price.title,
      };
      pricesOf.set(price.id_food_menu, [...(pricesOf.get(price.id_food_menu) ?? []), row]);
    }

    const byId = new Map(
      rows.map((row): [number, Menu] => [
        row.id_food_menu,
        {
          id_food_menu: row.id_food_menu,
          id_restaurant: row.id_restaurant,
          id_food_category: row.id_food_category,
          category_name: row.category_name,
          id_food_sub_category: row.id_food_sub_category,
          sub_category_name: row.sub_category_name,
          food_menu_name: row.food_menu_name,
          food_menu_price: row.food_menu_price,
          food_menu_price_discount: row.food_menu_price_discount,
          discount_start_date: row.discount_start_date,
          discount_start_time: row.discount_start_time,
          discount_end_date: row.discount_end_date,
          discount_end_time: row.discount_end_time,
          food_menu_stock_qty: row.food_menu_stock_qty,
          standard_qty: row.standard_qty,
          standard_qty_check: row.standard_qty_check,
          quota_per_user: row.quota_per_user,
          combined_purchase: row.combined_purchase,
          price_link_SG: row.price_link_SG,
          display_order: row.display_order,
          tax: row.tax,
          jancode: row.jancode,
          description: row.description,
          search_keyword: row.search_keyword,
          image: null,
          image_name: row.image_name,
          image_url: storage.publicUrl(row.image_name),
          status: row.status,
          limited: row.limited,
          slide_show: row.slide_show,
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

  /** Category and sub-category of the session's restaurant, the sub-category inside the category. */
  async function checkCategories(executor: Executor, idRestaurant: number, payload: MenuPayload): Promise<void> {
    const category = await executor
      .selectFrom('food_categories')
      .select('id_food_category')
      .where('id_food_category', '=', payload.id_food_category)
      .where('id_restaurant', '=', idRestaurant)
      .executeTakeFirst();
    if (!category) throw new AppError(400, 'MENU_CATEGORY_NOT_FOUND', {}, 'id_food_category');
    const sub = await executor
      .selectFrom('food_sub_categories')
      .select(['id_food_category'])
      .where('id_food_sub_category', '=', payload.id_food_sub_category)
      .where('id_restaurant', '=', idRestaurant)
      .executeTakeFirst();
    if (!sub) throw new AppError(400, 'MENU_SUB_CATEGORY_NOT_FOUND', {}, 'id_food_sub_category');
    if (sub.id_food_category !== payload.id_food_category) {
      throw new AppError(400, 'MENU_SUB_CATEGORY_MISMATCH', {}, 'id_food_sub_category');
    }
  }

  /** Replaces the menu's method prices; every method must be one of the restaurant's. */
  async function writePrices(
    trx: Transaction<Database>,
    idRestaurant: number,
    idFoodMenu: number,
    prices: readonly MenuMethodPricePayload[],
  ): Promise<void> {
    await trx.deleteFrom('food_menu_receiving_methods').where('id_food_menu', '=', idFoodMenu).execute();
    if (prices.length === 0) return;
    const owned = await trx
      .selectFrom('restaurant_receiving_methods')
      .select('id_restaurant_receiving_method')
      .where(
        'id_restaurant_receiving_method',
        'in',
        prices.map((price) => price.id_restaurant_receiving_method),
      )
      .where('id_restaurant', '=', idRestaurant)
      .execute();
    const ownedIds = new Set(owned.map((row) => row.id_restaurant_receiving_method));
    const foreign = prices.findIndex((price) => !ownedIds.has(price.id_restaurant_receiving_method));
    if (foreign >= 0) {
      throw new AppError(
        400,
        'MENU_RECEIVING_METHOD_NOT_FOUND',
        {},
        `receiving_method.${foreign}.id_restaurant_receiving_method`,
      );
    }
    await trx
      .insertInto('food_menu_receiving_methods')
      .values(prices.map((price) => ({ ...price, id_food_menu: idFoodMenu })))
      .execute();
  }

  /**
   * Writes the add-on groups as given: groups and options with an id are updated in place (so ids
   * stay stable for orders that name them), those without are added, the rest are removed. An id
   * that is not this menu's is a 400 naming it.
   */
  async function writeAdditionals(
    trx: Transaction<Database>,
    idFoodMenu: number,
    groups: readonly MenuAdditionalPayload[],
  ): Promise<void> {
    const storedGroups = await trx
      .selectFrom('food_menu_additionals')
      .select('id_food_menu_additional')
      .where('id_food_menu', '=', idFoodMenu)
      .execute();
    const storedGroupIds = new Set(storedGroups.map((group) => group.id_food_menu_additional));
    const keptGroupIds = new Set<number>();
    groups.forEach((group, index) => {
      if (group.id_food_menu_additional === null) return;
      if (!storedGroupIds.has(group.id_food_menu_additional) || keptGroupIds.has(group.id_food_menu_additional)) {
        throw new AppError(400, 'MENU_ADDITIONAL_NOT_FOUND', {}, `additional.${index}.id_food_menu_additional`);
      }
      keptGroupIds.add(group.id_food_menu_additional);
    });
    const removed = [...storedGroupIds].filter((id) => !keptGroupIds.has(id));
    if (removed.length > 0) {
      await trx.deleteFrom('food_menu_additionals').where('id_food_menu_additional', 'in', removed).execute();
    }

    for (const [position, group] of groups.entries()) {
      const values = {
        position,
        item_name: group.item_name,
        jancode: group.jancode,
        image_name: group.image_name,
      };
      let idGroup: number;
      if (group.id_food_menu_additional === null) {
        const inserted = await trx
          .insertInto('food_menu_additionals')
          .values({ ...values, id_food_menu: idFoodMenu })
          .returning('id_food_menu_additional')
          .executeTakeFirstOrThrow();
        idGroup = inserted.id_food_menu_additional;
      } else {
        idGroup = group.id_food_menu_additional;
        await trx
          .updateTable('food_menu_additionals')
          .set(values)
          .where('id_food_menu_additional', '=', idGroup)
          .execute();
      }

      const storedOptions = await trx
        .selectFrom('food_menu_additional_options')
        .select('id_food_menu_additional_option')
        .where('id_food_menu_additional', '=', idGroup)
        .execute();
      const storedOptionIds = new Set(storedOptions.map((option) => option.id_food_menu_additional_option));
      const keptOptionIds = new Set<number>();
      group.options.forEach((option, optionIndex) => {
        const id = option.id_food_menu_additional_option;
        if (id === null) return;
        if (!storedOptionIds.has(id) || keptOptionIds.has(id)) {
          throw new AppError(
            400,
            'MENU_ADDITIONAL_NOT_FOUND',
            {},
            `additional.${position}.options.${optionIndex}.id_food_menu_additional_option`,
          );
        }
        keptOptionIds.add(id);
      });
      const removedOptions = [...storedOptionIds].filter((id) => !keptOptionIds.has(id));
      if (removedOptions.length > 0) {
        await trx
          .deleteFrom('food_menu_additional_options')
          .where('id_food_menu_additional_option', 'in', removedOptions)
          .execute();
      }
      for (const [optionPosition, option] of group.options.entries()) {
        const optionValues = {
          position: optionPosition,
          additional_name: option.additional_name,
          additional_cost: option.additional_cost,
          jancode: option.jancode,
          image_name: option.image_name,
          default: option.default,
        };
        if (option.id_food_menu_additional_option === null) {
          await trx
            .insertInto('food_menu_additional_options')
            .values({ ...optionValues, id_food_menu_additional: idGroup })
            .execute();
        } else {
          await trx
            .updateTable('food_menu_additional_options')
            .set(optionValues)
            .where('id_food_menu_additional_option', '=', option.id_food_menu_additional_option)
            .execute();
        }
      }
    }
  }

  const menuColumns = (payload: MenuPayload) => ({
    id_food_category: payload.id_food_category,
    id_food_sub_category: payload.id_food_sub_category,
    food_menu_name: payload.food_menu_name,
    food_menu_price: payload.food_menu_price,
    food_menu_price_discount: payload.food_menu_price_discount,
    discount_start_date: payload.discount_start_date,
    discount_start_time: payload.discount_start_time,
    discount_end_date: payload.discount_end_date,
    discount_end_time: payload.discount_end_time,
    food_menu_stock_qty: payload.food_menu_stock_qty,
    standard_qty: payload.standard_qty,
    standard_qty_check: payload.standard_qty_check,
    quota_per_user: payload.quota_per_user,
    combined_purchase: payload.combined_purchase,
    price_link_SG: payload.price_link_SG,
    display_order: payload.display_order,
    tax: payload.tax,
    jancode: payload.jancode,
    description: payload.description,
    search_keyword: payload.search_keyword,
  });

  /** The restaurant's screens and apps reload their menus on this message. */
  function announce(idRestaurant: number, action: string, ids: readonly number[]) {
    realtime()?.toRestaurant(idRestaurant, 'my_callback', {
      msg: 'refresh_food_menu',
      action,
      id_restaurant: idRestaurant,
      list_food_menu: ids,
    });
  }

  /** A transaction whose JAN-code clash (the restaurant's unique index) is a 409 naming jancode. */
  async function writing<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'MENU_JANCODE_TAKEN', {}, 'jancode');
      throw error;
    }
  }

  async function setColumn(
    idRestaurant: number,
    idFoodMenu: number,
    values: { status: MenuStatus } | { slide_show: boolean } | { limited: boolean },
  ): Promise<Menu> {
    const updated = await db
      .updateTable('food_menus')
      .set({ ...values, updated_at: new Date() })
      .where('id_food_menu', '=', idFoodMenu)
      .where('id_restaurant', '=', idRestaurant)
      .returning('id_food_menu')
      .executeTakeFirst();
    if (!updated) throw notFound();
    announce(idRestaurant, 'updated', [idFoodMenu]);
    return findOne(db, idRestaurant, idFoodMenu);
  }

  return {
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

    async create(idRestaurant: number, payload: MenuPayload): Promise<Menu> {
      const idFoodMenu = await writing(async (trx) => {
        await checkCategories(trx, idRestaurant, payload);
        await assertFilesUsable(trx, idRestaurant, menuFiles(payload), storage);
        const inserted = await trx
          .insertInto('food_menus')
          .values({
            ...menuColumns(payload),
            id_restaurant: idRestaurant,
            image_name: payload.image_name ?? null,
            status: payload.status ?? 'active',
            limited: payload.limited ?? false,
            // Spec 2 §4: a new menu is created with slide_show false.
            slide_show: false,
          })
          .returning('id_food_menu')
          .executeTakeFirstOrThrow();
        // A new menu has no add-ons yet: ids sent along (a copied form) are not this menu's.
        await writeAdditionals(
          trx,
          inserted.id_food_menu,
          payload.additional.map((group) => ({
            ...group,
            id_food_menu_additional: null,
            options: group.options.map((option) => ({ ...option, id_food_menu_additional_option: null })),
          })),
        );
        await writePrices(trx, idRestaurant, inserted.id_food_menu, payload.receiving_method);
        return inserted.id_food_menu;
      });
      announce(idRestaurant, 'created', [idFoodMenu]);
      return findOne(db, idRestaurant, idFoodMenu);
    },

    async update(idRestaurant: number, payload: MenuPayload): Promise<Menu> {
      const idFoodMenu = payload.id_food_menu;
      if (idFoodMenu === null) throw new AppError(400, 'REQUIRED_FIELD', { field: 'id_food_menu' }, 'id_food_menu');
      await writing(async (trx) => {
        const stored = await trx
          .selectFrom('food_menus')
          .select('id_food_menu')
          .where('id_food_menu', '=', idFoodMenu)
          .where('id_restaurant', '=', idRestaurant)
          .forUpdate()
          .executeTakeFirst();
        if (!stored) throw notFound();
        await checkCategories(trx, idRestaurant, payload);
        await assertFilesUsable(trx, idRestaurant, menuFiles(payload), storage);
        await trx
          .updateTable('food_menus')
          .set({
            ...menuColumns(payload),
            ...(payload.image_name === undefined ? {} : { image_name: payload.image_name }),
            ...(payload.status === null ? {} : { status: payload.status }),
            ...(payload.limited === null ? {} : { limited: payload.limited }),
            ...(payload.slide_show === null ? {} : { slide_show: payload.slide_show }),
            updated_at: new Date(),
          })
          .where('id_food_menu', '=', idFoodMenu)
          .execute();
        await writeAdditionals(trx, idFoodMenu, payload.additional);
        await writePrices(trx, idRestaurant, idFoodMenu, payload.receiving_method);
      });
      announce(idRestaurant, 'updated', [idFoodMenu]);
      return findOne(db, idRestaurant, idFoodMenu);
    },

    async remove(idRestaurant: number, idFoodMenu: number): Promise<void> {
      const deleted = await db
        .deleteFrom('food_menus')
        .where('id_food_menu', '=', idFoodMenu)
        .where('id_restaurant', '=', idRestaurant)
        .returning('id_food_menu')
        .executeTakeFirst();
      if (!deleted) throw notFound();
      announce(idRestaurant, 'deleted', [idFoodMenu]);
    },

    setStatus: (idRestaurant: number, idFoodMenu: number, status: MenuStatus) =>
      setColumn(idRestaurant, idFoodMenu, { status }),
    setSlideShow: (idRestaurant: number, idFoodMenu: number, slideShow: boolean) =>
      setColumn(idRestaurant, idFoodMenu, { slide_show: slideShow }),
    setLimited: (idRestaurant: number, idFoodMenu: number, limited: boolean) =>
      setColumn(idRestaurant, idFoodMenu, { limited }),

    /**
     * One click of the stock buttons, in one conditional UPDATE so concurrent clicks never lose a
     * step. The minus button stops at 0: a stock below 0 is only ever typed in the form or the batch
     * dialog (spec 2 allows a negative stock), never reached by clicking.
     */
    async stepStock(
      idRestaurant: number,
      idFoodMenu: number,
      delta: 1 | -1,
    ): Promise<{ id_food_menu: number; food_menu_stock_qty: number }> {
      const updated = await db
        .updateTable('food_menus')
        .set({ food_menu_stock_qty: sql`food_menu_stock_qty + ${delta}`, updated_at: new Date() })
        .where('id_food_menu', '=', idFoodMenu)
        .where('id_restaurant', '=', idRestaurant)
        .where(
          delta > 0
            ? sql<boolean>`food_menu_stock_qty + ${delta} <= ${maxStock}`
            : sql<boolean>`food_menu_stock_qty + ${delta} >= 0`,
        )
        .returning(['id_food_menu', 'food_menu_stock_qty'])
        .executeTakeFirst();
      if (updated) {
        announce(idRestaurant, 'stock', [idFoodMenu]);
        return updated;
      }
      const exists = await db
        .selectFrom('food_menus')
        .select('id_food_menu')
        .where('id_food_menu', '=', idFoodMenu)
        .where('id_restaurant', '=', idRestaurant)
        .executeTakeFirst();
      if (!exists) throw notFound();
      throw delta < 0
        ? new AppError(409, 'MENU_STOCK_AT_ZERO', {}, 'food_menu_stock_qty')
        : new AppError(400, 'MENU_INVALID_SIGNED_NUMBER', {}, 'food_menu_stock_qty');
    },

    /** Delete, set the stock of, or show/hide the selected menus: all of them or none (404). */
    async batch(idRestaurant: number, batch: MenuBatch): Promise<{ count: number }> {
      const ids = batch.list_food_menu;
      await db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('food_menus')
          .select('id_food_menu')
          .where('id_food_menu', 'in', ids)
          .where('id_restaurant', '=', idRestaurant)
          .forUpdate()
          .execute();
        if (owned.length !== ids.length) throw new AppError(404, 'NOT_FOUND', {}, 'list_food_menu');
        const action = batch.action;
        if (action.kind === 'delete') {
          await trx
            .deleteFrom('food_menus')
            .where('id_food_menu', 'in', ids)
            .where('id_restaurant', '=', idRestaurant)
            .execute();
          return;
        }
        await trx
          .updateTable('food_menus')
          .set({
            ...(action.kind === 'status' ? { status: action.status } : { food_menu_stock_qty: action.stock_quantity }),
            updated_at: new Date(),
          })
          .where('id_food_menu', 'in', ids)
          .where('id_restaurant', '=', idRestaurant)
          .execute();
      });
      announce(idRestaurant, batch.action.kind === 'delete' ? 'deleted' : 'updated', ids);
      return { count: ids.length };
    },

    /**
     * A copy with its add-ons and method prices under a new JAN code (a JAN code names one product).
     * The copy starts inactive and off the web display, so customers see it only once the owner
     * has reviewed it.
     */
    async copy(idRestaurant: number, idFoodMenu: number, input: MenuCopyInput): Promise<Menu> {
      const source = await findOne(db, idRestaurant, idFoodMenu);
      const clash = duplicateJanCodeFields({
        ...emptyMenuDraft(),
        jancode: input.jancode,
        additional: source.additional.map((group) => ({
          id_food_menu_additional: null,
          item_name: group.item_name,
          jancode: group.jancode,
          image_name: group.image_name,
          image_url: null,
          options: group.options.map((option) => ({
            id_food_menu_additional_option: null,
            additional_name: option.additional_name,
            additional_cost: String(option.additional_cost),
            jancode: option.jancode ?? '',
            image_name: option.image_name,
            image_url: null,
            default: option.default,
          })),
        })),
      });
      if (clash.includes('jancode')) throw new AppError(400, 'MENU_DUPLICATE_JAN', {}, 'jancode');
      const idCopy = await writing(async (trx) => {
        const inserted = await trx
          .insertInto('food_menus')
          .values({
            id_restaurant: idRestaurant,
            id_food_category: source.id_food_category,
            id_food_sub_category: source.id_food_sub_category,
            food_menu_name: input.food_menu_name ?? source.food_menu_name,
            food_menu_price: source.food_menu_price,
            food_menu_price_discount: source.food_menu_price_discount,
            discount_start_date: source.discount_start_date,
            discount_start_time: source.discount_start_time,
            discount_end_date: source.discount_end_date,
            discount_end_time: source.discount_end_time,
            food_menu_stock_qty: source.food_menu_stock_qty,
            standard_qty: source.standard_qty,
            standard_qty_check: source.standard_qty_check,
            quota_per_user: source.quota_per_user,
            combined_purchase: source.combined_purchase,
            price_link_SG: source.price_link_SG,
            display_order: source.display_order,
            tax: source.tax,
            jancode: input.jancode,
            description: source.description,
            search_keyword: source.search_keyword,
            image_name: source.image_name,
            status: 'inactive',
            limited: source.limited,
            slide_show: false,
          })
          .returning('id_food_menu')
          .executeTakeFirstOrThrow();
        await writeAdditionals(
          trx,
          inserted.id_food_menu,
          source.additional.map((group) => ({
            id_food_menu_additional: null,
            item_name: group.item_name,
            jancode: group.jancode,
            image_name: group.image_name ?? '',
            options: group.options.map((option) => ({ ...option, id_food_menu_additional_option: null })),
          })),
        );
        await writePrices(
          trx,
          idRestaurant,
          inserted.id_food_menu,
          source.receiving_method.map((price) => ({
            id_restaurant_receiving_method: price.id_restaurant_receiving_method,
            food_menu_price: price.food_menu_price,
            is_applied: price.is_applied,
          })),
        );
        return inserted.id_food_menu;
      });
      announce(idRestaurant, 'created', [idCopy]);
      return findOne(db, idRestaurant, idCopy);
    },
  };
}

export type FoodMenusService = ReturnType<typeof createFoodMenusService>;

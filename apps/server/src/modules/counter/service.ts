// Counter ordering (spec 3 §4 "Counter order flow", §5, §7): the menu browser's data for a
// receiving method after the §5 rules, the cart kept per (restaurant, temporary user) and checked
// against the catalogue at every PATCH, and the supermarket API's lookups for the restaurant.
// Every call acts on the session's restaurant (routes.ts resolves it).
import {
  type MenuBrowser,
  type MenuBrowserQuery,
  menuDisplayPrice,
  registerPriceValue,
  visibleMenuTree,
} from '@noren/domain/catalogue/menu-browser';
import { type CartAnswer, type CartLine, cartIssue } from '@noren/domain/orders/cart';
import { questionSchema } from '@noren/domain/platform/notes';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { SupermarketApi } from '../../integrations/supermarket.ts';
import { AppError, foundOr, notFound, refuseFirstIssue } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { readBrowser, readCartCatalogue, type StoredOptionGroup } from './statements.ts';

/** A kept cart older than this is gone (deleted lazily at the next PATCH of any cart). */
export const cartLifetime = '1 day';

const questionsOf = (value: unknown) => {
  const parsed = z.array(questionSchema).safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
};

export interface CounterDeps {
  db: Db;
  storage: Storage;
  supermarket: SupermarketApi;
  now?: () => Date;
}

export function createCounterService({ db, storage, supermarket, now = () => new Date() }: CounterDeps) {
  const optionGroups = (groups: readonly StoredOptionGroup[]) =>
    groups.map((group) => ({
      id_food_menu_additional: group.id_food_menu_additional,
      item_name: group.item_name,
      additional: group.additional.map(({ image_name, ...choice }) => ({
        ...choice,
        image_url: storage.publicUrl(image_name),
      })),
    }));

  /** GET restaurant/food/menu/mobile/all/list/{id_restaurant}?receiving_method=. */
  async function browser(idRestaurant: number, query: MenuBrowserQuery): Promise<MenuBrowser> {
    const isFree = query.receiving_method === 'free';
    const stored = await readBrowser(db, {
      id_restaurant: idRestaurant,
      id_restaurant_receiving_method: isFree ? null : (query.id_restaurant_receiving_method ?? null),
      type: isFree ? null : (query.receiving_method as number),
    });
    if (!stored) throw notFound();
    const comment = { show_note: stored.show_note, question_list: questionsOf(stored.question_list) };
    if (isFree) {
      return {
        id_restaurant: idRestaurant,
        receiving_method: { id_receiving_method: 'free', id_restaurant_receiving_method: null, title: '', tax: 0 },
        categories: [],
        free_menus: stored.free_menus,
        comment,
      };
    }
    const [method, another] = stored.methods;
    if (!method) throw new AppError(400, 'ORDER_RECEIVING_METHOD_UNAVAILABLE', {}, 'receiving_method');
    if (another) throw new AppError(400, 'ORDER_RECEIVING_METHOD_AMBIGUOUS', {}, 'id_restaurant_receiving_method');
    const at = now();
    const categories = stored.categories.map(({ banner_name, ...category }) => ({
      ...category,
      banner_url: storage.publicUrl(banner_name),
      sub_categories: category.sub_categories.map((subCategory) => ({
        ...subCategory,
        menus: subCategory.menus.map((menu) => ({
          id_food_menu: menu.id_food_menu,
          food_menu_name: menu.food_menu_name,
          status: menu.status,
          image_url: storage.publicUrl(menu.image_name),
          jancode: menu.jancode,
          ...menuDisplayPrice(menu, menu.method_price, method.tax, at),
          food_menu_stock_qty: menu.food_menu_stock_qty,
          additional: optionGroups(menu.additional),
        })),
      })),
    }));
    return {
      id_restaurant: idRestaurant,
      receiving_method: {
        id_receiving_method: method.id_receiving_method,
        id_restaurant_receiving_method: method.id_restaurant_receiving_method,
        title: method.title,
        tax: Number(method.tax),
      },
      categories: visibleMenuTree(categories, at),
      free_menus: [],
      comment,
    };
  }

  const emptyCart = (idRestaurant: number, tempUser: string): CartAnswer => ({
    temp_user: tempUser,
    id_restaurant: idRestaurant,
    cart_detail: [],
    updated_at: null,
  });

  /** GET restaurant/cart/{tempUserId}/{id_restaurant}: the kept cart (empty when none, or too old). */
  async function cart(idRestaurant: number, tempUser: string): Promise<CartAnswer> {
    const row = await db
      .selectFrom('carts')
      .select(['detail', 'updated_at'])
      .where('id_restaurant', '=', idRestaurant)
      .where('temp_user', '=', tempUser)
      .where('updated_at', '>', sql<Date>`now() - ${cartLifetime}::interval`)
      .executeTakeFirst();
    if (!row) return emptyCart(idRestaurant, tempUser);
    return { ...emptyCart(idRestaurant, tempUser), cart_detail: row.detail, updated_at: row.updated_at.toISOString() };
  }

  /**
   * PATCH restaurant/cart/{tempUserId}/{id_restaurant}: every line checked against the catalogue now
   * (cartIssue: menu on sale, options, stock over all lines), then kept; an empty cart deletes the
   * row. Carts older than a day, of any restaurant, are deleted in the same transaction.
   */
  async function saveCart(idRestaurant: number, tempUser: string, lines: CartLine[]): Promise<CartAnswer> {
    const ids = (key: 'id_food_menu' | 'id_free_food_menu') =>
      lines.flatMap((line) => (line[key] === undefined ? [] : [line[key] as number]));
    const stored = await readCartCatalogue(db, idRestaurant, ids('id_food_menu'), ids('id_free_food_menu'));
    const issue = cartIssue(
      lines,
      {
        menus: new Map(stored.menus.map((menu) => [menu.id_food_menu, menu])),
        freeMenus: new Map(stored.free_menus.map((menu) => [menu.id_free_food_menu, menu])),
      },
      now(),
    );
    refuseFirstIssue(issue ? [issue] : []);
    const updated = await inTransaction(db, async (trx) => {
      await trx.deleteFrom('carts').where('updated_at', '<', sql<Date>`now() - ${cartLifetime}::interval`).execute();
      if (lines.length === 0) {
        await trx
          .deleteFrom('carts')
          .where('id_restaurant', '=', idRestaurant)
          .where('temp_user', '=', tempUser)
          .execute();
        return null;
      }
      const detail = JSON.stringify(lines);
      const row = await trx
        .insertInto('carts')
        .values({ id_restaurant: idRestaurant, temp_user: tempUser, detail })
        .onConflict((conflict) =>
          conflict.columns(['id_restaurant', 'temp_user']).doUpdateSet({ detail, updated_at: sql`now()` }),
        )
        .returning('updated_at')
        .executeTakeFirstOrThrow();
      return row.updated_at.toISOString();
    });
    return { ...emptyCart(idRestaurant, tempUser), cart_detail: updated === null ? [] : lines, updated_at: updated };
  }

  // The session's restaurant (routes.ts): its company, store and register codes.
  const restaurantCodes = async (idRestaurant: number) =>
    foundOr(
      await db
        .selectFrom('restaurants')
        .select(['code_company', 'code_store', 'code_register'])
        .where((row) => row.and([row('id_restaurant', '=', idRestaurant), row('deleted_at', 'is', null)]))
        .executeTakeFirst(),
    );

  /** GET restaurant/external/register-price/{id_restaurant}?jancode=&code_register=. */
  async function registerPrice(idRestaurant: number, query: { jancode: string; code_register?: string | undefined }) {
    if (!supermarket.configured) return { configured: false as const };
    const codes = await restaurantCodes(idRestaurant);
    const formatted = await supermarket.registerPrice({
      code_company: codes.code_company,
      code_store: codes.code_store,
      code_register: query.code_register ?? codes.code_register,
      jancode: query.jancode,
    });
    return {
      configured: true as const,
      unit_price: formatted === null ? null : registerPriceValue(formatted),
      unit_price_fmt: formatted,
    };
  }

  /** GET restaurant/external/user-rank/{id_restaurant}/{id_user}. */
  async function userRank(idRestaurant: number, idUser: string) {
    if (!supermarket.configured) return { configured: false as const };
    const codes = await restaurantCodes(idRestaurant);
    return {
      configured: true as const,
      rank_name: await supermarket.userRank({ code_company: codes.code_company, id_user: idUser }),
    };
  }

  return { browser, cart, saveCart, registerPrice, userRank };
}

/**
 * Deletes the cart of a counter order just placed (orders/intake.ts calls it after the order's
 * statement committed). A failure is logged, never answered: the order exists.
 */
export async function clearCartAfterOrder(db: Db, idRestaurant: number, tempUser: string): Promise<void> {
  try {
    await db.deleteFrom('carts').where('id_restaurant', '=', idRestaurant).where('temp_user', '=', tempUser).execute();
  } catch (error) {
    console.error('the cart of a placed counter order could not be deleted', error);
  }
}

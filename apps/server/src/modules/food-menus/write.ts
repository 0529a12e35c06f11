// Writing a food menu of the session's restaurant (spec 2 §7 "Menus"): create, full update and copy,
// each in one transaction with its add-on groups (additionals.ts) and per-method prices. The columns
// written are the domain's one list (menuFieldNames); a copy is the domain's copy draft, saved.

import type { MenuCopyInput } from '@noren/domain/catalogue/menu-batch';
import { type Menu, menuFieldNames, pickFields } from '@noren/domain/catalogue/menus/answer';
import { copyDraftFromMenu } from '@noren/domain/catalogue/menus/copy';
import { type MenuMethodPricePayload, type MenuPayload, toMenuPayload } from '@noren/domain/catalogue/menus/payload';
import { duplicateJanCodeFields } from '@noren/domain/catalogue/menus/rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable, type FileField } from '../uploads/ownership.ts';
import { writeAdditionals } from './additionals.ts';
import type { Executor, MenuReads } from './read.ts';

type Trx = Transaction<Database>;
export type Announce = (idRestaurant: number, action: string, ids: readonly number[]) => void;

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
  trx: Trx,
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

/** A new menu row with its add-ons and prices; ids of add-ons sent along (a copied form) are not this menu's. */
async function insertMenu(trx: Trx, idRestaurant: number, payload: MenuPayload): Promise<number> {
  const inserted = await trx
    .insertInto('food_menus')
    .values({
      ...pickFields(payload, menuFieldNames),
      id_restaurant: idRestaurant,
      image_name: payload.image_name ?? null,
      status: payload.status ?? 'active',
      limited: payload.limited ?? false,
      // Spec 2 §4: a new menu is created with slide_show false.
      slide_show: false,
    })
    .returning('id_food_menu')
    .executeTakeFirstOrThrow();
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
}

/** Locks the restaurant's menus among `ids` until the transaction ends; answers how many it found. */
export async function lockOwnMenus(trx: Trx, idRestaurant: number, ids: readonly number[]): Promise<number> {
  const owned = await trx
    .selectFrom('food_menus')
    .select('id_food_menu')
    .where('id_food_menu', 'in', ids)
    .where('id_restaurant', '=', idRestaurant)
    .forUpdate()
    .execute();
  return owned.length;
}

export function createMenuWrites(db: Db, storage: Storage, reads: MenuReads, announce: Announce) {
  /** A transaction whose JAN-code clash (the restaurant's unique index) is a 409 naming jancode. */
  async function writing<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return refusing({ unique: () => new AppError(409, 'MENU_JANCODE_TAKEN', {}, 'jancode') }, () =>
      inTransaction(db, work),
    );
  }

  return {
    async create(idRestaurant: number, payload: MenuPayload): Promise<Menu> {
      const idFoodMenu = await writing(async (trx) => {
        await checkCategories(trx, idRestaurant, payload);
        await assertFilesUsable(trx, idRestaurant, menuFiles(payload), storage);
        return insertMenu(trx, idRestaurant, payload);
      });
      announce(idRestaurant, 'created', [idFoodMenu]);
      return reads.findOne(db, idRestaurant, idFoodMenu);
    },

    async update(idRestaurant: number, payload: MenuPayload): Promise<Menu> {
      const idFoodMenu = payload.id_food_menu;
      if (idFoodMenu === null) throw new AppError(400, 'REQUIRED_FIELD', { field: 'id_food_menu' }, 'id_food_menu');
      await writing(async (trx) => {
        if ((await lockOwnMenus(trx, idRestaurant, [idFoodMenu])) === 0) throw notFound();
        await checkCategories(trx, idRestaurant, payload);
        await assertFilesUsable(trx, idRestaurant, menuFiles(payload), storage);
        await trx
          .updateTable('food_menus')
          .set({
            ...pickFields(payload, menuFieldNames),
            // Kysely leaves undefined values out: a field not sent keeps its value.
            image_name: payload.image_name,
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
      return reads.findOne(db, idRestaurant, idFoodMenu);
    },

    /**
     * A copy with its add-ons and method prices under a new JAN code (a JAN code names one product):
     * the domain's copy draft of the source, saved. The copy starts inactive and off the web
     * display, so customers see it only once the owner has reviewed it.
     */
    async copy(idRestaurant: number, idFoodMenu: number, input: MenuCopyInput): Promise<Menu> {
      const source = await reads.findOne(db, idRestaurant, idFoodMenu);
      const draft = {
        ...copyDraftFromMenu(source),
        jancode: input.jancode,
        food_menu_name: input.food_menu_name ?? source.food_menu_name,
      };
      if (duplicateJanCodeFields(draft).includes('jancode')) {
        throw new AppError(400, 'MENU_DUPLICATE_JAN', {}, 'jancode');
      }
      const payload: MenuPayload = { ...toMenuPayload(draft), status: 'inactive', limited: source.limited };
      const idCopy = await writing((trx) => insertMenu(trx, idRestaurant, payload));
      announce(idRestaurant, 'created', [idCopy]);
      return reads.findOne(db, idRestaurant, idCopy);
    },
  };
}

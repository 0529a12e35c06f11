// The menu list's own actions on menus of the session's restaurant (spec 2 §2, §4, §7): delete,
// the row switches (status, Restriction = limited, WEB Display = slide_show), the stock buttons
// (one conditional UPDATE each) and the batch action on selected rows (all of them or none).
import type { MenuBatch } from '@noren/domain/catalogue/menu-batch';
import { maxStock } from '@noren/domain/catalogue/menu-batch';
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import type { MenuStatus } from '@noren/domain/catalogue/menus/values';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import { assertOwnRow, deleteOwnRow } from '../../lib/tenant-rows.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { MenuReads } from './read.ts';
import { type Announce, lockOwnMenus } from './write.ts';

export function createMenuListActions(db: Db, reads: MenuReads, announce: Announce) {
  async function setColumn(
    idRestaurant: number,
    idFoodMenu: number,
    values: { status: MenuStatus } | { slide_show: boolean } | { limited: boolean },
  ): Promise<Menu> {
    foundOr(
      await db
        .updateTable('food_menus')
        .set({ ...values, updated_at: new Date() })
        .where('id_food_menu', '=', idFoodMenu)
        .where('id_restaurant', '=', idRestaurant)
        .returning('id_food_menu')
        .executeTakeFirst(),
    );
    announce(idRestaurant, 'updated', [idFoodMenu]);
    return reads.findOne(db, idRestaurant, idFoodMenu);
  }

  return {
    async remove(idRestaurant: number, idFoodMenu: number): Promise<void> {
      await deleteOwnRow(db, { table: 'food_menus', idColumn: 'id_food_menu', id: idFoodMenu, idRestaurant });
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
      await assertOwnRow(db, {
        table: 'food_menus',
        idColumn: 'id_food_menu',
        id: idFoodMenu,
        idRestaurant,
      });
      throw delta < 0
        ? new AppError(409, 'MENU_STOCK_AT_ZERO', {}, 'food_menu_stock_qty')
        : new AppError(400, 'MENU_INVALID_SIGNED_NUMBER', {}, 'food_menu_stock_qty');
    },

    /** Delete, set the stock of, or show/hide the selected menus: all of them or none (404). */
    async batch(idRestaurant: number, batch: MenuBatch): Promise<{ count: number }> {
      const ids = batch.list_food_menu;
      await inTransaction(db, async (trx) => {
        if ((await lockOwnMenus(trx, idRestaurant, ids)) !== ids.length)
          throw new AppError(404, 'NOT_FOUND', {}, 'list_food_menu');
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
  };
}

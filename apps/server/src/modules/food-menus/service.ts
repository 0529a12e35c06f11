// Food menus of the session's restaurant (spec 2 §7 "Menus"): the reads (read.ts), the writes of a
// whole menu with its add-ons and prices (write.ts, additionals.ts) and the list's actions
// (list-actions.ts), composed into the one service the routes use. Every query is filtered by the
// session's restaurant; another's ids answer 404.
import type { Executor } from '../../lib/transaction.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { Storage } from '../../storage/storage.ts';
import { createMenuListActions } from './list-actions.ts';
import { createMenuReads } from './read.ts';
import { type Announce, createMenuWrites } from './write.ts';

/**
 * `db` is where the service runs: the database, or a transaction the caller opened with
 * inTransaction (lib/transaction.ts) to write with other services all or nothing.
 */
export function createFoodMenusService(db: Executor, storage: Storage, realtime: () => Realtime | undefined) {
  /**
   * The restaurant's screens and apps reload their menus on this message, sent after the COMMIT
   * (of the caller's transaction, when the service runs in one).
   */
  const announce: Announce = (idRestaurant, action, ids) => {
    const list_food_menu = [...ids];
    publishAfterCommit(db, realtime, (live) =>
      live.toRestaurant(idRestaurant, 'my_callback', {
        msg: 'refresh_food_menu',
        action,
        id_restaurant: idRestaurant,
        list_food_menu,
      }),
    );
  };
  const reads = createMenuReads(db, storage);
  return {
    list: reads.list,
    search: reads.search,
    detail: reads.detail,
    all: reads.all,
    ...createMenuWrites(db, storage, reads, announce),
    ...createMenuListActions(db, reads, announce),
  };
}

export type FoodMenusService = ReturnType<typeof createFoodMenusService>;

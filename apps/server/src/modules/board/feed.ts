// The TV boards' side of realtime (README "Socket"): every message sent to a restaurant's room is
// looked at here, and what a board may see goes on to its store's room:
// - each order event (new_order_notify, or my_callback refresh with a seq: exactly one of them per
//   event) → board_order_notify {id_restaurant, seq, id_food_order, order}, the order read as
//   committed, null when boards do not show it (the number still counts, so boards see no gap);
// - a method, wait-time or menu refresh → board_refresh, as the restaurant's tablets get it.
// The rest (update_order_notify repeats the event's seq; a tablet's relayed refresh has none) stays
// in the restaurant's room. The reads are chained per restaurant, so a restaurant's events reach
// its boards in the order of their numbers.
import type { BoardRefresh } from '@noren/domain/board/schemas';
import type { ServerEventName, ServerEventPayload } from '@noren/domain/realtime-events';
import type { Db } from '../../db/database.ts';
import type { BoardFeed, Realtime } from '../../realtime/socket.ts';
import type { BoardService } from './service.ts';

interface Log {
  warn(details: object, message: string): void;
}

const refreshes: ReadonlySet<string> = new Set<BoardRefresh['msg']>([
  'refresh_receiving_method',
  'refresh_wait_time',
  'refresh_food_menu',
]);

export function createBoardFeed(
  db: Db,
  board: BoardService,
  realtime: () => Realtime | undefined,
  log: Log,
): BoardFeed {
  const chains = new Map<number, Promise<void>>();

  /** Runs `send` after the restaurant's earlier sends, whatever became of them. */
  const inOrder = (idRestaurant: number, send: () => Promise<void>) => {
    const next = (chains.get(idRestaurant) ?? Promise.resolve())
      .then(send)
      .catch((error: unknown) => log.warn({ err: error, id_restaurant: idRestaurant }, 'board message not sent'));
    chains.set(idRestaurant, next);
    void next.then(() => {
      if (chains.get(idRestaurant) === next) chains.delete(idRestaurant);
    });
  };

  const orderEvent = (idRestaurant: number, idFoodOrder: number, seq: number) =>
    inOrder(idRestaurant, async () => {
      const found = await board.tvOrder(idFoodOrder);
      if (!found) return;
      realtime()?.toStore(found.code_store, 'board_order_notify', {
        id_restaurant: idRestaurant,
        seq,
        id_food_order: idFoodOrder,
        order: found.order,
      });
    });

  const refresh = (idRestaurant: number, msg: BoardRefresh['msg']) =>
    inOrder(idRestaurant, async () => {
      const place = await db
        .selectFrom('restaurants')
        .select('code_store')
        .where('id_restaurant', '=', idRestaurant)
        .executeTakeFirst();
      if (place) realtime()?.toStore(place.code_store, 'board_refresh', { msg, id_restaurant: idRestaurant });
    });

  return {
    storeExists: (codeStore) => board.storeExists(codeStore),
    relay: <E extends ServerEventName>(idRestaurant: number, event: E, payload: ServerEventPayload<E>) => {
      if (event === 'new_order_notify') {
        const created = payload as ServerEventPayload<'new_order_notify'>;
        orderEvent(idRestaurant, created.id_food_order, created.seq);
        return;
      }
      if (event !== 'my_callback') return;
      const message = payload as ServerEventPayload<'my_callback'>;
      if (message.msg === 'refresh') {
        if (message.seq !== undefined && message.id_food_order !== undefined) {
          orderEvent(idRestaurant, message.id_food_order, message.seq);
        }
        return;
      }
      if (refreshes.has(message.msg)) refresh(idRestaurant, message.msg);
    },
  };
}

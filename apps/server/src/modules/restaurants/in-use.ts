// Live (not deleted) restaurants: whether one exists, and what a platform row (a store, a restaurant
// category) may not lose while restaurants use it: the count of those that match, and the refusal
// naming that count.

import type { MessageCode } from '@noren/domain/messages';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Executor, Trx } from '../../lib/transaction.ts';

/** Whether the restaurant exists and is not deleted. */
export async function isLiveRestaurant(db: Executor, idRestaurant: number): Promise<boolean> {
  const found = await db
    .selectFrom('restaurants')
    .select('id_restaurant')
    .where('id_restaurant', '=', idRestaurant)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return found !== undefined;
}

type RestaurantFilter = (eb: ExpressionBuilder<Database, 'restaurants'>) => Expression<SqlBool>;

/**
 * Throws `new AppError(status, code, { count }, field)` while live restaurants match `using`. Run it
 * in the transaction that holds the used row locked, then delete.
 */
export async function refuseWhileRestaurantsUse(
  trx: Trx,
  using: RestaurantFilter,
  refusal: { status: number; code: MessageCode; field: string },
): Promise<void> {
  const live = await trx
    .selectFrom('restaurants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(using)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(live.count);
  if (count > 0) throw new AppError(refusal.status, refusal.code, { count }, refusal.field);
}

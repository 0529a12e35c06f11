// What a platform row (a store, a restaurant category) may not lose while restaurants use it: the
// count of live (not deleted) restaurants that match, and the refusal naming that count.

import type { MessageCode } from '@noren/domain/messages';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Trx } from '../../lib/transaction.ts';

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

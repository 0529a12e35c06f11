// Rows of one restaurant addressed by their id: every query names the session's restaurant beside
// the id, so another restaurant's id finds (and deletes) nothing and answers 404, like a wrong one.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { refusing } from './db-errors.ts';
import { deletedOne, notFound } from './errors.ts';
import type { Executor } from './transaction.ts';

/** The tables whose rows belong to a restaurant (they carry id_restaurant). */
export type TenantTable = {
  [T in keyof Database]: Database[T] extends { id_restaurant: unknown } ? T : never;
}[keyof Database];

/** One row of the restaurant: its table, the id column and id, and the restaurant. */
export interface OwnRow<T extends TenantTable> {
  table: T;
  idColumn: keyof Database[T] & string;
  id: number;
  idRestaurant: number;
}

/** Matches the row: its id, and the restaurant beside it. */
const isOwnRow = <T extends TenantTable>(row: OwnRow<T>) =>
  sql<SqlBool>`${sql.ref(row.idColumn)} = ${row.id} AND id_restaurant = ${row.idRestaurant}`;

/** Deletes the restaurant's row; none deleted answers `error` (404). */
export async function deleteOwnRow<T extends TenantTable>(
  db: Executor,
  row: OwnRow<T>,
  error: () => Error = notFound,
): Promise<void> {
  const result = await db
    .deleteFrom(row.table as TenantTable)
    .where(isOwnRow(row))
    .executeTakeFirst();
  deletedOne(result, error);
}

/**
 * Deletes the restaurant's row `id` of `table` unless something still uses it: `uses` answers the
 * EXISTS checks of its users; any of them true refuses with `inUse`, deleting nothing. A use added
 * since the check is refused the same way by its foreign key (ON DELETE RESTRICT).
 */
export async function deleteUnlessUsed<T extends TenantTable>(
  db: Executor,
  row: OwnRow<T>,
  uses: (eb: ExpressionBuilder<Database, never>) => Expression<SqlBool>[],
  inUse: () => Error,
): Promise<void> {
  const { used } = await db.selectNoFrom((eb) => eb.or(uses(eb)).as('used')).executeTakeFirstOrThrow();
  if (used) throw inUse();
  await refusing({ foreignKey: inUse }, () =>
    db
      .deleteFrom(row.table as TenantTable)
      .where(isOwnRow(row))
      .execute(),
  );
}

/** Answers `error` (404) unless the restaurant has the row. */
export async function assertOwnRow<T extends TenantTable>(
  db: Executor,
  row: OwnRow<T>,
  error: () => Error = notFound,
): Promise<void> {
  const found = await db
    .selectFrom(row.table as TenantTable)
    .select(sql<number>`1`.as('found'))
    .where(isOwnRow(row))
    .executeTakeFirst();
  if (!found) throw error();
}

/** The display order that puts a new row of the restaurant last (0 for its first). */
export const lastDisplayOrder = (table: 'food_categories' | 'food_sub_categories', idRestaurant: number) =>
  sql<number>`(SELECT coalesce(max(display_order) + 1, 0) FROM ${sql.table(table)} WHERE id_restaurant = ${idRestaurant})`;

/**
 * Refuses with `taken` when a row of the restaurant other than `except` already has `value` in
 * `column` (a code unique per restaurant): the named 409 before the write, which the unique index
 * still guards.
 */
export async function assertFreeInRestaurant<T extends TenantTable>(
  db: Executor,
  place: { table: T; idColumn: keyof Database[T] & string; idRestaurant: number; except?: number },
  column: keyof Database[T] & string,
  value: string | number,
  taken: () => Error,
): Promise<void> {
  let query = db
    .selectFrom(place.table as TenantTable)
    .select(sql<number>`1`.as('found'))
    .where(sql.ref('id_restaurant'), '=', place.idRestaurant)
    .where(sql.ref(column), '=', value);
  if (place.except !== undefined) query = query.where(sql.ref(place.idColumn), '<>', place.except);
  if (await query.executeTakeFirst()) throw taken();
}

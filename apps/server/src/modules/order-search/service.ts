// Order search (spec 3 §2.7, §7): the orders of the restaurants sharing the caller's store, filtered
// by date range, receiving method and table, one page at a time or every matching order for the
// Excel export, read in keyset pages so the export never holds more than one page in memory.
//
// Tenancy (docs/decisions.md "Order search"): the restaurant filter lists the live restaurants with
// the caller's company and store code (names only, as the store list shows neighbours), but the
// orders searched are the caller's restaurant's alone: a neighbour's orders carry its customers'
// names, addresses and phones. Any other restaurant id is "not found" (404), like any tenant's id.

import type { ExportOrder, OrderSearchBody } from '@noren/domain/orders/search';
import { type OrderSearchFilter, searchFilter, searchToday } from '@noren/domain/orders/search';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export interface Tenant {
  id_restaurant: number;
}

/** A restaurant of the caller's store, with its company and store (the page's restaurant filter). */
export interface StoreRestaurant {
  id_restaurant: number;
  /** The caller's own restaurant: the one whose orders the search reads. */
  own: boolean;
  restaurant_name: string;
  code_company: number;
  code_store: number;
  store_name: string | null;
}

/** Keyset pages of the export: big enough to be quick, small enough to keep memory flat. */
export const exportBatchSize = 500;

type SearchEb = ExpressionBuilder<Database & { o: Database['food_orders'] }, 'o'>;

const rowColumns = [
  'o.id_food_order',
  'o.order_number',
  'o.id_restaurant',
  'r.restaurant_name',
  'o.order_date',
  'o.order_time',
  'o.id_receiving_method',
  'o.receiving_method_title',
  'o.is_free_food_order',
  'o.table_number',
  'o.id_user',
  'o.cooking_status',
  'o.total_qty',
  'o.total_price',
] as const;

const exportColumns = [
  ...rowColumns,
  'o.delivery_address_detail',
  'o.option_total',
  'o.service_fee',
  'o.shipping_fee',
  'o.customer_note',
  'o.response_list',
] as const;

/** The order of the pages and of the file: newest first, the id breaking ties (the export's keyset). */
const newestFirst = ['o.order_date desc', 'o.order_time desc', 'o.id_food_order desc'] as const;

/** Where the export's previous batch ended. */
type Cursor = { order_date: string; order_time: string; id_food_order: number };

function conditions(eb: SearchEb, filter: OrderSearchFilter, restaurants: number[]): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [
    eb('o.id_restaurant', 'in', restaurants),
    eb('o.order_date', '>=', filter.from_date),
    eb('o.order_date', '<=', filter.to_date),
  ];
  if (filter.methods) where.push(eb('o.id_receiving_method', 'in', filter.methods));
  if (filter.tables) where.push(eb('o.table_number', 'in', filter.tables));
  return where;
}

export function createOrderSearchService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The live restaurants sharing the company and store code of the caller's restaurant. */
  async function storeRestaurants(tenant: Tenant): Promise<StoreRestaurant[]> {
    const rows = await db
      .selectFrom('restaurants as own')
      .innerJoin('restaurants as r', (join) =>
        join.onRef('r.code_store', '=', 'own.code_store').onRef('r.code_company', '=', 'own.code_company'),
      )
      .leftJoin('stores as s', (join) =>
        join.onRef('s.code_store', '=', 'r.code_store').onRef('s.code_company', '=', 'r.code_company'),
      )
      .select(['r.id_restaurant', 'r.restaurant_name', 'r.code_company', 'r.code_store', 's.store_name'])
      .where('own.id_restaurant', '=', tenant.id_restaurant)
      .where('r.deleted_at', 'is', null)
      .orderBy('r.id_restaurant')
      .execute();
    return rows.map((row) => ({ ...row, own: row.id_restaurant === tenant.id_restaurant }));
  }

  /** The restaurants a search reaches: the caller's own, whatever else is chosen is not found. */
  function reach(tenant: Tenant, filter: OrderSearchFilter): number[] {
    for (const id of filter.restaurants ?? []) {
      if (id !== tenant.id_restaurant) throw new AppError(404, 'NOT_FOUND', {}, 'list_restaurant');
    }
    return [tenant.id_restaurant];
  }

  function prepare(tenant: Tenant, body: OrderSearchBody) {
    const filter = searchFilter(body, searchToday(now()));
    return { filter, restaurants: reach(tenant, filter) };
  }

  const matching = (filter: OrderSearchFilter, restaurants: number[]) =>
    db
      .selectFrom('food_orders as o')
      .innerJoin('restaurants as r', 'r.id_restaurant', 'o.id_restaurant')
      .where((eb) => eb.and(conditions(eb as unknown as SearchEb, filter, restaurants)));

  // Each order's lines come with it (one statement per batch), in their position order.
  const exportQuery = (filter: OrderSearchFilter, restaurants: number[]) =>
    matching(filter, restaurants)
      .select(exportColumns)
      .select(
        sql<ExportOrder['lines']>`(
          SELECT COALESCE(json_agg(json_build_object(
            'name', COALESCE(l.free_food_menu_name, l.food_menu_name), 'qty', l.qty, 'jancode', l.jancode
          ) ORDER BY l.position), '[]'::json)
          FROM food_order_lines l WHERE l.id_food_order = o.id_food_order)`.as('lines'),
      );
  type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

  /** One page (1-based) of the matching orders, newest first, and how many match in all. */
  async function search(tenant: Tenant, body: OrderSearchBody, page: number, size: number) {
    const { filter, restaurants } = prepare(tenant, body);
    const rows = await matching(filter, restaurants)
      .select(rowColumns)
      .select(sql<number>`count(*) OVER ()`.as('total'))
      .orderBy(newestFirst)
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const total = rows[0] ? Number(rows[0].total) : await countOf(filter, restaurants);
    return { rows: rows.map(({ total: _, ...row }) => row), total };
  }

  async function countOf(filter: OrderSearchFilter, restaurants: number[]): Promise<number> {
    const row = await matching(filter, restaurants).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Every matching order in the pages' order, in keyset batches with their lines: the caller writes
   * each batch out before the next is read. The filter is checked (and a foreign restaurant
   * refused) before the first batch, so a refusal can still be answered as an error.
   */
  async function exportBatches(tenant: Tenant, body: OrderSearchBody) {
    const { filter, restaurants } = prepare(tenant, body);
    return (async function* batches() {
      let after: Cursor | null = null;
      for (;;) {
        const last: Cursor | null = after;
        const rows: ExportRow[] = await exportQuery(filter, restaurants)
          .$if(last !== null, (query) =>
            query.where(
              sql<SqlBool>`(o.order_date, o.order_time, o.id_food_order) < (${last?.order_date}::date, ${last?.order_time}::time, ${last?.id_food_order})`,
            ),
          )
          .orderBy(newestFirst)
          .limit(exportBatchSize)
          .execute();
        if (rows.length === 0) return;
        yield rows;
        const tail: ExportRow | undefined = rows[rows.length - 1];
        if (!tail || rows.length < exportBatchSize) return;
        after = tail;
      }
    })();
  }

  /** How many orders the export of this search writes (the progress of an export job). */
  async function exportCount(tenant: Tenant, body: OrderSearchBody): Promise<number> {
    const { filter, restaurants } = prepare(tenant, body);
    return countOf(filter, restaurants);
  }

  return { storeRestaurants, search, exportBatches, exportCount };
}

// Writing an import's planned rows inside the apply's transaction, in a fixed number of statements
// whatever the number of rows: each table's new rows in one INSERT … SELECT FROM
// jsonb_to_recordset($1), its kept rows in one UPDATE … FROM jsonb_to_recordset($1), its dropped
// rows in one DELETE … = ANY($1). One JSON parameter per statement keeps clear of PostgreSQL's
// 65,535-parameter limit however many rows a file has.
//
// Add-on groups and options are matched by position: a kept group or option keeps its id (past
// orders name it) and its image and default mark, which are not CSV columns.
import type { MenuCsvMenu } from '@noren/domain/files/menu-csv';
import { menuCsvMethods } from '@noren/domain/files/menu-csv';
import { sql } from 'kysely';
import type { Trx } from '../../lib/transaction.ts';
import { groupColumnTypes, optionColumnTypes } from '../food-menus/additionals.ts';
import type { MenuCatalogue } from './catalogue.ts';
import type { PlannedRow } from './plan.ts';

type Types = Record<string, string>;
type Row = Record<string, unknown>;

const recordset = (types: Types, rows: readonly Row[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.join(
    Object.entries(types).map(([column, type]) => sql`${sql.ref(column)} ${sql.raw(type)}`),
  )})`;

async function insertRows<R>(trx: Trx, table: string, types: Types, rows: readonly Row[], returning: string[]) {
  if (rows.length === 0) return [] as R[];
  const columns = Object.keys(types).map((column) => sql.ref(column));
  const result = await sql<R>`
    INSERT INTO ${sql.table(table)} (${sql.join(columns)})
    SELECT ${sql.join(columns.map((column) => sql`x.${column}`))} FROM ${recordset(types, rows)}
    ${returning.length > 0 ? sql`RETURNING ${sql.join(returning.map((column) => sql.ref(column)))}` : sql``}`.execute(
    trx,
  );
  return result.rows;
}

/** `UPDATE table SET c = x.c … FROM rows x WHERE table.id = x.id [AND extra]`; `id` is in `types`. */
async function updateRows(
  trx: Trx,
  table: string,
  idColumn: string,
  types: Types,
  rows: readonly Row[],
  extra = sql``,
) {
  if (rows.length === 0) return;
  const set = Object.keys(types)
    .filter((column) => column !== idColumn)
    .map((column) => sql`${sql.ref(column)} = x.${sql.ref(column)}`);
  await sql`
    UPDATE ${sql.table(table)} AS t SET ${sql.join(set)}
    FROM ${recordset(types, rows)}
    WHERE t.${sql.ref(idColumn)} = x.${sql.ref(idColumn)} ${extra}`.execute(trx);
}

async function deleteRows(trx: Trx, table: string, idColumn: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(idColumn)} = ANY(${ids}::int4[])`.execute(trx);
}

const menuTypes = {
  id_food_category: 'int4',
  id_food_sub_category: 'int4',
  food_menu_name: 'text',
  food_menu_price: 'int4',
  food_menu_price_discount: 'int4',
  discount_start_date: 'date',
  discount_start_time: 'time',
  discount_end_date: 'date',
  discount_end_time: 'time',
  tax: 'int4',
  food_menu_stock_qty: 'int4',
  standard_qty: 'int4',
  standard_qty_check: 'bool',
  quota_per_user: 'int4',
  combined_purchase: 'bool',
  price_link_SG: 'bool',
  display_order: 'int4',
  jancode: 'text',
  description: 'text',
  search_keyword: 'text',
} as const;

function menuValues(planned: PlannedRow): Row {
  const { menu } = planned;
  const {
    prices: _prices,
    additional: _additional,
    update_flag: _flag,
    code_category: _c,
    code_sub_category: _s,
    ...fields
  } = menu;
  return { ...fields, id_food_category: planned.id_food_category, id_food_sub_category: planned.id_food_sub_category };
}

// The columns the Add/Edit form writes (food-menus/additionals.ts), with the row's owner.
const groupTypes = { id_food_menu: 'int4', ...groupColumnTypes };
const optionTypes = { id_food_menu_additional: 'int4', ...optionColumnTypes };

/** Writes the add-on groups of menus (new ones: no stored groups) by position. */
async function writeGroups(trx: Trx, menus: readonly { id: number; planned: PlannedRow }[]) {
  const keptGroups: Row[] = [];
  const newGroups: Row[] = [];
  const droppedGroups: number[] = [];
  const keptOptions: Row[] = [];
  const newOptions: { key: string; option: Row }[] = [];
  const droppedOptions: number[] = [];
  for (const { id, planned } of menus) {
    const storedGroups = planned.stored?.groups ?? [];
    droppedGroups.push(...storedGroups.slice(planned.menu.additional.length).map((group) => group.id));
    planned.menu.additional.forEach((group, position) => {
      const stored = storedGroups[position];
      const values = {
        id_food_menu: id,
        position,
        item_name: group.item_name,
        jancode: group.jancode,
        image_name: group.image_name,
      };
      if (stored) keptGroups.push({ ...values, id_food_menu_additional: stored.id });
      else newGroups.push(values);
      const storedOptions = stored?.options ?? [];
      droppedOptions.push(...storedOptions.slice(group.options.length).map((option) => option.id));
      group.options.forEach((option, optionPosition) => {
        const kept = storedOptions[optionPosition];
        const optionValues = {
          position: optionPosition,
          additional_name: option.additional_name,
          additional_cost: option.additional_cost,
          jancode: option.jancode,
          image_name: kept?.image_name ?? null,
          default: kept?.default ?? false,
        };
        if (kept && stored) {
          keptOptions.push({
            ...optionValues,
            id_food_menu_additional: stored.id,
            id_food_menu_additional_option: kept.id,
          });
        } else newOptions.push({ key: stored ? `id:${stored.id}` : `${id}:${position}`, option: optionValues });
      });
    });
  }
  await deleteRows(trx, 'food_menu_additionals', 'id_food_menu_additional', droppedGroups);
  await deleteRows(trx, 'food_menu_additional_options', 'id_food_menu_additional_option', droppedOptions);
  await updateRows(
    trx,
    'food_menu_additionals',
    'id_food_menu_additional',
    { id_food_menu_additional: 'int4', ...groupTypes },
    keptGroups,
  );
  const inserted = await insertRows<{ id_food_menu_additional: number; id_food_menu: number; position: number }>(
    trx,
    'food_menu_additionals',
    groupTypes,
    newGroups,
    ['id_food_menu_additional', 'id_food_menu', 'position'],
  );
  const groupIdOf = new Map(
    inserted.map((row) => [`${row.id_food_menu}:${row.position}`, row.id_food_menu_additional]),
  );
  await updateRows(
    trx,
    'food_menu_additional_options',
    'id_food_menu_additional_option',
    { id_food_menu_additional_option: 'int4', ...optionTypes },
    keptOptions,
  );
  await insertRows(
    trx,
    'food_menu_additional_options',
    optionTypes,
    newOptions.map(({ key, option }) => ({
      ...option,
      id_food_menu_additional: key.startsWith('id:') ? Number(key.slice(3)) : groupIdOf.get(key),
    })),
    [],
  );
}

/** The price rows of menus: every method the row prices, on the restaurant's method of that kind. */
function priceRows(catalogue: MenuCatalogue, id: number, menu: MenuCsvMenu): Row[] {
  return (Object.keys(menuCsvMethods) as (keyof typeof menuCsvMethods)[]).flatMap((method) => {
    const price = menu.prices[method];
    const idMethod = catalogue.methods.get(method);
    return price && idMethod !== undefined
      ? [{ id_food_menu: id, id_restaurant_receiving_method: idMethod, ...price }]
      : [];
  });
}

const priceTypes = {
  id_food_menu: 'int4',
  id_restaurant_receiving_method: 'int4',
  food_menu_price: 'int4',
  is_applied: 'bool',
};
const touches = (planned: PlannedRow, prefix: string) =>
  planned.changes.some((change) => change.field.startsWith(prefix));

/**
 * Writes the planned creates and updates; answers the ids written. Runs inside the apply's
 * transaction, after the plan was made in it.
 */
export async function writePlannedMenus(
  trx: Trx,
  idRestaurant: number,
  catalogue: MenuCatalogue,
  creates: readonly PlannedRow[],
  updates: readonly PlannedRow[],
  progress: (done: number) => void,
): Promise<{ created: number[]; updated: number[] }> {
  const inserted = await insertRows<{ id_food_menu: number; jancode: string }>(
    trx,
    'food_menus',
    { id_restaurant: 'int4', ...menuTypes },
    creates.map((planned) => ({ id_restaurant: idRestaurant, ...menuValues(planned) })),
    ['id_food_menu', 'jancode'],
  );
  const idOfJan = new Map(inserted.map((row) => [row.jancode, row.id_food_menu]));
  const created = creates.map((planned) => ({ id: idOfJan.get(planned.menu.jancode) ?? 0, planned }));
  progress(creates.length);

  await updateRows(
    trx,
    'food_menus',
    'id_food_menu',
    { id_food_menu: 'int4', ...menuTypes, updated_at: 'timestamptz' },
    updates.map((planned) => ({
      id_food_menu: planned.stored?.id_food_menu,
      ...menuValues(planned),
      updated_at: new Date().toISOString(),
    })),
    sql`AND t.id_restaurant = ${idRestaurant}`,
  );
  const updated = updates.map((planned) => ({ id: planned.stored?.id_food_menu ?? 0, planned }));

  const repriced = updated.filter(
    ({ planned }) =>
      touches(planned, 'price_rm_') || touches(planned, 'apply_rm_') || touches(planned, 'price_link_SG'),
  );
  await deleteRows(
    trx,
    'food_menu_receiving_methods',
    'id_food_menu',
    repriced.map(({ id }) => id),
  );
  await insertRows(
    trx,
    'food_menu_receiving_methods',
    priceTypes,
    [...created, ...repriced].flatMap(({ id, planned }) => priceRows(catalogue, id, planned.menu)),
    [],
  );
  await writeGroups(trx, [...created, ...updated.filter(({ planned }) => touches(planned, 'additional_'))]);
  progress(creates.length + updates.length);
  return { created: created.map(({ id }) => id), updated: updated.map(({ id }) => id) };
}

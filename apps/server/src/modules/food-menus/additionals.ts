// Writing a menu's add-on groups and their options (spec 2 §3 "Add-on group") inside the menu's
// transaction, in a fixed number of statements whatever their count: one read of what is stored,
// one DELETE per table for what was dropped, one INSERT per table for what is new, one
// UPDATE … FROM (VALUES …) per table for what is kept. Kept groups and options keep their ids, so
// past orders that name them still point at them.
import type { MenuAdditionalPayload } from '@noren/domain/catalogue/menus/payload';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, FoodMenuAdditionalOptionsTable, FoodMenuAdditionalsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type Trx = Transaction<Database>;

/**
 * The SQL types of the columns a form writes, for the VALUES list of the kept rows (its parameters
 * carry no type of their own). `satisfies` makes a column added to the table a type error here.
 */
export const groupColumnTypes = {
  position: 'int4',
  item_name: 'text',
  jancode: 'text',
  image_name: 'text',
} as const satisfies Record<
  Exclude<keyof FoodMenuAdditionalsTable, 'id_food_menu_additional' | 'id_food_menu'>,
  string
>;

export const optionColumnTypes = {
  position: 'int4',
  additional_name: 'text',
  additional_cost: 'int4',
  jancode: 'text',
  image_name: 'text',
  default: 'bool',
} as const satisfies Record<
  Exclude<keyof FoodMenuAdditionalOptionsTable, 'id_food_menu_additional_option' | 'id_food_menu_additional'>,
  string
>;

type Columns<T extends Record<string, string>> = { [K in keyof T]: unknown };

/** One UPDATE of every kept row from a VALUES list: `UPDATE t SET c = v.c … FROM (VALUES …) v WHERE t.id = v.id`. */
async function updateKept<T extends Record<string, string>>(
  trx: Trx,
  table: 'food_menu_additionals' | 'food_menu_additional_options',
  idColumn: string,
  types: T,
  rows: readonly { id: number; values: Columns<T> }[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(types) as (keyof T & string)[];
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join([
        sql`${row.id}::int4`,
        ...columns.map(
          (column): RawBuilder<unknown> => sql`${row.values[column]}::${sql.raw(types[column] as string)}`,
        ),
      ])})`,
  );
  await sql`
    UPDATE ${sql.table(table)} AS t
    SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`))}
    FROM (VALUES ${sql.join(tuples)}) AS v (id, ${sql.join(columns.map((column) => sql.ref(column)))})
    WHERE t.${sql.ref(idColumn)} = v.id`.execute(trx);
}

const notThisMenus = (field: string) => new AppError(400, 'MENU_ADDITIONAL_NOT_FOUND', {}, field);

/**
 * Writes the add-on groups as given: groups and options with an id are updated in place, those
 * without are added, the rest are removed. An id that is not this menu's (an option's: not its
 * group's) is a 400 naming it, and nothing is written.
 */
export async function writeAdditionals(
  trx: Trx,
  idFoodMenu: number,
  groups: readonly MenuAdditionalPayload[],
): Promise<void> {
  const storedOptions = await trx
    .selectFrom('food_menu_additionals as g')
    .leftJoin('food_menu_additional_options as o', 'o.id_food_menu_additional', 'g.id_food_menu_additional')
    .select(['g.id_food_menu_additional', 'o.id_food_menu_additional_option'])
    .where('g.id_food_menu', '=', idFoodMenu)
    .execute();
  const storedGroupIds = new Set(storedOptions.map((row) => row.id_food_menu_additional));
  /** Each stored option's group. */
  const groupOfOption = new Map<number, number>();
  for (const row of storedOptions) {
    if (row.id_food_menu_additional_option !== null) {
      groupOfOption.set(row.id_food_menu_additional_option, row.id_food_menu_additional);
    }
  }

  const keptGroupIds = new Set<number>();
  const keptOptionIds = new Set<number>();
  groups.forEach((group, position) => {
    const idGroup = group.id_food_menu_additional;
    if (idGroup !== null) {
      if (!storedGroupIds.has(idGroup) || keptGroupIds.has(idGroup)) {
        throw notThisMenus(`additional.${position}.id_food_menu_additional`);
      }
      keptGroupIds.add(idGroup);
    }
    group.options.forEach((option, optionIndex) => {
      const idOption = option.id_food_menu_additional_option;
      if (idOption === null) return;
      if (idGroup === null || groupOfOption.get(idOption) !== idGroup || keptOptionIds.has(idOption)) {
        throw notThisMenus(`additional.${position}.options.${optionIndex}.id_food_menu_additional_option`);
      }
      keptOptionIds.add(idOption);
    });
  });

  // Dropped groups take their options with them (ON DELETE CASCADE).
  const removedGroups = [...storedGroupIds].filter((id) => !keptGroupIds.has(id));
  if (removedGroups.length > 0) {
    await trx.deleteFrom('food_menu_additionals').where('id_food_menu_additional', 'in', removedGroups).execute();
  }
  const removedOptions = [...groupOfOption].flatMap(([idOption, idGroup]) =>
    keptGroupIds.has(idGroup) && !keptOptionIds.has(idOption) ? [idOption] : [],
  );
  if (removedOptions.length > 0) {
    await trx
      .deleteFrom('food_menu_additional_options')
      .where('id_food_menu_additional_option', 'in', removedOptions)
      .execute();
  }

  const groupValues = (
    { options: _options, id_food_menu_additional: _id, ...group }: MenuAdditionalPayload,
    position: number,
  ) => ({
    ...group,
    position,
  });
  const positioned = groups.map((group, position) => ({ group, position }));
  const added = positioned.filter(({ group }) => group.id_food_menu_additional === null);
  const inserted =
    added.length === 0
      ? []
      : await trx
          .insertInto('food_menu_additionals')
          .values(added.map(({ group, position }) => ({ ...groupValues(group, position), id_food_menu: idFoodMenu })))
          .returning(['id_food_menu_additional', 'position'])
          .execute();
  // Positions are unique within the menu: they tell which new row got which id.
  const newIdAt = new Map(inserted.map((row) => [row.position, row.id_food_menu_additional]));
  await updateKept(
    trx,
    'food_menu_additionals',
    'id_food_menu_additional',
    groupColumnTypes,
    positioned.flatMap(({ group, position }) =>
      group.id_food_menu_additional === null
        ? []
        : [{ id: group.id_food_menu_additional, values: groupValues(group, position) }],
    ),
  );

  const options = positioned.flatMap(({ group, position }) => {
    const idGroup = group.id_food_menu_additional ?? newIdAt.get(position);
    if (idGroup === undefined) throw new Error('an inserted add-on group has no id');
    return group.options.map(({ id_food_menu_additional_option: id, ...option }, optionPosition) => ({
      id,
      values: { ...option, position: optionPosition },
      idGroup,
    }));
  });
  const addedOptions = options.filter((option) => option.id === null);
  if (addedOptions.length > 0) {
    await trx
      .insertInto('food_menu_additional_options')
      .values(addedOptions.map(({ values, idGroup }) => ({ ...values, id_food_menu_additional: idGroup })))
      .execute();
  }
  await updateKept(
    trx,
    'food_menu_additional_options',
    'id_food_menu_additional_option',
    optionColumnTypes,
    options.flatMap(({ id, values }) => (id === null ? [] : [{ id, values }])),
  );
}

// Add-on groups and options are written in a fixed number of statements, however many there are,
// inside the menu's transaction: kept ones keep their ids, and a refused id writes nothing.
import type { MenuAdditionalPayload } from '@noren/domain/catalogue/menus/payload';
import { describe, expect, it } from 'vitest';
import { writeAdditionals } from './additionals.ts';
import { createMenu, ctx, ids } from './menu-test-setup.ts';

/** The statements a piece of work sends, counted by a plugin on the same database. */
async function countStatements(work: Parameters<ReturnType<typeof ctx.db.transaction>['execute']>[0]) {
  let statements = 0;
  const counting = ctx.db.withPlugin({
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await counting.transaction().execute(work);
  return statements;
}

const storedAdditionals = (idFoodMenu: number) =>
  ctx.db
    .selectFrom('food_menu_additionals as g')
    .leftJoin('food_menu_additional_options as o', 'o.id_food_menu_additional', 'g.id_food_menu_additional')
    .select(['g.id_food_menu_additional', 'g.item_name', 'g.position', 'o.id_food_menu_additional_option'])
    .select(['o.additional_name', 'o.position as option_position', 'o.additional_cost'])
    .where('g.id_food_menu', '=', idFoodMenu)
    .orderBy('g.position')
    .orderBy('o.position')
    .execute();

const option = (name: string, cost: number, id: number | null = null) => ({
  id_food_menu_additional_option: id,
  additional_name: name,
  additional_cost: cost,
  jancode: null,
  image_name: null,
  default: false,
});

describe('writeAdditionals', () => {
  it('adds, keeps and removes groups and options in at most seven statements, whatever their number', async () => {
    const menu = await createMenu();
    const [group] = menu.additional;
    const [kept, dropped] = group.options;
    const newGroup = (index: number): MenuAdditionalPayload => ({
      id_food_menu_additional: null,
      item_name: `追加 ${index}`,
      jancode: `J-${menu.id_food_menu}-${index}`,
      image_name: `r${ids.restaurantA}/topping.jpg`,
      options: Array.from({ length: 20 }, (_, optionIndex) => option(`選択 ${index}-${optionIndex}`, optionIndex)),
    });
    const groups: MenuAdditionalPayload[] = [
      newGroup(1),
      {
        id_food_menu_additional: group.id_food_menu_additional,
        item_name: 'トッピング（改）',
        jancode: group.jancode,
        image_name: group.image_name,
        options: [option('ねぎ', 0), option('味玉（大）', 150, kept.id_food_menu_additional_option)],
      },
      ...Array.from({ length: 10 }, (_, index) => newGroup(index + 2)),
    ];

    const statements = await countStatements((trx) => writeAdditionals(trx, menu.id_food_menu, groups));
    // One read, two DELETEs, two INSERTs, two UPDATE … FROM (VALUES …): not one per group or option.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(7);

    const rows = await storedAdditionals(menu.id_food_menu);
    expect(new Set(rows.map((row) => row.id_food_menu_additional)).size).toBe(12);
    expect(rows).toHaveLength(11 * 20 + 2);
    const keptRows = rows.filter((row) => row.id_food_menu_additional === group.id_food_menu_additional);
    expect(keptRows).toEqual([
      expect.objectContaining({
        item_name: 'トッピング（改）',
        position: 1,
        additional_name: 'ねぎ',
        option_position: 0,
      }),
      expect.objectContaining({
        id_food_menu_additional_option: kept.id_food_menu_additional_option,
        additional_name: '味玉（大）',
        additional_cost: 150,
        option_position: 1,
      }),
    ]);
    expect(rows.some((row) => row.id_food_menu_additional_option === dropped.id_food_menu_additional_option)).toBe(
      false,
    );
    expect(rows[0]).toMatchObject({
      item_name: '追加 1',
      position: 0,
      additional_name: '選択 1-0',
      option_position: 0,
    });
  });

  it('refuses an option id of another group and writes nothing', async () => {
    const menu = await createMenu();
    const other = await createMenu();
    const before = await storedAdditionals(menu.id_food_menu);
    const [group] = menu.additional;
    const foreign = other.additional[0].options[0].id_food_menu_additional_option;
    await expect(
      ctx.db.transaction().execute((trx) =>
        writeAdditionals(trx, menu.id_food_menu, [
          { ...group, item_name: '変更', options: [option('他の', 0, foreign)] },
          {
            id_food_menu_additional: null,
            item_name: '新規',
            jancode: 'NEW',
            image_name: group.image_name,
            options: [],
          },
        ]),
      ),
    ).rejects.toMatchObject({ statusCode: 400, field: 'additional.0.options.0.id_food_menu_additional_option' });
    expect(await storedAdditionals(menu.id_food_menu)).toEqual(before);
  });
});

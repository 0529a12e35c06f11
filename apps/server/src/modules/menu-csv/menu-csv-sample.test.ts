// The sample of docs/samples (a Shift_JIS file as Japanese Excel saves it) imports into the demo's
// Sushi Kaede: two new menus, one price changed, every other menu as it is. The sample leaves out the
// one menu whose discount the demo sets from yesterday to a week ahead (サーモン握り): its dates move
// with the calendar, and a fixed file would change them back (as it did a day after it was written).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAnswer, login, restaurantIdByName, setupTestApp } from '../../../test/harness.ts';
import { demoAccounts, seedDemo } from '../../seed/demo.ts';

const ctx = await setupTestApp();
await seedDemo(ctx.db, ctx.storage);
const sample = readFileSync(new URL('../../../../../docs/samples/sushi-kaede-menus.csv', import.meta.url));

describe('docs/samples/sushi-kaede-menus.csv', () => {
  it('dry-runs against the demo: 2 to create, 1 to update (its price), nothing refused; then applies', async () => {
    const idKaede = await restaurantIdByName(ctx.db, 'Sushi Kaede');
    const owner = await login(ctx.app, 'owner1@noren.example', demoAccounts.password);
    const upload = (mode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/restaurant/food/menu/bulk-insert?id_restaurant=${idKaede}&file_name=sushi-kaede-menus.csv&mode=${mode}`,
        headers: { ...owner.headers, 'content-type': 'application/vnd.ms-excel' },
        payload: sample,
      });
    const dry = await upload('dry_run');
    expectAnswer(dry, 200, {
      data: {
        encoding: 'shift_jis',
        refused: [],
        create: [
          { jancode: '4901000000693', food_menu_name: 'えんがわ握り （炙り）' },
          { jancode: '4901000000716', food_menu_name: '季節の手巻き' },
        ],
        update: [
          {
            jancode: '4901000000013',
            changes: [
              { field: 'food_menu_price', before: '180', after: '200' },
              { field: 'price_rm_takeaway', before: '180', after: '200' },
              { field: 'price_rm_store', before: '180', after: '200' },
            ],
          },
        ],
        count_modified: 3,
      },
    });
    expect(dry.json().data.unchanged).toBeGreaterThan(20);
    expectAnswer(await upload('apply'), 200, { message: '3 rows of food menu have been modified.' });
  });
});

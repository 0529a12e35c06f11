// The fuzz's world (fuzz-write-routes.test.ts): a fresh app with a little catalogue in restaurant A
// and one of its orders, so plausible ids name real rows and bodies reach the SQL; a picture of A's
// own; and the two callers (A's owner, the superadmin), signed in again whenever the fuzz signs
// them out, deactivates or deletes them.
import sharp from 'sharp';
import {
  freeMenu,
  menu,
  menuPlace,
  methodPrice,
  optionGroup,
  receivingMethod,
  timeFrame,
} from '../../src/modules/orders/test-fixtures.ts';
import { login, seedTenants, setupTestApp, testPassword } from '../harness.ts';

export const ctx = await setupTestApp();
export const ids = await seedTenants(ctx.db);

export type Who = 'owner' | 'superadmin';
const emails: Record<Who, string> = { owner: 'owner-a@test.example', superadmin: 'admin@test.example' };

// A little catalogue in restaurant A, so plausible ids name real rows and bodies reach the SQL.
export const A = ids.restaurantA;
const place = await menuPlace(ctx.db, A);
const idMethod = await receivingMethod(ctx.db, A, 1, { initials: 'T' });
const idMenu = await menu(ctx.db, place);
await methodPrice(ctx.db, idMenu, idMethod, 500);
const group = await optionGroup(ctx.db, idMenu, 'Topping', [{ name: 'Egg', cost: 100 }]);
const idFree = await freeMenu(ctx.db, A, 'Water');
const idFrame = await timeFrame(ctx.db, A);
const idWait = (
  await ctx.db
    .insertInto('wait_times')
    .values({ id_restaurant: A, id_restaurant_receiving_method: idMethod, wait_time: 10, description: '' })
    .returning('id_wait_time')
    .executeTakeFirstOrThrow()
).id_wait_time;
const idBanner = (
  await ctx.db
    .insertInto('food_banners')
    .values({ id_restaurant: A, banner_name: `r${A}/banner.jpg`, promo_type: 'food', promo_id: idMenu })
    .returning('id_banner')
    .executeTakeFirstOrThrow()
).id_banner;
// A picture uploaded by restaurant A: the file key plausible bodies carry.
export const ownKey = `r${A}/fuzz-picture.jpg`;
await ctx.storage.write(
  ownKey,
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer(),
  'image/jpeg',
);
await ctx.db
  .insertInto('stored_files')
  .values({
    file_key: ownKey,
    id_restaurant: A,
    original_name: 'picture.jpg',
    content_type: 'image/jpeg',
    status: 'stored',
  })
  .execute();
// An order of restaurant A, placed through the API, so the order changes have a row to change.
const ownerHeaders = (await login(ctx.app, emails.owner)).headers;
const placed = await ctx.app.inject({
  method: 'POST',
  url: '/api/restaurant/order',
  headers: ownerHeaders,
  payload: {
    id_restaurant: A,
    id_receiving_method: 1,
    id_restaurant_receiving_method: idMethod,
    order_list: [
      {
        id_food_menu: idMenu,
        qty: 1,
        additional: [
          { id_food_menu_additional: group.id, additional: [{ id_food_menu_additional_option: group.options[0] }] },
        ],
      },
    ],
  },
});
if (placed.statusCode >= 300) throw new Error(`the fixture order was refused: ${placed.body}`);
const order = placed.json().data as { id_food_order: number; order_detail: { order_list: { id_food_cart: number }[] } };
export const knownIds = [
  1,
  2,
  A,
  ids.restaurantB,
  ids.staffA,
  place.id_food_category,
  place.id_food_sub_category,
  idMethod,
  idMenu,
  group.id,
  ...group.options,
  idFree,
  idFrame,
  idWait,
  idBanner,
  order.id_food_order,
  ...order.order_detail.order_list.map((line) => line.id_food_cart),
];

// --- Who calls ------------------------------------------------------------------------------------

const accountIds: Record<Who, number> = { owner: ids.ownerA, superadmin: ids.admin };
const snapshot = await ctx.db
  .selectFrom('restaurant_users')
  .selectAll()
  .where('id_restaurant_user', 'in', [ids.ownerA, ids.admin])
  .execute();
export const headers: Record<Who, Record<string, string>> = { owner: {}, superadmin: {} };
let relogins = 0;

/**
 * The fuzz may sign a caller out (logout), deactivate or delete it, or trip the login limit; the
 * next route must still run signed in, so the account is put back as it was and signed in again.
 */
export async function ensureSignedIn(who: Who): Promise<void> {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/users/me', headers: headers[who] });
  if (me.statusCode === 200) return;
  const saved = snapshot.find((entry) => entry.id_restaurant_user === accountIds[who]);
  if (!saved) throw new Error(`no snapshot of ${who}`);
  const row = { ...saved, access_permission: JSON.stringify(saved.access_permission) };
  await ctx.db
    .insertInto('restaurant_users')
    .values(row)
    .onConflict((conflict) => conflict.column('id_restaurant_user').doUpdateSet(row))
    .execute();
  // Signs in from an address of its own each time: the fuzz's junk sign-ins count against 127.0.0.1.
  relogins += 1;
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/users/login',
    remoteAddress: `10.13.${Math.floor(relogins / 250)}.${relogins % 250}`,
    payload: { email: emails[who], password: testPassword },
  });
  if (answer.statusCode !== 200) throw new Error(`${who} could not sign in again: ${answer.body}`);
  headers[who] = { authorization: `Bearer ${answer.json().data.token}` };
}

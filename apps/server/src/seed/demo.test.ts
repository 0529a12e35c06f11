import { defaultStaffPermissions } from '@noren/domain/permissions';
import { businessDate } from '@noren/domain/restaurant';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  apiCaller,
  columnValues,
  login,
  restaurantIdByName,
  rowsOf,
  setupTestApp,
} from '../../test/harness.ts';
import { demoAccounts, seedDemo } from './demo.ts';

const ctx = await setupTestApp();
const firstRun = await seedDemo(ctx.db, ctx.storage);
const password = demoAccounts.password;
const call = apiCaller(ctx.app);

describe('demo seed', () => {
  it('writes the demo platform once: store 1001 of company 100 with Sushi Kaede and Ramen Tsubaki', async () => {
    expect(firstRun).toBe(true);
    expect(await seedDemo(ctx.db, ctx.storage)).toBe(false);
    const stores = await ctx.db
      .selectFrom('stores')
      .select(['code_store', 'code_company'])
      .orderBy('code_store')
      .execute();
    expect(stores).toEqual([
      { code_store: 1001, code_company: 100 },
      { code_store: 1002, code_company: 200 },
    ]);
    const restaurants = await ctx.db
      .selectFrom('restaurants')
      .select(['restaurant_name', 'restaurant_type', 'code_store'])
      .orderBy('id_restaurant')
      .execute();
    expect(restaurants).toEqual([
      { restaurant_name: 'Sushi Kaede', restaurant_type: 'by_order', code_store: 1001 },
      { restaurant_name: 'Ramen Tsubaki', restaurant_type: 'reservation', code_store: 1001 },
      { restaurant_name: 'Bento Hinata', restaurant_type: 'delivery', code_store: 1001 },
      { restaurant_name: 'Cafe Komorebi', restaurant_type: 'by_order', code_store: 1002 },
    ]);
    const versions = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(versions.json().data).toHaveLength(2);
  });

  it('lets every demo account sign in with noren-demo, staff with the default permissions', async () => {
    for (const account of demoAccounts.list) {
      const session = await login(ctx.app, account.email, password);
      expect(session.user.is_superadmin).toBe(account.email.startsWith('admin'));
    }
    const staff = await login(ctx.app, 'staff2@noren.example', password);
    expect(staff.user.access_permission).toEqual(defaultStaffPermissions());
  });

  it('keeps owner1 (Sushi Kaede) out of everything of Ramen Tsubaki', async () => {
    const owner1 = await login(ctx.app, 'owner1@noren.example', password);
    const ramen = await ctx.db
      .selectFrom('restaurants')
      .select('id_restaurant')
      .where('restaurant_name', '=', 'Ramen Tsubaki')
      .executeTakeFirstOrThrow();
    const ramenUsers = await ctx.db
      .selectFrom('restaurant_users')
      .select(['id_restaurant_user', 'email'])
      .where('id_restaurant', '=', ramen.id_restaurant)
      .execute();
    expect(ramenUsers.length).toBe(2);
    const before = await accountsOf(ctx.db, ramen.id_restaurant);
    const headers = owner1.headers;
    const responses = [await call('GET', `/api/restaurant/users/filter/${ramen.id_restaurant}/1/10`, headers)];
    for (const user of ramenUsers) {
      responses.push(
        await call('GET', `/api/restaurant/users/detail/${user.id_restaurant_user}`, headers),
        await call('PUT', '/api/restaurant/users/update/bio', headers, {
          id_restaurant_user: user.id_restaurant_user,
          first_name: 'x',
          last_name: 'y',
        }),
        await call('PUT', '/api/restaurant/users/update/status', headers, {
          id_restaurant_user: user.id_restaurant_user,
          status_active: 'inactive',
        }),
        await call('PUT', '/api/restaurant/users/reset', headers, { email: user.email, password: 'taken-over-1' }),
        await call('DELETE', '/api/restaurant/users', headers, { id_restaurant_user: user.id_restaurant_user }),
      );
    }
    responses.push(
      await call('POST', '/api/restaurant/users', headers, {
        level: 2,
        id_restaurant: ramen.id_restaurant,
        email: 'mole@noren.example',
        password: 'a-good-password',
      }),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      for (const user of ramenUsers) expect(response.body).not.toContain(user.email);
    }
    const list = await call('GET', '/api/restaurant/users/1/100', headers);
    for (const user of list.json().data) expect(user.restaurant_name).toBe('Sushi Kaede');
    const after = await accountsOf(ctx.db, ramen.id_restaurant);
    expect(after).toEqual(before);
  });
});

describe('demo catalogue and operations', () => {
  const restaurantId = (name: string) => restaurantIdByName(ctx.db, name);
  const validEan13 = (code: string) => {
    if (!/^\d{13}$/.test(code)) return false;
    const digits = code.split('').map(Number);
    const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
    return (10 - (sum % 10)) % 10 === digits[12];
  };

  it('gives Sushi Kaede and Ramen Tsubaki a full catalogue with pictures and valid, unique JAN codes', async () => {
    for (const name of ['Sushi Kaede', 'Ramen Tsubaki']) {
      const id = await restaurantId(name);
      const categories = await ctx.db
        .selectFrom('food_categories')
        .selectAll()
        .where('id_restaurant', '=', id)
        .execute();
      const subs = await ctx.db.selectFrom('food_sub_categories').selectAll().where('id_restaurant', '=', id).execute();
      const menus = await ctx.db.selectFrom('food_menus').selectAll().where('id_restaurant', '=', id).execute();
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeGreaterThanOrEqual(6);
      expect(menus.length).toBeGreaterThanOrEqual(30);
      // Some sub-categories are closed on some weekdays.
      expect(
        subs.filter((sub) => sub.inactive_data.some((day) => day.active && day.start_shift_1 !== null)).length,
      ).toBeGreaterThan(0);
      for (const menu of menus) {
        expect(validEan13(menu.jancode), menu.jancode).toBe(true);
        expect(menu.food_menu_name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        const picture = await ctx.storage.read(menu.image_name as string);
        expect(picture?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
      expect(new Set(menus.map((menu) => menu.jancode)).size).toBe(menus.length);
      const discounted = menus.filter((menu) => menu.food_menu_price_discount !== null);
      expect(discounted.length).toBeGreaterThanOrEqual(1);
      const today = businessDate(new Date());
      for (const menu of discounted) {
        expect(String(menu.discount_start_date) <= today).toBe(true);
        expect(String(menu.discount_end_date) >= today).toBe(true);
      }
      const options = await ctx.db
        .selectFrom('food_menu_additional_options as o')
        .innerJoin('food_menu_additionals as a', 'a.id_food_menu_additional', 'o.id_food_menu_additional')
        .innerJoin('food_menus as m', 'm.id_food_menu', 'a.id_food_menu')
        .select(['o.additional_cost', 'o.jancode'])
        .where('m.id_restaurant', '=', id)
        .execute();
      expect(options.some((option) => option.additional_cost > 0)).toBe(true);
      for (const option of options) if (option.additional_cost > 0) expect(option.jancode).toMatch(/^\d{13}$/);
      const free = await columnValues(ctx.db, 'free_food_menus', 'free_food_menu_name', 'id_restaurant', id);
      expect(free.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("records every seeded picture as its restaurant's upload, so owners re-save seeded rows with their pictures", async () => {
    const id = await restaurantId('Sushi Kaede');
    /** The picture keys a column of the restaurant's rows holds. */
    const keysIn = async (table: string, column: string) => {
      const { rows } = await sql<{ key: string }>`
        SELECT ${sql.ref(column)} AS key FROM ${sql.table(table)} WHERE id_restaurant = ${id}`.execute(ctx.db);
      return rows;
    };
    const keys = [
      ...(await keysIn('food_categories', 'banner_name')),
      ...(await keysIn('food_sub_categories', 'image_name')),
      ...(await keysIn('food_menus', 'image_name')),
      ...(await keysIn('food_banners', 'banner_name')),
      ...(await ctx.db
        .selectFrom('food_menu_additionals as a')
        .innerJoin('food_menus as m', 'm.id_food_menu', 'a.id_food_menu')
        .select('a.image_name as key')
        .where('m.id_restaurant', '=', id)
        .execute()),
      ...(await keysIn('restaurant_receiving_methods', 'service_image_name')),
    ].map((row) => row.key as string);
    expect(keys.length).toBeGreaterThan(30);
    const recorded = await ctx.db
      .selectFrom('stored_files')
      .select(['file_key', 'id_restaurant', 'status'])
      .where('file_key', 'in', keys)
      .execute();
    expect(new Set(recorded.map((row) => row.file_key))).toEqual(new Set(keys));
    for (const row of recorded) expect(row).toMatchObject({ id_restaurant: id, status: 'stored' });

    // An entity may only show a picture of its own restaurant that exists: the seeded ones qualify.
    const owner1 = await login(ctx.app, 'owner1@noren.example', password);
    const [category] = await rowsOf(ctx.db, 'food_categories', 'id_restaurant', id, 'id_food_category');
    const [banner] = await rowsOf(ctx.db, 'food_banners', 'id_restaurant', id, 'id_banner');
    const saves: [path: string, body: object][] = [
      [
        '/api/restaurant/food/category',
        { id_food_category: category!.id_food_category, category_name: '握り', banner: category!.banner_name },
      ],
      ['/api/restaurant/banner', { id_banner: banner!.id_banner, banner_name: banner!.banner_name, is_active: true }],
    ];
    for (const [path, body] of saves) {
      const saved = await call('PATCH', path, owner1.headers, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  it('gives Sushi Kaede take-out and counter with wait times 5, 10, 15, 20 and two fee tiers', async () => {
    const id = await restaurantId('Sushi Kaede');
    const methods = await rowsOf(ctx.db, 'restaurant_receiving_methods', 'id_restaurant', id, 'id_receiving_method');
    expect(methods.map((method) => method.id_receiving_method)).toEqual([1, 2]);
    for (const method of methods) {
      const waits = await ctx.db
        .selectFrom('wait_times')
        .select('wait_time')
        .where('id_restaurant_receiving_method', '=', method.id_restaurant_receiving_method)
        .orderBy('wait_time')
        .execute();
      expect(waits.map((wait) => wait.wait_time)).toEqual([5, 10, 15, 20]);
      expect(method.id_wait_time).not.toBeNull();
    }
    const tiers = await ctx.db
      .selectFrom('service_shipping_fees')
      .selectAll()
      .where('id_restaurant_receiving_method', '=', methods[0]!.id_restaurant_receiving_method)
      .orderBy('position')
      .execute();
    expect(tiers.map((tier) => [tier.min_order_fee, tier.max_order_fee])).toEqual([
      [500, 1499],
      [1500, 2999],
    ]);
  });

  it('gives Bento Hinata (delivery) time frames for the coming days but none on its holiday next week', async () => {
    const id = await restaurantId('Bento Hinata');
    const holidays = await ctx.db.selectFrom('holidays').select('date').where('id_restaurant', '=', id).execute();
    expect(holidays).toHaveLength(1);
    const frames = await ctx.db
      .selectFrom('delivery_time_frames')
      .selectAll()
      .where('id_restaurant', '=', id)
      .execute();
    expect(frames.length).toBeGreaterThan(50);
    expect(frames.filter((frame) => frame.date === holidays[0]!.date)).toEqual([]);
    expect(frames.some((frame) => frame.count_order === 3)).toBe(true);
    const methods = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select('id_receiving_method')
      .where('id_restaurant', '=', id)
      .execute();
    expect(methods.map((method) => method.id_receiving_method)).toContain(4);
    const owner3 = await login(ctx.app, 'owner3@noren.example', password);
    expect(owner3.user.restaurant_detail.restaurant_type).toBe('delivery');
  });
});

describe('demo restaurant settings', () => {
  it('gives Bento Hinata its time-frame settings', async () => {
    const bento = await ctx.db
      .selectFrom('restaurants')
      .select('restaurant_type_detail')
      .where('restaurant_name', '=', 'Bento Hinata')
      .executeTakeFirstOrThrow();
    expect(bento.restaurant_type_detail).toMatchObject({
      interval_time_frame: 30,
      days_time_frame: 10,
      max_order: 10,
      closing_time: 30,
    });
  });
});

describe('demo orders', () => {
  it('leaves a dozen orders of today in various states, priced and numbered by the real intake', async () => {
    const orders = await ctx.db.selectFrom('food_orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(12);
    const states = new Set(orders.map((order) => order.cooking_status));
    for (const state of ['stop', 'cooking', 'done', 'receipt']) expect(states).toContain(state);
    for (const order of orders) {
      expect(order.order_number).toMatch(/^[A-Z]+\d{3,}$/);
      expect(order.total_price).toBeGreaterThan(0);
    }
    const owner1 = await login(ctx.app, 'owner1@noren.example', password);
    const list = await call('GET', `/api/restaurant/order/${owner1.user.id_restaurant}/1/50`, owner1.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data_list.length).toBeGreaterThanOrEqual(6);
  });
});

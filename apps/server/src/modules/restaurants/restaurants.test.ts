// Restaurants through the API (spec 1 §7 "Restaurants and stores"): every path's happy path, a 400
// naming the field, owners and staff refused on the superadmin's paths, another restaurant's ids
// answering 404 on the Profile paths, and a deleted restaurant gone everywhere with its users
// signed out at once.
import { describe, expect, it } from 'vitest';
import {
  columnOf,
  columnValues,
  countRows,
  expectAnswer,
  expectFieldError,
  login,
  setupPlatformTest,
} from '../../../test/harness.ts';

const { ctx, ids, admin, ownerA, staffA, call } = await setupPlatformTest({
  pictures: () => ['platform/logo.jpg', 'platform/banner.png', 'platform/category.jpg'],
});
await ctx.db
  .insertInto('stores')
  .values([
    { code_store: 2002, store_name: 'Store 2', code_company: 200 },
    { code_store: 3003, store_name: 'Store 3', code_company: 100 },
  ])
  .execute();
// A CSV the superadmin uploaded: a real upload, but not a picture.
await ctx.storage.write('platform/list.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
await ctx.db
  .insertInto('stored_files')
  .values({
    file_key: 'platform/list.csv',
    id_restaurant: null,
    original_name: 'list.csv',
    content_type: 'text/csv',
    status: 'stored',
  })
  .execute();
const category = await ctx.db
  .insertInto('restaurant_categories')
  .values({ title: 'Ramen', code_category: 10, image_name: 'platform/category.jpg' })
  .returning('id_category')
  .executeTakeFirstOrThrow();

const newRestaurant = (overrides: Record<string, unknown> = {}) => ({
  restaurant_name: 'Udon Sakura',
  description: '手打ちうどん',
  detail: '毎朝打つうどん',
  logo: 'platform/logo.jpg',
  banner_name: 'platform/banner.png',
  code_company: 200,
  code_store: 2002,
  code_register: 'R-01',
  placeid: 'manual',
  lat: 35.68,
  long: 139.76,
  restaurant_type: 'reservation',
  restaurant_type_detail: {
    open_reservation: '10:00',
    close_reservation: '20:00',
    interval_time_frame: 15,
    days_time_frame: 7,
    max_order: '20',
    closing_time: 30,
    reservation_days: 3,
    unknown_key: 'dropped',
  },
  category_list: [category.id_category],
  search_keyword: 'うどん,天ぷら、 noodles ,うどん',
  inactive_message: 'Closed today',
  ...overrides,
});

const countRestaurants = () => countRows(ctx.db, 'restaurants');
/** The stored row of a restaurant (deleted or not). */
const restaurantRow = (id: number) =>
  ctx.db.selectFrom('restaurants').selectAll().where('id_restaurant', '=', id).executeTakeFirstOrThrow();

/** POST restaurant as the superadmin: the body of `newRestaurant(overrides)`. */
const createRestaurant = (overrides: Record<string, unknown> = {}) =>
  call('POST', 'restaurant', admin.headers, newRestaurant(overrides));

describe('POST restaurant', () => {
  it('creates a restaurant with every §3 field; keywords comma-joined; waiting_text fixed on creation', async () => {
    const response = await call('POST', 'restaurant', admin.headers, { data: newRestaurant() });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Successfully created restaurant');
    expect(body.data).toMatchObject({
      restaurant_name: 'Udon Sakura',
      logo: 'platform/logo.jpg',
      logo_name: 'platform/logo.jpg',
      logo_url: '/api/files/platform/logo.jpg',
      banner_url: '/api/files/platform/banner.png',
      code_company: 200,
      code_store: 2002,
      store_name: 'Store 2',
      code_register: 'R-01',
      restaurant_type: 'reservation',
      restaurant_type_detail: {
        open_reservation: '10:00:00',
        close_reservation: '20:00:00',
        interval_time_frame: 15,
        max_order: 20,
        reservation_days: 3,
      },
      category_list: [category.id_category],
      search_keyword: 'うどん,天ぷら,noodles',
      status: 'active',
      show_note: false,
      question_list: [],
    });
    expect(body.data.restaurant_type_detail).not.toHaveProperty('unknown_key');
    expect(body.data.waiting_text.length).toBeGreaterThan(0);
  });

  it('reads logo_name as the logo when logo is absent', async () => {
    const { logo: _logo, ...rest } = newRestaurant({ code_register: 'R-alias' });
    const response = await call('POST', 'restaurant', admin.headers, { ...rest, logo_name: 'platform/logo.jpg' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.logo).toBe('platform/logo.jpg');
  });

  it.each([
    ['restaurant_name', { restaurant_name: '' }],
    ['description', { description: undefined }],
    ['code_company', { code_company: 150 }],
    ['code_register', { code_register: '' }],
    ['restaurant_type', { restaurant_type: 'buffet' }],
    ['restaurant_type_detail', { restaurant_type_detail: undefined }],
    ['logo', { logo: undefined }],
    ['restaurant_type_detail.open_reservation', { restaurant_type_detail: { open_reservation: '25:00' } }],
    ['category_list.0', { category_list: ['x'] }],
  ])('a bad or missing %s is a 400 naming it, and nothing is written', async (field, overrides) => {
    const before = await countRestaurants();
    const response = await createRestaurant({ code_register: 'R-bad', ...overrides });
    expectFieldError(response, field);
    expect(response.json().message_jp).toBeTruthy();
    expect(await countRestaurants()).toBe(before);
  });

  it('refuses a store that does not exist in the company, naming code_store', async () => {
    const before = await countRestaurants();
    for (const place of [{ code_store: 9999 }, { code_store: 2002, code_company: 100 }]) {
      const response = await createRestaurant({ code_register: 'R-x', ...place });
      expectFieldError(response, 'code_store', { code: 'RESTAURANT_STORE_NOT_FOUND' });
    }
    expect(await countRestaurants()).toBe(before);
  });

  it('refuses a register code already used in the store (another store may use it)', async () => {
    const before = await countRestaurants();
    const taken = await createRestaurant({ code_register: 'R-01' });
    expectAnswer(taken, 400, {
      field: 'code_register',
      message: 'This register code is already used in the store',
    });
    expect(await countRestaurants()).toBe(before);
    const elsewhere = await createRestaurant({ code_register: 'R-01', code_company: 100, code_store: 3003 });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('refuses a logo that is not a picture (a CSV upload), naming logo; nothing written', async () => {
    const before = await countRestaurants();
    const response = await createRestaurant({ code_register: 'R-csv', logo: 'platform/list.csv' });
    expectFieldError(response, 'logo', { code: 'IMAGE_FILE_REQUIRED' });
    expect(await countRestaurants()).toBe(before);
  });

  it("refuses a picture of a restaurant's folder or one that does not exist", async () => {
    for (const logo of [`r${ids.restaurantA}/logo.jpg`, 'platform/missing.jpg']) {
      const response = await createRestaurant({ code_register: 'R-f', logo });
      expect(response.statusCode, logo).toBe(400);
      expect(response.json()).toMatchObject({ field: 'logo', code: 'FILE_NOT_AVAILABLE' });
    }
  });

  it('refuses an unknown restaurant category, naming category_list', async () => {
    const response = await createRestaurant({ code_register: 'R-c', category_list: [999_999] });
    expectFieldError(response, 'category_list');
  });
});

describe('superadmin paths refuse restaurant users', () => {
  it.each([
    ['GET', 'restaurant/1/10'],
    ['GET', 'restaurant/selector'],
    ['POST', 'restaurant'],
    ['PUT', 'restaurant'],
    ['DELETE', `restaurant/delete/${ids.restaurantA}`],
  ] as const)('%s %s answers 403 to an owner and to staff', async (method, url) => {
    for (const who of [ownerA, staffA]) {
      const response = await call(method, url, who.headers, method === 'GET' ? undefined : newRestaurant());
      expect(response.statusCode).toBe(403);
      expect(response.json().message_jp).toBeTruthy();
    }
    expect(await columnOf(ctx.db, 'restaurants', 'deleted_at', 'id_restaurant', ids.restaurantA)).toBeNull();
  });
});

describe('GET restaurant/:page/:size, detail, selector', () => {
  it('pages 1-based with totalData; static paths are not taken for a page', async () => {
    const all = await call('GET', 'restaurant/1/100', admin.headers);
    expect(all.statusCode).toBe(200);
    const total = all.json().totalData as number;
    expect(total).toBe(all.json().data.length);
    const second = await call('GET', 'restaurant/2/2', admin.headers);
    expect(second.json().totalData).toBe(total);
    expect(second.json().data.map((r: { id_restaurant: number }) => r.id_restaurant)).toEqual(
      all
        .json()
        .data.slice(2, 4)
        .map((r: { id_restaurant: number }) => r.id_restaurant),
    );
    expect((await call('GET', 'restaurant/0/10', admin.headers)).json().field).toBe('page');
    expect((await call('GET', 'restaurant/1/1000', admin.headers)).json().field).toBe('size');
    // Static paths of other areas are not read as /restaurant/:page/:size.
    const selector = await call('GET', 'restaurant/selector', admin.headers);
    expect(selector.statusCode).toBe(200);
    expect(selector.json().data[0]).toHaveProperty('restaurant_name');
    expect((await call('GET', 'restaurant/store', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', 'restaurant/category', admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `restaurant/food/category/${ids.restaurantA}`, ownerA.headers)).statusCode).toBe(200);
  });

  it('detail: the superadmin any restaurant, a restaurant user its own only (another one is 404)', async () => {
    const asAdmin = await call('GET', `restaurant/detail/${ids.restaurantB}`, admin.headers);
    expect(asAdmin.json().data.restaurant_name).toBe('Restaurant B');
    const own = await call('GET', `restaurant/detail/${ids.restaurantA}`, staffA.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id_restaurant).toBe(ids.restaurantA);
    const other = await call('GET', `restaurant/detail/${ids.restaurantB}`, ownerA.headers);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Restaurant B');
    expect((await call('GET', 'restaurant/detail/999999', admin.headers)).statusCode).toBe(404);
    expect((await call('GET', 'restaurant/detail/abc', admin.headers)).json().field).toBe('id');
  });
});

describe('PUT restaurant', () => {
  /** Creates a restaurant (its register `code_register`) and PUTs `changes` to it. */
  const editNew = async (code_register: string, changes: object) => {
    const { id_restaurant } = (await createRestaurant({ code_register })).json().data;
    const response = await call('PUT', 'restaurant', admin.headers, { id_restaurant, ...changes });
    return { id_restaurant, response };
  };

  it('edits the fields sent; a type change without a detail clears the detail', async () => {
    const { response } = await editNew('R-edit', {
      restaurant_name: 'Udon Sakura 2',
      restaurant_type: 'by_order',
      search_keyword: ['麺', 'うどん'],
      category_list: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      restaurant_name: 'Udon Sakura 2',
      description: '手打ちうどん',
      logo: 'platform/logo.jpg',
      restaurant_type: 'by_order',
      restaurant_type_detail: {},
      search_keyword: '麺,うどん',
      category_list: [],
    });
  });

  it("logo '' removes the logo; null or absent keeps it", async () => {
    const { id_restaurant, response } = await editNew('R-logo', { logo: null, restaurant_name: 'Kept' });
    expect(response.json().data).toMatchObject({ restaurant_name: 'Kept', logo: 'platform/logo.jpg' });
    const removed = await call('PUT', 'restaurant', admin.headers, { id_restaurant, logo: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ logo: null, logo_name: null, logo_url: null });
    expect((await restaurantRow(id_restaurant)).logo_name).toBeNull();
  });

  it('refuses a register code of another restaurant in the store; keeps the row as it was', async () => {
    const { id_restaurant, response } = await editNew('R-keep', { restaurant_name: 'Changed', code_register: 'R-01' });
    expectFieldError(response, 'code_register');
    const after = await call('GET', `restaurant/detail/${id_restaurant}`, admin.headers);
    expect(after.json().data).toMatchObject({ restaurant_name: 'Udon Sakura', code_register: 'R-keep' });
  });

  it('a keyword holding a comma is refused, naming it; an unknown id is 404', async () => {
    const bad = await call('PUT', 'restaurant', admin.headers, {
      id_restaurant: ids.restaurantA,
      search_keyword: ['a,b'],
    });
    expectFieldError(bad, 'search_keyword.0');
    expect(
      (await call('PUT', 'restaurant', admin.headers, { id_restaurant: 999_999, restaurant_name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('PUT restaurant/update/status', () => {
  it("the superadmin switches any restaurant; an owner its own; another restaurant's id is 404", async () => {
    const off = await call('PUT', 'restaurant/update/status', admin.headers, {
      id_restaurant: ids.restaurantB,
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    const own = await call('PUT', 'restaurant/update/status', ownerA.headers, {
      id_restaurant: ids.restaurantA,
      status: 'inactive',
    });
    expect(own.json().data.status).toBe('inactive');
    const other = await call('PUT', 'restaurant/update/status', ownerA.headers, {
      id_restaurant: ids.restaurantB,
      status: 'active',
    });
    expect(other.statusCode).toBe(404);
    const b = await restaurantRow(ids.restaurantB);
    expect(b.status).toBe('inactive');
    const invalid = await call('PUT', 'restaurant/update/status', admin.headers, {
      id_restaurant: ids.restaurantB,
      status: 'closed',
    });
    expect(invalid.json().field).toBe('status');
    await call('PUT', 'restaurant/update/status', admin.headers, { id_restaurant: ids.restaurantA, status: 'active' });
    await call('PUT', 'restaurant/update/status', admin.headers, { id_restaurant: ids.restaurantB, status: 'active' });
  });
});

describe('PUT restaurant/update/registration-number', () => {
  const path = 'restaurant/update/registration-number';

  it('saves the number (full-width typing read as ASCII), answers it, and clears it when empty', async () => {
    const saved = await call('PUT', path, ownerA.headers, {
      id_restaurant: ids.restaurantA,
      registration_number: 'ｔ１２３４５６７８９０１２３',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.registration_number).toBe('T1234567890123');
    expect((await restaurantRow(ids.restaurantA)).registration_number).toBe('T1234567890123');
    const detail = await call('GET', `restaurant/detail/${ids.restaurantA}`, ownerA.headers);
    expect(detail.json().data.registration_number).toBe('T1234567890123');
    const cleared = await call('PUT', path, ownerA.headers, {
      id_restaurant: ids.restaurantA,
      registration_number: '',
    });
    expect(cleared.json().data.registration_number).toBeNull();
  });

  it.each(['1234567890123', 'T123456789012', 'T12345678901234', 'TA234567890123'])(
    'refuses %s with 400 naming the field and the rule',
    async (value) => {
      const bad = await call('PUT', path, ownerA.headers, {
        id_restaurant: ids.restaurantA,
        registration_number: value,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('registration_number');
      expect(bad.json().message).toBe('Enter the registration number as T followed by 13 digits');
      expect(bad.json().message_jp).toBe('登録番号は T と13桁の数字で入力してください');
    },
  );

  it("another restaurant's id is 404 and leaves it unchanged", async () => {
    const other = await call('PUT', path, ownerA.headers, {
      id_restaurant: ids.restaurantB,
      registration_number: 'T1234567890123',
    });
    expect(other.statusCode).toBe(404);
    expect((await restaurantRow(ids.restaurantB)).registration_number).toBeNull();
  });
});

describe('GET restaurant/filter/code-store/:codeStore', () => {
  it("the superadmin gets a store's restaurants; a restaurant user only its own store's, by name", async () => {
    const asAdmin = await call('GET', 'restaurant/filter/code-store/1001', admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    const names = asAdmin.json().data.map((r: { restaurant_name: string }) => r.restaurant_name);
    expect(names).toEqual(expect.arrayContaining(['Restaurant A', 'Restaurant B']));
    const asOwner = await call('GET', 'restaurant/filter/code-store/1001', ownerA.headers);
    expect(asOwner.statusCode).toBe(200);
    expect(Object.keys(asOwner.json().data[0]).sort()).toEqual(
      ['code_company', 'code_store', 'id_restaurant', 'logo_url', 'restaurant_name', 'status'].sort(),
    );
    expect((await call('GET', 'restaurant/filter/code-store/2002', ownerA.headers)).statusCode).toBe(404);
    expect((await call('GET', 'restaurant/filter/code-store/x', admin.headers)).json().field).toBe('codeStore');
  });
});

describe('DELETE restaurant/delete/:id', () => {
  it('hides the restaurant everywhere, keeps its orders, and signs its users out at once', async () => {
    const created = (await createRestaurant({ code_register: 'R-del', code_company: 100, code_store: 1001 })).json()
      .data;
    const id = created.id_restaurant as number;
    const userResponse = await call('POST', 'restaurant/users', admin.headers, {
      level: 1,
      id_restaurant: id,
      email: 'owner-del@test.example',
      password: 'correct-horse-battery',
    });
    expect(userResponse.statusCode, userResponse.body).toBe(201);
    const owner = await login(ctx.app, 'owner-del@test.example');
    expect((await call('GET', 'restaurant/users/me', owner.headers)).statusCode).toBe(200);
    await ctx.db
      .insertInto('food_orders')
      .values({
        id_restaurant: id,
        order_number: 'A-001',
        order_date: '2030-01-01',
        order_time: '12:00:00',
        id_user: 'U1',
        from_where: 'dashboard',
        order_restaurant_type: 'reservation',
      })
      .execute();
    const ordersBefore = await columnValues(ctx.db, 'food_orders', 'id_food_order', 'id_restaurant', id);

    const response = await call('DELETE', `restaurant/delete/${id}`, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Success.');

    // Signed out at once, and no new sign-in.
    expect((await call('GET', 'restaurant/users/me', owner.headers)).statusCode).toBe(401);
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/login',
      payload: { email: 'owner-del@test.example', password: 'correct-horse-battery' },
    });
    expect(relogin.statusCode).toBe(401);
    // Gone from the list, the detail, the selector and the store's list; a second delete is 404.
    const list = await call('GET', 'restaurant/1/100', admin.headers);
    expect(list.json().data.map((r: { id_restaurant: number }) => r.id_restaurant)).not.toContain(id);
    expect((await call('GET', `restaurant/detail/${id}`, admin.headers)).statusCode).toBe(404);
    const selector = await call('GET', 'restaurant/selector', admin.headers);
    expect(selector.json().data.map((r: { id_restaurant: number }) => r.id_restaurant)).not.toContain(id);
    const store = await call('GET', 'restaurant/filter/code-store/1001', admin.headers);
    expect(store.json().data.map((r: { id_restaurant: number }) => r.id_restaurant)).not.toContain(id);
    expect((await call('DELETE', `restaurant/delete/${id}`, admin.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'restaurant', admin.headers, { id_restaurant: id, restaurant_name: 'Back' })).statusCode,
    ).toBe(404);
    // The row and its orders stay for accounting; its register code is free again.
    const row = await restaurantRow(id);
    expect(row.deleted_at).not.toBeNull();
    expect(await columnValues(ctx.db, 'food_orders', 'id_food_order', 'id_restaurant', id)).toEqual(ordersBefore);
    const reuse = await createRestaurant({ code_register: 'R-del', code_company: 100, code_store: 1001 });
    expect(reuse.statusCode, reuse.body).toBe(201);
    // Other restaurants' users are untouched.
    expect((await call('GET', 'restaurant/users/me', ownerA.headers)).statusCode).toBe(200);
  });

  it('an id that is not a number is a 400 naming id', async () => {
    const response = await call('DELETE', 'restaurant/delete/x', admin.headers);
    expectFieldError(response, 'id');
  });
});

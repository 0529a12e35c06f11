import { emptyWeek } from '@noren/domain/schedule';
import { describe, expect, it } from 'vitest';
import {
  apiCaller,
  columnOf,
  expectAnswer,
  expectFieldError,
  expectMondayLunchWeek,
  setupTenantsTest,
} from '../../../test/harness.ts';
import { menu as insertMenu } from '../orders/test-fixtures.ts';

// The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest({
  pictures: ({ restaurantA, restaurantB }) => [
    'r1/banner.jpg',
    `r${restaurantA}/5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e.png`,
    `r${restaurantB}/5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e.png`,
  ],
});
const call = apiCaller(ctx.app);

const path = '/api/restaurant/food/sub-category';

async function category(idRestaurant: number, code: string, name: string) {
  const row = await ctx.db
    .insertInto('food_categories')
    .values({ id_restaurant: idRestaurant, category_name: name, code_category: code, banner_name: null })
    .returning('id_food_category')
    .executeTakeFirstOrThrow();
  return row.id_food_category;
}

const noodles = await category(ids.restaurantA, '1', '麺類');
const drinks = await category(ids.restaurantA, '2', 'ドリンク');
const bCategory = await category(ids.restaurantB, '1', 'B category');

const closedTuesdayLunch = emptyWeek().map((day) =>
  day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00', end_shift_1: '14:00' } : day,
);

const newSub = (code: number, overrides: Record<string, unknown> = {}) => ({
  id_food_category: noodles,
  code_sub_category: code,
  sub_category_name: `Sub ${code}`,
  description: `About ${code}`,
  status: true,
  image: `r${ids.restaurantA}/5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e.png`,
  inactive_data: closedTuesdayLunch,
  ...overrides,
});

async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await call('POST', path, headers, body);
  return { res, data: res.json().data };
}

type Listed = {
  id_food_sub_category: number;
  sub_category_name: string;
  status: boolean;
  id_food_category: number;
  inactive_data: { day_of_week: number; active: boolean; start_shift_1: string | null }[];
};

async function listOf(restaurant: number, headers: Record<string, string>): Promise<Listed[]> {
  const res = await call('GET', `${path}/${restaurant}`, headers);
  return res.json().data;
}

describe('food sub-categories', () => {
  it('creates a sub-category closed on Tuesdays 11:00–14:00 and lists it with its category (POST, GET)', async () => {
    const { res, data } = await create(ownerA.headers, { data: newSub(101) });
    expectAnswer(res, 201, {
      message: 'Successfully created sub-category',
      message_jp: 'サブカテゴリーを作成しました',
    });
    expect(data).toMatchObject({
      id_restaurant: ids.restaurantA,
      id_food_category: noodles,
      category_detail: { id_food_category: noodles, category_name: '麺類' },
      code_sub_category: 101,
      status: true,
      image_name: newSub(0).image,
      image_url: `/api/files/${newSub(0).image}`,
    });
    expectMondayLunchWeek(data.inactive_data);
    const list = await listOf(ids.restaurantA, staffA.headers);
    expect(list.map((row) => row.sub_category_name)).toEqual(['Sub 101']);
  });

  it('creates without a schedule as no restriction, and accepts image_name and a code as digits', async () => {
    const { image, inactive_data: _schedule, ...rest } = newSub(102);
    const { res, data } = await create(ownerA.headers, { ...rest, image_name: image, code_sub_category: '102' });
    expect(res.statusCode).toBe(201);
    expect(data.code_sub_category).toBe(102);
    expect(data.image).toBe(image);
    expect(data.inactive_data).toEqual(emptyWeek());
  });

  it('answers 400 naming the schedule field: a shift with one end, a start after its end', async () => {
    const onlyStart = emptyWeek().map((day) => (day.day_of_week === 1 ? { ...day, start_shift_1: '11:00' } : day));
    const incomplete = await create(ownerA.headers, newSub(103, { inactive_data: onlyStart }));
    expectAnswer(incomplete.res, 400, {
      field: 'inactive_data.1.end_shift_1',
      message: 'Invalid value for inactive_data.1.end_shift_1',
    });

    const reversed = emptyWeek().map((day) =>
      day.day_of_week === 4 ? { ...day, active: true, start_shift_2: '18:00:00', end_shift_2: '17:00:00' } : day,
    );
    const backwards = await create(ownerA.headers, newSub(103, { inactive_data: reversed }));
    expectFieldError(backwards.res, 'inactive_data.4.end_shift_2');
    expect((await listOf(ids.restaurantA, ownerA.headers)).map((row) => row.sub_category_name)).not.toContain(
      'Sub 103',
    );
  });

  it('answers 400 naming the field: missing image, status as text, empty name, code with letters', async () => {
    const { image: _image, ...noImage } = newSub(104);
    expect((await create(ownerA.headers, noImage)).res.json()).toMatchObject({ status: 400, field: 'image' });
    expect((await create(ownerA.headers, newSub(104, { status: 'active' }))).res.json().field).toBe('status');
    expect((await create(ownerA.headers, newSub(104, { sub_category_name: '' }))).res.json().field).toBe(
      'sub_category_name',
    );
    expect((await create(ownerA.headers, newSub(104, { code_sub_category: '10a' }))).res.json().field).toBe(
      'code_sub_category',
    );
  });

  it('refuses a code the restaurant already uses (409 naming code_sub_category)', async () => {
    const again = await create(ownerA.headers, newSub(101));
    expectAnswer(again.res, 409, {
      field: 'code_sub_category',
      message: 'This sub-category code is already used',
      message_jp: 'このサブカテゴリーコードは既に使用されています',
    });
  });

  it("answers 404 for restaurant B's category, B's id_restaurant in the path or body, and creates nothing", async () => {
    const foreignCategory = await create(ownerA.headers, newSub(105, { id_food_category: bCategory }));
    expect(foreignCategory.res.statusCode).toBe(404);
    expect(foreignCategory.res.json().field).toBe('id_food_category');
    const foreignRestaurant = await create(ownerA.headers, newSub(105, { id_restaurant: ids.restaurantB }));
    expect(foreignRestaurant.res.statusCode).toBe(404);
    const list = await call('GET', `${path}/${ids.restaurantB}`, ownerA.headers);
    expect(list.statusCode).toBe(404);
    const options = await call('GET', `${path}/category/${ids.restaurantB}/${bCategory}`, ownerA.headers);
    expect(options.statusCode).toBe(404);
    expect((await listOf(ids.restaurantA, ownerA.headers)).map((row) => row.sub_category_name)).not.toContain(
      'Sub 105',
    );
  });

  it("answers a category's options, all without a category, and 404 for B's category", async () => {
    await create(ownerA.headers, newSub(201, { id_food_category: drinks }));
    const ofDrinks = await call('GET', `${path}/category/${ids.restaurantA}/${drinks}`, ownerA.headers);
    expect(ofDrinks.statusCode).toBe(200);
    expect(ofDrinks.json().data.map((row: { code_sub_category: number }) => row.code_sub_category)).toEqual([201]);
    const all = await call('GET', `${path}/category/${ids.restaurantA}`, ownerA.headers);
    expect(all.json().data.map((row: { code_sub_category: number }) => row.code_sub_category)).toEqual([101, 102, 201]);
    const foreign = await call('GET', `${path}/category/${ids.restaurantA}/${bCategory}`, ownerA.headers);
    expect(foreign.statusCode).toBe(404);
    const bad = await call('GET', `${path}/category/${ids.restaurantA}/x`, ownerA.headers);
    expectFieldError(bad, 'id_food_category');
  });

  it('updates from the modal (PATCH) and switches status from the list (PUT); a null image keeps the image', async () => {
    const { data } = await create(ownerA.headers, newSub(301));
    const open = emptyWeek();
    const patched = await call('PATCH', path, ownerA.headers, {
      ...newSub(302, { sub_category_name: '味噌ラーメン', inactive_data: open }),
      id_food_sub_category: data.id_food_sub_category,
      image: null,
    });
    expectAnswer(patched, 200, {
      message: 'Successfully updated sub-category',
      data: {
        sub_category_name: '味噌ラーメン',
        code_sub_category: 302,
        image_name: data.image_name,
        inactive_data: open,
      },
    });
    const switched = await call('PUT', path, ownerA.headers, {
      id_food_sub_category: data.id_food_sub_category,
      status: false,
    });
    expect(switched.statusCode).toBe(200);
    const row = (await listOf(ids.restaurantA, ownerA.headers)).find(
      (sub) => sub.id_food_sub_category === data.id_food_sub_category,
    );
    expect(row).toMatchObject({ sub_category_name: '味噌ラーメン', status: false });
  });

  it('answers 400 naming the field on update (PUT and PATCH), and 409 for a taken code', async () => {
    const { data } = await create(ownerA.headers, newSub(401));
    const broken = emptyWeek().map((day) => (day.day_of_week === 6 ? { ...day, end_shift_2: '20:00' } : day));
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await call(method, path, ownerA.headers, {
        id_food_sub_category: data.id_food_sub_category,
        inactive_data: broken,
      });
      expectFieldError(res, 'inactive_data.6.start_shift_2');
    }
    const taken = await call('PUT', path, ownerA.headers, {
      id_food_sub_category: data.id_food_sub_category,
      code_sub_category: 101,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('code_sub_category');
  });

  it('moves its menus along when a sub-category changes category', async () => {
    const { data } = await create(ownerA.headers, newSub(501));
    const idMenu = await insertMenu(ctx.db, {
      id_restaurant: ids.restaurantA,
      id_food_category: noodles,
      id_food_sub_category: data.id_food_sub_category,
    });
    const moved = await call('PATCH', path, ownerA.headers, {
      id_food_sub_category: data.id_food_sub_category,
      id_food_category: drinks,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.category_detail).toEqual({ id_food_category: drinks, category_name: 'ドリンク' });
    expect(await columnOf(ctx.db, 'food_menus', 'id_food_category', 'id_food_menu', idMenu)).toBe(drinks);
  });

  it("answers 404 when updating or deleting restaurant B's sub-category with A's session, and changes nothing", async () => {
    const { data: bSub } = await create(
      ownerB.headers,
      newSub(601, {
        id_food_category: bCategory,
        sub_category_name: 'B only',
        image: `r${ids.restaurantB}/5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e.png`,
      }),
    );
    expect(bSub.id_restaurant).toBe(ids.restaurantB);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await call(method, path, ownerA.headers, {
        id_food_sub_category: bSub.id_food_sub_category,
        status: false,
        sub_category_name: 'Taken',
      });
      expect(res.statusCode).toBe(404);
    }
    // Nor may A move its own sub-category into B's category.
    const { data: own } = await create(ownerA.headers, newSub(602));
    const intoB = await call('PUT', path, ownerA.headers, {
      id_food_sub_category: own.id_food_sub_category,
      id_food_category: bCategory,
    });
    expect(intoB.statusCode).toBe(404);
    const deleted = await call('DELETE', path, ownerA.headers, { id_food_sub_category: bSub.id_food_sub_category });
    expect(deleted.statusCode).toBe(404);
    const row = (await listOf(ids.restaurantB, ownerB.headers)).find(
      (sub) => sub.id_food_sub_category === bSub.id_food_sub_category,
    );
    expect(row).toMatchObject({ sub_category_name: 'B only', status: true });
  });

  it('deletes an unused sub-category, and refuses (409, bilingual) while a menu or a banner uses it', async () => {
    const { data: unused } = await create(ownerA.headers, newSub(701));
    const deleted = await call('DELETE', path, ownerA.headers, {
      data: { id_food_sub_category: unused.id_food_sub_category },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Successfully deleted sub-category');

    const { data: withMenu } = await create(ownerA.headers, newSub(702));
    await insertMenu(ctx.db, {
      id_restaurant: ids.restaurantA,
      id_food_category: noodles,
      id_food_sub_category: withMenu.id_food_sub_category,
    });
    const refused = await call('DELETE', path, ownerA.headers, { id_food_sub_category: withMenu.id_food_sub_category });
    expectAnswer(refused, 409, {
      message: "Can't be deleted: menus or banners use this sub-category",
      message_jp: '削除できません。このサブカテゴリーを使用しているメニューまたはバナーがあります',
    });

    const { data: withBanner } = await create(ownerA.headers, newSub(703));
    await ctx.db
      .insertInto('food_banners')
      .values({
        id_restaurant: ids.restaurantA,
        banner_name: 'r1/banner.jpg',
        promo_type: 'sub_category',
        promo_id: withBanner.id_food_sub_category,
        web_url: null,
      })
      .execute();
    const bannerRefused = await call('DELETE', path, ownerA.headers, {
      id_food_sub_category: withBanner.id_food_sub_category,
    });
    expect(bannerRefused.statusCode).toBe(409);

    const left = (await listOf(ids.restaurantA, ownerA.headers)).map((row) => row.id_food_sub_category);
    expect(left).not.toContain(unused.id_food_sub_category);
    expect(left).toContain(withMenu.id_food_sub_category);
    expect(left).toContain(withBanner.id_food_sub_category);
  });

  it('answers 400 naming the field for a delete without an id', async () => {
    const res = await call('DELETE', path, ownerA.headers, { id: 1 });
    expectFieldError(res, 'id_food_sub_category');
  });
});

import { describe, expect, it } from 'vitest';
import { apiCaller, expectAnswer, expectFieldError, setupTenantsTest } from '../../../test/harness.ts';
import { menu, subCategory } from '../orders/test-fixtures.ts';

// The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest({
  pictures: ({ restaurantA, restaurantB }) => [
    `r${restaurantA}/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.jpg`,
    `r${restaurantB}/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.jpg`,
  ],
});
const call = apiCaller(ctx.app);

const path = '/api/restaurant/food/category';
const newCategory = (code: string, name = `Category ${code}`) => ({
  category_name: name,
  description: `About ${name}`,
  status: 'active',
  code_category: code,
  banner: `r${ids.restaurantA}/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.jpg`,
});
/** A category for restaurant B: its banner comes from B's folder (another's folder is refused). */
const newCategoryOfB = (code: string, name?: string) => ({
  ...newCategory(code, name),
  banner: `r${ids.restaurantB}/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.jpg`,
});

async function create(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await call('POST', path, headers, body);
  return { res, data: res.json().data };
}

async function listOf(restaurant: number, headers: Record<string, string>) {
  const res = await call('GET', `${path}/${restaurant}`, headers);
  return res.json().data as { id_food_category: number; category_name: string; status: string }[];
}

describe('food categories', () => {
  it('creates a category and lists it with its banner URL (POST, GET)', async () => {
    const { res, data } = await create(ownerA.headers, { data: newCategory('010', '麺類') });
    expectAnswer(res, 201, { message: 'Successfully created category', message_jp: 'カテゴリーを作成しました' });
    expect(data).toMatchObject({
      id_restaurant: ids.restaurantA,
      category_name: '麺類',
      code_category: '010',
      status: 'active',
      banner_name: newCategory('1').banner,
      banner_url: `/api/files/${newCategory('1').banner}`,
    });
    const list = await listOf(ids.restaurantA, staffA.headers);
    expect(list.map((row) => row.category_name)).toEqual(['麺類']);
    const listRes = await call('GET', `${path}/${ids.restaurantA}`, ownerA.headers);
    expect(listRes.json().totalData).toBe(1);
  });

  it('accepts banner_name in place of banner (the original clients)', async () => {
    const { banner, ...rest } = newCategory('011');
    const { res, data } = await create(ownerA.headers, {
      ...rest,
      banner_name: banner,
      id_restaurant: ids.restaurantA,
    });
    expect(res.statusCode).toBe(201);
    expect(data.banner).toBe(banner);
  });

  it('answers 400 naming the field: missing image, empty name, code with letters', async () => {
    const { banner: _banner, ...withoutBanner } = newCategory('012');
    const noImage = await create(ownerA.headers, withoutBanner);
    expectFieldError(noImage.res, 'banner', { message: 'banner is required' });

    const emptyName = await create(ownerA.headers, { ...newCategory('012'), category_name: '  ' });
    expectFieldError(emptyName.res, 'category_name');

    const letters = await create(ownerA.headers, { ...newCategory('012'), code_category: '12a' });
    expectAnswer(letters.res, 400, {
      field: 'code_category',
      message_jp: 'code_category の値が正しくありません',
    });

    expect((await listOf(ids.restaurantA, ownerA.headers)).map((row) => row.category_name)).not.toContain(
      'Category 012',
    );
  });

  it('refuses a code the restaurant already uses (409 naming code_category), but not another restaurant', async () => {
    const again = await create(ownerA.headers, newCategory('010'));
    expectAnswer(again.res, 409, {
      field: 'code_category',
      message: 'This category code is already used',
      message_jp: 'このカテゴリーコードは既に使用されています',
    });
    const inB = await create(ownerB.headers, newCategoryOfB('010'));
    expect(inB.res.statusCode).toBe(201);
  });

  it("answers 404 for another restaurant's id in the path or the body, and creates nothing", async () => {
    const list = await call('GET', `${path}/${ids.restaurantB}`, ownerA.headers);
    expect(list.statusCode).toBe(404);
    const created = await create(ownerA.headers, { ...newCategory('013'), id_restaurant: ids.restaurantB });
    expect(created.res.statusCode).toBe(404);
    expect((await listOf(ids.restaurantB, ownerB.headers)).map((row) => row.category_name)).toEqual(['Category 010']);
  });

  it('updates from the modal (PATCH) and switches status from the list (PUT); a null banner keeps the image', async () => {
    const { data } = await create(ownerA.headers, newCategory('020', 'Drinks'));
    const patched = await call('PATCH', path, ownerA.headers, {
      id_food_category: data.id_food_category,
      category_name: 'ドリンク',
      description: 'Cold and hot',
      status: 'active',
      code_category: '021',
      banner: null,
    });
    expectAnswer(patched, 200, {
      message: 'Successfully updated category',
      data: { category_name: 'ドリンク', code_category: '021', banner_name: data.banner_name },
    });

    const switched = await call('PUT', path, ownerA.headers, {
      id_food_category: data.id_food_category,
      status: 'inactive',
    });
    expect(switched.statusCode).toBe(200);
    const row = (await listOf(ids.restaurantA, ownerA.headers)).find(
      (category) => category.id_food_category === data.id_food_category,
    );
    expect(row).toMatchObject({ category_name: 'ドリンク', status: 'inactive' });
  });

  it('answers 400 naming the field on update, and 409 for a code taken by another category', async () => {
    const { data } = await create(ownerA.headers, newCategory('030'));
    for (const method of ['PATCH', 'PUT'] as const) {
      const bad = await call(method, path, ownerA.headers, {
        id_food_category: data.id_food_category,
        status: 'closed',
      });
      expectFieldError(bad, 'status');
    }
    const taken = await call('PATCH', path, ownerA.headers, {
      id_food_category: data.id_food_category,
      code_category: '010',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('code_category');
    // Its own code is not a conflict.
    const same = await call('PUT', path, ownerA.headers, {
      id_food_category: data.id_food_category,
      code_category: '030',
    });
    expect(same.statusCode).toBe(200);
  });

  it("answers 404 when updating or deleting restaurant B's category with A's session, and changes nothing", async () => {
    const { data: bCategory } = await create(ownerB.headers, newCategoryOfB('040', 'B only'));
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await call(method, path, ownerA.headers, {
        id_food_category: bCategory.id_food_category,
        category_name: 'Taken over',
        status: 'inactive',
      });
      expect(res.statusCode).toBe(404);
    }
    const deleted = await call('DELETE', path, ownerA.headers, { id_food_category: bCategory.id_food_category });
    expect(deleted.statusCode).toBe(404);
    const row = (await listOf(ids.restaurantB, ownerB.headers)).find(
      (category) => category.id_food_category === bCategory.id_food_category,
    );
    expect(row).toMatchObject({ category_name: 'B only', status: 'active' });
  });

  it('deletes an unused category, and refuses (409, bilingual) while a sub-category or a menu uses it', async () => {
    const { data: unused } = await create(ownerA.headers, newCategory('050'));
    const deleted = await call('DELETE', path, ownerA.headers, { data: { id_food_category: unused.id_food_category } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Successfully deleted category');
    expect(
      (await listOf(ids.restaurantA, ownerA.headers)).some((row) => row.id_food_category === unused.id_food_category),
    ).toBe(false);

    const { data: used } = await create(ownerA.headers, newCategory('051'));
    const idSub = await subCategory(ctx.db, ids.restaurantA, used.id_food_category);
    const refused = await call('DELETE', path, ownerA.headers, { id_food_category: used.id_food_category });
    expectAnswer(refused, 409, {
      message: "Can't be deleted: sub-categories or menus use this category",
      message_jp: '削除できません。このカテゴリーを使用しているサブカテゴリーまたはメニューがあります',
    });

    // A menu alone (its sub-category in another category) also keeps the category.
    const { data: other } = await create(ownerA.headers, newCategory('052'));
    await ctx.db
      .updateTable('food_sub_categories')
      .set({ id_food_category: other.id_food_category })
      .where('id_food_sub_category', '=', idSub)
      .execute();
    await menu(ctx.db, {
      id_restaurant: ids.restaurantA,
      id_food_category: used.id_food_category,
      id_food_sub_category: idSub,
    });
    const stillRefused = await call('DELETE', path, ownerA.headers, { id_food_category: used.id_food_category });
    expect(stillRefused.statusCode).toBe(409);
    expect(
      (await listOf(ids.restaurantA, ownerA.headers)).some((row) => row.id_food_category === used.id_food_category),
    ).toBe(true);
  });

  it('answers 400 naming the field for a delete without an id, and 401 without a session', async () => {
    const res = await call('DELETE', path, ownerA.headers, {});
    expectFieldError(res, 'id_food_category');
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${path}/${ids.restaurantA}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

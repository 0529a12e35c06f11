// Restaurant categories through the API (spec 1 §7 restaurant/category, the /restaurant-category
// screen): list, create with an uploaded picture, edit, delete, a 400 naming the field, owners and
// staff refused, a category a restaurant uses kept, and restaurant/food/category left alone.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countRows, expectAnswer, expectFieldError, setupPlatformTest } from '../../../test/harness.ts';

const { ctx, ids, admin, ownerA, staffA, call } = await setupPlatformTest({ pictures: () => ['platform/seeded.jpg'] });

/** Uploads bytes as the superadmin through the put-url flow; answers the file key. */
async function upload(fileName: string, bytes: Buffer, contentType: string): Promise<string> {
  const ticket = await call('POST', 'restaurant/upload/put-url', admin.headers, { file_name: fileName });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { url, file_key } = ticket.json().data as { url: string; file_key: string };
  const put = await ctx.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return file_key;
}

const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
  .jpeg()
  .toBuffer();
const count = () => countRows(ctx.db, 'restaurant_categories');

describe('restaurant categories', () => {
  it('POST creates a category with an uploaded picture; GET lists it in display order', async () => {
    const key = await upload('ramen.jpg', jpeg, 'image/jpeg');
    expect(key.startsWith('platform/')).toBe(true);
    const response = await call('POST', 'restaurant/category', admin.headers, {
      data: { title: 'ラーメン', code_category: '120', display_order: 2, image_data: key, search_keyword: 'ramen,麺' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'ラーメン',
      code_category: 120,
      display_order: 2,
      search_keyword: 'ramen,麺',
      image_data: key,
      image_name: key,
      image_url: `/api/files/${key}`,
    });
    await call('POST', 'restaurant/category', admin.headers, {
      title: '寿司',
      code_category: 130,
      display_order: 1,
      image_data: 'platform/seeded.jpg',
    });
    const list = await call('GET', 'restaurant/category', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { title: string }) => c.title)).toEqual(['寿司', 'ラーメン']);
    expect(list.json().totalData).toBe(2);
  });

  it.each([
    ['title', { title: '' }],
    ['code_category', { code_category: '12a' }],
    ['image_data', { image_data: undefined }],
    ['display_order', { display_order: -1 }],
  ])('a bad or missing %s is a 400 naming it; nothing written', async (field, overrides) => {
    const before = await count();
    const response = await call('POST', 'restaurant/category', admin.headers, {
      title: 'Curry',
      code_category: 140,
      image_data: 'platform/seeded.jpg',
      ...overrides,
    });
    expectFieldError(response, field);
    expect(await count()).toBe(before);
  });

  it('refuses a non-picture (a CSV upload) and a duplicate code, naming the field; nothing written', async () => {
    const csv = await upload('list.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    const before = await count();
    const notImage = await call('POST', 'restaurant/category', admin.headers, {
      title: 'Curry',
      code_category: 140,
      image_data: csv,
    });
    expectFieldError(notImage, 'image_data', { code: 'IMAGE_FILE_REQUIRED' });
    const duplicate = await call('POST', 'restaurant/category', admin.headers, {
      title: 'Curry',
      code_category: 120,
      image_data: 'platform/seeded.jpg',
    });
    expectFieldError(duplicate, 'code_category', { code: 'RESTAURANT_CATEGORY_CODE_TAKEN' });
    expect(await count()).toBe(before);
  });

  it('PUT edits the fields sent and keeps the picture when none is sent; unknown id is 404', async () => {
    const [first] = (await call('GET', 'restaurant/category', admin.headers)).json().data;
    const response = await call('PUT', 'restaurant/category', admin.headers, {
      id_category: first.id_category,
      title: '回転寿司',
      code_category: 131,
      image_data: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: '回転寿司', code_category: 131, image_data: first.image_data });
    const missing = await call('PUT', 'restaurant/category', admin.headers, { id_category: 999_999, title: 'x' });
    expect(missing.statusCode).toBe(404);
    const bad = await call('PUT', 'restaurant/category', admin.headers, { id_category: first.id_category, title: '' });
    expect(bad.json().field).toBe('title');
  });

  it('DELETE refuses a category a live restaurant lists, with the reason; deletes one no one uses', async () => {
    const [first, second] = (await call('GET', 'restaurant/category', admin.headers)).json().data;
    await ctx.db
      .updateTable('restaurants')
      .set({ category_list: JSON.stringify([first.id_category]) })
      .where('id_restaurant', '=', ids.restaurantA)
      .execute();
    const refused = await call('DELETE', 'restaurant/category', admin.headers, { id_category: first.id_category });
    expectAnswer(refused, 400, {
      field: 'id_category',
      message: "Can't be deleted: 1 restaurant(s) use this category",
    });
    const deleted = await call('DELETE', 'restaurant/category', admin.headers, {
      data: { id_category: second.id_category },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect(
      (await call('DELETE', 'restaurant/category', admin.headers, { id_category: second.id_category })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['GET', 'restaurant/category'],
    ['POST', 'restaurant/category'],
    ['PUT', 'restaurant/category'],
    ['DELETE', 'restaurant/category'],
  ] as const)('%s %s answers 403 to an owner and to staff; nothing changes', async (method, url) => {
    const before = await count();
    for (const who of [ownerA, staffA]) {
      const response = await call(method, url, who.headers, method === 'GET' ? undefined : { id_category: 1 });
      expect(response.statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("leaves the restaurant's own food categories (restaurant/food/category) alone", async () => {
    const food = await call('GET', `restaurant/food/category/${ids.restaurantA}`, ownerA.headers);
    expect(food.statusCode).toBe(200);
    expect(food.json().data).toEqual([]);
  });
});

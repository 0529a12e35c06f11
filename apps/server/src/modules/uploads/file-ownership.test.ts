// A restaurant's uploaded file is only ever shown on that restaurant's entities: for each of the
// five kinds that save a file key (category banner, sub-category image, food banner, menu with its
// add-on pictures, receiving method), another restaurant's upload is refused on create and update,
// naming the field and writing nothing; the restaurant's own uploads work; an upload whose bytes
// never arrived (or are not an image) is refused when it is first used. Keys no upload recorded:
// file-ownership-unrecorded.test.ts.
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../test/harness.ts';
import {
  adminHeaders,
  call,
  countOf,
  ctx,
  existing,
  headersOf,
  ids,
  jancodeOf,
  kinds,
  menuBody,
  menuKind,
  notAvailable,
  receivingMethodBody,
  storedFile,
  ticketFor,
  uploaded,
} from './file-ownership-test-setup.ts';

describe.each(kinds)('$name: file keys are checked against their upload', (kind) => {
  it("refuses A's uploaded file on B's new entity, naming the field and creating nothing", async () => {
    const keyOfA = await uploaded(headersOf.A);
    const before = await kind.count('B');
    const res = await kind.create('B', keyOfA);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.count('B')).toBe(before);
    // A's file is still A's, untouched.
    expect(await storedFile(keyOfA)).toMatchObject({ id_restaurant: ids.restaurantA, status: 'stored' });
  });

  it("refuses A's uploaded file on B's existing entity and changes nothing", async () => {
    const id = await existing(kind, 'B');
    const before = await kind.snapshot(id);
    const res = await kind.update('B', id, await uploaded(headersOf.A));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.snapshot(id)).toEqual(before);
  });

  it("refuses the platform's upload (a superadmin's) to a restaurant", async () => {
    const platformKey = await uploaded(adminHeaders);
    expect(platformKey.startsWith('platform/')).toBe(true);
    const before = await kind.count('A');
    const res = await kind.create('A', platformKey);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.count('A')).toBe(before);
  });

  it('lets A use its own uploads, on create (201) and on update (200)', async () => {
    const first = await uploaded(headersOf.A);
    const created = await kind.create('A', first);
    expect(created.statusCode, created.body).toBe(201);
    const id = kind.idOf(created.json().data);
    expect(await kind.keyOf(id)).toBe(first);

    const second = await uploaded(headersOf.A);
    const updated = await kind.update('A', id, second);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await kind.keyOf(id)).toBe(second);
  });

  it("refuses the restaurant's own upload that is not a picture (a CSV), naming the field, writing nothing", async () => {
    const csv = await ticketFor(headersOf.A, 'menus.csv');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: csv.url,
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.from('jancode,food_menu_name\n4901234567894,醤油ラーメン\n'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await kind.count('A');
    const res = await kind.create('A', csv.file_key);
    expectAnswer(res, 400, {
      code: 'IMAGE_FILE_REQUIRED',
      field: kind.field,
      message: 'Please choose an image (jpg, png, webp or gif)',
      message_jp: '画像ファイル（jpg・png・webp・gif）を選択してください',
    });
    expect(await kind.count('A')).toBe(before);
  });

  it('refuses an upload whose bytes never arrived, on create and on update, writing nothing', async () => {
    const { file_key: pending } = await ticketFor(headersOf.A);
    const before = await kind.count('A');
    const created = await kind.create('A', pending);
    expectAnswer(created, 400, { code: 'INVALID_DATA', field: kind.field, message_jp: '不正データ' });
    expect(await kind.count('A')).toBe(before);

    const id = await existing(kind, 'A');
    const snapshot = await kind.snapshot(id);
    const updated = await kind.update('A', id, pending);
    expectAnswer(updated, 400, { code: 'INVALID_DATA', field: kind.field });
    expect(await kind.snapshot(id)).toEqual(snapshot);
    expect((await storedFile(pending))?.status).toBe('pending');
  });
});

describe('food menu add-on pictures', () => {
  it("refuses A's upload as B's add-on group or option picture, naming that field", async () => {
    const keyOfA = await uploaded(headersOf.A);
    const before = await countOf('food_menus', 'B');
    for (const [keys, field] of [
      [{ group: keyOfA }, 'additional.0.image_name'],
      [{ option: keyOfA }, 'additional.0.options.0.image_name'],
    ] as const) {
      const res = await call('POST', 'restaurant/food/menu', headersOf.B, menuBody('B', keys));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(notAvailable(field));
    }
    expect(await countOf('food_menus', 'B')).toBe(before);
    const groups = await ctx.db
      .selectFrom('food_menu_additionals')
      .select('id_food_menu_additional')
      .where('image_name', '=', keyOfA)
      .execute();
    expect(groups).toEqual([]);
  });

  it("refuses A's upload as an add-on picture when B updates its menu, keeping every add-on", async () => {
    const menus = menuKind();
    const id = await existing(menus, 'B');
    const before = await menus.snapshot(id);
    const res = await call('PATCH', 'restaurant/food/menu', headersOf.B, {
      ...menuBody('B', { option: await uploaded(headersOf.A) }),
      id_food_menu: id,
      jancode: await jancodeOf(id),
      food_menu_name: '醤油らーめん 大',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('additional.0.options.0.image_name'));
    expect(await menus.snapshot(id)).toEqual(before);
  });

  it('accepts A’s own uploads on every picture of its menu', async () => {
    const keys = {
      image: await uploaded(headersOf.A),
      group: await uploaded(headersOf.A),
      option: await uploaded(headersOf.A),
    };
    const res = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A', keys));
    expect(res.statusCode, res.body).toBe(201);
    const menu = res.json().data;
    expect(menu.image_name).toBe(keys.image);
    expect(menu.additional[0].image_name).toBe(keys.group);
    expect(menu.additional[0].options[0].image_name).toBe(keys.option);
  });
});

describe('receiving method pictures', () => {
  it("refuses A's upload as B's method picture, naming method_image_name", async () => {
    const before = await countOf('restaurant_receiving_methods', 'B');
    const res = await call(
      'POST',
      'restaurant/receiving-method',
      headersOf.B,
      receivingMethodBody('B', { method: await uploaded(headersOf.A) }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('method_image_name'));
    expect(await countOf('restaurant_receiving_methods', 'B')).toBe(before);
  });
});

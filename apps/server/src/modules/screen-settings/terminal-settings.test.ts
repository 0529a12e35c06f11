// Order terminal settings through the API (spec 1 §7 restaurant/order-terminal-setting/{id}):
// the first save creates, later saves change what they name; 'Invalid Color'; pictures must be
// images (不正データ); another restaurant's id answers 404; a refused save writes nothing.
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, login, type Method, setupPlatformTest } from '../../../test/harness.ts';
import { jpegBytes, mp3Bytes, upload, uploadTicket } from './test-media.ts';

const platform = await setupPlatformTest({
  pictures: ({ restaurantA: A, restaurantB: B }) => [
    `r${A}/logo.jpg`,
    `r${A}/header.png`,
    `r${B}/logo.jpg`,
    'platform/top.jpg',
  ],
});
const { ctx, ids, admin, ownerA, staffA, ownerB } = platform;
const A = ids.restaurantA;
const B = ids.restaurantB;

const call = (method: Method, id: number | string, headers: Record<string, string>, payload?: object) =>
  platform.call(method, `restaurant/order-terminal-setting/${id}`, headers, payload);
const rowOf = (idRestaurant: number) =>
  ctx.db.selectFrom('order_terminal_settings').selectAll().where('id_restaurant', '=', idRestaurant).executeTakeFirst();

describe('GET, POST and PUT restaurant/order-terminal-setting/{id_restaurant}', () => {
  it('answers null before the first save; POST creates, a second POST and PUT change only what they name', async () => {
    const empty = await call('GET', A, ownerA.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toBeNull();

    const uploaded = await upload(ctx, ownerA.headers, 'top.jpg', await jpegBytes());
    const created = await call('POST', A, ownerA.headers, {
      data: { restaurant_logo: `r${A}/logo.jpg`, main_color: '#1a2b3c', top_screen: uploaded.file_key },
    });
    expectAnswer(created, 200, {
      message: 'Successfully saved order terminal settings',
      message_jp: '注文端末の設定を保存しました',
    });
    const setting = created.json().data;
    expect(setting).toMatchObject({
      id_restaurant: A,
      restaurant_logo: `r${A}/logo.jpg`,
      main_color: '#1A2B3C',
      header_banner: null,
      top_screen: uploaded.file_key,
      closing_screen: null,
      image_url: {
        restaurant_logo: `/api/files/r${A}/logo.jpg`,
        header_banner: null,
        top_screen: `/api/files/${uploaded.file_key}`,
        closing_screen: null,
      },
    });
    expect(typeof setting.id).toBe('number');

    const again = await call('POST', A, ownerA.headers, { header_banner: `r${A}/header.png`, main_color: 'FFAA00' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      id: setting.id,
      restaurant_logo: `r${A}/logo.jpg`,
      header_banner: `r${A}/header.png`,
      main_color: '#FFAA00',
    });

    const put = await call('PUT', A, staffA.headers, { top_screen: null, closing_screen: `r${A}/logo.jpg` });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ id: setting.id, top_screen: null, closing_screen: `r${A}/logo.jpg` });

    const read = await call('GET', A, staffA.headers);
    expect(read.json().data).toEqual(put.json().data);
    expect(
      await ctx.db.selectFrom('order_terminal_settings').select('id').where('id_restaurant', '=', A).execute(),
    ).toHaveLength(1);
  });

  it("refuses a colour that is not six hex digits with 'Invalid Color'; nothing is written", async () => {
    const before = await rowOf(A);
    for (const main_color of ['red', '#12345', '#1234567', '#GGGGGG', 'rgb(1,2,3)']) {
      const res = await call('PUT', A, ownerA.headers, { main_color, header_banner: null });
      expect(res.statusCode, main_color).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'main_color',
        code: 'TERMINAL_COLOR_INVALID',
        message: 'Invalid Color',
      });
    }
    expect(await rowOf(A)).toEqual(before);
  });

  it('refuses a picture that is not an image (不正データ), by name and by bytes; nothing is written', async () => {
    const before = await rowOf(A);
    const sound = await upload(ctx, ownerA.headers, 'jingle.mp3', mp3Bytes());
    const byName = await call('PUT', A, ownerA.headers, { restaurant_logo: sound.file_key, main_color: '#000000' });
    expectAnswer(byName, 400, {
      field: 'restaurant_logo',
      message: 'Invalid data',
      message_jp: '不正データ',
    });
    // Bytes that reached storage without the API (S3): text named .png.
    const ticket = await uploadTicket(ctx, ownerA.headers, 'logo.png');
    await ctx.storage.write(ticket.file_key, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    const byBytes = await call('POST', A, ownerA.headers, { restaurant_logo: ticket.file_key });
    expectFieldError(byBytes, 'restaurant_logo', { code: 'INVALID_DATA' });
    // Another restaurant's picture, and a picture that does not exist.
    const foreign = await call('PUT', A, ownerA.headers, { header_banner: `r${B}/logo.jpg` });
    expect(foreign.json()).toMatchObject({ field: 'header_banner', code: 'FILE_NOT_AVAILABLE' });
    const missing = await call('PUT', A, ownerA.headers, { top_screen: `r${A}/none.jpg` });
    expect(missing.json()).toMatchObject({ field: 'top_screen', code: 'FILE_NOT_AVAILABLE' });
    expect(await rowOf(A)).toEqual(before);
  });

  it('answers 400 naming the field for a malformed body or id', async () => {
    const body = await call('PUT', A, ownerA.headers, { restaurant_logo: 12 });
    expectFieldError(body, 'restaurant_logo');
    const nul = await call('PUT', A, ownerA.headers, { main_color: '#00\u000000' });
    expectFieldError(nul, 'main_color');
    const id = await call('GET', 'abc', ownerA.headers);
    expectFieldError(id, 'id_restaurant');
  });

  it("answers 404 for another restaurant's id, reading or writing, and changes nothing of it", async () => {
    await call('POST', B, ownerB.headers, { main_color: '#BBBBBB' });
    const before = await rowOf(B);
    expect((await call('GET', B, ownerA.headers)).statusCode).toBe(404);
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, B, ownerA.headers, { main_color: '#AAAAAA' });
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    }
    expect(await rowOf(B)).toEqual(before);
  });

  it('needs the Profile permission: staff without it get 403', async () => {
    await ctx.db
      .updateTable('restaurant_users')
      .set({
        access_permission: JSON.stringify(
          defaultStaffPermissions().map((entry) => (entry.id === 'profile' ? { ...entry, active: false } : entry)),
        ),
      })
      .where('id_restaurant_user', '=', ids.staffB)
      .execute();
    const staffB = await login(ctx.app, 'staff-b@test.example');
    expect((await call('GET', B, staffB.headers)).statusCode).toBe(403);
    expect((await call('PUT', B, staffB.headers, { main_color: '#000000' })).statusCode).toBe(403);
    expect((await call('GET', B, {})).statusCode).toBe(401);
  });

  it("lets the superadmin read and save any restaurant's settings, with the platform's pictures", async () => {
    const res = await call('PUT', A, admin.headers, { top_screen: 'platform/top.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id_restaurant: A, top_screen: 'platform/top.jpg' });
    expect((await call('GET', B, admin.headers)).json().data).toMatchObject({
      id_restaurant: B,
      main_color: '#BBBBBB',
    });
    expect((await call('GET', 999_999, admin.headers)).statusCode).toBe(404);
    expect((await call('POST', 999_999, admin.headers, { main_color: '#000000' })).statusCode).toBe(404);
    // A restaurant's user may not point at the platform's files.
    const owner = await call('PUT', B, ownerB.headers, { top_screen: 'platform/top.jpg' });
    expect(owner.json()).toMatchObject({ field: 'top_screen', code: 'FILE_NOT_AVAILABLE' });
  });

  it("answers 404 for a deleted restaurant's settings, even to the superadmin", async () => {
    await ctx.db.updateTable('restaurants').set({ deleted_at: new Date() }).where('id_restaurant', '=', B).execute();
    expect((await call('GET', B, admin.headers)).statusCode).toBe(404);
    expect((await call('PUT', B, admin.headers, { main_color: '#000000' })).statusCode).toBe(404);
    await ctx.db.updateTable('restaurants').set({ deleted_at: null }).where('id_restaurant', '=', B).execute();
  });
});

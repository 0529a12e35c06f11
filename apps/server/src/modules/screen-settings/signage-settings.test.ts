// Signage settings through the API (GET, POST, PUT restaurant/signage-setting/{code_store}; the
// spec does not show the path): per store, shared by its restaurants; all three files required;
// the vertical banner an image, the call screen an image or an mp4, the ring sound an mp3 by its
// bytes (a WAV renamed .mp3 is refused); another store's code answers 404; nothing half-written.
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, type Method, setupPlatformTest } from '../../../test/harness.ts';
import { jpegBytes, mp3Bytes, mp4Bytes, upload, uploadTicket, wavBytes } from './test-media.ts';

const platform = await setupPlatformTest();
const { ctx, ids, admin, ownerA, staffA, ownerB } = platform;
// Store 1001 holds restaurants A and B (seedTenants); store 2002 is another food court.
await ctx.db.insertInto('stores').values({ code_store: 2002, store_name: 'Other store', code_company: 200 }).execute();

const call = (method: Method, code: number | string, headers: Record<string, string>, payload?: object) =>
  platform.call(method, `restaurant/signage-setting/${code}`, headers, payload);
const rowOf = (code: number) =>
  ctx.db.selectFrom('signage_settings').selectAll().where('code_store', '=', code).executeTakeFirst();

/** The three files uploaded by `headers`' user through put-url. */
async function mediaOf(headers: Record<string, string>) {
  const banner = await upload(ctx, headers, 'vertical.jpg', await jpegBytes());
  const call_ = await upload(ctx, headers, 'call.mp4', mp4Bytes());
  const ring = await upload(ctx, headers, 'chime.mp3', mp3Bytes());
  for (const file of [banner, call_, ring]) expect(file.status, JSON.stringify(file.body)).toBe(200);
  return { vertical_banner: banner.file_key, order_completion_screen: call_.file_key, ring_sound: ring.file_key };
}

describe('GET, POST and PUT restaurant/signage-setting/{code_store}', () => {
  it('saves the store’s banner, mp4 call screen and mp3 ring sound, and answers their URLs', async () => {
    expect((await call('GET', 1001, ownerA.headers)).json().data).toBeNull();
    const media = await mediaOf(ownerA.headers);
    const res = await call('POST', 1001, ownerA.headers, {
      data: { ...media, is_show_qr: true, is_speak_numbers: true },
    });
    expectAnswer(res, 200, { message: 'Successfully saved signage settings' });
    expect(res.json().data).toMatchObject({
      code_store: 1001,
      ...media,
      is_show_qr: true,
      is_speak_numbers: true,
      image_and_audio_url: {
        vertical_banner: `/api/files/${media.vertical_banner}`,
        order_completion_screen: `/api/files/${media.order_completion_screen}`,
        ring_sound: `/api/files/${media.ring_sound}`,
      },
    });
    // The files are served (public: the TV board plays them) with their real types.
    const sound = await ctx.app.inject({ method: 'GET', url: `/api/files/${media.ring_sound}` });
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('audio/mpeg');
    // Another restaurant of the same store reads it, and saves it again without uploading the files.
    const read = await call('GET', 1001, ownerB.headers);
    expect(read.json().data).toEqual(res.json().data);
    const again = await call('PUT', 1001, ownerB.headers, { ...media, is_show_qr: false });
    expect(again.statusCode, again.body).toBe(200);
    // A switch not sent stays as it was.
    expect(again.json().data).toMatchObject({ id: res.json().data.id, is_show_qr: false, is_speak_numbers: true });
  });

  it('takes an image as the call screen too', async () => {
    const media = await mediaOf(staffA.headers);
    const picture = await upload(ctx, staffA.headers, 'call.jpg', await jpegBytes());
    const res = await call('PUT', 1001, staffA.headers, { ...media, order_completion_screen: picture.file_key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order_completion_screen).toBe(picture.file_key);
  });

  it('refuses a WAV renamed .mp3 by its bytes, at upload and at save; nothing is written', async () => {
    const before = await rowOf(1001);
    const media = await mediaOf(ownerA.headers);
    const wav = await upload(ctx, ownerA.headers, 'chime.mp3', wavBytes());
    expect(wav.status).toBe(400);
    expect(wav.body).toMatchObject({ code: 'INVALID_DATA', message_jp: '不正データ' });
    const viaApi = await call('PUT', 1001, ownerA.headers, { ...media, ring_sound: wav.file_key });
    expectFieldError(viaApi, 'ring_sound', { code: 'INVALID_DATA' });
    // The same WAV put straight into storage (the S3 path, no bytes through the API).
    const direct = await uploadTicket(ctx, ownerA.headers, 'ring.mp3');
    await ctx.storage.write(direct.file_key, wavBytes(), 'audio/mpeg');
    const viaStorage = await call('POST', 1001, ownerA.headers, { ...media, ring_sound: direct.file_key });
    expectFieldError(viaStorage, 'ring_sound', { message: 'Invalid data', message_jp: '不正データ' });
    expect(await rowOf(1001)).toEqual(before);
  });

  it('refuses files of the wrong kind and missing files, naming the field; nothing is written', async () => {
    const before = await rowOf(1001);
    const media = await mediaOf(ownerA.headers);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...media, vertical_banner: media.order_completion_screen }, 'vertical_banner', 'INVALID_DATA'],
      [{ ...media, order_completion_screen: media.ring_sound }, 'order_completion_screen', 'INVALID_DATA'],
      [{ ...media, ring_sound: media.vertical_banner }, 'ring_sound', 'INVALID_DATA'],
      [{ ...media, ring_sound: undefined }, 'ring_sound', 'REQUIRED_FIELD'],
      [{ ...media, vertical_banner: '' }, 'vertical_banner', 'REQUIRED_FIELD'],
      [{ ...media, is_show_qr: 'maybe' }, 'is_show_qr', 'VALIDATION_FAILED'],
      [{ ...media, ring_sound: `r${ids.restaurantB}/x.mp3` }, 'ring_sound', 'FILE_NOT_AVAILABLE'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await call('PUT', 1001, ownerA.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ field, code });
    }
    expect((await call('GET', 'x1', ownerA.headers)).json().field).toBe('code_store');
    expect(await rowOf(1001)).toEqual(before);
  });

  it("answers 404 for another store's code (and an unknown one), and writes nothing there", async () => {
    const media = await mediaOf(ownerA.headers);
    expect((await call('GET', 2002, ownerA.headers)).statusCode).toBe(404);
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, 2002, ownerA.headers, media);
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    }
    expect(await rowOf(2002)).toBeUndefined();
    expect((await call('GET', 999_999, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', 1001, {})).statusCode).toBe(401);
  });

  it("lets the superadmin save any store's signage with the platform's files", async () => {
    const media = await mediaOf(admin.headers);
    expect(media.ring_sound.startsWith('platform/')).toBe(true);
    const res = await call('POST', 2002, admin.headers, media);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code_store: 2002, ...media, is_show_qr: false });
    // Restaurant users may not use the platform's files for their store.
    const owner = await call('PUT', 1001, ownerA.headers, {
      ...(await mediaOf(ownerA.headers)),
      ring_sound: media.ring_sound,
    });
    expect(owner.json()).toMatchObject({ field: 'ring_sound', code: 'FILE_NOT_AVAILABLE' });
  });
});

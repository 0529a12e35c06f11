// Uploads through the local driver: a signed URL from put-url, the bytes PUT to it (checked by
// content), the file read back publicly; and every way a hostile or broken upload is refused.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAnswer, expectFieldError, login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { createUploadsService } from './service.ts';

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-uploads-'));
const localRoot = path.join(tempDir, 'files');
const maxUploadBytes = 64 * 1024;
const baseStorage = loadConfig({ NODE_ENV: 'test' }).storage;
const ctx = await setupTestApp({ storage: { ...baseStorage, driver: 'local', localRoot, maxUploadBytes } });
const ids = await seedTenants(ctx.db);
afterAll(async () => {
  await fs.rm(tempDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

let owner: Awaited<ReturnType<typeof login>>;
let ownerB: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  owner = await login(ctx.app, 'owner-a@test.example');
  ownerB = await login(ctx.app, 'owner-b@test.example');
});

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();

interface Ticket {
  url: string;
  file_key: string;
  public_url: string;
  expires_at: string;
  content_type: string;
}

/** POST restaurant/upload/put-url with `payload` (no session: `{}`). */
const askPutUrl = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/restaurant/upload/put-url', headers, payload });

async function ticketFor(fileName: string, headers = owner.headers): Promise<Ticket> {
  const response = await askPutUrl(headers, { file_name: fileName });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const put = (url: string, bytes: Buffer | string, contentType = 'application/octet-stream') =>
  ctx.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });

const onDisk = (fileKey: string) =>
  fs
    .access(path.join(localRoot, fileKey))
    .then(() => true)
    .catch(() => false);

const storedFile = (fileKey: string) =>
  ctx.db.selectFrom('stored_files').selectAll().where('file_key', '=', fileKey).executeTakeFirst();

describe('POST restaurant/upload/put-url and restaurant/generate-presigned-url', () => {
  it('answers a signed URL for a server-named file and records it as pending', async () => {
    const ticket = await ticketFor('Ramen Photo.JPG');
    expect(ticket.file_key).toMatch(new RegExp(`^r${ids.restaurantA}/[0-9a-f-]{36}\\.jpg$`));
    expect(ticket.url).toMatch(new RegExp(`^/api/files/upload/${ticket.file_key}\\?expires=\\d+&signature=`));
    expect(ticket.public_url).toBe(`/api/files/${ticket.file_key}`);
    expect(Date.parse(ticket.expires_at)).toBeGreaterThan(Date.now());
    expect(ticket.content_type).toBe('image/jpeg');
    const row = await storedFile(ticket.file_key);
    expect(row).toMatchObject({ status: 'pending', id_restaurant: ids.restaurantA, original_name: 'Ramen Photo.JPG' });
  });

  it('accepts the original {data: {...}} body on the presigned-url path', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/generate-presigned-url',
      headers: owner.headers,
      payload: { data: { file_name: 'images.zip', content_type: 'application/zip' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.file_key).toMatch(/\.zip$/);
  });

  it('keeps the hostile parts of a file name out of the key', async () => {
    const ticket = await ticketFor('../../x.jpg');
    expect(ticket.file_key).toMatch(new RegExp(`^r${ids.restaurantA}/[0-9a-f-]{36}\\.jpg$`));
    expect(ticket.file_key).not.toContain('..');
    expect(ticket.file_key).not.toContain('x.jpg');

    for (const file_name of ['a.php', 'index.html', 'x.jpg/../../evil', 'photo.jpg.exe', 'noextension']) {
      const refused = await askPutUrl(owner.headers, { file_name });
      expect(refused.statusCode, file_name).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', field: 'file_name' });
    }
    const rows = await ctx.db.selectFrom('stored_files').select('file_key').execute();
    expect(rows.every((row) => /^(r\d+|platform)\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(row.file_key))).toBe(true);
  });

  it('puts a superadmin upload in the platform folder', async () => {
    const admin = await login(ctx.app, 'admin@test.example');
    const ticket = await ticketFor('noren_12_1.4.0.apk', admin.headers);
    expect(ticket.file_key).toMatch(/^platform\/[0-9a-f-]{36}\.apk$/);
    expect((await storedFile(ticket.file_key))?.id_restaurant).toBeNull();
  });

  it('answers 400 naming file_name when it is missing', async () => {
    const response = await askPutUrl(owner.headers, { content_type: 'image/jpeg' });
    expectFieldError(response, 'file_name', { message: 'file_name is required' });
  });

  it('answers 401 without a session', async () => {
    const response = await askPutUrl({}, { file_name: 'a.jpg' });
    expect(response.statusCode).toBe(401);
    expect(
      await ctx.db.selectFrom('stored_files').select('file_key').where('original_name', '=', 'a.jpg').execute(),
    ).toEqual([]);
  });
});

describe('PUT to the signed URL, then GET the file', () => {
  it('round-trips a JPEG: stored on disk, marked stored, served with its type and a long cache', async () => {
    const bytes = await jpeg();
    const ticket = await ticketFor('menu.jpg');
    const response = await put(ticket.url, bytes, 'image/jpeg');
    expectAnswer(response, 200, {
      data: { file_key: ticket.file_key, public_url: ticket.public_url },
      message: 'Upload file successfully!',
    });
    expect(await onDisk(ticket.file_key)).toBe(true);
    expect(await storedFile(ticket.file_key)).toMatchObject({
      status: 'stored',
      size_bytes: bytes.length,
      content_type: 'image/jpeg',
    });

    // Public: no session needed (the TV board shows menu images).
    const read = await ctx.app.inject({ method: 'GET', url: ticket.public_url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(read.rawPayload, bytes)).toBe(0);
    const metadata = await sharp(read.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 40, 30]);
  });

  it('round-trips a PNG sent as octet-stream, and a CSV sent as text/csv', async () => {
    const bytes = await png();
    const ticket = await ticketFor('logo.png');
    expect((await put(ticket.url, bytes)).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: ticket.public_url });
    expect(read.headers['content-type']).toBe('image/png');
    expect((await sharp(read.rawPayload).metadata()).format).toBe('png');

    const csv = 'jancode,food_menu_name\n4901234567894,醤油ラーメン\n';
    const csvTicket = await ticketFor('menus.csv');
    expect((await put(csvTicket.url, csv, 'text/csv')).statusCode).toBe(200);
    const csvRead = await ctx.app.inject({ method: 'GET', url: csvTicket.public_url, headers: owner.headers });
    expect(csvRead.headers['content-type']).toBe('text/csv');
    expect(csvRead.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(csvRead.rawPayload.toString('utf8')).toBe(csv);
  });

  it("keeps a restaurant's import files to its own users (images stay public)", async () => {
    const csvTicket = await ticketFor('menus.csv');
    expect((await put(csvTicket.url, 'jancode\n1\n', 'text/csv')).statusCode).toBe(200);
    const read = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: csvTicket.public_url, headers });
    expect((await read()).statusCode).toBe(404);
    expect((await read(ownerB.headers)).statusCode).toBe(404);
    expect((await read(owner.headers)).statusCode).toBe(200);
    const admin = await login(ctx.app, 'admin@test.example');
    expect((await read(admin.headers)).statusCode).toBe(200);
  });

  it('works over real HTTP as a browser does it, even without a Content-Type header', async () => {
    const base = await ctx.listen();
    const ticket = await ticketFor('kiosk.webp');
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const response = await fetch(`${base}${ticket.url}`, { method: 'PUT', body: new Uint8Array(bytes) });
    expect(response.status).toBe(200);
    const read = await fetch(`${base}${ticket.public_url}`);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.compare(Buffer.from(await read.arrayBuffer()), bytes)).toBe(0);
  });

  it('refuses a text file named .jpg with 不正データ and stores nothing', async () => {
    const ticket = await ticketFor('photo.jpg');
    const response = await put(ticket.url, 'this is not a photo', 'image/jpeg');
    expectAnswer(response, 400, { code: 'INVALID_DATA', message: 'Invalid data', message_jp: '不正データ' });
    expect(await onDisk(ticket.file_key)).toBe(false);
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    expect((await ctx.app.inject({ method: 'GET', url: ticket.public_url })).statusCode).toBe(404);
  });

  it('refuses any other mismatch: PNG bytes for a .zip, a JPEG for a .csv, an empty body', async () => {
    const zip = await ticketFor('images.zip');
    expect((await put(zip.url, await png())).json()).toMatchObject({ code: 'INVALID_DATA' });
    const csv = await ticketFor('menus.csv');
    expect((await put(csv.url, await jpeg(), 'text/csv')).json()).toMatchObject({ code: 'INVALID_DATA' });
    const empty = await ticketFor('menu.png');
    expect((await put(empty.url, Buffer.alloc(0))).statusCode).toBe(400);
    for (const key of [zip.file_key, csv.file_key, empty.file_key]) expect(await onDisk(key)).toBe(false);
  });

  it('answers 403 to a wrong or borrowed signature, and to a URL used twice', async () => {
    const bytes = await jpeg();
    const ticket = await ticketFor('menu.jpg');
    const other = await ticketFor('other.jpg');
    const forged = ticket.url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const borrowed = ticket.url.replace(/signature=[^&]+/, /signature=[^&]+/.exec(other.url)?.[0] ?? '');
    const unsigned = ticket.url.split('?')[0] ?? '';
    const longer = ticket.url.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 60_000}`);
    for (const url of [forged, borrowed, unsigned, longer]) {
      const response = await put(url, bytes);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'UPLOAD_URL_EXPIRED' });
    }
    expect(await onDisk(ticket.file_key)).toBe(false);

    expect((await put(ticket.url, bytes)).statusCode).toBe(200);
    expect((await put(ticket.url, await png())).statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url: ticket.public_url });
    expect(Buffer.compare(read.rawPayload, bytes)).toBe(0);
  });

  it('answers 403 once the URL has expired', async () => {
    const ticket = await ticketFor('late.jpg');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(ticket.expires_at) + 1000);
    const response = await put(ticket.url, await jpeg());
    expect(response.statusCode).toBe(403);
    expect(response.json().message_jp).toBe('アップロード用のURLが無効か期限切れです。もう一度お試しください');
    expect(await onDisk(ticket.file_key)).toBe(false);
  });

  it('answers 413 with a bilingual text to a file over the limit, and stores nothing', async () => {
    const ticket = await ticketFor('huge.jpg');
    const big = Buffer.concat([await jpeg(), Buffer.alloc(maxUploadBytes, 1)]);
    const response = await put(ticket.url, big, 'image/jpeg');
    expectAnswer(response, 413, {
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large (at most 0.1 MB)',
      message_jp: 'ファイルサイズが大きすぎます（最大 0.1 MB）',
    });
    expect(await onDisk(ticket.file_key)).toBe(false);
  });
});

describe('GET api/files', () => {
  it('answers the 404 envelope for a file that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/r${ids.restaurantA}/00000000-0000-0000-0000-000000000000.jpg`,
    });
    expectAnswer(response, 404, { status: 404, code: 'NOT_FOUND', message_jp: 'データが見つかりません' });
  });

  it('refuses path traversal when reading and when writing', async () => {
    await fs.writeFile(path.join(tempDir, 'secret.txt'), 'top secret');
    await fs.mkdir(path.join(localRoot, 'r1'), { recursive: true });
    for (const url of [
      '/api/files/..%2Fsecret.txt/x',
      '/api/files/..%2F..%2F/secret.txt',
      '/api/files/%2E%2E/secret.txt',
      '/api/files/r1/..%2F..%2Fsecret.txt',
      '/api/files/r1/%2E%2E%5Csecret.txt',
      '/api/files/../secret.txt',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('top secret');
    }
    const ticket = await ticketFor('menu.jpg');
    const signed = new URL(ticket.url, 'http://local').search;
    const hostile = await put(`/api/files/upload/..%2F..%2Fevil/x.jpg${signed}`, await jpeg());
    expect([403, 404]).toContain(hostile.statusCode);
    await expect(fs.access(path.join(tempDir, 'evil'))).rejects.toThrow();
  });
});

describe('confirming an uploaded file for an entity', () => {
  it('accepts the restaurant’s own stored file, refuses another restaurant’s and a missing one', async () => {
    const uploads = createUploadsService(ctx);
    const ticket = await ticketFor('menu.jpg');
    await put(ticket.url, await jpeg());
    await expect(uploads.confirm(ticket.file_key, ids.restaurantA)).resolves.toBeUndefined();
    await expect(uploads.confirm(ticket.file_key, ids.restaurantB)).rejects.toMatchObject({ code: 'INVALID_DATA' });
    await expect(uploads.confirm('r1/00000000-0000-0000-0000-000000000000.jpg', ids.restaurantA)).rejects.toMatchObject(
      { code: 'INVALID_DATA' },
    );
    // B's own uploads are B's.
    const bTicket = await ticketFor('b.png', ownerB.headers);
    expect(bTicket.file_key.startsWith(`r${ids.restaurantB}/`)).toBe(true);
  });

  it('checks bytes that arrived without the API (S3) and deletes a file that fails', async () => {
    const uploads = createUploadsService(ctx);
    const ticket = await ticketFor('direct.jpg');
    // As if the client had PUT straight to the bucket.
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>not an image</html>'), 'image/jpeg');
    await expect(uploads.confirm(ticket.file_key, ids.restaurantA)).rejects.toMatchObject({ code: 'INVALID_DATA' });
    expect(await onDisk(ticket.file_key)).toBe(false);
    // The record stays pending (a key with no record passes as a seeded file): bytes PUT again are checked again.
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>again</html>'), 'image/jpeg');
    await expect(uploads.confirm(ticket.file_key, ids.restaurantA)).rejects.toMatchObject({ code: 'INVALID_DATA' });
    expect(await onDisk(ticket.file_key)).toBe(false);

    const good = await ticketFor('direct-good.jpg');
    await ctx.storage.write(good.file_key, await jpeg(), 'image/jpeg');
    await uploads.confirm(good.file_key, ids.restaurantA);
    expect((await storedFile(good.file_key))?.status).toBe('stored');
  });
});

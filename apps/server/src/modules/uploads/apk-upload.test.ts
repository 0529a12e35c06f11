// Streamed .apk uploads (issue 9): through the local driver's PUT target, an APK up to the APK
// limit is streamed to storage (memory stays flat), checked to be a real APK by its central
// directory, and a bigger body or a zip renamed .apk is refused leaving nothing stored.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { apkBytes, streamedApk, zipOf } from '../app-versions/apk-fixture.ts';

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-apk-'));
const localRoot = path.join(tempDir, 'files');
const baseStorage = loadConfig({ NODE_ENV: 'test' }).storage;
const ctx = await setupTestApp({
  storage: {
    ...baseStorage,
    driver: 'local',
    localRoot,
    maxUploadBytes: 64 * 1024,
    maxApkBytes: 200 * 1024 * 1024,
    maxZipBytes: 128 * 1024,
  },
});
await seedTenants(ctx.db);
afterAll(async () => {
  await fs.rm(tempDir, { recursive: true, force: true });
});

let admin: Awaited<ReturnType<typeof login>>;
let owner: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login(ctx.app, 'admin@test.example');
  owner = await login(ctx.app, 'owner-a@test.example');
});

async function ticket(fileName = 'noren_12_1.4.0.apk') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/upload/put-url',
    headers: admin.headers,
    payload: { file_name: fileName },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; file_key: string; public_url: string };
}

/** Every file (and temporary file) left in the storage folder. */
async function storedFiles(): Promise<string[]> {
  const names = await fs.readdir(localRoot, { recursive: true }).catch(() => []);
  const files: string[] = [];
  for (const name of names) {
    if ((await fs.stat(path.join(localRoot, name))).isFile()) files.push(name);
  }
  return files;
}

const put = (url: string, payload: Buffer | Readable) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/vnd.android.package-archive' },
    payload,
  });

describe('APK uploads (local driver)', () => {
  it('stores a real APK (a zip holding AndroidManifest.xml) and serves it publicly', async () => {
    const { url, file_key, public_url } = await ticket();
    const bytes = apkBytes();
    const res = await put(url, bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Upload file successfully!', data: { file_key } });
    const read = await ctx.app.inject({ method: 'GET', url: public_url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    const row = await ctx.db
      .selectFrom('stored_files')
      .select(['status', 'size_bytes'])
      .where('file_key', '=', file_key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'stored', size_bytes: bytes.length });
  });

  it('refuses a zip renamed .apk (no AndroidManifest.xml) and a non-zip, storing nothing', async () => {
    for (const bytes of [zipOf({ 'readme.txt': 'hello', 'data/a.bin': 'x' }), Buffer.from('just text, not a zip')]) {
      const before = await storedFiles();
      const { url, file_key } = await ticket();
      const res = await put(url, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'file',
        message: 'Invalid data has been uploaded, please try again.',
        message_jp: expect.any(String),
      });
      expect(await storedFiles()).toEqual(before);
      expect(before.some((name) => name.endsWith(path.basename(file_key)))).toBe(false);
      // The URL is still unused: the file was never recorded as stored.
      const row = await ctx.db
        .selectFrom('stored_files')
        .select('status')
        .where('file_key', '=', file_key)
        .executeTakeFirst();
      expect(row?.status).toBe('pending');
    }
  });

  it('refuses a streamed 201 MB body with a bilingual 413 naming file, leaving nothing stored', async () => {
    const before = await storedFiles();
    const { url } = await ticket();
    const res = await put(url, Readable.from(streamedApk(201 * 1024 * 1024)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ field: 'file', message: expect.stringContaining('200') });
    expect(res.json().message_jp).toContain('200');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses at once a body that declares more than the APK limit', async () => {
    const { url } = await ticket();
    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(300 * 1024 * 1024) },
      payload: Readable.from(streamedApk(1024)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().field).toBe('file');
  });

  it('streams a 150 MB APK to storage without holding it in memory', async () => {
    const size = 150 * 1024 * 1024;
    const { url, file_key } = await ticket();
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const res = await put(url, Readable.from(streamedApk(size)));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.statusCode).toBe(200);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    const stat = await fs.stat(path.join(localRoot, file_key));
    expect(stat.size).toBeGreaterThan(size);
    await fs.rm(path.join(localRoot, file_key));
  }, 60_000);

  it('answers over a real connection: a chunked APK is stored, a too-large one refused early', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const send = (url: string, size: number) =>
        fetch(`${address}${url}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/vnd.android.package-archive' },
          body: Readable.toWeb(Readable.from(streamedApk(size))) as ReadableStream,
          duplex: 'half',
        } as RequestInit);
      const stored = await send((await ticket()).url, 20 * 1024 * 1024);
      expect(stored.status).toBe(200);
      const before = await storedFiles();
      // The rest of a refused body is read and dropped, so the client gets the answer, not a reset.
      const refused = await send((await ticket()).url, 201 * 1024 * 1024);
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({ field: 'file' });

      // A client that gives up halfway leaves no file (nor temporary file) and an unused URL.
      const abandoned = await ticket();
      const controller = new AbortController();
      async function* halfThenAbort() {
        let sent = 0;
        for await (const chunk of streamedApk(50 * 1024 * 1024)) {
          yield chunk;
          sent += chunk.length;
          if (sent > 10 * 1024 * 1024) {
            controller.abort();
            return;
          }
        }
      }
      await fetch(`${address}${abandoned.url}`, {
        method: 'PUT',
        body: Readable.toWeb(Readable.from(halfThenAbort())) as ReadableStream,
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit).catch(() => undefined);
      await expect
        .poll(
          async () =>
            (
              await ctx.db
                .selectFrom('stored_files')
                .select('status')
                .where('file_key', '=', abandoned.file_key)
                .executeTakeFirst()
            )?.status,
        )
        .toBe('pending');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await storedFiles()).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storedFiles()).toEqual(before);
    } finally {
      await ctx.app.server.close();
    }
  }, 60_000);

  it("gives an .apk upload URL to the superadmin only (a restaurant's upload is refused, naming file_name)", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/upload/put-url',
      headers: owner.headers,
      payload: { file_name: 'noren_12_1.4.0.apk' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('file_name');
  });

  it('keeps the small limit for other kinds', async () => {
    const { url } = await ticket('menus.csv');
    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.alloc(65 * 1024, 0x61),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ field: 'file', message: expect.stringContaining('0.1') });
  });

  it('gives an image zip its own limit: above the small one is stored, above the zip limit is 413', async () => {
    const within = await ticket('menu.zip');
    const stored = await ctx.app.inject({
      method: 'PUT',
      url: within.url,
      headers: { 'content-type': 'application/zip' },
      payload: zipOf({ 'big.bin': Buffer.alloc(65 * 1024, 1) }),
    });
    expect(stored.statusCode).toBe(200);
    const over = await ticket('menu.zip');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: over.url,
      headers: { 'content-type': 'application/zip' },
      payload: Buffer.concat([zipOf({ 'a.bin': 'x' }), Buffer.alloc(129 * 1024, 1)]),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ field: 'file', message: expect.stringContaining('0.1') });
  });
});

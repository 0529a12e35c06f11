// The "real APK" check with the S3 driver (issue 9): the browser PUTs the .apk straight to the
// bucket, so the check runs when the version is published, on two ranged GETs of the object (its
// first 4 bytes and its last apkTailBytes), never the whole of it. Against a local fake S3 (an
// HTTP server keeping objects in memory): a real APK publishes and is marked stored; a zip without
// AndroidManifest.xml and a file that is not a zip are refused (400 INVALID_APK naming `file`),
// removed from the bucket, and their rows stay pending.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { apkTailBytes } from '@noren/domain/uploads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, countRows, login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { apkBytes, streamedApk, zipOf } from './apk-fixture.ts';
import { createAppVersionsService } from './service.ts';

const bucket = 'noren-apks';
const objects = new Map<string, Buffer>();
/** The reads the fake answered: method, object key and the Range header (GETs). */
const reads: { method: string; key: string; range: string | undefined }[] = [];

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const fakeS3 = createServer(async (request, response) => {
  const key = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname).replace(`/${bucket}/`, '');
  const stored = objects.get(key);
  if (request.method === 'PUT') {
    objects.set(key, await bodyOf(request));
    response.writeHead(200, { etag: '"fake"' }).end();
    return;
  }
  if (request.method === 'DELETE') {
    objects.delete(key);
    response.writeHead(204).end();
    return;
  }
  const range = request.headers.range;
  reads.push({ method: request.method ?? '', key, range });
  if (!stored) {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  const asked = range ? /^bytes=(\d+)-(\d+)$/.exec(range) : null;
  const start = asked ? Number(asked[1]) : 0;
  if (start > 0 && start >= stored.length) {
    response.writeHead(416, { 'content-type': 'application/xml' }).end('<Error><Code>InvalidRange</Code></Error>');
    return;
  }
  const end = asked ? Math.min(Number(asked[2]), stored.length - 1) : stored.length - 1;
  const headers = {
    'content-type': 'application/vnd.android.package-archive',
    'content-length': String(end - start + 1),
    ...(asked ? { 'content-range': `bytes ${start}-${end}/${stored.length}` } : {}),
  };
  if (request.method === 'HEAD') {
    response.writeHead(200, { ...headers, 'content-length': String(stored.length) }).end();
    return;
  }
  response.writeHead(asked ? 206 : 200, headers).end(stored.subarray(start, end + 1));
});
await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fakeS3.close(() => resolve())));

// The SDK's default credential chain reads these; nothing leaves the machine.
process.env.AWS_ACCESS_KEY_ID = 'AKIAFAKEFAKEFAKEFAKE';
process.env.AWS_SECRET_ACCESS_KEY = 'fake-secret-key-for-tests-only';
const baseStorage = loadConfig({ NODE_ENV: 'test' }).storage;
const ctx = await setupTestApp({
  storage: { ...baseStorage, driver: 's3', s3Bucket: bucket, s3Region: 'us-east-1', s3Endpoint: endpoint },
});
await seedTenants(ctx.db);
// app.ts builds the publishing service; here it is given the app's S3 storage directly.
const versions = createAppVersionsService(ctx.db, ctx.storage);
const call = apiCaller(ctx.app, '/api/');

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login(ctx.app, 'admin@test.example');
});
beforeEach(() => {
  reads.length = 0;
});

/** A put-url ticket for an .apk, then the bytes PUT straight to the bucket as a browser does. */
async function uploadToBucket(bytes: Buffer): Promise<{ file_key: string; public_url: string }> {
  const res = await call('POST', 'restaurant/upload/put-url', admin.headers, { file_name: 'noren_1_1.0.0.apk' });
  expect(res.statusCode).toBe(200);
  const ticket = res.json().data as { url: string; file_key: string; public_url: string; content_type: string };
  const put = await fetch(ticket.url, {
    method: 'PUT',
    headers: { 'content-type': ticket.content_type },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  expect(objects.has(ticket.file_key)).toBe(true);
  return ticket;
}

async function statusOf(fileKey: string): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('stored_files')
    .select('status')
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  return row?.status;
}

let nextCode = 1;
const publish = (link: string) =>
  versions.create('app', { version_name: '1.0.0', version_code: nextCode++, note: 'S3 build', link });

describe('APK check with the S3 driver', () => {
  it('publishes a real APK, reading only its first 4 bytes and its last apkTailBytes', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(streamedApk(6 * 1024 * 1024))) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const { file_key, public_url } = await uploadToBucket(bytes);
    expect(await statusOf(file_key)).toBe('pending');

    const version = await publish(public_url);
    expect(version.link).toBe(public_url);
    expect(await statusOf(file_key)).toBe('stored');
    const row = await ctx.db
      .selectFrom('stored_files')
      .select(['size_bytes', 'content_type'])
      .where('file_key', '=', file_key)
      .executeTakeFirstOrThrow();
    expect(Number(row.size_bytes)).toBe(bytes.length);
    expect(row.content_type).toBe('application/vnd.android.package-archive');
    expect(reads).toEqual([
      { method: 'HEAD', key: file_key, range: undefined },
      { method: 'GET', key: file_key, range: 'bytes=0-3' },
      { method: 'GET', key: file_key, range: `bytes=${bytes.length - apkTailBytes}-${bytes.length - 1}` },
    ]);
    expect(objects.has(file_key)).toBe(true);
  });

  it('publishes a small APK (its tail range is the whole file) and checks a stored one no more', async () => {
    const bytes = apkBytes();
    const { file_key, public_url } = await uploadToBucket(bytes);
    await publish(public_url);
    expect(reads.filter((read) => read.method === 'GET').map((read) => read.range)).toEqual([
      'bytes=0-3',
      `bytes=0-${bytes.length - 1}`,
    ]);
    reads.length = 0;
    await publish(public_url);
    expect(reads).toEqual([]);
    expect(await statusOf(file_key)).toBe('stored');
  });

  it.each([
    ['a zip without AndroidManifest.xml', zipOf({ 'readme.txt': 'hello' }), 2],
    ['a file that is not a zip', Buffer.from('MZ this is no zip at all'), 1],
  ])('refuses %s: 400 INVALID_APK naming file, removed, row still pending', async (_name, bytes, gets) => {
    const { file_key, public_url } = await uploadToBucket(bytes);
    const before = await countRows(ctx.db, 'app_versions');
    await expect(publish(public_url)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_APK', field: 'file' });
    expect(objects.has(file_key)).toBe(false);
    expect(await statusOf(file_key)).toBe('pending');
    expect(await countRows(ctx.db, 'app_versions')).toBe(before);
    const ranges = reads.filter((read) => read.method === 'GET').map((read) => read.range);
    expect(ranges).toHaveLength(gets);
    expect(ranges.every((range) => range?.startsWith('bytes='))).toBe(true);
  });

  it('reads ranges of the S3 driver: a range past the end is empty, a missing object null', async () => {
    const { file_key } = await uploadToBucket(Buffer.from('0123456789'));
    expect(await ctx.storage.size(file_key)).toBe(10);
    expect((await ctx.storage.readRange(file_key, 6, 20))?.toString()).toBe('6789');
    expect(await ctx.storage.readRange(file_key, 12, 20)).toEqual(Buffer.alloc(0));
    expect(await ctx.storage.size('platform/missing.apk')).toBeNull();
    expect(await ctx.storage.readRange('platform/missing.apk', 0, 4)).toBeNull();
    expect(reads.map((read) => read.range)).toEqual([undefined, 'bytes=6-19', 'bytes=12-19', undefined, 'bytes=0-3']);
  });

  it('leaves links that name no pending upload alone (another site, an unknown key)', async () => {
    await publish('https://play.example.com/noren.apk');
    await publish(`${endpoint}/${bucket}/platform/00000000-0000-0000-0000-000000000000.apk`);
    expect(reads).toEqual([]);
  });
});

// The Upload App flow (issue 9) as the superadmin does it: a signed URL for the .apk, the bytes
// streamed to it, then the version published with the file's public URL as its link, the version
// name and code checked against the file name (spec 1 §5, errors verbatim).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { apkBytes } from './apk-fixture.ts';

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-upload-app-'));
const baseStorage = loadConfig({ NODE_ENV: 'test' }).storage;
const ctx = await setupTestApp({
  storage: { ...baseStorage, driver: 'local', localRoot: path.join(tempDir, 'files') },
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

async function uploadApk(fileName: string): Promise<string> {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/upload/put-url',
    headers: admin.headers,
    payload: { file_name: fileName },
  });
  const { url, public_url } = ticket.json().data as { url: string; public_url: string };
  const put = await ctx.app.inject({ method: 'PUT', url, payload: apkBytes() });
  expect(put.statusCode).toBe(200);
  return public_url;
}

const publish = (kind: 'version-app' | 'version-tablet', payload: Record<string, unknown>, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/restaurant/${kind}`, headers, payload: { data: payload } });

describe('Upload App', () => {
  it('publishes an uploaded APK whose name gives the version; Download App lists it with its file', async () => {
    const link = await uploadApk('noren_5_2.0.0.apk');
    const res = await publish('version-tablet', {
      file_name: 'noren_5_2.0.0.apk',
      version_name: '2.0.0',
      version_code: '5',
      note: 'Printing fixes',
      link,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Upload file successfully!');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(list.json().data).toEqual([
      expect.objectContaining({ version_name: '2.0.0', version_code: 5, note: 'Printing fixes', link }),
    ]);
    const file = await ctx.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(apkBytes())).toBe(true);
  });

  it("refuses a file name whose code is not above the latest: 'Version code incorrect'", async () => {
    const res = await publish('version-tablet', {
      file_name: 'noren_5_2.0.1.apk',
      version_name: '2.0.1',
      version_code: 5,
      note: 'again',
      link: '/api/files/platform/x.apk',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'version_code', message: 'Version code incorrect' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(list.json().data).toHaveLength(1);
  });

  it("refuses a file name without a version name, and a name or code that is not the file's", async () => {
    const noName = await publish('version-app', {
      file_name: 'noren_7.apk',
      version_name: '7',
      version_code: 7,
      note: 'n',
      link: 'x',
    });
    expect(noName.json()).toMatchObject({ field: 'file_name', message: 'Version name incorrect' });
    const otherName = await publish('version-app', {
      file_name: 'noren_7_1.7.apk',
      version_name: '1.8',
      version_code: 7,
      note: 'n',
      link: 'x',
    });
    expect(otherName.json()).toMatchObject({ field: 'version_name', message: 'Version name incorrect' });
    const otherCode = await publish('version-app', {
      file_name: 'noren_7_1.7.apk',
      version_name: '1.7',
      version_code: 8,
      note: 'n',
      link: 'x',
    });
    expect(otherCode.json()).toMatchObject({ field: 'version_code', message: 'Version code incorrect' });
    const notApk = await publish('version-app', {
      file_name: 'noren_7_1.7.zip',
      version_name: '1.7',
      version_code: 7,
      note: 'n',
      link: 'x',
    });
    expect(notApk.json()).toMatchObject({
      field: 'file_name',
      message: 'Invalid data has been uploaded, please try again.',
    });
  });

  it('requires the note, and refuses an owner (403)', async () => {
    const version = { file_name: 'noren_9_1.9.apk', version_name: '1.9', version_code: 9, link: 'x' };
    const noNote = await publish('version-app', { ...version, note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().field).toBe('note');
    const byOwner = await publish('version-app', { ...version, note: 'n' }, owner.headers);
    expect(byOwner.statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-app/list' });
    expect(list.json().data).toEqual([]);
  });
});

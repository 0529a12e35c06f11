// The Upload App flow (issue 9) as the superadmin does it: a signed URL for the .apk, the bytes
// streamed to it, then the version published with the file's public URL as its link, the version
// name and code checked against the file name (spec 1 §5, errors verbatim).
import { describe, expect, it } from 'vitest';
import { expectFieldError, setupPlatformTest } from '../../../test/harness.ts';
import { apkBytes } from './apk-fixture.ts';

const { ctx, admin, ownerA: owner } = await setupPlatformTest();

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
    expectFieldError(res, 'version_code', { message: 'Version code incorrect' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(list.json().data).toHaveLength(1);
  });

  it.each([
    ['a file name without a version name', 'noren_7.apk', '7', 7, 'file_name', 'Version name incorrect'],
    ["a version name that is not the file's", 'noren_7_1.7.apk', '1.8', 7, 'version_name', 'Version name incorrect'],
    ["a version code that is not the file's", 'noren_7_1.7.apk', '1.7', 8, 'version_code', 'Version code incorrect'],
    [
      'a file that is not an .apk',
      'noren_7_1.7.zip',
      '1.7',
      7,
      'file_name',
      'Invalid data has been uploaded, please try again.',
    ],
  ])('refuses %s', async (_case, file_name, version_name, version_code, field, message) => {
    const res = await publish('version-app', { file_name, version_name, version_code, note: 'n', link: 'x' });
    expect(res.json()).toMatchObject({ field, message });
  });

  it('requires the note, and refuses an owner (403)', async () => {
    const version = { file_name: 'noren_9_1.9.apk', version_name: '1.9', version_code: 9, link: 'x' };
    const noNote = await publish('version-app', { ...version, note: '' });
    expectFieldError(noNote, 'note');
    const byOwner = await publish('version-app', { ...version, note: 'n' }, owner.headers);
    expect(byOwner.statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-app/list' });
    expect(list.json().data).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expectFieldError, setupPlatformTest } from '../../../test/harness.ts';

const { ctx, admin, ownerA: owner, call } = await setupPlatformTest();
/** POST restaurant/version-app or version-tablet as `headers` (no session: `{}`). */
const publish = (kind: 'version-app' | 'version-tablet', headers: Record<string, string>, payload: object) =>
  call('POST', `restaurant/${kind}`, headers, payload);

describe('app versions', () => {
  it('publishes versions (superadmin) and lists them newest first without sign-in', async () => {
    for (const [code, name] of [
      [10, '1.0.0'],
      [11, '1.0.1'],
    ] as const) {
      const res = await publish('version-app', admin.headers, {
        version_name: name,
        version_code: code,
        note: `release ${name}`,
        link: `https://example.test/app_${code}_${name}.apk`,
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-app/list' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((version: { version_name: string }) => version.version_name)).toEqual([
      '1.0.1',
      '1.0.0',
    ]);
    expect(list.json().data[0]).toHaveProperty('create_at');
    const latest = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-app' });
    expect(latest.json().data.version_code).toBe(11);
    const tablets = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/version-tablet/list' });
    expect(tablets.json().data).toEqual([]);
  });

  it('refuses a version code not above the latest, naming the field', async () => {
    const res = await publish('version-app', admin.headers, {
      version_name: '0.9',
      version_code: 11,
      note: 'old',
      link: 'x',
    });
    expectFieldError(res, 'version_code', { message: 'Version code incorrect' });
  });

  it('refuses a missing note and a non-superadmin upload', async () => {
    const version = { version_name: '1', version_code: 1, link: 'x' };
    const noNote = await publish('version-tablet', admin.headers, version);
    expectFieldError(noNote, 'note');
    const byOwner = await publish('version-tablet', owner.headers, { ...version, note: 'n' });
    expect(byOwner.statusCode).toBe(403);
    const anonymous = await publish('version-tablet', {}, { ...version, note: 'n' });
    expect(anonymous.statusCode).toBe(401);
  });
});

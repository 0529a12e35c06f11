import { describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';

const ctx = await setupTestApp();
await seedTenants(ctx.db);
const admin = await login(ctx.app, 'admin@test.example');
const owner = await login(ctx.app, 'owner-a@test.example');

describe('app versions', () => {
  it('publishes versions (superadmin) and lists them newest first without sign-in', async () => {
    for (const [code, name] of [
      [10, '1.0.0'],
      [11, '1.0.1'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/restaurant/version-app',
        headers: admin.headers,
        payload: {
          version_name: name,
          version_code: code,
          note: `release ${name}`,
          link: `https://example.test/app_${code}_${name}.apk`,
        },
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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/version-app',
      headers: admin.headers,
      payload: { version_name: '0.9', version_code: 11, note: 'old', link: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'version_code', message: 'Version code incorrect' });
  });

  it('refuses a missing note and a non-superadmin upload', async () => {
    const noNote = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/version-tablet',
      headers: admin.headers,
      payload: { version_name: '1', version_code: 1, link: 'x' },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().field).toBe('note');
    const byOwner = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/version-tablet',
      headers: owner.headers,
      payload: { version_name: '1', version_code: 1, note: 'n', link: 'x' },
    });
    expect(byOwner.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/version-tablet',
      payload: { version_name: '1', version_code: 1, note: 'n', link: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

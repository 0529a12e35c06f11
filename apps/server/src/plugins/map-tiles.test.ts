// The Add/Edit Store map's tiles (issue 9): MAP_TILE_URL / MAP_TILE_ATTRIBUTION are read and
// checked by the configuration, told to the web app by GET restaurant/geocode/settings (with the
// geocoder's provider), and the tile server's origin is allowed in the CSP's img-src (only there).
import { describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../test/harness.ts';
import { defaultTileUrl, loadConfig } from '../config.ts';
import { contentSecurityDirectives } from './security.ts';

const tileUrl = 'http://127.0.0.1:8123/tiles/{z}/{x}/{y}.png';
const ctx = await setupTestApp({
  map: { tileUrl, tileAttribution: '© Test tiles' },
  geocoder: { nominatimUrl: undefined, googlePlacesKey: undefined },
});
await seedTenants(ctx.db);
const admin = await login(ctx.app, 'admin@test.example');
const owner = await login(ctx.app, 'owner-a@test.example');

const cspOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as const),
  );

describe('map tile configuration', () => {
  it("defaults to OpenStreetMap's tile server and its attribution", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    });
    expect(defaultTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('takes another template and attribution, and an empty MAP_TILE_URL means no tiles', () => {
    expect(
      loadConfig({ MAP_TILE_URL: 'https://tiles.example.jp:8443/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© X' })
        .map,
    ).toEqual({ tileUrl: 'https://tiles.example.jp:8443/osm/{z}/{x}/{y}.png', tileAttribution: '© X' });
    expect(loadConfig({ MAP_TILE_URL: '' }).map.tileUrl).toBeNull();
  });

  it.each([
    'not a url',
    'ftp://tiles.example.jp/{z}/{x}/{y}.png',
    'https://tiles.example.jp/{z}/{x}.png',
    'https://{s}.tile.example.jp/{z}/{x}/{y}.png',
  ])('refuses MAP_TILE_URL %s, naming the variable', (value) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL/);
  });
});

describe('GET restaurant/geocode/settings', () => {
  it('tells the superadmin the provider (none here) and the tile template with its attribution', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/geocode/settings',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ provider: null, tile_url: tileUrl, tile_attribution: '© Test tiles' });
  });

  it('is the superadmin’s only: an owner gets 403', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/geocode/settings',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('CSP', () => {
  it("allows the tile server's origin in img-src of every answer, and nowhere else", async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = cspOf(answer.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('http://127.0.0.1:8123');
    for (const directive of ['connect-src', 'script-src', 'default-src', 'media-src']) {
      expect(csp.get(directive)).not.toContain('http://127.0.0.1:8123');
    }
  });

  it('names no tile origin when there are no tiles', () => {
    const base = { webDist: '/nonexistent', publicUrl: undefined, storage: ctx.config.storage };
    expect(contentSecurityDirectives({ ...base, map: { tileUrl: null, tileAttribution: '' } })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
    expect(
      contentSecurityDirectives({ ...base, map: { tileUrl: defaultTileUrl, tileAttribution: '' } })['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });
});

// The supermarket API adapter against a tiny local HTTP fake, and the counter's two lookup routes:
// configured (answers through the fake, the key sent, 404 = none, failures bilingual 502) and not
// configured (answers {configured: false} with no network call).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { expectAnswer, login, seedTenants, setupTestApp } from '../../test/harness.ts';
import { createSupermarketApi, httpSupermarketApi } from './supermarket.ts';

interface Seen {
  path: string;
  query: Record<string, string>;
  key: string | undefined;
}
const seen: Seen[] = [];

// The fake chain: user 'U1' is Gold; JAN 4900000000001 rings up at ¥1,280 (wrapped in {data}); JAN
// 4900000000002 at 98; 'BROKEN' answers 500; anything else 404.
const fake = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = Object.fromEntries(url.searchParams);
  seen.push({ path: url.pathname, query, key: request.headers['x-api-key'] as string | undefined });
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (query.id_user === 'BROKEN' || query.jancode === 'BROKEN') return send(500, { error: 'down' });
  if (url.pathname === '/users/rank' && query.id_user === 'U1') return send(200, { rank_name: 'Gold' });
  if (url.pathname === '/register/price' && query.jancode === '4900000000001') {
    return send(200, { data: { unit_price_fmt: '¥1,280' } });
  }
  if (url.pathname === '/register/price' && query.jancode === '4900000000002') return send(200, { unit_price_fmt: 98 });
  return send(404, { error: 'not found' });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('the supermarket adapter', () => {
  const api = httpSupermarketApi(fakeUrl, 'secret-key');
  const price = { code_company: 100, code_store: 1001, code_register: '01' };

  it('reads rank_name and unit_price_fmt (yen sign stripped), sending the key', async () => {
    seen.length = 0;
    expect(api.configured).toBe(true);
    expect(await api.userRank({ code_company: 100, id_user: 'U1' })).toBe('Gold');
    expect(await api.registerPrice({ ...price, jancode: '4900000000001' })).toBe('1,280');
    expect(await api.registerPrice({ ...price, jancode: '4900000000002' })).toBe('98');
    expect(seen[0]).toEqual({ path: '/users/rank', query: { code_company: '100', id_user: 'U1' }, key: 'secret-key' });
    expect(seen[1]?.query).toEqual({
      code_company: '100',
      code_store: '1001',
      code_register: '01',
      jancode: '4900000000001',
    });
  });

  it('answers null for an unknown user or JAN code, and a bilingual 502 when the chain fails', async () => {
    expect(await api.userRank({ code_company: 100, id_user: 'nobody' })).toBeNull();
    expect(await api.registerPrice({ ...price, jancode: '4999999999999' })).toBeNull();
    await expect(api.userRank({ code_company: 100, id_user: 'BROKEN' })).rejects.toMatchObject({
      statusCode: 502,
      code: 'SUPERMARKET_API_FAILED',
    });
    const closed = httpSupermarketApi('http://127.0.0.1:9/', undefined);
    await expect(closed.registerPrice({ ...price, jancode: '1' })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('not configured: answers null without any network call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const off = createSupermarketApi({ supermarket: { url: undefined, apiKey: 'ignored' } });
      expect(off.configured).toBe(false);
      expect(await off.userRank({ code_company: 100, id_user: 'U1' })).toBeNull();
      expect(await off.registerPrice({ ...price, jancode: '4900000000001' })).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('the lookup routes', async () => {
  const on = await setupTestApp({ supermarket: { url: fakeUrl, apiKey: 'secret-key' } });
  const ids = await seedTenants(on.db);
  const staffA = await login(on.app, 'staff-a@test.example');
  const ownerB = await login(on.app, 'owner-b@test.example');
  const off = await setupTestApp();
  const offIds = await seedTenants(off.db);
  const owner = await login(off.app, 'owner-a@test.example');
  const get = (app: typeof on.app, headers: Record<string, string>, url: string) =>
    app.inject({ method: 'GET', url: `/api/restaurant/external/${url}`, headers });

  it("configured: the register price of the restaurant's company, store and register, and the user's rank", async () => {
    seen.length = 0;
    const res = await get(on.app, staffA.headers, `register-price/${ids.restaurantA}?jancode=4900000000001`);
    expectAnswer(res, 200, { data: { configured: true, unit_price: 1280, unit_price_fmt: '1,280' } });
    expect(seen[0]?.query).toEqual({
      code_company: '100',
      code_store: '1001',
      code_register: '01',
      jancode: '4900000000001',
    });
    const other = await get(
      on.app,
      staffA.headers,
      `register-price/${ids.restaurantA}?jancode=4900000000002&code_register=07`,
    );
    expectAnswer(other, 200, { data: { unit_price: 98 } });
    expect(seen[1]?.query.code_register).toBe('07');
    expectAnswer(await get(on.app, staffA.headers, `user-rank/${ids.restaurantA}/U1`), 200, {
      data: { configured: true, rank_name: 'Gold' },
    });
    expectAnswer(await get(on.app, staffA.headers, `user-rank/${ids.restaurantA}/nobody`), 200, {
      data: { configured: true, rank_name: null },
    });
    expectAnswer(await get(on.app, staffA.headers, `user-rank/${ids.restaurantA}/BROKEN`), 502, {
      code: 'SUPERMARKET_API_FAILED',
      message_jp: 'スーパーのシステムから応答がありません。しばらくしてから再度お試しください',
    });
    expect((await get(on.app, staffA.headers, `register-price/${ids.restaurantA}`)).statusCode).toBe(400);
  });

  it("another restaurant's id is 404, and the chain is not asked", async () => {
    seen.length = 0;
    expectAnswer(await get(on.app, ownerB.headers, `register-price/${ids.restaurantA}?jancode=4900000000001`), 404, {
      code: 'NOT_FOUND',
    });
    expectAnswer(await get(on.app, ownerB.headers, `user-rank/${ids.restaurantA}/U1`), 404, { code: 'NOT_FOUND' });
    expect(seen).toEqual([]);
  });

  it('not configured: {configured: false}, no call', async () => {
    seen.length = 0;
    expectAnswer(await get(off.app, owner.headers, `register-price/${offIds.restaurantA}?jancode=4900000000001`), 200, {
      data: { configured: false },
    });
    expectAnswer(await get(off.app, owner.headers, `user-rank/${offIds.restaurantA}/U1`), 200, {
      data: { configured: false },
    });
    expect(seen).toEqual([]);
  });
});

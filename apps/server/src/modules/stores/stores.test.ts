// Stores through the API (spec 1 §7 restaurant/store, the /store screen): list, create, edit,
// delete, the unique store code, a store that still has restaurants, owners and staff refused, and
// the address search against a local fake provider (never the internet) or none configured.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  columnValues,
  countRows,
  expectAnswer,
  expectFieldError,
  login,
  seedTenants,
  setupPlatformTest,
  setupTestApp,
} from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { storeRestaurantRow } from '../../seed/restaurant-row.ts';
import { geocoderFromConfig, googlePlacesGeocoder } from './geocoder.ts';

/** A Nominatim-compatible service on localhost: answers /search with two places; 'boom' fails. */
const requests: URL[] = [];
const fake = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  requests.push(url);
  if (url.pathname === '/search' && url.searchParams.get('q') === 'boom') {
    response.writeHead(500).end('down');
    return;
  }
  if (url.pathname === '/search') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        { place_id: 1, osm_type: 'way', osm_id: 42, lat: '35.6812', lon: '139.7671', display_name: '東京駅, 千代田区' },
        { place_id: 2, lat: 'not-a-number', lon: '1', display_name: 'broken' },
        { place_id: 3, osm_type: 'node', osm_id: 7, lat: '34.7025', lon: '135.4959', display_name: '大阪駅' },
      ]),
    );
    return;
  }
  if (url.pathname === '/google' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const query = JSON.parse(body).textQuery as string;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          places: [
            {
              id: 'ChIJabc',
              displayName: { text: query },
              formattedAddress: '日本、東京都',
              location: { latitude: 35.1, longitude: 139.2 },
              key: request.headers['x-goog-api-key'],
            },
          ],
        }),
      );
    });
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const { ctx, ids, admin, ownerA, staffA, call } = await setupPlatformTest({
  config: { geocoder: { nominatimUrl: `${fakeUrl}/`, googlePlacesKey: undefined } },
});

const newStore = (overrides: Record<string, unknown> = {}) => ({
  store_name: 'イオン幕張',
  code_store: 5005,
  instore_code: 'F2',
  code_company: 300,
  latitude: 35.65,
  longitude: 140.04,
  placeid: 'manual',
  delivery_area_list: [
    { address1: '千葉県', address2: '千葉市美浜区', address3: '中瀬', address4: '1-1', postal_code: '2610023' },
    { address1: '千葉県', address2: '習志野市', postal_code: '275-0001' },
  ],
  ...overrides,
});

const count = (table: 'stores' | 'store_delivery_areas') => countRows(ctx.db, table);
/** Store 1001, which restaurants A and B belong to (seedTenants). */
const seededStore = () =>
  ctx.db.selectFrom('stores').select('id_store').where('code_store', '=', 1001).executeTakeFirstOrThrow();

describe('stores', () => {
  it('POST creates a store with its delivery areas; GET lists it with its restaurant count', async () => {
    const response = await call('POST', 'restaurant/store', admin.headers, { data: newStore() });
    expectAnswer(response, 201, {
      data: {
        store_name: 'イオン幕張',
        code_store: 5005,
        store_code: 5005,
        instore_code: 'F2',
        code_company: 300,
        placeid: 'manual',
        restaurant_count: 0,
        delivery_area_list: [
          { address1: '千葉県', address2: '千葉市美浜区', postal_code: '261-0023' },
          { address1: '千葉県', address2: '習志野市', address3: '', postal_code: '275-0001' },
        ],
      },
    });
    const list = await call('GET', 'restaurant/store', admin.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalData).toBe(2);
    const seeded = list.json().data.find((store: { code_store: number }) => store.code_store === 1001);
    expect(seeded.restaurant_count).toBe(2);
  });

  it("refuses a duplicate store code with 'duplicate store code' naming code_store; nothing written", async () => {
    const [stores, areas] = [await count('stores'), await count('store_delivery_areas')];
    const response = await call('POST', 'restaurant/store', admin.headers, newStore({ store_name: 'Copy' }));
    expectFieldError(response, 'code_store', { message: 'duplicate store code' });
    expect(response.json().message_jp).toBeTruthy();
    expect([await count('stores'), await count('store_delivery_areas')]).toEqual([stores, areas]);
  });

  it.each([
    ['store_name', { store_name: '' }],
    ['code_store', { code_store: 'abc' }],
    ['code_company', { code_company: 400 }],
    ['latitude', { latitude: 91 }],
    ['longitude', { longitude: undefined }],
    ['placeid', { placeid: '' }],
    ['delivery_area_list.0.postal_code', { delivery_area_list: [{ address1: 'x', postal_code: '12-34' }] }],
    ['delivery_area_list.0.address1', { delivery_area_list: [{ address1: '', postal_code: '1234567' }] }],
  ])('a bad %s is a 400 naming it', async (field, overrides) => {
    const response = await call(
      'POST',
      'restaurant/store',
      admin.headers,
      newStore({ code_store: 6006, ...overrides }),
    );
    expectFieldError(response, field);
  });

  it('PUT edits a store and replaces its areas; a taken code is refused; unknown id 404', async () => {
    const created = (await call('POST', 'restaurant/store', admin.headers, newStore({ code_store: 7007 }))).json().data;
    const response = await call('PUT', 'restaurant/store', admin.headers, {
      id_store: created.id_store,
      store_name: 'Renamed',
      code_store: 7008,
      placeid: 'nominatim:way/42',
      delivery_area_list: [{ address1: '東京都', postal_code: '100-0005' }],
    });
    expectAnswer(response, 200, {
      data: {
        store_name: 'Renamed',
        code_store: 7008,
        instore_code: 'F2',
        placeid: 'nominatim:way/42',
        delivery_area_list: [{ address1: '東京都', postal_code: '100-0005' }],
      },
    });
    const taken = await call('PUT', 'restaurant/store', admin.headers, {
      id_store: created.id_store,
      code_store: 1001,
    });
    expectFieldError(taken, 'code_store', { code: 'STORE_CODE_TAKEN' });
    expect(
      (await call('PUT', 'restaurant/store', admin.headers, { id_store: 999_999, store_name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses to change the code of a store restaurants use (they name it by code)', async () => {
    const seeded = await seededStore();
    const response = await call('PUT', 'restaurant/store', admin.headers, {
      id_store: seeded.id_store,
      code_store: 1002,
    });
    expectFieldError(response, 'code_store', { code: 'STORE_CODE_IN_USE' });
  });

  it('DELETE refuses a store that still has restaurants, with the reason; deletes an empty one', async () => {
    const seeded = await seededStore();
    const refused = await call('DELETE', 'restaurant/store', admin.headers, { id_store: seeded.id_store });
    expectAnswer(refused, 409, {
      field: 'id_store',
      message: "Can't be deleted: 2 restaurant(s) still belong to this store",
    });
    expect(refused.json().message_jp).toContain('2');
    expect(
      await ctx.db.selectFrom('stores').select('id_store').where('id_store', '=', seeded.id_store).execute(),
    ).toHaveLength(1);

    const empty = (await call('POST', 'restaurant/store', admin.headers, newStore({ code_store: 8008 }))).json().data;
    const deleted = await call('DELETE', 'restaurant/store', admin.headers, { id_store: empty.id_store });
    expect(deleted.statusCode).toBe(200);
    expect(await columnValues(ctx.db, 'store_delivery_areas', 'id_store', 'id_store', empty.id_store)).toEqual([]);
    expect((await call('DELETE', 'restaurant/store', admin.headers, { id_store: empty.id_store })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', 'restaurant/store', admin.headers, { id_store: 'x' })).json().field).toBe('id_store');
  });

  it('a store whose restaurants were all deleted may go', async () => {
    const store = (
      await call('POST', 'restaurant/store', admin.headers, newStore({ code_store: 9009, code_company: 100 }))
    ).json().data;
    const restaurant = await ctx.db
      .insertInto('restaurants')
      .values({
        ...storeRestaurantRow({
          restaurant_name: 'Gone',
          restaurant_type: 'by_order',
          restaurant_type_detail: '{}',
          description: '',
          code_register: '01',
        }),
        code_store: 9009,
      })
      .returning('id_restaurant')
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', 'restaurant/store', admin.headers, { id_store: store.id_store })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `restaurant/delete/${restaurant.id_restaurant}`, admin.headers)).statusCode).toBe(200);
    expect((await call('DELETE', 'restaurant/store', admin.headers, { id_store: store.id_store })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['GET', 'restaurant/store'],
    ['POST', 'restaurant/store'],
    ['PUT', 'restaurant/store'],
    ['DELETE', 'restaurant/store'],
    ['GET', 'restaurant/geocode?q=tokyo'],
  ] as const)('%s %s answers 403 to an owner and to staff, and changes nothing', async (method, url) => {
    const before = await count('stores');
    for (const who of [ownerA, staffA]) {
      const response = await call(
        method,
        url,
        who.headers,
        method === 'GET' ? undefined : newStore({ code_store: 4004 }),
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await count('stores')).toBe(before);
    expect(ids.restaurantA).toBeGreaterThan(0);
  });
});

describe('GET restaurant/geocode', () => {
  it('asks the configured Nominatim-compatible service and answers labelled places with their provider', async () => {
    const response = await call('GET', `restaurant/geocode?q=${encodeURIComponent('東京駅')}`, admin.headers);
    expectAnswer(response, 200, {
      provider: 'nominatim',
      totalData: 2,
      data: [
        { label: '東京駅, 千代田区', latitude: 35.6812, longitude: 139.7671, placeid: 'nominatim:way/42' },
        { label: '大阪駅', latitude: 34.7025, longitude: 135.4959, placeid: 'nominatim:node/7' },
      ],
    });
    const sent = requests.at(-1);
    expect(sent?.searchParams.get('q')).toBe('東京駅');
    expect(sent?.searchParams.get('format')).toBe('jsonv2');
  });

  it('a failing provider is a bilingual 502, so the screen falls back to the map pin', async () => {
    const response = await call('GET', 'restaurant/geocode?q=boom', admin.headers);
    expectAnswer(response, 502, { code: 'GEOCODER_FAILED' });
    expect(response.json().message_jp).toBeTruthy();
  });

  it('an empty query is a 400 naming q', async () => {
    const response = await call('GET', 'restaurant/geocode?q=', admin.headers);
    expectFieldError(response, 'q');
  });

  it('with no provider configured: 200, provider null and no places', async () => {
    const bare = await setupTestApp({ geocoder: { nominatimUrl: undefined, googlePlacesKey: undefined } });
    await seedTenants(bare.db);
    const superadmin = await login(bare.app, 'admin@test.example');
    const response = await bare.app.inject({
      method: 'GET',
      url: '/api/restaurant/geocode?q=tokyo',
      headers: superadmin.headers,
    });
    expectAnswer(response, 200, { provider: null, data: [], totalData: 0 });
  });

  it('the Google Places provider reads Text Search answers (against the local fake)', async () => {
    const geocoder = googlePlacesGeocoder('test-key', `${fakeUrl}/google`);
    expect(geocoder.provider).toBe('google');
    expect(await geocoder.search('渋谷')).toEqual([
      { label: '渋谷 日本、東京都', latitude: 35.1, longitude: 139.2, placeid: 'google:ChIJabc' },
    ]);
  });

  it('reads the provider from the configuration: NOMINATIM_URL first, else GOOGLE_PLACES_KEY, else none', () => {
    const pick = (env: Record<string, string>) => geocoderFromConfig(loadConfig(env).geocoder)?.provider ?? null;
    expect(pick({})).toBeNull();
    expect(pick({ GOOGLE_PLACES_KEY: 'k' })).toBe('google');
    expect(pick({ GOOGLE_PLACES_KEY: 'k', NOMINATIM_URL: 'http://127.0.0.1:9/' })).toBe('nominatim');
    expect(() => loadConfig({ NOMINATIM_URL: 'not a url' })).toThrow(/NOMINATIM_URL/);
  });
});

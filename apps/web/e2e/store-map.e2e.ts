// The Add/Edit Store map pin (issue 9), end to end in Japanese and English on a server of its own
// whose MAP_TILE_URL points at a local fake tile server (a tiny HTTP server answering one PNG for
// every tile): the superadmin opens Add Store, clicks the map and sees latitude and longitude filled
// as a hand-set place; typed coordinates move the pin; a dragged pin changes them; the store saves.
// With the tile server down (no internet in the kitchen) the grey map still takes the pin and the
// store still saves. Screenshots at 1280×800, 800×1280 and 1024×768.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Language, launchBrowser, openPage, settledShot, toastsGone } from './support/browser.ts';
import { pngBuffer } from './support/images.ts';
import { loginAt, waitEnabled } from './support/pages.ts';
import { startExtraServer } from './support/server-control.ts';

const tile = await pngBuffer({ width: 256, height: 256, background: '#e6efdc' }, [
  {
    input: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
        '<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#b9c8a6"/>' +
        '<path d="M0 128H256M128 0V256" stroke="#ffffff" stroke-width="6"/></svg>',
    ),
  },
]);
let tilesDown = false;
const tileRequests: string[] = [];
const tileServer = createServer((request, response) => {
  tileRequests.push(request.url ?? '');
  if (tilesDown) {
    response.writeHead(503).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
});
await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => tileServer.close(() => resolve())));
const tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;

// The suite's server reads MAP_TILE_URL from the environment it inherits.
process.env.MAP_TILE_URL = `${tileOrigin}/tiles/{z}/{x}/{y}.png`;
process.env.MAP_TILE_ATTRIBUTION = '© Noren test tiles';
const browser = await launchBrowser();
const server = await startExtraServer();
delete process.env.MAP_TILE_URL;
delete process.env.MAP_TILE_ATTRIBUTION;
afterAll(() => server.dispose());
const base = server.baseUrl;

const landscape = { width: 1280, height: 800 };
const portrait = { width: 800, height: 1280 };
const smallLandscape = { width: 1024, height: 768 };

const texts = {
  jp: {
    suffix: 'ja',
    manual: '手入力（manual）',
    store: ['丸の内マップ店', '201'],
    offline: ['神田オフライン店', '211'],
  },
  en: {
    suffix: 'en',
    manual: 'Set by hand (manual)',
    store: ['Marunouchi Map Hall', '202'],
    offline: ['Kanda Offline Hall', '212'],
  },
} as const;

const coordinate = /^-?\d{1,3}(\.\d{1,6})?$/;

async function value(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).inputValue();
}

/** Add Store open with its map drawn, name, code and company filled. */
async function openAddStore(language: Language, [storeName, code]: readonly [string, string]): Promise<Page> {
  const page = await openPage(browser, language, landscape);
  await loginAt(page, base, 'admin@noren.example');
  await page.goto(`${base}/store`);
  await page.getByTestId('store-table-row').first().waitFor();
  await toastsGone(page);
  await page.getByTestId('store-add').click();
  await page.getByTestId('store-form').waitFor();
  // Leaflet has made the map (the element itself becomes its container).
  await page.locator('[data-testid="store-map"].leaflet-container').waitFor();
  await page.getByTestId('store-store_name').fill(storeName);
  await page.getByTestId('store-code_store').fill(code);
  await page.getByTestId('store-code_company').locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: '100' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return page;
}

/** Clicks the map `dx`, `dy` pixels from its centre. */
async function clickMap(page: Page, dx: number, dy: number): Promise<void> {
  const map = page.getByTestId('store-map');
  await showMap(page);
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
}

/** Scrolls the dialog so the map is at its top, with the caption and coordinates under it. */
async function showMap(page: Page): Promise<void> {
  await page.getByTestId('store-map').evaluate((map) => map.scrollIntoView({ block: 'start' }));
}

type Viewport = typeof landscape;

/** The map with its caption and coordinates, shot at each viewport in turn; then back to 1280×800. */
async function mapShots(page: Page, shots: [Viewport, string][]): Promise<void> {
  for (const [viewport, shotName] of shots) {
    await page.setViewportSize(viewport);
    await showMap(page);
    await settledShot(page, shotName);
  }
  await page.setViewportSize(landscape);
}

/** Saves the form and finds the new store's row, showing `latitude`. */
async function saveAndFind(page: Page, storeName: string, latitude: string): Promise<void> {
  await waitEnabled(page, 'store-form-submit', true);
  await page.getByTestId('store-form-submit').click();
  await page.getByTestId('store-form').waitFor({ state: 'detached' });
  const row = page.getByTestId('store-table-row').filter({ hasText: storeName });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain(latitude);
}

describe.each(['jp', 'en'] as const)('the store map pin (%s)', (language) => {
  const text = texts[language];
  const name = (step: string) => `${step}-${text.suffix}`;

  it('a click on the map fills latitude and longitude, typed ones move the pin, a drag changes them', async () => {
    tilesDown = false;
    const before = tileRequests.length;
    const page = await openAddStore(language, text.store);
    const map = page.getByTestId('store-map');
    // The tiles come from the configured server (the CSP lets the page show them).
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests.length).toBeGreaterThan(before);
    expect(tileRequests.at(-1)).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);
    await expect(map.textContent()).resolves.toContain('© Noren test tiles');
    // No coordinates yet: no pin, the map opens at Tokyo Station.
    await expect(map.locator('.leaflet-marker-icon').count()).resolves.toBe(0);
    await expect(value(page, 'store-latitude')).resolves.toBe('');
    await waitEnabled(page, 'store-form-submit', false);

    await clickMap(page, 60, -40);
    await map.locator('.leaflet-marker-icon').waitFor();
    const latitude = await value(page, 'store-latitude');
    const longitude = await value(page, 'store-longitude');
    expect(latitude).toMatch(coordinate);
    expect(longitude).toMatch(coordinate);
    // North-east of Tokyo Station (35.681236, 139.767125), a few hundred metres at most.
    expect(Number(latitude)).toBeGreaterThan(35.681236);
    expect(Number(latitude)).toBeLessThan(35.7);
    expect(Number(longitude)).toBeGreaterThan(139.767125);
    expect(Number(longitude)).toBeLessThan(139.79);
    await expect(value(page, 'store-placeid')).resolves.toBe(text.manual);
    await waitEnabled(page, 'store-form-submit', true);
    await mapShots(page, [[landscape, name('40-store-map-pinned')]]);

    // Typed coordinates move the pin.
    await page.getByTestId('store-latitude').fill('35.6896');
    await page.getByTestId('store-longitude').fill('139.7006');
    await expect.poll(() => map.getAttribute('data-pin')).toBe('35.6896,139.7006');
    const pin = map.locator('.leaflet-marker-icon');
    await expect.poll(async () => (await pin.boundingBox()) !== null && (await pin.isVisible())).toBe(true);

    // Dragging the pin south-east changes both.
    const box = await pin.boundingBox();
    if (!box) throw new Error('the pin has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height + 10, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height + 26, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => value(page, 'store-latitude')).not.toBe('35.6896');
    const dragged = [await value(page, 'store-latitude'), await value(page, 'store-longitude')];
    expect(Number(dragged[0])).toBeLessThan(35.6896);
    expect(Number(dragged[1])).toBeGreaterThan(139.7006);
    expect(dragged[0]).toMatch(coordinate);
    expect(dragged[1]).toMatch(coordinate);
    await mapShots(page, [
      [landscape, name('41-store-map-landscape')],
      [portrait, name('42-store-map-portrait')],
      [smallLandscape, name('43-store-map-1024')],
    ]);

    await saveAndFind(page, text.store[0], dragged[0] ?? '');
    await page.context().close();
  });

  it('with no tiles (the tile server down) the grey map still takes the pin, and the store saves', async () => {
    tilesDown = true;
    const page = await openAddStore(language, text.offline);
    const map = page.getByTestId('store-map');
    // The caption says the pictures did not come; the map is still there to click.
    await page
      .getByText(language === 'jp' ? '地図の画像を読み込めませんでした' : 'The map images could not be loaded')
      .waitFor();
    await clickMap(page, -50, 30);
    await map.locator('.leaflet-marker-icon').waitFor();
    const latitude = await value(page, 'store-latitude');
    expect(latitude).toMatch(coordinate);
    expect(Number(latitude)).toBeLessThan(35.681236);
    expect(Number(await value(page, 'store-longitude'))).toBeLessThan(139.767125);
    await expect(value(page, 'store-placeid')).resolves.toBe(text.manual);
    await mapShots(page, [
      [landscape, name('44-store-map-no-tiles')],
      [portrait, name('45-store-map-no-tiles-portrait')],
    ]);
    await saveAndFind(page, text.offline[0], latitude);
    tilesDown = false;
    await page.context().close();
  });
});

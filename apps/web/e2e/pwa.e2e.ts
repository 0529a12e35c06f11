// The installable app (issue 14): after one visit of /home signed in, a reload during a Wi-Fi drop
// opens the dashboard's frame from the service worker's cache with the offline banner, instead of
// the browser's error page, and the banner goes when the network is back; the web app manifest is
// linked and valid, its icons real PNGs of the sizes it says; the TV board is never given the back
// office's cached page. Screenshots of the offline dashboard at the tablet sizes in both languages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, shot } from './support/browser.ts';
import { loginAs } from './support/pages.ts';

const browser = await launchBrowser();

const offlineText: Record<Language, string> = {
  jp: 'サーバーとの接続が切れています。再接続しています…',
  en: 'Connection lost. Reconnecting…',
};

/** Once the service worker controls the page, its precache (the app shell) is complete. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

/** Width and height written in a PNG's header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe.each<Language>(['jp', 'en'])('the app shell offline (%s)', (language) => {
  it('reopens /home from the cache with the offline banner after one visit, and recovers', async () => {
    const page = await openPage(browser, language, { width: 1280, height: 800 });
    await loginAs(page, 'owner1@noren.example');
    await page.waitForURL(/\/home(\?|$)/);
    await page.getByTestId('home-page').waitFor();
    await workerInCharge(page);

    // The Wi-Fi drops: nothing reaches the server any more, the worker's own requests included.
    const context = page.context();
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('offline-banner').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('offline-banner').textContent()).toContain(offlineText[language]);
    expect(page.url()).toMatch(/\/home(\?|$)/);
    for (const [width, height] of [
      [1280, 800],
      [800, 1280],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `pwa-${language}-${width}-offline`);
    }

    // Back online: the server is asked again, and the banner goes.
    await context.unroute('**/*');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });
});

describe('installable', () => {
  it('links a valid web app manifest whose icons are the PNGs it lists', async () => {
    const page = await openPage(browser, 'jp');
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('login-submit').waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(`${baseUrl()}${href}`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Noren', start_url: '/home', display: 'standalone' });
    expect(manifest.name).toContain('Noren');
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await page.request.get(`${baseUrl()}${icon.src}`);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
    await page.context().close();
  });

  it('leaves the TV board to the network: /order-list/* is never the back office page', async () => {
    const page = await openPage(browser, 'jp');
    await page.goto(`${baseUrl()}/`);
    await workerInCharge(page);
    const board = await page.goto(`${baseUrl()}/order-list/1001`);
    expect(await board?.text()).toContain('board-root');
    await page.context().setOffline(true);
    await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
    // Offline, the board's address fails as a page without a worker would: no back office in its place.
    await expect(page.goto(`${baseUrl()}/order-list/1001`)).rejects.toThrow();
    expect(await page.locator('#root').count()).toBe(0);
    await page.context().close();
  });
});

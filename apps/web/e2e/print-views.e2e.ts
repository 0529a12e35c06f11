// The browser print views of /home (issue 10; spec 3 §2.3, §9), as the demo owner, in Japanese and
// English: the order print preview (the slip as it prints, landscape) and the print list (A4
// portrait), each looked at on screen at 1280×800 and 1024×768 and as the browser prints it (print
// media: only the view, no app around it). Print calls the browser's print; /home never scrolls
// sideways with the print-list button in its toolbar (1280×800, 1024×768, 800×1280).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, settledShot } from './support/browser.ts';
import { loginAt } from './support/pages.ts';

const browser = await launchBrowser();

const sizes = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0);

describe.each<Language>(['jp', 'en'])('print views (%s)', (language) => {
  it('previews the order slip and the print list, on screen and on paper', async () => {
    const page = await openPage(browser, language, { width: 1280, height: 800 });
    // The browser's print dialog would block a headless run: count the calls instead.
    await page.addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { printed?: number };
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
    await loginAt(page, baseUrl(), 'owner1@noren.example');
    await page.goto(`${baseUrl()}/home`);
    await page.getByTestId('detail-order-number').waitFor({ timeout: 20_000 });
    const number = await page.getByTestId('detail-order-number').textContent();

    for (const size of [...sizes, { name: '800x1280', width: 800, height: 1280 }]) {
      await page.setViewportSize(size);
      await page.getByTestId('print-list-open').waitFor();
      expect(await sideways(page), `/home at ${size.name}`).toBe(false);
    }

    for (const size of sizes) {
      await page.setViewportSize(size);
      // The order print preview: the selected order's slip.
      await page.getByTestId('detail-print-preview').click();
      const preview = page.getByTestId('order-print-preview');
      await preview.getByTestId('slip-preview').waitFor({ timeout: 10_000 });
      expect(await preview.textContent()).toContain(number ?? '');
      await settledShot(page, `print-views-preview-${language}-${size.name}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await preview.getByTestId('order-print-preview-print').isVisible()).toBe(false);
      await settledShot(page, `print-views-preview-${language}-${size.name}-print`);
      await page.emulateMedia({ media: 'screen' });
      const before = await printed(page);
      await preview.getByTestId('order-print-preview-print').click();
      expect(await printed(page)).toBe(before + 1);
      await preview.getByTestId('order-print-preview-close').click();
      await preview.waitFor({ state: 'detached' });

      // The print list: the listed orders of the day.
      await page.getByTestId('print-list-open').click();
      const list = page.getByTestId('print-list-modal');
      await list.getByTestId('print-list-row').first().waitFor({ timeout: 10_000 });
      await settledShot(page, `print-views-list-${language}-${size.name}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      await settledShot(page, `print-views-list-${language}-${size.name}-print`);
      await page.emulateMedia({ media: 'screen' });
      await list.getByTestId('print-list-print').click();
      expect(await printed(page)).toBe(before + 2);
      await list.getByTestId('print-list-close').click();
      await list.waitFor({ state: 'detached' });
    }
    await settledShot(page, `print-views-home-${language}-1024x768`);
    await page.context().close();
  });
});

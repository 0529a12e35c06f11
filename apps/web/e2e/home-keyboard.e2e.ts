// /home by keyboard, as a kitchen bump bar (a USB keyboard) drives it, in Japanese and English on a
// 1280×800 tablet (issue 10): ↓ and ↑ move the selection (and the address), the keys walk the list to
// a new order without a wait time, Enter there gives the status button's warning (a toast below the
// app bar), 2 chooses the second wait time, Enter starts cooking; ? opens the shortcut help (looked
// at on the three tablet sizes) and Esc closes it. Runs on the shared server: staff1 of Sushi Kaede, whose demo day always
// holds new orders.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, settledShot, toasts } from './support/browser.ts';
import { loginAt } from './support/pages.ts';

const browser = await launchBrowser();

const texts = {
  jp: {
    startCooking: '調理開始',
    finishCooking: '調理完了',
    selectWaitTime: 'レストランの待ち時間を選択してください',
    help: 'キーボード・バンプバーの操作',
  },
  en: {
    startCooking: 'Start Cooking',
    finishCooking: 'Finish Cooking',
    selectWaitTime: 'Please select restaurant wait time',
    help: 'Keyboard and bump bar',
  },
} as const;

const shownNumber = (page: Page) => page.getByTestId('detail-order-number').textContent();
const selectedId = (page: Page) => new URL(page.url()).searchParams.get('id_food_order');
const rowNumbers = (page: Page) =>
  page.getByTestId('order-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-number')));

/** Presses `key` and waits until the panel shows another order; false when it stays (the list's end). */
async function pressAndMove(page: Page, key: string): Promise<boolean> {
  const before = await shownNumber(page);
  await page.keyboard.press(key);
  try {
    await expect.poll(() => shownNumber(page), { timeout: 3000 }).not.toBe(before);
    return true;
  } catch {
    return false;
  }
}

/** With ↓ (and → at the end of a page), on to the first new order that has no wait time yet. */
async function walkToNewOrder(page: Page, startCooking: string): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const isNew = (await page.getByTestId('lifecycle-button').textContent()) === startCooking;
    const chosen = await page.locator('[data-testid^="wait-time-circle-"][aria-pressed="true"]').count();
    if (isNew && chosen === 0) return;
    if (!(await pressAndMove(page, 'ArrowDown')) && !(await pressAndMove(page, 'ArrowRight'))) break;
  }
  throw new Error('Sushi Kaede lists no new order without a wait time');
}

describe.each<Language>(['jp', 'en'])('home by keyboard and bump bar (%s)', (language) => {
  const text = texts[language];

  it('moves, chooses a wait time and starts cooking with the keys, and shows the shortcut help', {
    retry: 1,
  }, async () => {
    const page = await openPage(browser, language, { width: 1280, height: 800 });
    await loginAt(page, baseUrl(), 'staff1@noren.example');
    await page.goto(`${baseUrl()}/home`);
    await page.getByTestId('detail-order-number').waitFor({ timeout: 20_000 });
    await expect.poll(() => selectedId(page)).toMatch(/^\d+$/);

    // ↓ selects the next row, in the panel and the address; ↑ goes back.
    const [first, second] = await rowNumbers(page);
    expect(await shownNumber(page)).toBe(first);
    const firstId = selectedId(page);
    expect(await pressAndMove(page, 'ArrowDown')).toBe(true);
    expect(await shownNumber(page)).toBe(second);
    await expect.poll(() => selectedId(page)).not.toBe(firstId);
    expect(await pressAndMove(page, 'ArrowUp')).toBe(true);
    expect(await shownNumber(page)).toBe(first);
    await expect.poll(() => selectedId(page)).toBe(firstId);

    await walkToNewOrder(page, text.startCooking);
    const order = await shownNumber(page);
    const orderId = selectedId(page);
    // Nothing focused (a paging button the walk may have left focused would take Enter itself).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // Enter is the status button: without a wait time, its warning, and the order stays new.
    await page.keyboard.press('Enter');
    const warning = toasts(page).filter({ hasText: text.selectWaitTime });
    await warning.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('lifecycle-button').textContent()).toBe(text.startCooking);
    // The toast starts below the app bar: it never covers who is signed in (issue 14).
    const bar = await page.locator('header.MuiAppBar-root').boundingBox();
    const toastBox = await warning.boundingBox();
    expect(toastBox?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? Number.POSITIVE_INFINITY));
    await settledShot(page, `home-keyboard-${language}-warning`);

    // 2: the second circle (Sushi Kaede's take-out and counter wait 5, 10, 15 or 20 minutes).
    await page.keyboard.press('2');
    await expect
      .poll(() => page.getByTestId('wait-time-circle-10').getAttribute('aria-pressed'), { timeout: 10_000 })
      .toBe('true');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('lifecycle-button').textContent(), { timeout: 10_000 })
      .toBe(text.finishCooking);
    expect(await shownNumber(page)).toBe(order);
    expect(selectedId(page)).toBe(orderId);

    // ? opens the help; Esc closes it; the keys pressed meanwhile were the dialog's.
    await page.keyboard.press('?');
    const help = page.getByTestId('shortcut-help');
    await help.getByText(text.help).waitFor();
    expect(await help.getByTestId('shortcut-row').count()).toBe(7);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 800, height: 1280 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await settledShot(page, `home-keyboard-${language}-help-${size.width}x${size.height}`, {
        toasts: toasts(page).filter({ hasNot: page.getByTestId('enable-sound') }),
      });
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await shownNumber(page)).toBe(order);
    await page.context().close();
  });
});

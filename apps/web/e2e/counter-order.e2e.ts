// Counter ordering end to end, in Japanese and English: staff1 (Sushi Kaede) presses Create order on
// /home, picks take-out in 'Select usage method', searches the menu browser, opens 海鮮丼, chooses
// its options and a quantity of 2, adds it, checks the cart, pages through the barcode payment
// screen to its last page, answers the comment modal (question and note), creates the order, sees
// its number large over EAN-13 barcodes, and finds the order on /home (realtime, no reload), where
// the barcode icon shows the screen again. Every modal is photographed at 1280×800, 800×1280 and
// 1024×768. A call-number ticket is issued too (no barcode screen for a free order).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, settledShot, toasts } from './support/browser.ts';
import { loginAt } from './support/pages.ts';

const browser = await launchBrowser();

const sizes = [
  { name: '1280', width: 1280, height: 800 },
  { name: '800x1280', width: 800, height: 1280 },
  { name: '1024', width: 1024, height: 768 },
] as const;

const texts = {
  jp: {
    method: 'ご利用方法を選択',
    callNumber: '呼出番号発行',
    cart: (count: number) => `カート（${count}）`,
    note: 'わさび抜きでお願いします',
  },
  en: {
    method: 'Select usage method',
    callNumber: 'Call number issue',
    cart: (count: number) => `Cart (${count})`,
    note: 'No wasabi, please',
  },
} as const;

/** The modal as it looks at each tablet size (transitions and toasts settled), then back to 1280×800. */
async function shootSizes(page: Page, name: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settledShot(page, `${name}-${size.name}`, { toasts: toasts(page) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openCounter(page: Page, language: Language): Promise<void> {
  await loginAt(page, baseUrl(), 'staff1@noren.example');
  await page.goto(`${baseUrl()}/home`);
  await expect.poll(() => page.getByTestId('create-order').isEnabled(), { timeout: 20_000 }).toBe(true);
  await page.getByTestId('create-order').click();
  await page.getByTestId('counter-method').getByRole('heading', { name: texts[language].method }).waitFor();
}

const menuCard = (page: Page, name: string) => page.locator(`[data-testid="counter-menu"][data-name="${name}"]`);

describe.each<Language>(['jp', 'en'])('counter ordering (%s)', (language) => {
  const text = texts[language];

  it('takes a take-out order with options and a comment, shows its barcodes, and it reaches /home', async () => {
    const page = await openPage(browser, language, { width: 1280, height: 800 });
    await openCounter(page, language);
    expect(await page.getByTestId('counter-method-free').textContent()).toBe(text.callNumber);
    // Table (3) and delivery (4) are never offered at the counter.
    expect(await page.locator('[data-testid="counter-method-3"], [data-testid="counter-method-4"]').count()).toBe(0);
    await shootSizes(page, `counter-${language}-method`);

    await page.getByTestId('counter-method-1').first().click();
    await menuCard(page, '海鮮丼').waitFor({ timeout: 20_000 });
    await shootSizes(page, `counter-${language}-browser`);
    await page.getByTestId('counter-search').fill('海鮮');
    await expect.poll(() => page.getByTestId('counter-menu').count()).toBeGreaterThan(0);
    const found = await page
      .getByTestId('counter-menu')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-name') ?? ''));
    expect(found.every((name) => name.includes('海鮮'))).toBe(true);
    await shootSizes(page, `counter-${language}-search`);

    await menuCard(page, '海鮮丼').click();
    const detail = page.getByTestId('counter-menu-detail');
    await detail.waitFor();
    await detail.getByLabel(/^シャリ大盛り/).check();
    await detail.getByLabel(/^赤だし/).check();
    await detail.getByTestId('counter-detail-qty-plus').click();
    expect(await detail.getByTestId('counter-detail-qty-value').textContent()).toBe('2');
    await shootSizes(page, `counter-${language}-detail`);
    await detail.getByTestId('counter-detail-add').click();
    await detail.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('counter-open-cart').textContent()).toBe(text.cart(2));

    await page.getByTestId('counter-open-cart').click();
    const cart = page.getByTestId('counter-cart');
    await cart.waitFor();
    expect(await cart.getByTestId('counter-cart-line-name').textContent()).toBe('海鮮丼');
    expect(await cart.getByTestId('counter-cart-qty-minus').isEnabled()).toBe(true);
    await shootSizes(page, `counter-${language}-cart`);
    // The cart is kept by the server: a reload brings it back.
    await page.reload();
    await page.getByTestId('create-order').click();
    await page.getByTestId('counter-method-1').first().click();
    await expect
      .poll(() => page.getByTestId('counter-open-cart').textContent(), { timeout: 20_000 })
      .toBe(text.cart(2));
    await page.getByTestId('counter-open-cart').click();
    await cart.getByTestId('counter-cart-next').click();

    const checkout = page.getByTestId('barcode-screen');
    await checkout.waitFor();
    await expect
      .poll(() => checkout.getByTestId('barcode-menu').first().getAttribute('data-state'), { timeout: 10_000 })
      .toBe('drawn');
    // Two units of one menu: one line each, on one page; the comment button and Create order on it.
    expect(await checkout.getByTestId('barcode-line').count()).toBe(2);
    await shootSizes(page, `counter-${language}-checkout`);
    await checkout.getByTestId('counter-comment-open').click();
    const comment = page.getByTestId('counter-comment');
    await comment.waitFor();
    await comment.getByTestId('counter-question-0').click();
    await page.getByRole('option', { name: '不要' }).click();
    await comment.getByTestId('counter-comment-note').fill(text.note);
    await shootSizes(page, `counter-${language}-comment`);
    await comment.getByTestId('counter-comment-save').click();

    await page.getByTestId('counter-create-order').click();
    const number = page.getByTestId('barcode-order-number-value');
    await number.waitFor({ timeout: 20_000 });
    const orderNumber = (await number.textContent()) ?? '';
    expect(orderNumber).toMatch(/^[A-Z]*\d{3,}$/);
    expect(await page.getByTestId('counter-comment-open').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('barcode-menu').first().getAttribute('data-state'), { timeout: 10_000 })
      .toBe('drawn');
    await shootSizes(page, `counter-${language}-created`);
    await page.getByTestId('counter-done').click();

    // On /home without a reload: the order, its request, and the barcode screen again.
    const row = page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);
    await row.waitFor({ timeout: 10_000 });
    await row.getByTestId('order-row-select').click();
    await expect.poll(() => page.getByTestId('detail-order-number').textContent()).toBe(orderNumber);
    await settledShot(page, `counter-${language}-home-1280`, { toasts: toasts(page) });
    await page.getByTestId('detail-barcode').click();
    const again = page.getByTestId('barcode-redisplay');
    await again.waitFor();
    expect(await again.getByTestId('barcode-order-number-value').textContent()).toBe(orderNumber);
    await shootSizes(page, `counter-${language}-redisplay`);
    await page.context().close();
  });

  it('issues a call-number ticket from the call menus', async () => {
    const page = await openPage(browser, language, { width: 1280, height: 800 });
    await openCounter(page, language);
    await page.getByTestId('counter-method-free').click();
    const freeMenu = page.locator('[data-testid="counter-free-menu"][data-name="お呼び出し番号札"]');
    await freeMenu.waitFor({ timeout: 20_000 });
    await freeMenu.click();
    await expect.poll(() => page.getByTestId('counter-open-cart').textContent()).toBe(text.cart(1));
    await shootSizes(page, `counter-${language}-free`);
    await page.getByTestId('counter-open-cart').click();
    await page.getByTestId('counter-cart-next').click();
    // A free order has no barcode screen: the flow closes and the ticket is on /home.
    await page.getByTestId('counter-cart').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await page.getByTestId('barcode-screen').count()).toBe(0);
    await page.context().close();
  });
});

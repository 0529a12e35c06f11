// Receiving methods and wait times end to end, in Japanese and English: owner1 (Sushi Kaede,
// by_order) creates a take-out method with two fee tiers and sees each tier rule's message when it
// is broken (later min not previous max + 1, last max not threshold − 1, min above max), then adds
// two wait times to it, filters the wait-time list by it (kept over a reload) and finally deletes
// the method with confirmation, leaving the demo data as it was.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, settledShot as settled, toasts } from './support/browser.ts';
import { suiteTempDir, writePng } from './support/images.ts';
import { openAddForm, openAs, waitEnabled } from './support/pages.ts';

const browser = await launchBrowser();

const tempDir = await suiteTempDir('noren-receiving-');

/** A small picture for the image fields, made here so the test needs no file of its own. */
const picture = (name: string, colour: string) =>
  writePng(path.join(tempDir, `${name}.png`), { width: 480, height: 320, background: colour });

const texts = {
  jp: {
    heading: '受取方法',
    addTitle: '受取方法を追加',
    takeOut: 'テイクアウト',
    notPreviousPlusOne: '前の段階の最大金額＋1（1,500）にしてください',
    lastNotThresholdMinusOne: '最後の段階は無料になる金額−1（2,999）で終えてください',
    minAboveMax: '最大注文金額を超える値です',
    waitHeading: '待ち時間',
    required: '必須項目です',
    minutes: (value: number) => `${value}分`,
    deleteTitle: 'この受取方法を削除しますか？',
  },
  en: {
    heading: 'Receiving Method',
    addTitle: 'Add Receiving Method',
    takeOut: 'Take-out',
    notPreviousPlusOne: "Must be the previous tier's maximum plus 1 (1,500)",
    lastNotThresholdMinusOne: 'The last tier must end at the free threshold minus 1 (2,999)',
    minAboveMax: 'Error value greater than maximum order fee',
    waitHeading: 'Wait Time',
    required: 'Required',
    minutes: (value: number) => `${value} min`,
    deleteTitle: 'Delete this receiving method?',
  },
} as const;

/** Lets toasts close and transitions finish, so a screenshot shows the settled screen. */
const settledShot = (page: Page, name: string) => settled(page, name, { toasts: toasts(page) });

/** Adds fee tier `index`, checks it starts at `min` (the previous max + 1), and fills its fields. */
async function addTier(page: Page, index: number, min: string, fields: Record<string, string>): Promise<void> {
  await page.getByTestId('fee-tier-add').click();
  expect(await page.getByTestId(`fee-tier-${index}-min_order_fee`).inputValue()).toBe(min);
  for (const [field, value] of Object.entries(fields)) await page.getByTestId(`fee-tier-${index}-${field}`).fill(value);
}

async function errorText(page: Page, testId: string): Promise<string> {
  const error = page.getByTestId(testId);
  await error.waitFor();
  return (await error.textContent()) ?? '';
}

describe.each<Language>(['jp', 'en'])('receiving methods and wait times (%s)', (language) => {
  const text = texts[language];
  const title = `E2E お持ち帰り ${language}`;

  it('creates a take-out method with two fee tiers, showing each tier rule when it is broken', async () => {
    const page = await openAs(browser, language, 'owner1@noren.example', '/receiving-method');
    await page.getByRole('heading', { name: text.heading, level: 1 }).waitFor();
    await page.getByTestId('method-table-row').first().waitFor();
    await settledShot(page, `receiving-01-list-${language}`);

    const dialog = page.getByRole('dialog');
    await openAddForm(page, { add: 'method-add', dialog, title: text.addTitle, submit: 'method-form-submit' });

    await page.getByTestId('method-type').click();
    await page.getByRole('option', { name: text.takeOut, exact: true }).click();
    await page.getByTestId('method-title').fill(title);
    await page.getByTestId('method-text').fill('お持ち帰りで受け取れます');
    await page.getByTestId('method-detail').fill('出来上がり次第、カウンターでお渡しします');
    await page.getByTestId('method-tax').fill('8');
    await page.getByTestId('method-service-fee').fill('5');
    await page.getByTestId('method-initials').fill('e');
    await page.getByTestId('method-image-input').setInputFiles(await picture(`method-${language}`, '#2f6f5e'));
    await page.getByTestId('method-service-image-input').setInputFiles(await picture(`service-${language}`, '#c4553b'));
    await page.getByTestId('method-min-order-fee').fill('500');
    await page.getByTestId('method-min-free-order-fee').fill('3000');
    await page.getByTestId('method-orderable-distance').fill('1000');
    await page.getByTestId('method-service-image-preview').waitFor();
    await page.getByTestId('method-image-preview').waitFor();
    await page.getByTestId('method-type').scrollIntoViewIfNeeded();
    await settledShot(page, `receiving-02a-form-basics-${language}`);

    // Two tiers: each new one starts at the previous max + 1 (the first at the minimum order amount).
    await addTier(page, 0, '500', { name: '容器代 小', max_order_fee: '1499', cost: '100', jancode: '4901234567894' });
    await addTier(page, 1, '1500', { name: '容器代 大', max_order_fee: '2999', cost: '50', jancode: '4901234567900' });
    // The tiers reach the free threshold: no more tiers, and the form is complete.
    await waitEnabled(page, 'fee-tier-add', false);
    await waitEnabled(page, 'method-form-submit', true);
    await page.getByTestId('fee-tiers-editor').scrollIntoViewIfNeeded();
    await settledShot(page, `receiving-02-form-tiers-${language}`);

    // A later tier not starting at the previous max + 1.
    await page.getByTestId('fee-tier-1-min_order_fee').fill('1600');
    expect(await errorText(page, 'fee-tier-1-min_order_fee-error')).toBe(text.notPreviousPlusOne);
    await waitEnabled(page, 'method-form-submit', false);
    await settledShot(page, `receiving-03-error-previous-max-${language}`);
    await page.getByTestId('fee-tier-1-min_order_fee').fill('1500');

    // The last tier not ending at the free threshold − 1.
    await page.getByTestId('fee-tier-1-max_order_fee').fill('2500');
    expect(await errorText(page, 'fee-tier-1-max_order_fee-error')).toBe(text.lastNotThresholdMinusOne);
    await waitEnabled(page, 'method-form-submit', false);
    await settledShot(page, `receiving-04-error-last-max-${language}`);
    await page.getByTestId('fee-tier-1-max_order_fee').fill('2999');

    // A tier min above its max.
    await page.getByTestId('fee-tier-0-min_order_fee').fill('1600');
    expect(await errorText(page, 'fee-tier-0-min_order_fee-error')).toBe(text.minAboveMax);
    await waitEnabled(page, 'method-form-submit', false);
    await settledShot(page, `receiving-05-error-min-above-max-${language}`);
    await page.getByTestId('fee-tier-0-min_order_fee').fill('500');

    expect(await page.getByTestId('fee-tier-0-min_order_fee-error').count()).toBe(0);
    await waitEnabled(page, 'method-form-submit', true);
    await page.getByTestId('weekday-shifts-editor').scrollIntoViewIfNeeded();
    await settledShot(page, `receiving-06-form-shifts-${language}`);

    await page.getByTestId('method-form-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('method-table-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('method-type-cell').textContent()).toBe(text.takeOut);
    expect(await row.textContent()).toContain('8%');
    await settledShot(page, `receiving-07-list-created-${language}`);

    // The tiers were stored as sent: the edit form shows them again.
    await row.getByTestId('method-edit').click();
    await dialog.waitFor();
    expect(await page.getByTestId('fee-tier-1-min_order_fee').inputValue()).toBe('1500');
    expect(await page.getByTestId('fee-tier-1-max_order_fee').inputValue()).toBe('2999');
    await page.getByTestId('method-form-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('adds two wait times to the new method, filters by it (kept over a reload) and deletes the method', async () => {
    const page = await openAs(browser, language, 'owner1@noren.example', '/wait-time');
    await page.getByRole('heading', { name: text.waitHeading, level: 1 }).waitFor();
    await page.getByTestId('wait-time-table-row').first().waitFor();
    const before = await page.getByTestId('wait-time-table-row').count();

    for (const minutes of [7, 25]) {
      await page.getByTestId('wait-time-add').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.getByTestId('wait-time-method').click();
      await page.getByRole('option').filter({ hasText: title }).click();
      // A lone minus sign never gets into the field, and Save stays off.
      await page.getByTestId('wait-time-minutes').fill('-');
      expect(await page.getByTestId('wait-time-minutes').inputValue()).toBe('');
      await waitEnabled(page, 'wait-time-form-submit', false);
      if (minutes === 7) {
        await dialog.getByText(text.required).waitFor();
        await settledShot(page, `receiving-08-wait-form-minus-${language}`);
      }
      await page.getByTestId('wait-time-minutes').fill(String(minutes));
      await waitEnabled(page, 'wait-time-form-submit', true);
      await page.getByTestId('wait-time-form-submit').click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await expect.poll(() => page.getByTestId('wait-time-table-row').count()).toBe(Math.min(before + 2, 10));

    await page.getByTestId('wait-time-filter').click();
    await page.getByRole('option').filter({ hasText: title }).click();
    await expect.poll(() => page.getByTestId('wait-time-table-row').count()).toBe(2);
    const minutes = await page.getByTestId('wait-time-minutes-cell').allTextContents();
    expect(minutes).toEqual([text.minutes(7), text.minutes(25)]);
    await settledShot(page, `receiving-09-wait-filtered-${language}`);

    await page.reload();
    await expect.poll(() => page.getByTestId('wait-time-table-row').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByTestId('wait-time-filter').textContent()).toContain(title);

    // The receiving method list shows no wait time for it yet; deleting it takes its wait times along.
    await page.goto(`${baseUrl()}/receiving-method`);
    const row = page.getByTestId('method-table-row').filter({ hasText: title });
    await row.waitFor();
    await row.getByTestId('method-delete').click();
    await page.getByRole('heading', { name: text.deleteTitle }).waitFor();
    await settledShot(page, `receiving-10-delete-confirm-${language}`);
    await page.getByTestId('method-delete-confirm').click();
    await row.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/wait-time`);
    await page.getByTestId('wait-time-table-row').first().waitFor();
    // The remembered method is gone: the list shows every wait time again, without the two added.
    await expect.poll(() => page.getByTestId('wait-time-table-row').count()).toBe(Math.min(before, 10));
    await page.context().close();
  });
});

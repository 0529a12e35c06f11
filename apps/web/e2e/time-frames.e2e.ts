// Delivery time frames and holidays end to end, as the owner of the demo delivery restaurant (Bento
// Hinata, owner3) in both languages: the frames grouped by date, setting a holiday on the calendar
// and seeing that day's frames gone, un-setting it and seeing the background job bring them back,
// and lowering a quota below its orders (the seed gives one of today's frames 3 orders) and seeing
// the refusal with the count.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, shot } from './support/browser.ts';
import { demoPassword, loginAs } from './support/pages.ts';

const browser = await launchBrowser();
const owner = 'owner3@noren.example';

interface DateGroupInfo {
  date: string;
  holiday: boolean;
  rows: number;
}

async function dateGroups(page: Page): Promise<DateGroupInfo[]> {
  return page.getByTestId('frame-date-group').evaluateAll((groups) =>
    groups.map((group) => ({
      date: (group as HTMLElement).dataset.date ?? '',
      holiday: (group as HTMLElement).dataset.holiday === 'true',
      rows: group.querySelectorAll('[data-testid="frame-row"]').length,
    })),
  );
}

async function openTimeFrames(page: Page): Promise<void> {
  await page.getByTestId('menu-item-order-time-frame').click();
  await page.waitForURL(/\/order-time-frame$/);
  await page.getByTestId('frame-date-group').first().waitFor();
}

/** Taps a date on the holiday calendar (which opens on today's month), moving to its month first. */
async function tapCalendarDay(page: Page, today: string, date: string, language: Language): Promise<void> {
  await page.getByTestId(`calendar-day-${today}`).waitFor();
  const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  for (let step = 0; step < monthIndex(date) - monthIndex(today); step++) {
    await page.getByRole('button', { name: language === 'jp' ? '来月' : 'Next month' }).click();
  }
  const day = page.getByTestId(`calendar-day-${date}`);
  await day.waitFor();
  await day.click();
}

const texts = {
  jp: {
    title: '注文受付時間枠',
    holidayTitle: '休業日設定',
    set: /を休業日に設定しました/,
    unset: /の休業日を解除しました/,
    holiday: '休業日',
    refusal: (count: number) => `最大注文数は、現在の受付済み注文数（${count}件）より少なくできません`,
  },
  en: {
    title: 'Order Time Frame',
    holidayTitle: 'Holidays',
    set: /is now a holiday/,
    unset: /is no longer a holiday/,
    holiday: 'Holiday',
    refusal: (count: number) =>
      `The maximal order can't be less than the received order in the current time (${count})`,
  },
} as const;

describe.each([
  ['jp', 0],
  ['en', 1],
] as const)('time frames in %s', (language, pick) => {
  const text = texts[language];
  const n = language === 'jp' ? '1' : '2';

  it('sets a holiday and sees its frames gone, then un-sets it and sees them back', async () => {
    const page = await openPage(browser, language);
    await loginAs(page, owner);
    await openTimeFrames(page);
    await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    const groups = await dateGroups(page);
    // Today first, and more days after it.
    expect(groups.length).toBeGreaterThan(2);
    const today = groups[0]!.date;
    expect(await page.getByTestId('frame-row').first().getAttribute('data-inactive')).toBe('false');
    await shot(page, `tf-${n}1-frames-${language}`);

    // A later working day with frames (each language takes its own, the demo's holiday excluded).
    const candidates = groups.slice(1).filter((group) => !group.holiday && group.rows > 0);
    const target = candidates[pick];
    expect(target).toBeDefined();
    const date = target!.date;

    await page.getByTestId('set-holiday').click();
    await page.waitForURL(/\/order-time-frame\/holiday$/);
    await page.getByRole('heading', { name: text.holidayTitle, level: 1 }).waitFor();
    await tapCalendarDay(page, today, date, language);
    await page.getByText(text.set).first().waitFor();
    await expect(page.getByTestId(`calendar-day-${date}`).getAttribute('data-holiday')).resolves.toBe('true');
    await shot(page, `tf-${n}2-holiday-set-${language}`);

    await page.getByTestId('holiday-back').click();
    await page.waitForURL(/\/order-time-frame$/);
    const closed = page.locator(`[data-testid="frame-date-group"][data-date="${date}"][data-holiday="true"]`);
    await closed.waitFor();
    expect(await closed.getByTestId('frame-row').count()).toBe(0);
    await expect(closed.getByTestId('holiday-chip').textContent()).resolves.toBe(text.holiday);
    await closed.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, `tf-${n}3-frames-gone-${language}`);

    // Open again: the generation job (sent right away) recreates the day's frames.
    await page.getByTestId('set-holiday').click();
    await tapCalendarDay(page, today, date, language);
    await page.getByText(text.unset).first().waitFor();
    await expect(page.getByTestId(`calendar-day-${date}`).getAttribute('data-holiday')).resolves.toBe('false');
    await page.getByTestId('holiday-back').click();
    const reopened = page.locator(`[data-testid="frame-date-group"][data-date="${date}"]`);
    let rows = 0;
    for (let attempt = 0; attempt < 20 && rows < target!.rows; attempt++) {
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByTestId('frame-date-group').first().waitFor();
      rows = await reopened.getByTestId('frame-row').count();
    }
    expect(rows).toBe(target!.rows);
    await reopened.getByTestId('frame-date').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shot(page, `tf-${n}4-frames-back-${language}`);
    await page.context().close();
  });

  it('refuses a quota below the orders already received, with the count', async () => {
    const page = await openPage(browser, language);
    await loginAs(page, owner);
    await openTimeFrames(page);
    const busy = page.locator('[data-testid="frame-row"]:not([data-count="0"])').first();
    await busy.waitFor();
    const count = Number(await busy.getAttribute('data-count'));
    expect(count).toBeGreaterThan(0);
    await busy.getByTestId('frame-edit').click();
    const dialog = page.getByTestId('quota-form');
    await dialog.waitFor();
    await dialog.getByTestId('quota-max-order').fill(String(count - 1));
    await expect(dialog.getByTestId('quota-error').textContent()).resolves.toBe(text.refusal(count));
    expect(await dialog.getByTestId('quota-form-submit').isDisabled()).toBe(true);
    // Let the button's colour transition end, so the picture shows it disabled.
    await page.waitForTimeout(400);
    await shot(page, `tf-${n}5-quota-refused-${language}`);

    // At the count it is allowed, and the list shows the new quota.
    await dialog.getByTestId('quota-max-order').fill(String(count));
    await dialog.getByTestId('quota-form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(busy.getByTestId('frame-orders').textContent()).resolves.toBe(`${count} / ${count}`);
    await shot(page, `tf-${n}6-quota-saved-${language}`);
    await page.context().close();
  });
});

it('serves the frames of the delivery restaurant only to its own users', async () => {
  const signIn = (email: string) =>
    fetch(`${baseUrl()}/api/restaurant/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword }),
    }).then((response) => response.json());
  const bento = await signIn(owner);
  const sushi = await signIn('owner1@noren.example');
  const idBento = bento.data.restaurant_detail.id_restaurant;
  const own = await fetch(`${baseUrl()}/api/restaurant/delivery-time?id_restaurant=${idBento}`, {
    headers: { authorization: `Bearer ${bento.data.token}` },
  });
  expect(own.status).toBe(200);
  const other = await fetch(`${baseUrl()}/api/restaurant/delivery-time?id_restaurant=${idBento}`, {
    headers: { authorization: `Bearer ${sushi.data.token}` },
  });
  expect(other.status).toBe(404);
});

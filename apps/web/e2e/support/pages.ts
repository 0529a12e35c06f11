// Page objects of the shell: the login screen, the side menu, a signed-in screen and its buttons.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type Language, openPage } from './browser.ts';

export const demoPassword = 'noren-demo';

export async function loginAs(page: Page, email: string, password = demoPassword): Promise<void> {
  await loginAt(page, baseUrl(), email, password);
}

/** Signs in on the server at `base` (the shared one, or a suite's own). */
export async function loginAt(page: Page, base: string, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
}

/** Ids of the visible side-menu entries, in order (a group's children once it is open). */
export async function menuIds(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('side-menu')
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('menu-item-', '') ?? ''));
  return ids;
}

export async function menuLabels(page: Page): Promise<string[]> {
  return page
    .getByTestId('side-menu')
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
}

export async function openFoodGroup(page: Page): Promise<void> {
  const group = page.getByTestId('menu-item-food');
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByTestId('menu-item-food-menu').waitFor();
}

/** A fresh page in `language`, signed in as `email` and sent to `path` of the shared server. */
export async function openAs(browser: Browser, language: Language, email: string, path: string): Promise<Page> {
  const page = await openPage(browser, language);
  await loginAs(page, email);
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/** Waits (on a busy machine, up to 20 s) until the button is enabled or disabled. */
export async function waitEnabled(page: Page, testId: string, enabled: boolean): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).isEnabled(), { timeout: 20_000 }).toBe(enabled);
}

/** Clicks the Add button `add` and waits for `dialog` titled `title`, its Save button `submit` still off. */
export async function openAddForm(
  page: Page,
  { add, dialog, title, submit }: { add: string; dialog: Locator; title: string; submit: string },
): Promise<void> {
  await page.getByTestId(add).click();
  await dialog.getByRole('heading', { name: title }).waitFor();
  await waitEnabled(page, submit, false);
}

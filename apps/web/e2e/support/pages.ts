// Page objects of the shell: the login screen and the side menu.
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

export const demoPassword = 'noren-demo';

export async function loginAs(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl()}/`);
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

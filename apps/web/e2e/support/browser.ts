// Debian's Chromium driven by playwright-core, one browser per suite, and screenshots kept
// under test-results/e2e/ for people to look at.
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const screenshotDir = path.join(repoRoot, 'test-results/e2e');

export type Language = 'jp' | 'en';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The new-order chime plays without a tap, as on a kitchen tablet whose kiosk allows it: else
      // headless Chromium sometimes asks for the tap, and the persistent 'enable sound' toast lies
      // over whatever a test taps next at the top right (dashboard.e2e.ts takes either way).
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  afterAll(() => browser.close());
  return browser;
}

export const baseUrl = () => inject('baseUrl');

/** A fresh context (own cookies and storage) with the language preset in local storage. */
export async function openPage(
  browser: Browser,
  language: Language,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: language === 'jp' ? 'ja-JP' : 'en-US',
    timezoneId: 'Asia/Tokyo',
  });
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
  }, language);
  return context.newPage();
}

/**
 * A screenshot of the screen as the user sees it: never the startup loader (spec 1 §2, 500 ms) still
 * covering a screen that has already rendered under it (the test found its element there).
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.getByTestId('startup-loader').waitFor({ state: 'detached', timeout: 5_000 });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** The toasts on screen (notistack's snackbars). */
export const toasts = (page: Page): Locator => page.locator('.notistack-MuiContent');

/**
 * Waits until no toast is on screen: call before clicking what a toast can lie over (the top-right
 * buttons, e.g. a list's Add under the login toast). A click that lands on a toast never reaches the
 * button, and its pointer resting there pauses the toast's closing (notistack keeps a hovered toast),
 * so the click would retry until it times out (seen in CI).
 */
export async function toastsGone(page: Page): Promise<void> {
  await expect.poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(0);
}

/**
 * A screenshot of the settled screen: dialog, toast and button transitions finished and, when
 * `toasts` is given, those toasts closed first.
 */
export async function settledShot(page: Page, name: string, options: { toasts?: Locator } = {}): Promise<void> {
  const { toasts: waitingToasts } = options;
  if (waitingToasts) await expect.poll(() => waitingToasts.count(), { timeout: 10_000 }).toBe(0);
  await page.evaluate(async () => {
    // Two frames first: a toast or dialog just mounted starts its transition on the next frame (a
    // toast caught before it had was shot halfway in from the edge).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        // Spinners run forever; only transitions that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  await shot(page, name);
}

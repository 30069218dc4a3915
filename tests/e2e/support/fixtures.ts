import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

const errorsOfPage = new WeakMap<Page, string[]>();

/**
 * The test fixture every browser test uses: it fails the test on any console error or uncaught page
 * error of its page, so that a page that "works" while logging errors does not pass. A test that
 * expects an error takes it off `consoleErrors`. A test that never asks for `page` opens no browser.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A prerendered page is visible before the app has started: every navigation waits until the app
  // has hydrated it (src/app/app.tsx marks <html data-app="ready">), as a visitor's first tap on
  // the phone menu would otherwise be lost in the test. Pages without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    const errors = errorsOf(page);
    errorsOfPage.set(page, errors);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    await use(errorsOfPage.get(page) ?? []);
  },
});

/**
 * The test browser never resolves Maps' host (`chromiumLaunchOptions`), so the staff map lists the
 * horses instead; the failed load Chromium logs for the script is the one error passed over.
 */
const isOfflineMaps = (message: ConsoleMessage) =>
  message.location().url.startsWith('https://maps.googleapis.com/') &&
  message.text().startsWith('Failed to load resource: net::ERR_NAME_NOT_RESOLVED');

/** The console errors and uncaught errors of a page from now on (the fixture's, or another context's). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (isOfflineMaps(message)) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Gives a test that visits `visits` pages in one browser page the time of that many: the config's
 * timeout is for a test of a visit or two on a busy machine.
 */
export function allowVisits(visits: number): void {
  test.setTimeout(Math.max(test.info().timeout, visits * 15_000));
}

export { expect };

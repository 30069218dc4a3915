import { test as base, expect, type Page } from '@playwright/test';

const errorsOfPage = new WeakMap<Page, string[]>();

/** Where the staff map asks for the Maps script: the back office alone. */
const isBackOffice = (url: string, site: string | undefined) =>
  /^\/admin(\/|$)/.test(new URL(url, site ?? 'http://localhost').pathname);

/**
 * The test fixture every browser test uses: it fails the test on any console error or uncaught page
 * error of its page, so that a page that "works" while logging errors does not pass. A test that
 * expects an error takes it off `consoleErrors`. A test that never asks for `page` opens no browser.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A prerendered page is visible before the app has started: every navigation waits until the app
  // has hydrated it (src/app/app.tsx marks <html data-app="ready">), as a visitor's first tap on
  // the phone menu would otherwise be lost in the test. Pages without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    const errors = errorsOf(page);
    errorsOfPage.set(page, errors);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      let mapsAnswered = false;
      page.goto = async (url, options) => {
        // The test site is built with a Maps key and these machines are offline: Maps answers as it
        // does for a refused key, and the staff map shows its list instead (a test may route it
        // otherwise: a page's route comes before its context's). Only for the back office, as any
        // route turns the browser's cache off and the public pages never ask for Maps.
        if (!mapsAnswered && isBackOffice(url, baseURL)) {
          mapsAnswered = true;
          await page.context().route('https://maps.googleapis.com/maps/api/js?**', (route) =>
            route.fulfill({
              contentType: 'text/javascript',
              body: 'window.gm_authFailure && window.gm_authFailure();',
            }),
          );
        }
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

/** The console errors and uncaught errors of a page from now on (the fixture's, or another context's). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
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

import { test as base, expect } from '@playwright/test';

/**
 * The test fixture every browser test uses: it fails the test on any console error or uncaught page
 * error, so that a page that "works" while logging errors does not pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A prerendered page is visible before the app has started: every navigation waits until the app
  // has hydrated it (src/app/app.tsx marks <html data-app="ready">), as a visitor's first tap on
  // the phone menu would otherwise be lost in the test. Pages without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    // The test site is built with a Maps key and these machines are offline: Maps answers as it does
    // for a refused key, and the staff map shows its list instead (a test may route it otherwise).
    await page.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.gm_authFailure && window.gm_authFailure();',
      }),
    );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import type { Route } from '@playwright/test';
import { paths } from '#src/config/paths.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// A public form is prerendered: a visitor on a slow phone may start typing before the app has
// hydrated it (docs/decisions/0065). What was typed then must survive hydration and the form's first
// re-render, and be the form's own (a draft keeps it). One browser page visits the three forms.

const forms = [
  ['the adoption form', paths.adoptionApplication('it'), /^Nome(?:\s*\*)?$/],
  ['the cession form', paths.cessionApplication('it'), /^Nome(?:\s*\*)?$/],
  ['the circle form', paths.circleApplication('it'), /^Nome del donatore/],
] as const;

test('each form keeps what was typed before it hydrated', async ({ page }) => {
  allowVisits(forms.length * 2);
  for (const [name, path, firstField] of forms) {
    await test.step(`${name} keeps what was typed before it hydrated`, async () => {
      // The app's main script waits until the visitor has typed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route('**/assets/main-*.js', hold);
      // The fixture's goto resolves once the page has hydrated.
      const hydrated = page.goto(path);
      // The last form's page is still there until the new one commits.
      await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
      const field = page.getByLabel(firstField).first();
      await field.fill('Maria');
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
      release();
      await hydrated;

      await expect(field).toHaveValue('Maria');
      // The form's state holds it: typing on adds to it, and the draft brings it back.
      await field.press('End');
      await field.pressSequentially(' Rosa');
      await expect(field).toHaveValue('Maria Rosa');
      await page.waitForTimeout(1000);
      await page.reload();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(
        page.getByRole('status').filter({ hasText: /^Abbiamo ripreso quello/ }),
      ).toBeVisible();
      await expect(field).toHaveValue('Maria Rosa');
      await page.unroute('**/assets/main-*.js', hold);
    });
  }
});

import { paths } from '#src/config/paths.ts';
import { expect, test } from './support/fixtures.ts';

// A public form is prerendered: a visitor on a slow phone may start typing before the app has
// hydrated it (docs/decisions/0065). What was typed then must survive hydration and the form's first
// re-render, and be the form's own (a draft keeps it).

const forms = [
  ['the adoption form', paths.adoptionApplication('it'), /^Nome(?:\s*\*)?$/],
  ['the cession form', paths.cessionApplication('it'), /^Nome(?:\s*\*)?$/],
  ['the circle form', paths.circleApplication('it'), /^Nome del donatore/],
] as const;

for (const [name, path, firstField] of forms) {
  test(`${name} keeps what was typed before it hydrated`, async ({ page }) => {
    // The app's main script waits until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The fixture's goto resolves once the page has hydrated.
    const hydrated = page.goto(path);
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
  });
}

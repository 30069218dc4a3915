import { association } from '#src/config/association.ts';
import { expect, test } from './support/fixtures.ts';

test('the home page shows the association and logs no error', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: association.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(association.name));
});

import type { Page } from '@playwright/test';
import { signInAsStaff } from './admin.ts';
import { escapeRegExp, expect } from './fixtures.ts';

/**
 * Opens `path` in the back office as the demo staff: a fresh page signs in (`signInAsStaff`), a page
 * already signed in just goes there, so that one test can visit several screens with one session.
 */
export async function visitAsStaff(page: Page, path = '/admin'): Promise<void> {
  if (page.url() === 'about:blank') {
    await signInAsStaff(page, path);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
}

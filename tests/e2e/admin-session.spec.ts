import type { Page } from '@playwright/test';
import { demoStaff, demoVolunteer, signInAsStaff } from './support/admin.ts';
import { signInThroughLoginPage } from './support/staff-session.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

const dashboardHint = "Se sei qui e non vedi nulla, in alto a sinistra c'è il menu da aprire.";

/**
 * A wrong password is an HTTP 400 from the Auth endpoint, which Chromium logs as a console error.
 * It is the expected answer here, so this test removes exactly that entry from the fixture's list
 * (the fixture still fails the test on any other console error).
 */
function allowFailedAuthRequest(consoleErrors: string[]): void {
  const expected = /Failed to load resource: the server responded with a status of 400/;
  const others = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Entra' }).click();
}

test('the login page, in one visit: both fields asked, a wrong password, a volunteer refused, a signed-out visit, signing out', async ({
  page,
  consoleErrors,
}) => {
  allowVisits(6);
  await test.step('the login asks for both fields', async () => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page.getByRole('alert')).toHaveText('Fill all the fields');
  });

  await test.step('a wrong password shows the error under the form', async () => {
    await page.goto('/admin/login');
    await signIn(page, demoStaff.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('E-mail o password errata.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Entra' })).toBeEnabled();
    allowFailedAuthRequest(consoleErrors);
  });

  await test.step('an account without the staff claim is refused', async () => {
    await page.goto('/admin/login');
    await signIn(page, demoVolunteer.email, demoVolunteer.password);
    await expect(page.getByRole('alert')).toContainText(
      "Questo account non ha accesso all'area riservata.",
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
    // Signed out at once: the back office still sends to the login.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  await test.step('a signed-out visit to /admin/horses goes to the login and back after signing in', async () => {
    await page.goto('/admin/horses');
    await signInThroughLoginPage(page, '/admin/horses');
    await expect(page.getByRole('navigation', { name: 'Menu area riservata' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  await test.step('the dashboard has its title, no hint beside the open menu; signing out returns to the login', async () => {
    await visitAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(dashboardHint)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await page.getByRole('button', { name: 'Giulia Demo' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Entra' })).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('a reload keeps the session and the menu state', async ({ page }) => {
  await signInAsStaff(page);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('navigation', { name: 'Menu area riservata' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(dashboardHint)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('on a desktop the menu stays in view while a long page scrolls', async ({ page }) => {
  await signInAsStaff(page, '/admin/horses/ada');
  const menu = page.getByRole('navigation', { name: 'Menu area riservata' });
  await expect(page.getByRole('button', { name: 'Salva', exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(menu.getByRole('link', { name: 'Eventi' })).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'Cavalli' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu starts closed, opens as an overlay and closes on navigation', async ({ page }) => {
    await signInAsStaff(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Menu area riservata' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect((await menu.boundingBox())?.width).toBeCloseTo(viewportWidth - 68, 0);
    await menu.getByRole('link', { name: 'Eventi' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(menu).toBeHidden();
  });
});

test('the login and the dashboard have no serious accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Entra' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signIn(page, demoStaff.email, demoStaff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

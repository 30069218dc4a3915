import { chromium, expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from '#tools/emulator-config.ts';
import { chromiumLaunchOptions } from './chromium.ts';

/** The demo logins of scripts/seed/demo-data.ts (emulators only). */
export const demoStaff = { email: 'staff@example.org', password: 'demo-staff-2026' };
export const demoVolunteer = { email: 'volontario@example.org', password: 'demo-volontario-2026' };

/** The demo staff's signed-in browser storage for the site at `site` (one port per run and lane). */
export const staffSessionFile = (site: string) =>
  join(repoRoot, 'test-results', `staff-session-${new URL(site).port}.json`);

/** Fills the login page as a person would, and waits for `path` in the back office. */
export async function signInThroughLoginPage(
  page: Page,
  path: string,
  login: { email: string; password: string } = demoStaff,
): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/**
 * Signs the demo staff in once through the login page of `site` and keeps the browser's storage
 * (Firebase Auth keeps its session in IndexedDB), so that tests start in the back office without it.
 */
export async function saveStaffSession(site: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ baseURL: site });
    const page = await context.newPage();
    await page.goto('/admin');
    // Vite's development server (EQ_E2E_SERVER=dev) compiles the back office on this first visit.
    await page.waitForURL(/\/admin\/login/, { timeout: 60_000 });
    await signInThroughLoginPage(page, '/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.storageState({ path: staffSessionFile(site), indexedDB: true });
  } finally {
    await browser.close();
  }
}

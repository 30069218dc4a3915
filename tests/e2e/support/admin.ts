import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo logins of scripts/seed/demo-data.ts (emulators only). */
export const demoStaff = { email: 'staff@example.org', password: 'demo-staff-2026' };
export const demoVolunteer = { email: 'volontario@example.org', password: 'demo-volontario-2026' };

/** Signs in through the login page as a person would, and waits for the back office. */
export async function signInAsStaff(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(demoStaff.email);
  await page.getByLabel('Password').fill(demoStaff.password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

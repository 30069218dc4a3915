import type { Page } from '@playwright/test';

// The back-office menu's count of new applications of one kind ("Candidature adozione"), as staff
// and screen readers get it.

export const menuLink = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Menu area riservata' })
    .getByRole('link', { name: new RegExp(`^${label}`) });

/** The count as the menu shows it (0 when it shows none). */
export async function menuCount(page: Page, label: string): Promise<number> {
  const shown = await menuLink(page, label)
    .locator('.badge [aria-hidden="true"]')
    .allTextContents();
  return shown.length === 0 ? 0 : Number(shown[0]);
}

/** The link's accessible name with that count. */
export const newCountName = (label: string, count: number) =>
  count === 0 ? label : `${label} ${count} ${count === 1 ? 'nuova' : 'nuove'}`;

/** The link's accessible name with some count. */
export const someNewCount = (label: string) => new RegExp(`^${label} \\d+ nuov[ae]$`);

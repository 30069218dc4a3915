import type { Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { menuCount, menuLink } from './admin-menu-counts.ts';

// The staff's volunteer applications on the demo data (scripts/seed/demo/volunteer-applications.ts):
// 25, in every status. The public form's browser test may add some (Da contattare): counts are read
// from the page. This file changes only Matteo Rinaldi's (volontario-008, Colloquio fissato) and
// puts it back as it was.

const PATH = '/admin/volunteer-applications';
const saved = 'Dati salvati correttamente!';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature volontariato \(\d+\)$/ });
const countOf = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

test('the list, its filters and a detail: the status saved, logged, and counted in the menu', async ({
  page,
}) => {
  allowVisits(10);
  await signInAsStaff(page, PATH);
  await expect(heading(page)).toBeVisible();
  expect(await countOf(page)).toBeGreaterThanOrEqual(25);
  await expectNoSeriousA11yViolations(page);

  await test.step('filters by status, activity and province, in the address', async () => {
    await page.getByRole('combobox', { name: 'Stato' }).selectOption('Colloquio fissato');
    await expect(page).toHaveURL(/status=Colloquio\+fissato/);
    await expect(heading(page)).toHaveText('Candidature volontariato (5)');
    await page.getByRole('combobox', { name: 'Attività' }).selectOption('Trasporti');
    await expect(heading(page)).toHaveText('Candidature volontariato (1)');
    await expect(row(page, 'volontario-012')).toContainText('Giada Fontana');
    await page.goto(`${PATH}?provincia=GE`);
    await expect(row(page, 'volontario-002')).toBeVisible();
    await expect(row(page, 'volontario-001')).toHaveCount(0);
  });

  const before = await menuCount(page, 'Volontari');
  await test.step('opens one and saves its status with a note', async () => {
    await page.goto(`${PATH}?status=Colloquio+fissato`);
    await row(page, 'volontario-008').getByRole('link', { name: 'Matteo Rinaldi' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura volontariato: Matteo Rinaldi' }),
    ).toBeVisible();
    await page.getByLabel('Stato', { exact: true }).selectOption('Da contattare');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    // One more "Da contattare" in the menu.
    await expect(menuLink(page, 'Volontari')).toHaveAccessibleName(
      `Volontari ${before + 1} ${before + 1 === 1 ? 'nuova' : 'nuove'}`,
    );
    await page.getByLabel('Stato', { exact: true }).selectOption('Colloquio fissato');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();
  });

  await test.step('offers the interview among the messages', async () => {
    await page.getByRole('button', { name: "Scrivi un'e-mail" }).click();
    const model = page.getByLabel('Modello');
    await model.selectOption({ label: 'Colloquio da fissare' });
    await expect(page.getByLabel('Oggetto')).toHaveValue(/^Fissiamo un colloquio/);
    await expect(page.getByLabel('Testo')).toHaveValue(/Ciao Matteo,/);
    await page.getByRole('button', { name: 'Annulla' }).click();
  });
});

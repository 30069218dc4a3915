import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from '@playwright/test';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// The staff log view on the demo data (scripts/seed/demo/logs.ts: nine entries dated last year,
// demo-log-01 … demo-log-09). Other browser tests add entries as they save things, so checks on the
// whole list look at its order, and checks on the demo entries filter down to them. The paging test
// writes its own entries (slug e2e-pagina-…, dated 2001, so they stay at the end of the list).

// firebase-admin reads the emulator hosts when it first connects: point it at the test backend.
Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const PATH = '/admin/logs';
// The back office's date-time, Italian time (decision 77).
const dateTimePattern = /^\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u;

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Registro attività \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, id: string) => page.locator(`tbody tr[data-id="${id}"]`);
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);

/** Signs in (unless signed in already), and opens the log from the menu as a staff member would. */
async function openFromMenu(page: Page): Promise<void> {
  await visitAsStaff(page);
  await page
    .getByRole('navigation', { name: 'Menu area riservata' })
    .getByRole('link', { name: 'Registro attività' })
    .click();
  await expect(page).toHaveURL(/\/admin\/logs$/);
  await expect(heading(page)).toBeVisible();
}

async function ids(page: Page): Promise<string[]> {
  return bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
}

async function filterBySlug(page: Page, slug: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('textbox', { name: 'Slug' }).press('Enter');
}

test('a visitor who is not signed in is sent to the login', async ({ page }) => {
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: /Registro attività/ })).toHaveCount(0);
});

test('the staff log view, in one visit: columns, filters, details, pages, an entry of a save', async ({
  page,
}) => {
  allowVisits(8);

  await test.step('lists the entries newest first, 25 a page, with the columns', async () => {
    await openFromMenu(page);
    const total = Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(9);
    await expect(bodyRows(page)).toHaveCount(Math.min(total, 25));
    await expect(page.getByRole('columnheader')).toHaveText([
      'Data',
      'Utente',
      'Operazione',
      'Raccolta',
      'Slug',
      'Dettagli',
    ]);
    await expect(page).toHaveTitle(/^Registro attività \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const dates = await page.locator('tbody td[data-label="Data"]').allTextContents();
    for (const date of dates) expect(date).toMatch(dateTimePattern);
    const instants = await page
      .locator('tbody td[data-label="Data"] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(instants).toHaveLength(dates.length);
    expect([...instants].sort().reverse()).toEqual(instants);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('filters by collection and by slug, in the address', async () => {
    await openFromMenu(page);
    await page.getByLabel('Raccolta').selectOption('Eventi');
    await expect(page).toHaveURL(/\/admin\/logs\?collection=events$/);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.locator('tbody td[data-label="Raccolta"]')).toHaveText(
      Array.from({ length: await bodyRows(page).count() }, () => 'Eventi'),
    );

    // Only the two demo entries of the Christmas market, newest first; the slug is trimmed.
    await filterBySlug(page, '  mercatino-di-natale ');
    await expect(page).toHaveURL(/\?collection=events&slug=mercatino-di-natale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro attività (2)');
    expect(await ids(page)).toEqual(['demo-log-07', 'demo-log-01']);
    const update = row(page, 'demo-log-07');
    await expect(cell(update, 'Utente')).toHaveText('Giulia Demo');
    await expect(cell(update, 'Operazione')).toHaveText('Modifica evento');
    await expect(update.getByRole('link', { name: 'mercatino-di-natale' })).toHaveAttribute(
      'href',
      '/admin/events/mercatino-di-natale',
    );
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('mercatino-di-natale');

    // The address keeps the filters.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro attività (2)');
    await expect(page.getByLabel('Raccolta')).toHaveValue('events');

    // An application's evaluation: the staff fields it changed, nothing of the applicant.
    await page.getByLabel('Raccolta').selectOption('Tutte');
    await filterBySlug(page, 'adozione-001');
    await expect(page).toHaveURL(/\/admin\/logs\?slug=adozione-001$/);
    const evaluation = row(page, 'demo-log-03');
    await expect(cell(evaluation, 'Raccolta')).toHaveText('Candidature adozione');
    await expect(cell(evaluation, 'Dettagli')).toHaveText(
      /^Valutazione:\s*Promosso\s*Preadozione:\s*Fatto$/,
    );
    await expect(page.getByRole('table')).not.toContainText('Chiara');

    // A deletion by the retention script: no page to open.
    await filterBySlug(page, 'adozione-2019-004');
    const retention = row(page, 'demo-log-08');
    await expect(cell(retention, 'Utente')).toHaveText('npm run retention (staff@example.org)');
    await expect(cell(retention, 'Operazione')).toContainText(
      'Cancellazione per fine conservazione',
    );
    await expect(retention.getByRole('link')).toHaveCount(0);

    await filterBySlug(page, 'nessun-elemento-cosi');
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro attività (0)');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("shows a horse's saved data under Dettagli", async () => {
    await openFromMenu(page);
    await filterBySlug(page, 'aramisz');
    const save = row(page, 'demo-log-02');
    const toggle = save.getByText(/^Dettagli \(\d+ campi\)$/);
    const name = save.locator('dt', { hasText: /^name:$/ });
    await expect(toggle).toBeVisible();
    await expect(name).toBeHidden();
    await toggle.click();
    await expect(name).toBeVisible();
    await expect(name.locator('+ dd')).toHaveText('Aramisz');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('pages through more than 25 entries with Successiva and Precedente', async () => {
    const slug = `e2e-pagina-${Date.now()}`;
    const batch = adminDb().batch();
    for (let i = 0; i < 27; i += 1) {
      batch.set(
        adminDb()
          .collection('logs')
          .doc(`${slug}-${String(i).padStart(2, '0')}`),
        {
          user: { uid: 'e2e', email: 'staff@example.org', displayName: 'Giulia Demo' },
          function: 'updateHorse',
          collection: 'horses',
          params: { slug, item: null },
          date: Timestamp.fromDate(new Date(Date.UTC(2001, 0, 1, 0, i))),
        },
      );
    }
    await batch.commit();

    await openFromMenu(page);
    await filterBySlug(page, slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro attività (27)');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(bodyRows(page).first()).toHaveAttribute('data-id', `${slug}-26`);

    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    expect(await ids(page)).toEqual([`${slug}-01`, `${slug}-00`]);
    await expect(page.getByRole('button', { name: 'Successiva' })).toBeDisabled();

    await page.getByRole('button', { name: 'Precedente' }).click();
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(bodyRows(page).first()).toHaveAttribute('data-id', `${slug}-26`);

    // A new filter starts again at page 1.
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    await page.getByLabel('Raccolta').selectOption('Cavalli');
    await expect(page).toHaveURL(new RegExp(`\\?collection=horses&slug=${slug}$`));
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
  });

  await test.step('an entry opens its item; saving it adds an entry at the top, with the user', async () => {
    await openFromMenu(page);
    await filterBySlug(page, 'leila');
    await row(page, 'demo-log-05').getByRole('link', { name: 'leila' }).click();
    await expect(page).toHaveURL(/\/admin\/horses\/leila$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli: Leila' })).toBeVisible();

    const before = new Date(Date.now() - 60_000).toISOString();
    // The one Salva of the horse page (its fields, photo and care intervals).
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Dati salvati correttamente!')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Menu area riservata' })
      .getByRole('link', { name: 'Registro attività' })
      .click();
    await expect(heading(page)).toBeVisible();
    const top = bodyRows(page).first();
    await expect(cell(top, 'Operazione')).toHaveText('Modifica cavallo');
    await expect(cell(top, 'Raccolta')).toHaveText('Cavalli');
    await expect(cell(top, 'Utente')).toHaveText('Giulia Demo');
    await expect(top.getByRole('link', { name: 'leila' })).toHaveAttribute(
      'href',
      '/admin/horses/leila',
    );
    await expect(cell(top, 'Data')).toHaveText(/^\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u);
    const date = (await cell(top, 'Data').locator('time').getAttribute('datetime')) ?? '';
    expect(date >= before, `${date} is not after ${before}`).toBe(true);
    await expect(cell(top, 'Dettagli')).toContainText(/^Dettagli \(\d+ campi\)/);
  });
});

test.describe('the log view on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('shows each entry as labelled lines, with nothing wider than the screen', async ({
    page,
  }) => {
    await signInAsStaff(page, PATH);
    await filterBySlug(page, 'adozione-001');
    const evaluation = row(page, 'demo-log-03');
    await expect(evaluation).toBeVisible();
    const label = await cell(evaluation, 'Dettagli').evaluate(
      (element) => getComputedStyle(element, '::before').content,
    );
    expect(label).toBe('"Dettagli"');
    await expect(page.getByRole('table').locator('thead')).toHaveCSS('position', 'absolute');
    const overflow = await page
      .locator('.logs-admin')
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

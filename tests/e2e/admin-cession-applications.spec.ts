import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { applicationPhotosFolder } from '#src/config/storage-paths.ts';
import { answerOf, expectSitePublished, signInAsStaff, storedFiles } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';
import { menuCount, menuLink, newCountName, someNewCount } from './admin-menu-counts.ts';

// The staff cession applications on the demo data (scripts/seed/demo/cession-applications.ts):
// eight entered by staff, one per region but none from Molise, and two newer ones sent from the
// public form, new, with photos. This file changes only Paolo Ferrari's (cessione-007,
// Emilia-Romagna) and Anna Esposito's (cessione-001, Campania), opens Giorgio Fabbri's and deletes
// Marta Pellegrini's (both sent from the form).

const PATH = '/admin/cession-applications';
const saved = 'Dati salvati correttamente!';

const GIORGIO = 'Rt6yU1iOp3AsD5fGh7Jk';
const MARTA = 'Zx9cV2bNm4QwE6rTy8Ui';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature cessione \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

test('the list and a detail, in one visit: rows, filters, search, CSV, axe', async ({ page }) => {
  allowVisits(8);
  await signInAsStaff(page, PATH);
  await expect(heading(page)).toBeVisible();

  await test.step('shows the total, the columns and the rows', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (10)');
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByText('Pagina 1 di 1')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Status',
      'Priorità',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
    ]);
    const anna = row(page, 'cessione-001');
    await expect(anna.getByRole('link', { name: 'Anna Esposito' })).toHaveAttribute(
      'href',
      `${PATH}/cessione-001`,
    );
    await expect(anna).toContainText('Stella');
    await expect(anna).toContainText('Campania');
    await expect(anna).toContainText(/20 novembre \d{4} alle 18:35/);
    await expect(row(page, 'cessione-003').locator('.badge')).toHaveText('Riuscito');
  });

  await test.step('filters by the horse’s region; a region without applications has no results', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Regione').selectOption('Lombardia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (1)');
    await expect(page).toHaveURL(/\?region=Lombardia$/);
    await expect(row(page, 'cessione-002')).toContainText('Tobia');

    await page.getByLabel('Regione').selectOption('Molise');
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (0)');
  });

  await test.step('staff sort out the urgent ones not yet taken in charge, and find one by name', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Priorità').selectOption('Immediata');
    await expect(page).toHaveURL(/\?priorita=Immediata$/);
    await expect(bodyRows(page).first()).toBeVisible();
    for (const cell of await bodyRows(page)
      .locator('td[data-label="Priorità"]')
      .allTextContents()) {
      expect(cell).toBe('Immediata');
    }
    await page.getByLabel('Status').selectOption('Da prendere in carico');
    await expect(page).toHaveURL(/status=Da\+prendere\+in\+carico&priorita=Immediata$/);
    for (const badge of await bodyRows(page).locator('.badge').allTextContents()) {
      expect(badge).toBe('Da prendere in carico');
    }

    await page.getByLabel('Priorità').selectOption('Tutti');
    await page.getByLabel('Status').selectOption('Tutti');
    await page.getByRole('textbox', { name: 'Nome o riferimento' }).fill('esposito anna');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?nome=esposito\+anna$/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(row(page, 'cessione-001')).toBeVisible();
  });

  await test.step('downloads the applications as CSV', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidature-cessione-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, one row per application.
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.slice(0, 8).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Status',
      'Priorità',
      'Nome',
      'Cognome',
      'Telefono',
      'Email',
    ]);
    const rows = italianExcelTable(csv);
    expect(rows).toHaveLength(10);
    const claire = rows.find((row) => shownValue(row.Codice) === 'cessione-008');
    expect(shownValue(claire?.Status)).toBe('Annullato');
    expect(shownValue(claire?.Nome)).toBe('Claire');
    expect(shownValue(claire?.Cognome)).toBe('Dubois');
    expect(shownValue(claire?.['Regione del cavallo'])).toBe('Estero');
    // A phone number starting with + is text, not a formula; a CAP keeps its leading zero.
    expect(claire?.Telefono).toMatchObject({ kind: 'text', shown: '+33 0 00 00 00 08' });
    expect(claire?.CAP).toMatchObject({ kind: 'text', shown: '06500' });
    const cells = rows.flatMap((row) => Object.values(row));
    expect(cells.filter((cell) => cell.kind === 'formula')).toEqual([]);
  });

  await test.step('the list has no serious accessibility violation', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the detail has no serious accessibility violation', async () => {
    await visitAsStaff(page, `${PATH}/cessione-003`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Valentina De Angelis' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

const LABEL = 'Candidature cessione';

test.describe('cession applications sent from the public form', () => {
  test('a new one is opened, another deleted with its photos', async ({ page }) => {
    allowVisits(4);
    await test.step('a new one reads "Nuova"; opening it clears that, lowers the menu count and shows its photos', async () => {
      await signInAsStaff(page, PATH);
      await expect(heading(page)).toBeVisible();
      await expect(row(page, GIORGIO).getByText('Nuova', { exact: true })).toBeVisible();
      await expect(
        bodyRows(page).filter({ has: page.getByText('Nuova', { exact: true }) }),
      ).toHaveCount(2);
      await expect(menuLink(page, LABEL)).toHaveAccessibleName(someNewCount(LABEL));
      const before = await menuCount(page, LABEL);
      expect(before).toBeGreaterThanOrEqual(1);

      await row(page, GIORGIO).getByRole('link', { name: 'Giorgio Fabbri' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Candidatura cessione: Giorgio Fabbri',
      );
      await expect(menuLink(page, LABEL)).toHaveAccessibleName(newCountName(LABEL, before - 1));
      await expect(answerOf(page, 'Dichiarazione accettata')).toHaveText('Sì');

      const photos = page.locator('.card', {
        has: page.getByRole('heading', { level: 2, name: 'Foto' }),
      });
      await expect(photos.getByRole('img')).toHaveCount(2);
      const second = photos.getByRole('img', { name: 'Foto 2 della candidatura' });
      // Thumbnails load lazily, once scrolled to.
      await second.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          second.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      const open = photos.getByRole('link', {
        name: /^Foto 2 della candidatura Apri a grandezza intera/,
      });
      await expect(open).toHaveAttribute('target', '_blank');
      const href = (await open.getAttribute('href')) ?? '';
      const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      await popup.close();
      // Read with the staff's credentials: an object URL holding the stored photo itself.
      expect(href).toMatch(/^blob:/);
      expect(await page.evaluate(async (url) => (await (await fetch(url)).blob()).type, href)).toBe(
        'image/webp',
      );
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Indietro' }).click();
      await expect(row(page, GIORGIO).getByRole('link', { name: 'Giorgio Fabbri' })).toBeVisible();
      await expect(row(page, GIORGIO).getByText('Nuova', { exact: true })).toHaveCount(0);
    });

    await test.step('deleting one deletes its photos and takes it off the list', async () => {
      await visitAsStaff(page, PATH);
      await expect(heading(page)).toHaveText(/\((\d+)\)/);
      const total = Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
      await row(page, MARTA).getByRole('link', { name: 'Marta Pellegrini' }).click();
      const photo = page.getByRole('img', { name: 'Foto 1 della candidatura' });
      await expect(photo).toBeVisible();
      expect((await photo.getAttribute('src')) ?? '').toMatch(/^blob:/);
      const folder = applicationPhotosFolder('cession', MARTA);
      expect(await storedFiles(folder)).not.toEqual([]);

      await page.getByRole('button', { name: 'Elimina candidatura' }).click();
      const dialog = page.getByRole('dialog', { name: 'Elimina candidatura' });
      await expect(dialog).toContainText('Eliminare la candidatura di Marta Pellegrini?');
      await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();

      await expect(page).toHaveURL(/\/admin\/cession-applications$/);
      await expect(
        page.getByText('La candidatura di Marta Pellegrini è stata eliminata, con le sue foto.'),
      ).toBeVisible();
      await expect(heading(page)).toHaveText(`Candidature cessione (${total - 1})`);
      await expect(row(page, MARTA)).toHaveCount(0);
      // Its photos are gone from Storage.
      expect(await storedFiles(folder)).toEqual([]);
    });
  });
});

test.describe('staff cession application detail', () => {
  test('a new status is saved, and a failed save keeps what was chosen', async ({
    page,
    consoleErrors,
  }) => {
    allowVisits(4);
    await test.step('a new status is saved and shows in the list', async () => {
      await signInAsStaff(page, PATH);
      await page.getByLabel('Regione').selectOption('Emilia-Romagna');
      const paolo = row(page, 'cessione-007');
      await expect(paolo.locator('.badge')).toHaveText('Da prendere in carico');
      await paolo.getByRole('link', { name: 'Paolo Ferrari' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Paolo Ferrari' }),
      ).toBeVisible();

      // The answers are text; the required ones left empty are listed, and saving is not blocked.
      await expect(page.locator('main').locator('input, textarea')).toHaveCount(0);
      await expect(page.locator('main select')).toHaveCount(1);
      await expect(answerOf(page, 'Data di nascita')).toHaveText('—');
      await expect(
        page.getByText(/^Risposte obbligatorie mancanti: .*Data di nascita/),
      ).toBeVisible();

      await page.getByLabel('Status').selectOption('In carico');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(saved)).toBeVisible();

      await page.getByRole('link', { name: 'Indietro' }).click();
      await expect(page).toHaveURL(/\/admin\/cession-applications\?region=Emilia-Romagna$/);
      await expect(row(page, 'cessione-007').locator('.badge')).toHaveText('In carico');
    });

    await test.step('a failed save shows the error in red and keeps what was typed', async () => {
      await visitAsStaff(page, `${PATH}/cessione-001`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Anna Esposito' }),
      ).toBeVisible();
      // The back office publishes what waits when it opens: let it finish before cutting the line.
      await expectSitePublished();
      await page.route('**/documents:commit*', (route) => route.abort());
      await page.getByLabel('Status').selectOption('Annullato');
      await page.getByRole('button', { name: 'Salva' }).click();

      // A save is a transaction: Firestore retries its failed commit, with a back-off, before giving up.
      const error = page.getByRole('alert');
      await expect(error).toBeVisible({ timeout: 30_000 });
      await expect(error).toHaveClass(/text-danger/);
      await expect(page.getByText(saved)).toHaveCount(0);
      await expect(page.getByLabel('Status')).toHaveValue('Annullato');

      // With the connection back, the same status is saved.
      await page.unroute('**/documents:commit*');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(saved)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      const unexpected = consoleErrors.filter(
        (message) =>
          !/Failed to load resource|updateCessionApplication|commit|ERR_FAILED|RPC_ERROR/i.test(
            message,
          ),
      );
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    });
  });
});

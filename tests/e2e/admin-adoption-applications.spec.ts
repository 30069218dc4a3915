import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { applicationPhotosFolder } from '#src/config/storage-paths.ts';
import { answerOf, expectSitePublished, signInAsStaff, storedFiles } from './support/admin.ts';
import { visitAsStaff } from './support/staff-visits.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { menuCount, menuLink, newCountName, someNewCount } from './admin-menu-counts.ts';

// The staff adoption applications on the demo data (scripts/seed/demo/adoption-applications.ts):
// 40 applications, 26 of them from Lombardy, none from Molise; the three newest were sent from the
// public form and are new. This file changes only Ilaria Ceccarelli's (adozione-007, Marche),
// Francesca Mura's (adozione-010, Sardegna), and of those sent from the form it opens Sara Conti's
// and deletes Luca Moretti's (with his photo); Elisa Bernardi's stays new.

const PATH = '/admin/adoption-applications';
const saved = 'Dati salvati correttamente!';
const desktop = { width: 1280, height: 720 };

const SARA = 'Kq3vX8pLm2NaT7wRb5Zd';
const LUCA = 'Hy7mQ2cWz9EoB4sKd1Ug';
const ELISA = 'Pw5nR1tYx8GfJ3vLc6Ha';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature adozione \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

async function openDetail(page: Page, slug: string, name: string) {
  await visitAsStaff(page, `${PATH}/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Candidatura adozione: ${name}` }),
  ).toBeVisible();
}

test('the list and a detail, in one visit: pages, filters, phone, CSV, axe', async ({ page }) => {
  allowVisits(12);
  await signInAsStaff(page, PATH);
  await expect(heading(page)).toBeVisible();

  await test.step('shows the total, 25 rows a page and the columns', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (40)');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Valutazione',
      'Preadozione',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
      'Luogo',
      'Compagnia',
      'Stabulazione',
      'Cibo',
      'Piedi',
      'Prob. fis.',
      'Prob. comp.',
    ]);
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(15);
    // The oldest application is last.
    await expect(bodyRows(page).last()).toHaveAttribute('data-slug', 'adozione-013');
    await expect(page).toHaveTitle(/^Candidature adozione \|/);
  });

  await test.step('filters by region in the address; a region without applications has no results', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Regione').selectOption('Lombardia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (26)');
    await expect(page).toHaveURL(/\?region=Lombardia$/);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('cell', { name: 'Lombardia', exact: true }),
    ).toHaveCount(25);

    await page.getByLabel('Regione').selectOption('Piemonte');
    const chiara = row(page, 'adozione-001');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(chiara.getByRole('link', { name: 'Chiara Rinaldi' })).toHaveAttribute(
      'href',
      `${PATH}/adozione-001`,
    );
    await expect(chiara.locator('.badge')).toHaveText(['Promosso', 'Fatto']);
    // Dates are Italian time: 20:12 UTC in January is 21:12 in Italy.
    await expect(chiara).toContainText(/14 gennaio \d{4} alle 21:12/);
    // A long answer is cut, with the whole text on hover.
    const brain = chiara.getByTitle('Anche con problemi di comportamento lievi');
    await expect(brain).toContainText('Anche con problemi di comporta…');

    await page.getByLabel('Regione').selectOption('Molise');
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (0)');

    await page.reload();
    await expect(page.getByLabel('Regione')).toHaveValue('Molise');
    await page.getByLabel('Regione').selectOption('Tutti');
    await expect(page).toHaveURL(/\/admin\/adoption-applications$/);
    await expect(bodyRows(page)).toHaveCount(25);
  });

  await test.step('an empty evaluation reads "Da valutare"', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Regione').selectOption('Lombardia');
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    // Brambilla (adozione-013): the oldest from Lombardy, not yet evaluated.
    await expect(row(page, 'adozione-013').locator('.badge').first()).toHaveText('Da valutare');
  });

  await test.step('on a phone the rows become labelled blocks', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByLabel('Regione').selectOption('Piemonte');
    const cell = row(page, 'adozione-001').locator('td').nth(4);
    await expect(cell).toHaveAttribute('data-label', 'Regione');
    await expect(cell).toHaveCSS('display', 'grid');
    // The header row stays for screen readers only.
    const header = await page.locator('thead').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(1);
    await page.setViewportSize(desktop);
  });

  await test.step('on a phone, staff find the applications still to evaluate by status and name', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Valutazione').selectOption('Da valutare');
    await expect(page).toHaveURL(/\?valutazione=Da\+valutare$/);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(bodyRows(page).locator('.badge[data-tone="warning"]').first()).toHaveText(
      'Da valutare',
    );
    for (const badge of await bodyRows(page).locator('td:first-child .badge').allTextContents()) {
      expect(badge).toBe('Da valutare');
    }
    await page.getByLabel('Regione').selectOption('Lombardia');
    await expect(row(page, 'adozione-013')).toBeVisible();

    // The menu, open on the desktop this page was signed in on, now covers the page: Enter searches.
    await page.getByRole('textbox', { name: 'Nome o riferimento' }).fill('brambilla');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/region=Lombardia&valutazione=Da\+valutare&nome=brambilla$/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(row(page, 'adozione-013')).toBeVisible();
    await expect(heading(page)).toHaveText('Candidature adozione (1)');
    // The filters fit the phone.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);

    // Emptied, the search is dropped at once.
    await page.getByRole('textbox', { name: 'Nome o riferimento' }).fill('');
    await expect(page).toHaveURL(/region=Lombardia&valutazione=Da\+valutare$/);
    await page.setViewportSize(desktop);
  });

  await test.step('the horse column names the horses asked for', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Regione').selectOption('Piemonte');
    await expect(row(page, 'adozione-001').locator('td[data-label="Cavallo"]')).toHaveText(
      'Aramisz',
    );
  });

  await test.step('downloads the filtered applications as CSV', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Regione').selectOption('Piemonte');
    await expect(bodyRows(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidature-adozione-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, one row per application.
    const [headers = [], ...rows] = readAsItalianExcel(csv);
    expect(headers.slice(0, 7).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Valutazione',
      'Preadozione',
      'Note interne',
      'Nome',
      'Cognome',
    ]);
    expect(headers.map(shownValue)).toContain('Perché vuole adottare');
    const [chiara] = italianExcelTable(csv);
    expect(rows).toHaveLength(1);
    expect(shownValue(chiara?.Codice)).toBe('adozione-001');
    expect(shownValue(chiara?.Data)).toMatch(/^\d{4}-01-14T21:12:00$/);
    expect(shownValue(chiara?.Valutazione)).toBe('Promosso');
    expect(shownValue(chiara?.Preadozione)).toBe('Fatto');
    expect(shownValue(chiara?.Nome)).toBe('Chiara');
    expect(shownValue(chiara?.Cognome)).toBe('Rinaldi');
    expect(shownValue(chiara?.['Cavalli richiesti'])).toBe('aramisz');
    expect(Object.values(chiara ?? {}).filter((cell) => cell.kind === 'formula')).toEqual([]);
  });

  await test.step('the list has no serious accessibility violation', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('on a phone the answers read as text, with the staff’s fields the only inputs', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDetail(page, 'adozione-001', 'Chiara Rinaldi');
    const main = page.locator('main');
    await expect(main.locator('input, select, textarea')).toHaveCount(3);
    await expect(main.getByLabel('Valutazione')).toBeVisible();
    await expect(main.getByLabel('Preadozione')).toBeVisible();
    await expect(main.getByLabel('Note interne')).toBeVisible();
    await expect(
      page.getByText(/^Inviata il \d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u),
    ).toBeVisible();
    await expect(answerOf(page, 'Cognome')).toHaveText('Rinaldi');
    await expect(answerOf(page, 'Telefono').getByRole('link')).toHaveAttribute(
      'href',
      'tel:+390000300001',
    );
    await expect(answerOf(page, 'Email').getByRole('link')).toHaveAttribute(
      'href',
      'mailto:chiara.rinaldi@example.org',
    );
    await expect(answerOf(page, 'Cavalli richiesti').getByRole('listitem')).toHaveText(['Aramisz']);
    // Label over answer, nothing wider than the phone.
    const term = await page.locator('dt', { hasText: /^Cognome$/ }).boundingBox();
    const answer = await answerOf(page, 'Cognome').boundingBox();
    expect(answer && term && answer.y > term.y).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });

  await test.step('the detail has no serious accessibility violation', async () => {
    await page.setViewportSize(desktop);
    await openDetail(page, 'adozione-001', 'Chiara Rinaldi');
    await expectNoSeriousA11yViolations(page);
  });
});

const LABEL = 'Candidature adozione';

test.describe('adoption applications sent from the public form', () => {
  test('a new one is opened, another deleted with its photos', async ({ page, consoleErrors }) => {
    allowVisits(4);
    await test.step('a new one reads "Nuova"; opening it clears that, lowers the menu count and shows its photos', async () => {
      await signInAsStaff(page, PATH);
      await expect(heading(page)).toBeVisible();
      const sara = row(page, SARA);
      await expect(sara.getByText('Nuova', { exact: true })).toBeVisible();
      await expect(row(page, ELISA).getByText('Nuova', { exact: true })).toBeVisible();
      // Only those sent from the form are new; none entered by staff is.
      await expect(
        bodyRows(page).filter({ has: page.getByText('Nuova', { exact: true }) }),
      ).toHaveCount(3);
      await expect(menuLink(page, LABEL)).toHaveAccessibleName(someNewCount(LABEL));
      const before = await menuCount(page, LABEL);
      expect(before).toBeGreaterThanOrEqual(2);

      await sara.getByRole('link', { name: 'Sara Conti' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /^Candidatura adozione: Sara Conti/ }),
      ).toBeVisible();
      // Opened: the menu counts one fewer, and the title no longer says "Nuova".
      await expect(menuLink(page, LABEL)).toHaveAccessibleName(newCountName(LABEL, before - 1));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Candidatura adozione: Sara Conti',
      );

      // What the form sent.
      await expect(answerOf(page, 'Qualsiasi cavallo adatto')).toHaveText('Sì');
      await expect(answerOf(page, 'Codice aziendale della stalla')).toHaveText('052SI031');
      await expect(answerOf(page, 'Dichiarazione accettata')).toHaveText('Sì');
      await expect(
        page.getByText(/^Inviata il \d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u),
      ).toBeVisible();

      // The photos, as thumbnails that open full size in a new tab.
      const photos = page.locator('.card', {
        has: page.getByRole('heading', { level: 2, name: 'Foto' }),
      });
      const first = photos.getByRole('img', { name: 'Foto 1 della candidatura' });
      await expect(first).toBeVisible();
      await expect(photos.getByRole('img', { name: 'Foto 2 della candidatura' })).toBeVisible();
      // Thumbnails load lazily, once scrolled to.
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          first.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      const open = photos.getByRole('link', {
        name: /^Foto 1 della candidatura Apri a grandezza intera/,
      });
      const href = (await open.getAttribute('href')) ?? '';
      // Read with the staff's credentials: an object URL, never a download link with a token.
      expect(href).toMatch(/^blob:/);
      const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(href);
      await popup.close();
      // The object URL holds the stored photo itself.
      expect(await page.evaluate(async (url) => (await (await fetch(url)).blob()).type, href)).toBe(
        'image/webp',
      );
      await expectNoSeriousA11yViolations(page);

      // On a phone the thumbnails stay within the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      const box = await first.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

      // Back in the list, no longer new.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'Indietro' }).click();
      await expect(row(page, SARA).getByRole('link', { name: 'Sara Conti' })).toBeVisible();
      await expect(row(page, SARA).getByText('Nuova', { exact: true })).toHaveCount(0);
      await expect(row(page, ELISA).getByText('Nuova', { exact: true })).toBeVisible();
    });

    await test.step('deleting one deletes its photos and takes it off the list', async () => {
      await visitAsStaff(page, `${PATH}/${LUCA}`);
      await expect(
        page.getByRole('heading', { level: 1, name: /^Candidatura adozione: Luca Moretti/ }),
      ).toBeVisible();
      const photo = page.getByRole('img', { name: 'Foto 1 della candidatura' });
      await expect(photo).toBeVisible();
      expect((await photo.getAttribute('src')) ?? '').toMatch(/^blob:/);
      const folder = applicationPhotosFolder('adoption', LUCA);
      expect(await storedFiles(folder)).not.toEqual([]);

      await page.getByRole('button', { name: 'Elimina candidatura' }).click();
      const dialog = page.getByRole('dialog', { name: 'Elimina candidatura' });
      await expect(dialog).toContainText(
        "Eliminare la candidatura di Luca Moretti? Verranno eliminate anche le sue foto. L'operazione non si può annullare.",
      );
      // "Annulla" keeps it.
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Elimina candidatura' }).click();
      await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();

      await expect(page).toHaveURL(/\/admin\/adoption-applications$/);
      await expect(
        page.getByText('La candidatura di Luca Moretti è stata eliminata, con le sue foto.'),
      ).toBeVisible();
      await expect(heading(page)).toBeVisible();
      await expect(row(page, SARA)).toBeVisible();
      await expect(row(page, LUCA)).toHaveCount(0);
      // Its photos are gone from Storage.
      expect(await storedFiles(folder)).toEqual([]);

      // Its page no longer loads: the back office says why and logs it.
      await page.goto(`${PATH}/${LUCA}`);
      await expect(page.getByRole('alert')).toContainText('Candidatura adozione non caricata:');
      await expect
        .poll(() => consoleErrors.some((message) => message.includes(`${LUCA} non caricata`)))
        .toBe(true);
      const unexpected = consoleErrors.filter(
        (message) =>
          !message.includes(`${LUCA} non caricata`) && !/Failed to load resource/.test(message),
      );
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    });
  });
});

test.describe('staff adoption application detail', () => {
  test('an evaluation is saved, and a failed save keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    allowVisits(4);
    await test.step('a new evaluation is saved and shows in the list', async () => {
      await signInAsStaff(page, PATH);
      await page.getByLabel('Regione').selectOption('Marche');
      await page.getByRole('link', { name: 'Ilaria Ceccarelli' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Candidatura adozione: Ilaria Ceccarelli' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Candidatura adozione: Ilaria Ceccarelli \|/);

      const evaluation = page.getByLabel('Valutazione');
      await expect(evaluation.locator('option:checked')).toHaveText('Da valutare');
      await expect(answerOf(page, 'Cavalli richiesti').getByRole('listitem')).toContainText([
        'Sugar Smart Spot',
      ]);
      await expect(answerOf(page, 'Regione')).toHaveText('Marche');
      await evaluation.selectOption('Promosso');
      await page.getByLabel('Preadozione').selectOption('Fatto');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(saved)).toBeVisible();

      // Indietro returns to the list as it was left, filtered by Marche.
      await page.getByRole('link', { name: 'Indietro' }).click();
      await expect(page).toHaveURL(/\/admin\/adoption-applications\?region=Marche$/);
      await expect(row(page, 'adozione-007').locator('.badge')).toHaveText(['Promosso', 'Fatto']);
      await expect(row(page, 'adozione-007').locator('.badge').first()).toHaveAttribute(
        'data-tone',
        'success',
      );
    });

    await test.step('a failed save shows the error in red and keeps what was typed', async () => {
      const notes = `Richiamare dopo le 18 ${Date.now()}`;
      await openDetail(page, 'adozione-010', 'Francesca Mura');
      // The back office publishes what waits when it opens: let it finish before cutting the line.
      await expectSitePublished();
      await page.route('**/documents:commit*', (route) => route.abort());
      await page.getByLabel('Valutazione').selectOption('Sospeso');
      await page.getByLabel('Note interne').fill(notes);
      await page.getByRole('button', { name: 'Salva' }).click();

      // A save is a transaction: Firestore retries its failed commit, with a back-off, before giving up.
      const error = page.getByRole('alert');
      await expect(error).toBeVisible({ timeout: 30_000 });
      await expect(error).not.toBeEmpty();
      await expect(error).toHaveClass(/text-danger/);
      await expect(page.getByText(saved)).toHaveCount(0);
      await expect(page.getByLabel('Valutazione')).toHaveValue('Sospeso');
      await expect(page.getByLabel('Note interne')).toHaveValue(notes);

      // With the connection back, the same values are saved.
      await page.unroute('**/documents:commit*');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(saved)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // The refused request and the data layer's log of it are expected here, nothing else.
      const unexpected = consoleErrors.filter(
        (message) =>
          !/Failed to load resource|updateAdoptionApplication|commit|ERR_FAILED|RPC_ERROR/i.test(
            message,
          ),
      );
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    });
  });
});

import type { Page } from '@playwright/test';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectSitePublished, signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// The staff event list and edit page on the demo data (scripts/seed/demo/events.ts: eight events
// on the site, four last year and four next year, and one hidden draft). Tests that write create their own event (slug e2e-evento-…,
// dated 2099 so that it is first in the newest-first list) and leave the demo events as they are.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const PATH = '/admin/events';
const saved = 'Dati salvati correttamente!';
// The back office's date-time, Italian time (decision 77).
const dateTimePattern = /^\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u;

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Eventi \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

async function total(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

/** Pastes HTML at the caret as the clipboard of another program would. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Adds an event through the "Nuovo" dialog and waits for its edit page. */
async function createEvent(page: Page): Promise<string> {
  const slug = `e2e-evento-${Date.now()}`;
  await page.getByRole('button', { name: 'Nuovo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi evento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salva' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Eventi: ${slug}` })).toBeVisible();
  return slug;
}

test('the list and an edit page, in one visit: rows, a taken slug, axe, an unknown event, a phone', async ({
  page,
  consoleErrors,
}) => {
  allowVisits(10);
  await signInAsStaff(page, PATH);
  await expect(heading(page)).toBeVisible();

  await test.step('shows the count and the events, newest first', async () => {
    const count = await total(page);
    expect(count).toBeGreaterThanOrEqual(8);
    await expect(bodyRows(page)).toHaveCount(Math.min(count, 25));
    await expect(page.getByText(`Pagina 1 di ${Math.ceil(count / 25)}`)).toBeVisible();
    await expect(page).toHaveTitle(/^Eventi \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const course = row(page, 'corso-primo-soccorso');
    await expect(
      course.getByRole('link', { name: 'Corso di primo soccorso equino' }),
    ).toHaveAttribute('href', '/admin/events/corso-primo-soccorso');
    await expect(course.locator('td[data-label="Luogo"]')).toHaveText(
      'Oasi Equinozio, sala del fienile',
    );
    // The Italian name is shown, not the name: "Festa dell'equinozio d'autunno".
    await expect(
      row(page, 'festa-equinozio-autunno').getByRole('link', {
        name: "Festa dell'equinozio d'autunno",
      }),
    ).toBeVisible();

    const dates = await page.locator('tbody td[data-label="Data"]').allTextContents();
    for (const date of dates) expect(date).toMatch(dateTimePattern);
    const instants = await page
      .locator('tbody td[data-label="Data"] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(instants).toHaveLength(dates.length);
    expect([...instants].sort().reverse()).toEqual(instants);
  });

  await test.step('a row opens the event', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await row(page, 'corso-primo-soccorso').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/events\/corso-primo-soccorso$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eventi: Corso di primo soccorso equino' }),
    ).toBeVisible();
  });

  await test.step('a taken slug shows the message in the dialog, and a click outside closes it', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Nuovo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi evento' });
    await dialog.getByRole('textbox', { name: 'Slug' }).fill('corso-primo-soccorso');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Esiste già un evento con lo slug "corso-primo-soccorso".',
    );
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expectNoSeriousA11yViolations(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  await test.step('has no serious accessibility violation', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the event edit page has no serious accessibility violation', async () => {
    await visitAsStaff(page, '/admin/events/corso-primo-soccorso');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eventi: Corso di primo soccorso equino' }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Descrizione (italiano)' }).locator('strong'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an unknown event shows why it is not loaded, and logs it', async () => {
    await visitAsStaff(page, '/admin/events/nessun-evento-cosi');
    await expect(page.getByRole('alert')).toContainText(
      'Evento non caricato: events/nessun-evento-cosi non esiste.',
    );
    await expect(page.getByRole('alert').getByRole('button', { name: 'Riprova' })).toBeVisible();
    await expect
      .poll(() => consoleErrors.some((m) => m.includes('Loading event nessun-evento-cosi')))
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((message) => !message.includes('Loading event nessun-evento-cosi')),
    );
  });

  await test.step('on a phone the table collapses into labelled rows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitAsStaff(page, PATH);
    const course = row(page, 'corso-primo-soccorso');
    await expect(course).toBeVisible();
    const nameCell = course.locator('td[data-label="Nome"]');
    const label = await nameCell.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Nome"');
    await expect(page.getByRole('table').locator('thead')).toHaveCSS('position', 'absolute');
    const rowBox = await course.boundingBox();
    const cellBox = await nameCell.boundingBox();
    expect(cellBox?.width).toBeGreaterThan((rowBox?.width ?? 0) - 4);
    const overflow = await page
      .locator('.event-list')
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test('staff create events: edit, save and find one; a failed save; leaving unsaved', async ({
  page,
  consoleErrors,
}) => {
  allowVisits(8);
  await test.step('staff create an event, edit it, save it and find it in the list', async () => {
    const stamp = Date.now();
    const italianName = `Festa di prova ${stamp}`;
    await signInAsStaff(page, PATH);
    const slug = await createEvent(page);

    const save = page.getByRole('button', { name: 'Salva' });
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(name).toHaveValue(slug); // a new event is named after its slug

    // docs/product.md §5: Save is disabled while the name is empty.
    await name.fill('');
    await expect(save).toBeDisabled();
    await name.fill('   ');
    await expect(save).toBeDisabled();
    await name.fill('Festa di prova');
    await expect(save).toBeEnabled();

    await page.getByRole('textbox', { name: 'Nome (italiano)' }).fill(italianName);
    await page.getByRole('textbox', { name: 'Nome (inglese)' }).fill('Test party');
    await page.getByLabel(/^Data e ora/).fill('2099-05-01T18:30');
    await page.getByRole('textbox', { name: 'Luogo' }).fill('Paddock grande');
    // Text pasted from Word: cleaned, its bold kept, nothing run.
    const description = page.getByRole('textbox', { name: 'Descrizione (italiano)' });
    await description.click();
    await pasteHtml(
      page,
      "<p class=MsoNormal><span style='font-size:12pt;mso-ansi-language:IT'>Una <b>festa</b><o:p></o:p></span></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><script>window.hacked = true</script><img src=x onerror='window.hacked = true'>",
    );
    await expect(description.locator('strong')).toHaveText('festa');
    await expect(description.locator('p')).toHaveCount(1);
    await expect(description.locator('[class], [style], img')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await save.click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eventi: Festa di prova' }),
    ).toBeVisible();

    // Saved for real: a reload reads the same values back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nome (italiano)' })).toHaveValue(italianName);
    await expect(description.locator('strong')).toHaveText('festa');
    await expect(page.getByLabel(/^Data e ora/)).toHaveValue('2099-05-01T18:30');

    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    const created = row(page, slug);
    await expect(created.getByRole('link', { name: italianName })).toBeVisible();
    await expect(created.locator('td[data-label="Data"]')).toHaveText('1 maggio 2099 alle 18:30');
    await expect(created.locator('td[data-label="Luogo"]')).toHaveText('Paddock grande');
    // Dated 2099: first in the newest-first list.
    await expect(bodyRows(page).first()).toHaveAttribute('data-slug', /^e2e-evento-/);
  });

  await test.step('a failed save shows the error in red and keeps what was typed', async () => {
    await visitAsStaff(page, PATH);
    await createEvent(page);

    // The back office publishes what waits when it opens: let it finish before cutting the line.

    await expectSitePublished();

    await page.route('**/documents:commit*', (route) => route.abort());
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Festa che non arriva');
    await page.getByRole('textbox', { name: 'Luogo' }).fill('Fienile');
    await page.getByRole('button', { name: 'Salva' }).click();

    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).not.toBeEmpty();
    await expect(error).toHaveClass(/text-danger/);
    await expect(page.getByText(saved)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
      'Festa che non arriva',
    );
    await expect(page.getByRole('textbox', { name: 'Luogo' })).toHaveValue('Fienile');
    await expect(page.getByRole('button', { name: 'Salva' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // With the connection back, the same values are saved.
    await page.unroute('**/documents:commit*');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Eventi: Festa che non arriva' }),
    ).toBeVisible();

    // The refused request and the data layer's log of it are expected here, nothing else.
    const unexpected = consoleErrors.filter(
      (message) =>
        !/Failed to load resource|updateEvent|commit|ERR_FAILED|RPC_ERROR/i.test(message),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  await test.step('leaving the edit page with unsaved changes asks first, and leaving saves nothing', async () => {
    await visitAsStaff(page, PATH);
    const slug = await createEvent(page);
    try {
      const location = page.getByRole('textbox', { name: 'Luogo' });
      await location.fill('Fienile');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText(saved)).toBeVisible();

      await location.fill('Paddock grande');
      await page.getByRole('link', { name: 'Indietro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Resta qui' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Resta qui' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/admin/events/${slug}$`));
      await expect(location).toHaveValue('Paddock grande');

      await page.getByRole('link', { name: 'Indietro' }).click();
      await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
      await expect(page).toHaveURL(/\/admin\/events$/);
      await expect(heading(page)).toBeVisible();

      // Not saved: the edit page reads the location saved before.
      await page.goto(`/admin/events/${slug}`);
      await expect(page.getByRole('textbox', { name: 'Luogo' })).toHaveValue('Fienile');
    } finally {
      await adminDb().collection('events').doc(slug).delete();
    }
  });
});

test('a new event stays off the public site until staff tick "Visibile sul sito"', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Cena di prova ${Date.now()}`;
  await signInAsStaff(page, PATH);
  const slug = await createEvent(page);
  const shown = page.getByRole('checkbox', { name: 'Visibile sul sito' });
  await expect(shown).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Nome (italiano)' }).fill(name);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(saved)).toBeVisible();

  // A visitor (a context of their own: not signed in) finds no such event.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  const visitorErrors: string[] = [];
  publicPage.on('console', (message) => {
    if (message.type() === 'error') visitorErrors.push(message.text());
  });
  await publicPage.goto(`/it/eventi/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Evento non trovato');
  await publicPage.goto('/it/eventi');
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
  await expect(publicPage.getByText(name)).toHaveCount(0);

  await shown.check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(row(page, slug)).toHaveCount(0); // still on the edit page
  await expectSitePublished();

  try {
    // The back office publishes the change just after the save: a visitor a moment later sees it.
    await expect(async () => {
      await publicPage.goto(`/it/eventi/${slug}`);
      await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(name, {
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await visitor.close();
    // What the visitor's browser logged: the missing file of the event not yet on the site (404),
    // nothing else.
    expect(visitorErrors.filter((message) => !/404/.test(message))).toEqual([]);
  } finally {
    // The only event these tests put on the site: taken away again, and the site published again
    // from the dashboard, so that the public pages still show what they were built with
    // (tests/e2e/prerendered.spec.ts compares the two).
    await adminDb().collection('events').doc(slug).delete();
    await page.goto('/admin');
    const republish = page.getByRole('button', { name: 'Ripubblica tutto il sito' });
    await republish.click();
    await expect(page.getByText('Pubblicazione in corso…')).toHaveCount(0, { timeout: 20_000 });
    // The section reads the publication's state again before it shows the button.
    await expect(republish).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/In attesa di pubblicazione/)).toHaveCount(0);
  }
});

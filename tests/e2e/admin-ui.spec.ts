import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// The gallery of the back office's UI kit (/admin/ui) in a real browser: what jsdom cannot show
// (focus trapping, real clicks outside, clipboard, downloads, colours for axe). One visit: the steps
// change nothing but the gallery's own state, and each leaves it as it found it.

const PATH = '/admin/ui';

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
  );

test('the gallery, in one visit: every section, axe, fields, selects, dialogs, messages and CSV', async ({
  page,
  context,
}) => {
  // Seven tests of the gallery, each one or two visits' worth.
  allowVisits(10);
  await signInAsStaff(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Componenti' })).toBeVisible();

  await test.step('the gallery shows every section and has no serious accessibility violation', async () => {
    for (const title of [
      'Campi di testo',
      'Scelte',
      'Modulo con salvataggio',
      'Finestre e schede',
      'Stati ed elenchi',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByText('Da valutare', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(244, 140, 42)',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);

    // Open list, dialog and message are checked too.
    await page.getByRole('combobox', { name: 'Regione', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="listbox"]');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Apri la finestra' }).click();
    await expect(page.getByRole('dialog', { name: 'Finestra di esempio' })).toBeVisible();
    // Scan once it has faded in: half-transparent text would fail the contrast check.
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, '.modal.show');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Elimina un elemento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Elimina elemento' });
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, '.modal.show');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Il servizio non è raggiungibile.');
    await expectNoSeriousA11yViolations(page, '.modal.show');
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Messaggio di errore' }).click();
    await expect(page.getByRole('dialog', { name: 'Errore' })).toBeVisible();
    await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, '.modal.show');
    // Closed for the steps below.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('a card opens and closes from its header', async () => {
    const toggle = page.getByRole('button', { name: "Scheda chiusa all'inizio" });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Contenuto nascosto finché non si apre la scheda.')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Contenuto nascosto finché non si apre la scheda.')).toBeVisible();
  });

  await test.step('text fields show and hide, copy and clear', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostra Password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Nascondi Password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Copia Link di pagamento' }).click();
    await expect(page.getByText('Copiato negli appunti.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://example.org/pagamento/cerchia-ada',
    );

    const search = page.getByRole('textbox', { name: 'Ricerca' });
    await page.getByRole('button', { name: 'Svuota Ricerca' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  });

  await test.step('the CSV button downloads a UTF-8 file with BOM and CRLF, or says why not', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica CSV', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^esempio-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      '"Nominativo";"Data";"Stabulazione"',
      '"Maria Rossi";"2026-04-18T10:30:00";"Pascolo di due ettari con capannina e acqua corrente tutto l’anno"',
      '"Luca Bianchi";"2026-03-02T17:05:00";"Box con paddock"',
      '',
    ]);

    await page.getByRole('button', { name: 'Scarica CSV (esempio che non riesce)' }).click();
    await expect(page.getByText('Il servizio non è raggiungibile: riprova.')).toBeVisible();
  });

  await test.step('the searchable select works with the keyboard alone', async () => {
    const region = page.getByRole('combobox', { name: 'Regione', exact: true });
    const chosen = page.getByTestId('gallery-region');
    const listbox = page.getByRole('listbox', { name: 'Regione' });

    await region.focus();
    await page.keyboard.type('AOSTA');
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveText(["Valle d'Aosta"]);
    await expect(region).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(region).toHaveValue("Valle d'Aosta");
    await expect(chosen).toHaveText("Valle d'Aosta");

    // Nothing matches: said, and Escape puts the chosen label back.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Narnia');
    await expect(page.getByText('Nessun risultato')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Nessun risultato')).toBeHidden();
    await expect(region).toHaveValue("Valle d'Aosta");

    // The arrows open on the chosen option and move from there.
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    const active = () =>
      region.evaluate(
        (input) =>
          document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );
    await expect.poll(active).toBe("Valle d'Aosta");
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('Veneto');
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveText('Veneto');

    // Accents do not matter; Tab after typing takes the highlighted match and moves on.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('emilia romagna'.slice(0, 6));
    await page.keyboard.press('Tab');
    await expect(chosen).toHaveText('Emilia-Romagna');
    await expect(region).not.toBeFocused();

    // A click outside closes the list without choosing.
    await region.click();
    await expect(listbox).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Componenti' }).click();
    await expect(listbox).toBeHidden();
    await expect(chosen).toHaveText('Emilia-Romagna');

    // The mouse picks too.
    await page.getByRole('button', { name: 'Opzioni di Regione', exact: true }).click();
    await listbox.getByRole('option', { name: 'Sardegna' }).click();
    await expect(chosen).toHaveText('Sardegna');
    await expect(region).toBeFocused();
  });

  await test.step('the dialog keeps the focus, closes with Escape or a click outside, and gives the focus back', async () => {
    const opener = page.getByRole('button', { name: 'Apri la finestra' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Finestra di esempio' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);

    // Past the last control the focus comes back into the dialog (react-bootstrap moves it back as
    // soon as it lands outside), whichever way one tabs.
    const keys = [...Array<string>(8).fill('Tab'), ...Array<string>(3).fill('Shift+Tab')];
    for (const key of keys) {
      await page.keyboard.press(key);
      await expect.poll(() => focusInDialog(page)).toBe(true);
    }

    // Escape in the open list closes the list only; the next one closes the dialog.
    const region = dialog.getByRole('combobox', { name: 'Regione nella finestra' });
    await region.focus();
    await page.keyboard.type('lomb');
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A click outside closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  await test.step('the message closes on any click, on Enter and on Escape', async () => {
    const opener = page.getByRole('button', { name: 'Messaggio di conferma' });
    const message = page.getByRole('dialog', { name: 'Fatto' });

    await opener.click();
    await expect(message).toBeVisible();
    await expect(message).toHaveAccessibleDescription('Il cavallo è stato aggiunto.');
    await message.getByText('Il cavallo è stato aggiunto.').click();
    await expect(message).toBeHidden();

    await opener.click();
    await expect(message).toBeVisible();
    await page.mouse.click(5, 5);
    // Closed means gone from the page at once: a dialog left fading out would block every click.
    await expect(page.locator('.message-modal')).toHaveCount(0);

    await opener.focus();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.message-modal')).toHaveCount(0);

    await opener.click();
    await expect(message).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.message-modal')).toHaveCount(0);

    // Opened and closed faster than any transition: the page still takes the next click.
    for (let round = 0; round < 5; round += 1) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(message).toBeVisible();
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('.message-modal, .modal-backdrop')).toHaveCount(0);
    await opener.click({ timeout: 5_000 });
    await expect(message).toBeVisible();
  });
});

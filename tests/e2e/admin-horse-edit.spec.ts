import type { Page } from '@playwright/test';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectSitePublished } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';
import { pngPhoto } from './support/photos.ts';

// The staff horse edit page on the demo data. It edits Leila and uploads a photo of Shasir: no other
// browser test depends on their texts or images.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const saved = 'Dati salvati correttamente!';

async function openEditPage(page: Page, slug: string, name: string) {
  await visitAsStaff(page, `/admin/horses/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cavalli: ${name}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Cavalli: ${name} \\|`));
}

/**
 * The one address of a stored image, as the app builds it in emulator mode
 * (src/lib/images/image-url.ts): storage emulator, bucket, encoded path, `alt=media`.
 */
function mediaUrl(path: string): string {
  const { host, ports, storageBucket } = readEmulatorConfig();
  const bucket = encodeURIComponent(storageBucket);
  return `http://${host}:${ports.storage}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}

/** What the test reads of the TipTap editor on its element: the selection and the document size. */
interface EditorLike {
  state: { selection: EditorSelection; doc: unknown };
}

interface EditorSelection {
  empty: boolean;
  to: number;
  /** ProseMirror's Selection class, whose `atEnd(doc)` is the caret at the document's end. */
  constructor: { atEnd(doc: unknown): { to: number } };
}

/** An upload of Shasir's photo (not the published site's files, which a save also writes). */
const isPhotoUpload = (url: string) =>
  url.includes(`name=${encodeURIComponent('horses/shasir/photo/')}`);

/** The natural size of an image URL, as the browser decodes it. */
function decodedSize(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

test('Leila, in one visit: a claim and the description saved, a failed save, leaving unsaved, axe', async ({
  page,
  consoleErrors,
}) => {
  allowVisits(8);
  await test.step('staff edit a claim, save, and the public page shows it', async () => {
    const claim = `Una mamma per tutti i puledri ${Date.now()}`;
    await openEditPage(page, 'leila', 'Leila');

    const save = page.getByRole('button', { name: 'Salva', exact: true });
    await expect(save).toBeEnabled();
    await page.getByLabel('Claim (italiano)').fill(claim);
    await save.click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(save).toBeEnabled();
    await expectSitePublished();

    // The public site reads the files published after the save; a fresh page has no cached list.
    const visitor = await page.context().newPage();
    await visitor.goto('/cavalli/leila');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Leila' })).toBeVisible();
    await expect(visitor.getByText(claim)).toBeVisible();
    await visitor.close();

    // Back to the list.
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/admin\/horses$/);
  });

  await test.step('staff format the description with the toolbar, save, and the public page shows it', async () => {
    const stamp = Date.now();
    await openEditPage(page, 'leila', 'Leila');
    const description = page.getByRole('textbox', { name: 'Descrizione (italiano)' });
    const toolbar = page.getByRole('toolbar', { name: 'Formattazione: Descrizione (italiano)' });
    const bold = toolbar.getByRole('button', { name: 'Grassetto' });

    // A new paragraph at the end, with a word made bold and a bullet list, by keyboard and toolbar.
    await description.click();
    await page.keyboard.press('Control+End');
    // Control+End moves the browser's caret; the editor learns of it from the selectionchange event,
    // late under load. Wait until the editor's own state has the caret at the end, or Enter would split
    // the paragraph the click landed in.
    await expect
      .poll(() =>
        description.evaluate((element) => {
          // TipTap puts its editor on the editable element (`dom.editor` in @tiptap/core).
          const { selection, doc } = (element as HTMLElement & { editor: EditorLike }).editor.state;
          return selection.empty && selection.to === selection.constructor.atEnd(doc).to;
        }),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    // Bold on and off from the toolbar while typing. Every move of the caret here comes from typing,
    // which the editor reads at once; a caret moved by a bare key (End, arrows) reaches the editor
    // through the browser's selectionchange event, late under load, and a click landing first would
    // act on the old selection.
    await page.keyboard.type('Le cose ');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(description).toBeFocused();
    await page.keyboard.type('preferite');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(` (${stamp}):`);
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Elenco puntato' }).click();
    await expect(toolbar.getByRole('button', { name: 'Elenco puntato' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('fieno ammollato');
    await page.keyboard.press('Enter');
    await page.keyboard.type('carote a rondelle');
    // Tab leaves the editor (it does not indent the list item).
    await page.keyboard.press('Tab');
    await expect(description).not.toBeFocused();
    await expect(description.locator('ul ul')).toHaveCount(0);

    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText(saved)).toBeVisible();
    // Public pages read the published files: the save publishes the horse after its commit.
    await expectSitePublished();

    const visitor = await page.context().newPage();
    await visitor.goto('/cavalli/leila');
    const story = visitor.getByRole('region', { name: 'La storia di Leila' });
    await expect(story.getByText(`(${stamp}):`)).toBeVisible();
    await expect(story.locator('strong', { hasText: 'preferite' })).toBeVisible();
    await expect(story.locator('strong', { hasText: String(stamp) })).toHaveCount(0);
    await expect(story.getByRole('listitem')).toHaveText(['fieno ammollato', 'carote a rondelle']);
    // What was saved is what the sanitiser keeps: the list items carry no paragraph or attribute.
    expect(
      await story
        .locator('ul')
        .last()
        .evaluate((list) => list.outerHTML),
    ).toBe('<ul><li>fieno ammollato</li><li>carote a rondelle</li></ul>');
    await visitor.close();

    // The editor loads what was saved.
    await page.reload();
    await expect(description.locator('strong', { hasText: 'preferite' })).toBeVisible();
    await expect(description.getByRole('listitem')).toHaveText([
      'fieno ammollato',
      'carote a rondelle',
    ]);
  });

  await test.step('a failed save shows the error in red and keeps what was typed', async () => {
    const notes = `Controllo zoccoli a marzo ${Date.now()}`;
    await openEditPage(page, 'leila', 'Leila');

    // The back office publishes what waits when it opens: let it finish before cutting the line.

    await expectSitePublished();

    await page.route('**/documents:commit*', (route) => route.abort());
    await page.getByLabel('Note', { exact: true }).fill(notes);
    await page.getByLabel('Claim (italiano)').fill('Claim che non arriva');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();

    // The save is a transaction (it reads the projection's circle totals): Firestore retries a
    // failed commit a few times, with a pause between, before it gives up.
    const error = page.getByRole('alert');
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(error).not.toBeEmpty();
    await expect(error).toHaveClass(/text-danger/);
    await expect(page.getByText(saved)).toHaveCount(0);
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue(notes);
    await expect(page.getByLabel('Claim (italiano)')).toHaveValue('Claim che non arriva');

    // With the connection back, the same values are saved.
    await page.unroute('**/documents:commit*');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The refused request and the data layer's log of it are expected here, nothing else.
    const unexpected = consoleErrors.filter(
      (message) =>
        !/Failed to load resource|updateHorse|commit|ERR_FAILED|RPC_ERROR/i.test(message),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  await test.step('leaving with unsaved changes asks first, and not once they are saved', async () => {
    const notes = `Ferratura ad aprile ${Date.now()}`;
    await openEditPage(page, 'leila', 'Leila');
    const field = page.getByLabel('Note', { exact: true });
    const back = page.getByRole('link', { name: 'Indietro' });
    await field.fill(notes);

    await back.click();
    const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
    await expect(dialog).toBeVisible();
    const stay = dialog.getByRole('button', { name: 'Resta qui' });
    await expect(stay).toBeFocused();
    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/horses\/leila$/);
    await expect(field).toHaveValue(notes);

    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/admin\/horses$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the horse edit page has no serious accessibility violation', async () => {
    await openEditPage(page, 'leila', 'Leila');
    await expect(page.getByRole('textbox', { name: 'Descrizione (italiano)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // With the link form open too.
    await page.getByRole('textbox', { name: 'Descrizione (italiano)' }).click();
    await page
      .getByRole('toolbar', { name: 'Formattazione: Descrizione (italiano)' })
      .getByRole('button', { name: 'Collegamento' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Indirizzo del collegamento' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});

test('Shasir, in one visit: a photo saved with a field, a file that is not an image refused', async ({
  page,
}) => {
  allowVisits(3);
  await test.step('a photo and a field are saved with one Salva: WebP in two sizes, named in the log', async () => {
    await openEditPage(page, 'shasir', 'Shasir');
    const photo = await pngPhoto(page, { width: 1600, height: 900 });
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && isPhotoUpload(request.url())) uploads += 1;
    });

    // Picked: converted and shown, stored only with the horse.
    await page
      .getByLabel('Nuova foto')
      .setInputFiles({ name: 'shasir.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText(/Nuova foto scelta: premi Salva/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Foto di Shasir (nuova, da salvare)' }),
    ).toHaveAttribute('src', /^blob:/);
    const note = `Foto nuova ${Date.now()}`;
    await page.getByLabel('Note').fill(note);
    expect(uploads).toBe(0);

    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText(saved)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Foto salvata: ecco la nuova miniatura.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // One entry for the horse's save, naming the photo's two files.
    const entries = await adminDb()
      .collection('logs')
      .where('params.slug', '==', 'shasir')
      .where('params.item.notes', '==', note)
      .get();
    expect(entries.docs.map((entry) => entry.get('params.files'))).toEqual([
      { stored: ['horses/shasir/photo/thumb.webp', 'horses/shasir/photo/zoom.webp'] },
    ]);

    // The new thumbnail, read with the staff's account (a hidden horse's is not public), shown
    // from a data: address (nothing to release, unlike an object URL).
    const thumbUrl = mediaUrl('horses/shasir/photo/thumb.webp');
    const zoomUrl = mediaUrl('horses/shasir/photo/zoom.webp');
    const image = page.getByRole('img', { name: 'Foto di Shasir' });
    await expect(image).toHaveAttribute('src', /^data:image\/webp;base64,/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    // Both sizes are stored as WebP, with the sizes of decision 15.
    for (const url of [thumbUrl, zoomUrl]) {
      const response = await page.request.get(url);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toMatch(/^image\/webp/);
    }
    expect(await decodedSize(page, thumbUrl)).toEqual({ width: 400, height: 400 });
    expect(await decodedSize(page, zoomUrl)).toEqual({ width: 1200, height: 800 });
  });

  await test.step('a file that is not an image is refused before any upload', async () => {
    await openEditPage(page, 'shasir', 'Shasir');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && isPhotoUpload(request.url())) uploads += 1;
    });
    await page.getByLabel('Nuova foto').setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('non è una foto'),
    });
    await expect(page.getByRole('alert')).toContainText('Il file scelto non è un’immagine');
    expect(uploads).toBe(0);
  });
});

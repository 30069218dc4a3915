import type { Page } from '@playwright/test';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectSitePublished, signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { pngPhoto } from './support/photos.ts';

// News from the horses (docs/product.md, "News from the horses"; decision 39), on Blu of the demo
// data (scripts/seed/demo/horse-news.ts gives him one older news). Staff add a news with a bold word
// and a photo on Blu's edit page; his public page shows it first, with the photo; they change it,
// then delete it. The test's news are titled "Notizia e2e …" and removed at the end.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const saved = (title: string) => `Notizia «${title}» salvata: eccola nell’elenco.`;
const EDIT = '/admin/horses/blu';
const PUBLIC = '/cavalli/blu';

const section = (page: Page) => page.getByRole('region', { name: 'Notizie' });
const newsOnSite = (page: Page) => page.getByRole('region', { name: 'Notizie da Blu' });

async function removeTestNews(): Promise<void> {
  const stored = await adminDb().collection('horseNews').where('horseSlug', '==', 'blu').get();
  await Promise.all(
    stored.docs
      .filter((news) => String(news.get('title')).startsWith('Notizia e2e'))
      .map((news) => news.ref.delete()),
  );
}

test.afterAll(removeTestNews);

test('staff add, change and delete a news of a horse, and its page shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Notizia e2e ${Date.now()}`;
  await signInAsStaff(page, EDIT);
  await expect(section(page).getByRole('heading', { level: 2, name: 'Notizie' })).toBeVisible();

  // Add: a title, a bold word typed with the toolbar, a photo.
  await section(page).getByRole('button', { name: 'Aggiungi notizia' }).click();
  const form = page.getByRole('form', { name: 'Nuova notizia' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/^Data/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByRole('textbox', { name: 'Titolo' }).fill(title);
  const text = form.getByRole('textbox', { name: 'Testo' });
  await text.click();
  await page.keyboard.type('Oggi Blu è stato ');
  await form.getByRole('button', { name: 'Grassetto' }).click();
  await page.keyboard.type('bravissimo');
  await form.getByRole('button', { name: 'Grassetto' }).click();
  await page.keyboard.type(' con il maniscalco.');
  const photo = await pngPhoto(page, { width: 1600, height: 1200 });
  await form
    .getByLabel('Foto', { exact: true })
    .setInputFiles({ name: 'blu.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByText('Foto pronta: verrà caricata quando premi Salva.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Saved, the editor closes and the list shows the news, marked as the one just saved.
  await form.getByRole('button', { name: 'Salva la notizia' }).click();
  await expect(section(page).getByText(saved(title))).toBeVisible({ timeout: 15_000 });
  await expect(form).toBeHidden();
  await expect(section(page).getByRole('listitem').first()).toContainText(title);
  await expect(section(page).getByRole('listitem').first()).toHaveClass(
    /records-section__item--saved/,
  );

  // Stored as the rules want it, with its photo, and logged.
  const stored = await adminDb().collection('horseNews').where('title', '==', title).get();
  expect(stored.size).toBe(1);
  const [doc] = stored.docs;
  const id = doc?.id ?? '';
  expect(doc?.data()).toEqual({
    horseSlug: 'blu',
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    title,
    text: '<p>Oggi Blu è stato <strong>bravissimo</strong> con il maniscalco.</p>',
    photo: `horses/blu/news/${id}.webp`,
    showWeb: true,
  });
  const logged = await adminDb().collection('logs').where('params.slug', '==', id).get();
  expect(logged.docs.map((entry) => entry.get('function'))).toEqual(['addHorseNews']);
  // Its entry names the photo stored with it.
  expect(logged.docs[0]?.get('params.files')).toEqual({ stored: [`horses/blu/news/${id}.webp`] });

  // The public page: the new news first, its bold word, its photo (a 1200×800 WebP).
  await expectSitePublished();
  await page.goto(PUBLIC);
  const first = newsOnSite(page).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(first.locator('strong')).toHaveText('bravissimo');
  const image = first.getByRole('img', { name: `Blu: ${title}` });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(image).toHaveAttribute('height', '800');
  const photoUrl = (await image.getAttribute('src')) ?? '';
  expect(photoUrl).toContain(encodeURIComponent(`horses/blu/news/${id}.webp`));
  await expect(newsOnSite(page).getByRole('article')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Change the title.
  const changed = `${title} (aggiornata)`;
  await page.goto(EDIT);
  await section(page)
    .getByRole('button', { name: `Modifica: ${title}` })
    .click();
  const editForm = page.getByRole('form', { name: 'Modifica notizia' });
  await editForm.getByRole('textbox', { name: 'Titolo' }).fill(changed);
  await editForm.getByRole('button', { name: 'Salva la notizia' }).click();
  await expect(section(page).getByText(saved(changed))).toBeVisible();
  await expect(editForm).toBeHidden();
  await expectSitePublished();
  await page.goto(PUBLIC);
  await expect(
    newsOnSite(page).getByRole('article').first().getByRole('heading', { level: 3 }),
  ).toHaveText(changed);

  // Delete it: gone from the list, the page, Firestore and Storage.
  await page.goto(EDIT);
  await section(page)
    .getByRole('button', { name: `Elimina: ${changed}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Elimina notizia' });
  await expect(dialog).toContainText('Verrà eliminata anche la sua foto.');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page).getByText(`La notizia «${changed}» è stata eliminata.`)).toBeVisible();
  await expect(section(page).getByRole('listitem').filter({ hasText: changed })).toHaveCount(0);
  expect((await adminDb().collection('horseNews').doc(id).get()).exists).toBe(false);
  const deletion = await adminDb()
    .collection('logs')
    .where('params.slug', '==', id)
    .where('function', '==', 'deleteHorseNews')
    .get();
  expect(deletion.docs[0]?.get('params.files')).toEqual({
    deleted: [`horses/blu/news/${id}.webp`],
  });
  // Its photo is gone, and with its news no longer public: the owner sees 404, a visitor 401.
  const asOwner = { headers: { Authorization: 'Bearer owner' } };
  expect((await page.request.get(photoUrl, asOwner)).status()).toBe(404);
  expect((await page.request.get(photoUrl)).status()).toBe(401);

  await expectSitePublished();
  await page.goto(PUBLIC);
  await expect(newsOnSite(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByText(changed)).toHaveCount(0);
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { minimalPdf } from '../../scripts/seed/demo/horse-documents.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';

// "Apri" shows the PDF in the browser's viewer, which the headless shell does not have.
test.use({ launchOptions: chromiumLaunchOptions('full') });

// Documents per horse (docs/product.md, "Horse documents"; decision 41), on Blu of the demo data
// (scripts/seed/demo/horse-documents.ts gives him an adoption contract). Staff upload a PDF with an
// expiry 10 days away on Blu's edit page; it is listed "In scadenza"; "Apri" shows its bytes in a
// new tab; "Elimina" removes the document and its file. The test's documents are titled
// "Referto e2e …" and removed at the end.

const config = readEmulatorConfig();
Object.assign(process.env, emulatorEnv(config));

const EDIT = '/admin/horses/blu';
const section = (page: Page) => page.getByRole('region', { name: 'Documenti' });
const ownerObjectUrl = (path: string) =>
  `http://${config.host}:${config.ports.storage}/v0/b/${config.storageBucket}/o/${encodeURIComponent(path)}`;

async function removeTestDocuments(): Promise<void> {
  const stored = await adminDb().collection('horseDocuments').where('horseSlug', '==', 'blu').get();
  await Promise.all(
    stored.docs
      .filter((document) => String(document.get('title')).startsWith('Referto e2e'))
      .map(async (document) => {
        await fetch(ownerObjectUrl(String(document.get('path'))), {
          method: 'DELETE',
          headers: { authorization: 'Bearer owner' },
        });
        await document.ref.delete();
      }),
  );
}

/** Serious or critical axe violations inside the section only. */
async function sectionViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.horse-documents-admin').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

test.afterAll(removeTestDocuments);

test('staff upload, open and delete a document of a horse', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Referto e2e ${Date.now()}`;
  const expiry = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const pdf = Buffer.from(minimalPdf(`Documento e2e ${title}`));
  await signInAsStaff(page, EDIT);
  await expect(section(page).getByRole('heading', { level: 2, name: 'Documenti' })).toBeVisible();
  await expect(section(page).getByText('Contratto di adozione').first()).toBeVisible();

  // Upload: a type, a title, an expiry, the PDF.
  await section(page).getByRole('button', { name: 'Carica documento' }).click();
  const form = page.getByRole('form', { name: 'Nuovo documento' });
  await form.getByRole('combobox', { name: /Tipo/ }).selectOption('Referto');
  await form.getByRole('textbox', { name: /Titolo/ }).fill(title);
  await form.getByLabel(/^Scadenza/).fill(expiry);
  await form
    .getByLabel(/^File/)
    .setInputFiles({ name: 'Referto Blu.pdf', mimeType: 'application/pdf', buffer: pdf });
  expect(await sectionViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Carica' }).click();
  await expect(section(page).getByText(`Il documento «${title}» è stato caricato.`)).toBeVisible({
    timeout: 15_000,
  });
  const item = section(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('In scadenza')).toBeVisible();
  await expect(item).toContainText('Referto');

  // Stored as the rules want it, logged, and the file in Storage at its path.
  const stored = await adminDb().collection('horseDocuments').where('title', '==', title).get();
  expect(stored.size).toBe(1);
  const [document] = stored.docs;
  const id = document?.id ?? '';
  const path = `horseDocuments/blu/${id}/referto-blu.pdf`;
  expect(document?.data()).toMatchObject({
    horseSlug: 'blu',
    type: 'Referto',
    title,
    expiry,
    path,
    contentType: 'application/pdf',
    size: pdf.length,
  });
  const logged = await adminDb().collection('logs').where('params.slug', '==', id).get();
  expect(logged.docs.map((entry) => entry.get('function'))).toEqual(['addHorseDocument']);
  // Nobody but staff reads the file: not even with its path.
  expect((await fetch(`${ownerObjectUrl(path)}?alt=media`)).status).toBe(401);
  expect(
    (await fetch(ownerObjectUrl(path), { headers: { authorization: 'Bearer owner' } })).status,
  ).toBe(200);
  expect(await sectionViolations(page)).toEqual([]);

  // Open: a new tab with the PDF's bytes and type, read with the staff's credentials.
  const popup = page.waitForEvent('popup');
  await item.getByRole('button', { name: `Apri: ${title}` }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const opened = await tab.evaluate(async () => {
    const response = await fetch(location.href);
    return {
      type: response.headers.get('content-type'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    };
  });
  expect(opened.type).toBe('application/pdf');
  expect(Buffer.from(opened.bytes).equals(pdf)).toBe(true);
  await tab.close();

  // Delete: gone from the list, Firestore and Storage.
  await item.getByRole('button', { name: `Elimina: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Elimina documento' });
  await expect(dialog).toContainText('Verrà eliminato anche il file.');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page).getByText(`Il documento «${title}» è stato eliminato.`)).toBeVisible();
  await expect(section(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect((await adminDb().collection('horseDocuments').doc(id).get()).exists).toBe(false);
  expect(
    (await fetch(ownerObjectUrl(path), { headers: { authorization: 'Bearer owner' } })).status,
  ).toBe(404);
  const logs = await adminDb().collection('logs').where('params.slug', '==', id).get();
  expect(logs.docs.map((entry) => entry.get('function')).sort()).toEqual([
    'addHorseDocument',
    'deleteHorseDocument',
  ]);
});

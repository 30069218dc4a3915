import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { todayInRome } from '#src/lib/format/dates.ts';
import { pdfPages } from '#src/test-support/pdf-text.ts';
import { adminDb } from '../support/emulators.ts';
import { inboxUrl, mailsTo } from '../support/inbox.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// A receipt issued, downloaded and sent (issue 42 item 5; decision 92): staff issue the receipt of
// a donation from the receipts' screen, download its PDF and send it; the local inbox receives the
// mail with the PDF, which reads back with the receipt's number, the supporter and the amount in
// words. The test writes its own supporter and donation (the newest of the year, so on the first
// page); the receipt stays, as receipts do (deleting it would leave a gap in the numbering).

const RECEIPTS = '/admin/money/receipts';
const run = `${Date.now()}`;
const year = Number(todayInRome().slice(0, 4));
const email = `ricevute-${run}@example.org`;
const supporterId = `e2e-sostenitore-${run}`;
const donationId = `e2e-donazione-${run}`;

test.beforeAll(async () => {
  const db = adminDb();
  await db.doc(`supporters/${supporterId}`).set({
    kind: 'persona',
    givenName: 'Niccolò',
    familyName: 'Ricevuti',
    fiscalCode: 'RCVNCL80A01D704X',
    address: {
      street: 'Via Forlì 3',
      postalCode: '47121',
      city: 'Forlì',
      province: 'FC',
      country: 'Italia',
    },
    email,
    phone: '',
    newsConsent: false,
    circleApplicationIds: [],
    nameKey: 'ricevuti niccolo',
    notes: '',
    createdAt: Timestamp.now(),
    createdBy: 'e2e',
  });
  await db.doc(`donations/${donationId}`).set({
    kind: 'donazione',
    amends: '',
    date: `${year}-12-31`,
    amountCents: 12_345,
    method: 'bonifico',
    account: 'banca',
    traceable: true,
    reference: `E2E ${run}`,
    purpose: 'generale',
    circleApplicationId: '',
    horseSlug: '',
    eventSlug: '',
    inKindDescription: '',
    supporterId,
    notes: '',
    importKey: '',
    receiptId: '',
    recordedAt: Timestamp.now(),
    recordedBy: 'e2e',
  });
});

test.describe('receipts', () => {
  test.skip(({ isMobile }) => isMobile, 'the same on any screen');

  test('staff issue a receipt, download it and send it; the inbox has it with its PDF', async ({
    page,
  }) => {
    allowVisits(2);
    const row = page.locator(`tr[data-donation="${donationId}"]`);
    let label = '';
    await test.step('issue the receipt from the year’s donations', async () => {
      await visitAsStaff(page, RECEIPTS);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Ricevute delle donazioni' }),
      ).toBeVisible();
      await expect(row).toContainText('Niccolò Ricevuti');
      await expect(row).toContainText('123,45 €');
      await expectNoSeriousA11yViolations(page);
      await row.getByRole('button', { name: /^Emetti la ricevuta/ }).click();
      const issued = page.getByRole('status').filter({ hasText: 'emessa' });
      await expect(issued).toHaveText(new RegExp(`^Ricevuta n\\. \\d+/${year} emessa\\.$`));
      label = /n\. (\d+\/\d{4})/.exec((await issued.textContent()) ?? '')?.[1] ?? '';
      await expect(row).toContainText(label);
      const stored = await adminDb().doc(`donations/${donationId}`).get();
      expect(stored.get('receiptId')).toMatch(new RegExp(`^${year}-\\d{6}$`));
    });

    await test.step('download its PDF', async () => {
      const downloading = page.waitForEvent('download');
      await row.getByRole('button', { name: `Scarica PDF della ricevuta ${label}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^ricevuta-${year}-\\d{6}\\.pdf$`));
      const text = (await pdfPages(await readFile(await download.path()))).join(' ');
      expect(text).toContain(`Ricevuta n. ${label}`);
      expect(text).toContain('in lettere: euro centoventitré/45');
    });

    await test.step('send it, and read it in the local inbox with its PDF', async () => {
      await row.getByRole('button', { name: `Invia per e-mail la ricevuta ${label}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'in coda' })).toContainText(
        `La ricevuta n. ${label} è in coda per l'invio`,
      );
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(`Ricevuta n. ${label} della tua donazione – ${association.name}`);
      const [file] = mail?.attachments ?? [];
      expect(file?.contentType).toBe('application/pdf');
      const text = (await pdfPages(Buffer.from(file?.content ?? '', 'base64'))).join(' ');
      expect(text).toContain(`Ricevuta n. ${label}`);
      expect(text).toContain('Niccolò Ricevuti');
      expect(text).toContain('Codice fiscale: RCVNCL80A01D704X');
      expect(text).toContain("Erogazione liberale ai sensi dell'art. 83 del D.Lgs. 117/2017.");
      // The inbox's own page lists the PDF, and opens it.
      const inboxPage = await page.request.get(`${inboxUrl()}messages/${mail?.id}`);
      expect(await inboxPage.text()).toContain(
        `<a href="/messages/${mail?.id}/attachments/0">${file?.filename ?? ''}</a>`,
      );
      const opened = await page.request.get(`${inboxUrl()}messages/${mail?.id}/attachments/0`);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      expect((await opened.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});

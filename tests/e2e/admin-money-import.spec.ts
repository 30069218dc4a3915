import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// The import of a bank's export (decision 91): the treasurer uploads the bank sample, confirms two
// lines, records them through the ledger's `recordDonation` (decision 90) under the rules, and the
// same file again shows them "Già importata". What it records is removed at the end.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const SAMPLE = 'src/features/money/import/samples/banca-estratto-conto.csv';
const FILE_LABEL = 'File esportato dalla banca, da PayPal o da Stripe';
let keys: string[] = [];

test.afterAll(async () => {
  if (keys.length === 0) return;
  const donations = await adminDb().collection('donations').where('importKey', 'in', keys).get();
  await Promise.all([
    ...donations.docs.map((donation) => donation.ref.delete()),
    ...keys.map((key) => adminDb().doc(`donationImportKeys/${key}`).delete()),
  ]);
});

test.describe('the import of bank exports', () => {
  test.skip(({ isMobile }) => isMobile, 'The same on a phone: the screenshots cover the layout.');

  test('the treasurer imports the bank sample, records two lines, and never twice', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, '/admin/donations/import');
    const input = page.getByLabel(FILE_LABEL);
    await input.setInputFiles(SAMPLE);
    const table = page.getByRole('table', { name: 'Movimenti del file' });
    await expect(table).toBeVisible();
    await expect(page.getByText(/^Estratto conto della banca: 15 righe lette/)).toBeVisible();
    const row = (line: number) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
    await expect(row(9)).toContainText('Uscita: non è una donazione');

    await page.getByRole('checkbox', { name: 'Conferma la riga 7' }).check();
    await page.getByRole('checkbox', { name: 'Conferma la riga 8' }).check();
    await page.getByRole('button', { name: 'Registra le 2 righe confermate' }).click();
    await expect(page.getByText('2 righe registrate.')).toBeVisible();
    await expect(row(7)).toContainText('Registrata');
    await expect(row(8)).toContainText('Registrata');

    const written = await adminDb().collection('donations').where('importKey', '!=', '').get();
    const ours = written.docs.filter((donation) =>
      [2000, 5000].includes(donation.get('amountCents') as number),
    );
    keys = ours.map((donation) => donation.get('importKey') as string);
    expect(keys).toHaveLength(2);

    await input.setInputFiles(SAMPLE);
    await expect(page.getByText(/2 già importate\.$/)).toBeVisible();
    await expect(row(7)).toContainText('Già importata');
    await expect(row(7).getByRole('checkbox')).toHaveCount(0);
  });
});

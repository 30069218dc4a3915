import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import {
  registerFingerprint,
  VOLUNTEER_REGISTER_PRINTS,
} from '#src/features/volunteers/model/register-print.ts';
import { sampleRegisterRecords } from '#src/features/volunteers/model/register-print-sample.ts';
import {
  registerRecordId,
  VOLUNTEER_REGISTER,
  type RegisterRecord,
} from '#src/features/volunteers/model/register-record.ts';
import { emulatorEnv, readEmulatorConfig } from '#tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// The register printed (issue 40, item 4; decision 88): staff print the whole register, the PDF
// downloads, the print is stored with its fingerprint (the one recomputed here from the register
// as stored) and listed; "Scarica" gets the stored PDF back. Three records of the test's own,
// numbered from 900001 so they meet no demo record, are written first and removed at the end
// with the prints the test made.

const config = readEmulatorConfig();
Object.assign(process.env, emulatorEnv(config));

const PRINT_PAGE = '/admin/volunteer-register/print';
const FIRST_NUMBER = 900_001;
const ownerObjectUrl = (path: string) =>
  `http://${config.host}:${config.ports.storage}/v0/b/${config.storageBucket}/o/${encodeURIComponent(path)}`;

const testRecords: RegisterRecord[] = sampleRegisterRecords(3).map((record, i) => ({
  ...record,
  section: 'non-occasionale',
  number: FIRST_NUMBER + i,
  id: registerRecordId('non-occasionale', FIRST_NUMBER + i),
  ...(record.kind === 'iscrizione' ? {} : { entry: FIRST_NUMBER }),
}));

let printsBefore = new Set<string>();

/** The register as stored, as the print reads it. */
async function storedRegister(): Promise<RegisterRecord[]> {
  const snapshot = await adminDb().collection(VOLUNTEER_REGISTER).get();
  return snapshot.docs.map((document) => {
    const data = document.data();
    return {
      ...data,
      id: document.id,
      recordedAt: (data.recordedAt as Timestamp).toDate(),
    } as RegisterRecord;
  });
}

test.beforeAll(async () => {
  const db = adminDb();
  printsBefore = new Set(
    (await db.collection(VOLUNTEER_REGISTER_PRINTS).get()).docs.map((d) => d.id),
  );
  await Promise.all(
    testRecords.map(({ id, recordedAt, ...record }) =>
      db
        .collection(VOLUNTEER_REGISTER)
        .doc(id)
        .set({ ...record, recordedAt: Timestamp.fromDate(recordedAt) }),
    ),
  );
});

test.afterAll(async () => {
  const db = adminDb();
  await Promise.all(
    testRecords.map(({ id }) => db.collection(VOLUNTEER_REGISTER).doc(id).delete()),
  );
  const prints = await db.collection(VOLUNTEER_REGISTER_PRINTS).get();
  await Promise.all(
    prints.docs
      .filter((print) => !printsBefore.has(print.id))
      .map(async (print) => {
        await fetch(ownerObjectUrl(String(print.get('path'))), {
          method: 'DELETE',
          headers: { authorization: 'Bearer owner' },
        });
        await print.ref.delete();
      }),
  );
});

test('staff print the whole register, download it, and find the print listed with its fingerprint', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, PRINT_PAGE);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stampa del registro dei volontari' }),
  ).toBeVisible();
  await expect(page.getByLabel('Che cosa stampare')).toHaveValue('intero');

  const expected = await registerFingerprint(await storedRegister(), 'intero');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Crea e scarica il PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('registro-volontari-intero.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const made = page.getByRole('status').filter({ hasText: 'Stampa creata e conservata' });
  await expect(made).toContainText(`intero registro, ${expected.count} record.`);
  await expect(made.getByTestId('made-fingerprint')).toHaveText(expected.fingerprint);

  // Stored: the print names the PDF, whose bytes are the ones downloaded.
  const prints = await adminDb()
    .collection(VOLUNTEER_REGISTER_PRINTS)
    .where('fingerprint', '==', expected.fingerprint)
    .get();
  const print = prints.docs.find((document) => !printsBefore.has(document.id));
  expect(print?.get('count')).toBe(expected.count);
  expect(print?.get('size')).toBe(bytes.length);
  const stored = await fetch(ownerObjectUrl(String(print?.get('path'))) + '?alt=media', {
    headers: { authorization: 'Bearer owner' },
  });
  expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

  // Listed, and downloaded again from Storage.
  const table = page.getByRole('table', { name: 'Stampe conservate' });
  const row = table.getByRole('row').filter({ hasText: expected.fingerprint });
  await expect(row).toContainText('intero registro');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Scarica la stampa \(intero registro\)/ }).click();
  const second = await readFile(await (await again).path());
  expect(second.equals(bytes)).toBe(true);
});

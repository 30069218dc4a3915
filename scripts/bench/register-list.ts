import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { buildFiscalCode } from '#src/lib/italian/fiscal-code.ts';
import { indexRowOf, registerEntries } from '#src/features/volunteers/model/register-entries.ts';
import {
  registerRecordId,
  VOLUNTEER_REGISTER,
  VOLUNTEER_REGISTER_COUNTERS,
  VOLUNTEER_REGISTER_INDEX,
  type RegisterEnrolment,
} from '#src/features/volunteers/model/register-record.ts';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { demoStaff } from '../../tests/e2e/support/admin.ts';

// The register's first page with 1,000 entries (issue 40's budget: <= 1 s), measured as the horse
// list is: from the menu's click to the heading with the count and the first row.

const names = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];
const given = ['Maria', 'Luca', 'Giulia', 'Marco', 'Sara', 'Paolo', 'Anna', 'Davide'];

/** `count` more enrolments in the non-occasional section, after those already there. */
export async function addBenchRegister(config: EmulatorConfig, count: number): Promise<void> {
  const app = initializeApp({ projectId: config.projectId }, `bench-register-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const counter = db.doc(`${VOLUNTEER_REGISTER_COUNTERS}/non-occasionale`);
    const first = (((await counter.get()).get('last') as number | undefined) ?? 0) + 1;
    for (let start = 0; start < count; start += 200) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + 200, count); i += 1) {
        const number = first + i;
        const sex = i % 2 ? 'M' : 'F';
        const day = String((i % 28) + 1).padStart(2, '0');
        const person = {
          givenName: given[i % given.length] ?? 'Maria',
          familyName: `${names[i % names.length] ?? 'Rossi'} ${String(i).padStart(4, '0')}`,
          sex,
          birthDate: `19${50 + (i % 50)}-0${(i % 9) + 1}-${day}`,
        } as const;
        const enrolment: RegisterEnrolment = {
          kind: 'iscrizione',
          id: registerRecordId('non-occasionale', number),
          section: 'non-occasionale',
          number,
          person: {
            givenName: person.givenName,
            familyName: person.familyName,
            fiscalCode: buildFiscalCode(person, 'H501'),
            birthDate: person.birthDate,
            birthPlace: 'Roma',
            residence: 'Via del Banco 1, 00100 Roma (RM)',
            email: '',
            phone: '',
          },
          startDate: '2026-01-01',
          applicationId: '',
          recordedAt: new Date(),
          recordedBy: 'bench',
        };
        const { id, recordedAt, ...stored } = enrolment;
        batch.set(db.doc(`${VOLUNTEER_REGISTER}/${id}`), {
          ...stored,
          recordedAt: Timestamp.fromDate(recordedAt),
        });
        const [entry] = registerEntries([enrolment]);
        if (entry) batch.set(db.doc(`${VOLUNTEER_REGISTER_INDEX}/${id}`), indexRowOf(entry));
      }
      await batch.commit();
    }
    await counter.set({ last: first + count - 1 });
  } finally {
    await deleteApp(app);
  }
}

/** Milliseconds from the menu's "Registro dei volontari" to the first page with its count. */
export async function measureRegisterList(baseUrl: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(demoStaff.email);
    await page.getByLabel('Password').fill(demoStaff.password);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(/\/admin$/);
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Menu area riservata' })
      .getByRole('link', { name: 'Registro dei volontari' })
      .click();
    await page
      .getByRole('heading', { level: 1, name: /^Registro dei volontari \(\d+\)$/ })
      .waitFor();
    await page.locator('table tbody tr').first().waitFor();
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

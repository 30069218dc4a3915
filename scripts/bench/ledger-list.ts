import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { storedDonation } from '#src/features/money/donations/donation-input.ts';
import {
  defaultAccount,
  DONATIONS,
  donationMethods,
} from '#src/features/money/model/money-record.ts';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { demoStaff } from '../../tests/e2e/support/admin.ts';

// The donations' ledger with 5,000 lines (issue 42's budget: its first page in <= 1 s), measured
// as the register's: from the menu's click to the heading with the count and the first row.

/** `count` general gifts over the last two years, every method, anonymous. */
export async function addBenchDonations(config: EmulatorConfig, count: number): Promise<void> {
  const app = initializeApp({ projectId: config.projectId }, `bench-ledger-${Date.now()}`);
  try {
    const db = getFirestore(app);
    for (let start = 0; start < count; start += 400) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + 400, count); i += 1) {
        const method = donationMethods[i % donationMethods.length] ?? 'bonifico';
        const date = `${2025 + (i % 2)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
        const line = storedDonation({
          kind: 'donazione',
          amends: '',
          date,
          amountCents: 1000 + (i % 50) * 100,
          method,
          account: defaultAccount[method],
          reference: `BENCH ${i}`,
          purpose: 'generale',
          circleApplicationId: '',
          horseSlug: '',
          eventSlug: '',
          inKindDescription: '',
          supporterId: '',
          notes: '',
        });
        batch.set(db.collection(DONATIONS).doc(`BenchDonation${String(i).padStart(7, '0')}`), {
          ...line,
          recordedAt: Timestamp.now(),
          recordedBy: 'bench',
        });
      }
      await batch.commit();
    }
  } finally {
    await deleteApp(app);
  }
}

/** Milliseconds from the menu's "Donazioni" to the first page with its count. */
export async function measureLedgerList(baseUrl: string): Promise<number> {
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
      .getByRole('link', { name: 'Donazioni', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: /^Donazioni \(\d+\)$/ }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

import { createHash } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { addDays } from '#src/lib/format/dates.ts';
import {
  ROTA_SHIFTS,
  shiftDocument,
  shiftIdOf,
  type ShiftPerson,
} from '#src/features/rota/model/rota.ts';
import { thisWeek } from '#src/features/rota/model/rota-time.ts';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { demoStaff } from '../../tests/e2e/support/admin.ts';

// The barn rota's budgets (issue 41, decision 89): a four-week plan with 40 volunteers and 60
// shifts a week shown in <= 1 s, and a volunteer's take answered in <= 300 ms on the emulators.

export const BENCH_VOLUNTEERS = 40;
export const BENCH_SHIFTS_A_WEEK = 60;
const BENCH_LABEL = 'Turno bench';

const demoVolunteerAccount = { email: 'volontaria@example.org', password: 'demo-volontaria-2026' };
const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/** 40 active accesses and four weeks of 60 shifts from this week, about half of them covered. */
export async function addBenchRota(config: EmulatorConfig, now = new Date()): Promise<void> {
  const app = initializeApp({ projectId: config.projectId }, `bench-rota-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const people = Array.from({ length: BENCH_VOLUNTEERS }, (_, i) => ({
      key: keyOf(`bench.volontario.${i}@example.org`),
      email: `bench.volontario.${i}@example.org`,
      name: `Volontario${i} Bench`,
    }));
    const granted = Timestamp.fromDate(now);
    const accesses = db.batch();
    for (const person of people) {
      accesses.set(db.doc(`volunteerAccess/${person.key}`), {
        email: person.email,
        name: person.name,
        registerNumber: null,
        active: true,
        grantedAt: granted,
        grantedBy: 'bench',
        revokedAt: null,
        invitedAt: null,
      });
    }
    await accesses.commit();
    const monday = thisWeek(now);
    for (let week = 0; week < 4; week++) {
      const batch = db.batch();
      for (let i = 0; i < BENCH_SHIFTS_A_WEEK; i++) {
        const date = addDays(monday, week * 7 + (i % 7));
        const start = `${String(6 + Math.floor(i / 7)).padStart(2, '0')}:00`;
        const plan = {
          date,
          start,
          minutes: 60,
          label: `${BENCH_LABEL} ${i}`,
          place: 'Scuderia',
          needed: 3,
          templateId: null,
          eventSlug: null,
          source: `bench${i}`,
        };
        const assigned: Record<string, ShiftPerson> = {};
        for (let seat = 0; seat < (week * 7 + i) % 4 && seat < 3; seat++) {
          const person = people[(i + seat * 7 + week) % people.length];
          if (person) assigned[person.key] = { name: 'Volontario', present: null };
        }
        batch.set(db.doc(`${ROTA_SHIFTS}/${shiftIdOf(plan)}`), shiftDocument(plan, assigned));
      }
      await batch.commit();
    }
  } finally {
    await deleteApp(app);
  }
}

async function signIn(page: Page, baseUrl: string, account: typeof demoStaff) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Milliseconds from the menu's "Turni" to the four weeks shown, their last shift included. */
export async function measureRotaPlan(baseUrl: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, baseUrl, demoStaff);
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Menu area riservata' })
      .getByRole('link', { name: 'Turni', exact: true })
      .click();
    await page
      .getByRole('region', { name: /^Settimana dal/ })
      .nth(3)
      .waitFor();
    await page
      .getByRole('article', { name: new RegExp(`${BENCH_LABEL} ${BENCH_SHIFTS_A_WEEK - 1}$`) })
      .nth(3)
      .waitFor();
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

/** Milliseconds from a volunteer's "Prendo io" to the shift among their own. */
export async function measureTakeShift(baseUrl: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await signIn(page, baseUrl, demoVolunteerAccount);
    await page.goto(`${baseUrl}/admin/my-shifts`);
    const open = page
      .getByRole('region', { name: /^Turni scoperti/ })
      .getByRole('button', { name: new RegExp(`^Prendo .*${BENCH_LABEL}`) });
    await open.first().waitFor();
    const name = (await open.first().getAttribute('aria-label')) ?? '';
    const title = name.replace(/^Prendo /, '');
    const started = Date.now();
    await open.first().click();
    await page
      .getByRole('region', { name: 'I miei turni' })
      .getByRole('button', { name: `Lascia ${title}` })
      .waitFor();
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

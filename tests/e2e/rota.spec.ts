import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, todayInRome } from '#src/lib/format/dates.ts';
import { romeInstant, weekOf, dayHeading } from '#src/features/rota/model/rota-time.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { allowVisits, errorsOf, expect, test } from './support/fixtures.ts';

// The barn rota (docs/decisions/0089-barn-rota.md): the demo volunteer on a phone takes a Sunday
// evening feeding, downloads their shifts as a calendar file, and the gap closes on staff's plan.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const demoVolunteer = { email: 'volontaria@example.org', password: 'demo-volontaria-2026' };
const phone = { width: 390, height: 844 };
const LABEL = 'Pasto della sera e2e';

// The Sunday two weeks ahead: within the volunteer's four weeks and staff's plan, past any cut-off.
const sunday = addDays(weekOf(todayInRome()), 13);
const shiftId = `${sunday}-1700-e2eSera`;
const startsAt = romeInstant(sunday, '17:00');

async function removeShift(): Promise<void> {
  await adminDb().doc(`rotaShifts/${shiftId}`).delete();
}

test.beforeAll(async () => {
  await adminDb()
    .doc(`rotaShifts/${shiftId}`)
    .set({
      date: sunday,
      start: '17:00',
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromDate(new Date(startsAt.getTime() + 60 * 60_000)),
      minutes: 60,
      label: LABEL,
      place: 'Scuderia',
      needed: 1,
      templateId: null,
      eventSlug: null,
      people: {},
    });
});
test.afterAll(removeShift);

async function phonePage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  return { page, errors: errorsOf(page) };
}

/** The ICS file's events, unfolded and split into their properties. */
function eventsOf(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test('a volunteer on a phone takes a Sunday evening feeding; the gap closes on the staff plan', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'opens its own phone context');
  allowVisits(6);
  const title = `${dayHeading(sunday)}, 17:00 ${LABEL}`;
  const volunteer = await phonePage(browser);

  await test.step('staff see the shift uncovered', async () => {
    await signInAsStaff(page, '/admin/rota');
    const card = page.getByRole('article', { name: `17:00 ${LABEL}` });
    await expect(card).toContainText('Manca 1 persona');
    await expect(card).toHaveClass(/rota-shift--empty/);
  });

  await test.step('the volunteer takes it on a phone', async () => {
    const phonePage = volunteer.page;
    await phonePage.goto('/admin/login');
    await phonePage.getByLabel('Email').fill(demoVolunteer.email);
    await phonePage.getByLabel('Password').fill(demoVolunteer.password);
    await phonePage.getByRole('button', { name: 'Entra' }).click();
    await expect(phonePage).toHaveURL(/\/admin\/horses$/);
    await phonePage.goto('/admin/my-shifts');
    await phonePage.getByRole('button', { name: `Prendo ${title}` }).click();
    const mine = phonePage.getByRole('region', { name: 'I miei turni' });
    await expect(mine.getByRole('button', { name: `Lascia ${title}` })).toBeVisible();
  });

  await test.step('their shifts download as a calendar file that reads back', async () => {
    const phonePage = volunteer.page;
    const [download] = await Promise.all([
      phonePage.waitForEvent('download'),
      phonePage.getByRole('button', { name: /Scarica i miei turni/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('turni.ics');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const event = eventsOf(text).find((item) => item.SUMMARY === LABEL);
    expect(event).toMatchObject({
      DTSTART: utc(startsAt),
      DTEND: utc(new Date(startsAt.getTime() + 3_600_000)),
      LOCATION: 'Scuderia',
    });
    expect(event?.UID).toMatch(new RegExp(`^${shiftId}@`));
  });

  await test.step('the gap has closed on the staff plan', async () => {
    await page.reload();
    const card = page.getByRole('article', { name: `17:00 ${LABEL}` });
    await expect(card).toContainText('Completo');
    await expect(card).toHaveClass(/rota-shift--covered/);
  });
  expect(volunteer.errors).toEqual([]);
});

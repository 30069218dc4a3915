import { isoWeekOf } from '#src/features/aftercare/model/iso-week.ts';
import { todayInRome } from '#src/lib/format/dates.ts';
import { adminDb } from '../support/emulators.ts';
import { inboxUrl, readInbox, type ReceivedMail } from '../support/inbox.ts';
import { demoStaff } from './support/admin.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// "Da fare questa settimana" (docs/decisions/0094-after-the-adoption.md): the demo staff asked for
// the weekly mail (scripts/seed/demo/weekly-digest.ts); the first staff sign-in of the week sends
// it, the dashboard says it went, and it reaches the local inbox with links to the back office.

const week = isoWeekOf(todayInRome());
if (!week) throw new Error('No ISO week for today');
const subject = `Da fare questa settimana (${week.id})`;

/** Any earlier sign-in of this run (the global setup's) sent it already: this week starts afresh. */
async function forgetThisWeek(): Promise<void> {
  await adminDb().doc(`weeklyDigests/${week?.id}`).delete();
  const mails = await adminDb()
    .collection('mail')
    .where('template.name', '==', 'weekly-digest')
    .get();
  await Promise.all(
    mails.docs
      .filter((mail) => mail.id.startsWith(`${week?.id}.`))
      .map((mail) => mail.ref.delete()),
  );
}

const weeklyMails = async (): Promise<ReceivedMail[]> =>
  (await readInbox()).filter(
    (mail) => mail.to.includes(demoStaff.email) && mail.subject.startsWith(subject),
  );

test('the first staff sign-in of the week sends the weekly mail; it reaches the inbox', async ({
  page,
}) => {
  allowVisits(3);
  await forgetThisWeek();
  const before = (await weeklyMails()).length;

  await test.step('staff sign in: the dashboard says this week’s mail went', async () => {
    await visitAsStaff(page, '/admin');
    const panel = page.getByRole('region', { name: 'Da fare questa settimana' });
    await expect(panel.getByRole('status')).toHaveText(
      new RegExp(`^La mail di questa settimana \\(${week.id}\\) è partita il .+, a 1 persona\\.$`),
      { timeout: 15_000 },
    );
    await expect(panel.getByText('La ricevi ogni settimana al tuo indirizzo.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Invia ora' })).toHaveCount(0);
  });

  await test.step('the mail is in the local inbox, with links to the back office', async () => {
    await expect
      .poll(async () => (await weeklyMails()).length, { timeout: 15_000 })
      .toBe(before + 1);
    const mail = (await weeklyMails()).at(-1);
    expect(mail?.text).toContain('Dal ');
    expect(mail?.text).toMatch(/\/admin\/horses\/[a-z0-9-]+/);
    const inbox = await page.context().newPage();
    await inbox.goto(inboxUrl());
    await inbox.locator(`a[href="/messages/${mail?.id}"]`).click();
    await expect(inbox).toHaveTitle(new RegExp(`^${subject.replace(/[()]/g, '\\$&')}`));
    await expect(inbox.locator('pre')).toContainText("Ricevi questa e-mail perché l'hai chiesta");
    await inbox.close();
  });

  await test.step('a second sign-in the same week sends nothing more', async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Da fare questa settimana' }).getByRole('status'),
    ).toContainText('è partita il');
    await page.waitForTimeout(1_000);
    expect((await weeklyMails()).length).toBe(before + 1);
  });
});

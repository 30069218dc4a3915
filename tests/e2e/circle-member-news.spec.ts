import { Timestamp } from 'firebase-admin/firestore';
import { emulatorEnv } from '../../tools/backend/backend.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// A circle member who unsubscribed from the horse's news (docs/product.md "News to a horse's
// circle"; decision 64), on the demo's Sara Colombo (cerchia-009): staff see when on her page and
// put her back on the news, after a question, logged. Her unsubscription is restored after.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const MEMBER = 'cerchia-009';
const PAGE = `/admin/circle-applications/${MEMBER}`;
// 08:12 in Rome.
const UNSUBSCRIBED_AT = new Date('2026-11-26T07:12:00Z');

async function unsubscribeSara(): Promise<void> {
  const member = (await adminDb().doc(`circleApplications/${MEMBER}`).get()).data();
  await adminDb()
    .doc(`unsubscribes/${MEMBER}`)
    .set({ token: String(member?.newsToken), date: Timestamp.fromDate(UNSUBSCRIBED_AT) });
}

async function removeTestEntries(): Promise<void> {
  const entries = await adminDb()
    .collection('logs')
    .where('function', '==', 'resubscribeToNews')
    .get();
  await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
}

test.beforeEach(async () => {
  await unsubscribeSara();
  await removeTestEntries();
});
test.afterAll(async () => {
  await unsubscribeSara();
  await removeTestEntries();
});

test('staff see when a member unsubscribed and, asked, put them back on the news', async ({
  page,
}) => {
  await signInAsStaff(page, PAGE);
  // Its detail reads the registry's horses too: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: /Sara Colombo/ })).toBeVisible({
    timeout: 20_000,
  });
  const section = page.getByRole('region', { name: 'Notizie del cavallo' });
  await expect(section).toContainText(
    "Non riceve più le notizie del cavallo: ha chiesto di non riceverle con il link di un'e-mail il 26 novembre 2026 alle 08:12.",
  );
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Iscrivi di nuovo alle notizie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iscrivere di nuovo alle notizie?' });
  await expect(dialog).toContainText("Iscrivila di nuovo solo se ora te l'ha chiesto lei");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  expect((await adminDb().doc(`unsubscribes/${MEMBER}`).get()).exists).toBe(true);

  await section.getByRole('button', { name: 'Iscrivi di nuovo alle notizie' }).click();
  await dialog.getByRole('button', { name: 'Iscrivi di nuovo', exact: true }).click();
  await expect(section).toContainText(
    'Fatto: dal prossimo invio riceverà di nuovo le notizie del cavallo.',
  );
  expect((await adminDb().doc(`unsubscribes/${MEMBER}`).get()).exists).toBe(false);
  const entries = await adminDb()
    .collection('logs')
    .where('function', '==', 'resubscribeToNews')
    .get();
  expect(entries.docs.map((entry) => entry.data())).toEqual([
    expect.objectContaining({
      collection: 'unsubscribes',
      params: { slug: MEMBER, item: null },
    }),
  ]);

  // Back on the news, the page says nothing more about it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Sara Colombo/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'E-mail al richiedente' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notizie del cavallo' })).toHaveCount(0);
});

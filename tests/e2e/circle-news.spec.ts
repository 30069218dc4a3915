import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorEnv } from '../../tools/backend/backend.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { clearInbox, mailsTo, readInbox } from '../support/inbox.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// A horse's news to its circle (docs/product.md, "News to a horse's circle"; decision 55), on Ada
// of the demo data: Marta (Italian form) and Paola (English form) agreed to her news. Staff send
// the paddock news from Ada's edit page; both mails arrive in the local inbox, each in its
// language; Marta follows her unsubscribe link without signing in; a second send, confirmed,
// reaches Paola only. What the test sends and the unsubscription are removed before and after.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

test.describe.configure({ timeout: 90_000 });

const EDIT = '/admin/horses/ada';
const NEWS = 'Ada ha un nuovo compagno di paddock';
const MARTA = 'marta.gallo@example.org';
const PAOLA = 'circolo-ada@example.org';
const DEMO_SEND = 'news.DemoSendAdaDentist01';
const DEMO_SEND_MAILS = '.news-DemoSendAdaDentist01';

async function removeTestSends(): Promise<void> {
  const db = adminDb();
  const [mails, entries] = await Promise.all([
    db.collection('mail').get(),
    db.collection('logs').where('function', '==', 'sendHorseNews').get(),
  ]);
  await Promise.all([
    ...mails.docs
      .filter((mail) => mail.id.includes('.news-') && !mail.id.endsWith(DEMO_SEND_MAILS))
      .map((mail) => mail.ref.delete()),
    ...entries.docs
      .filter((entry) => entry.get('params.slug') !== DEMO_SEND)
      .map((entry) => entry.ref.delete()),
    db.doc('unsubscribes/cerchia-001').delete(),
  ]);
  await clearInbox();
}

// Paola sent her form in English (the demo's members predate the stored language).
test.beforeEach(async () => {
  await removeTestSends();
  await adminDb().doc('circleApplications/cerchia-007').update({ newsLanguage: 'en' });
});
test.afterAll(async () => {
  await removeTestSends();
  await adminDb()
    .doc('circleApplications/cerchia-007')
    .update({ newsLanguage: FieldValue.delete() });
});

const dialogOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Invia la notizia al circolo di Ada' });

async function openSendDialog(page: Page) {
  await page
    .getByRole('region', { name: 'Notizie' })
    .getByRole('button', { name: `Invia al circolo: ${NEWS}` })
    .click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const newsMailsTo = async (to: string) =>
  (await readInbox()).filter((mail) => mail.to.includes(to) && mail.subject.endsWith(NEWS));

test("a news reaches the circle's members, one unsubscribes with the link, the next send skips them", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, EDIT);
  const section = page.getByRole('region', { name: 'Notizie' });
  await expect(section.getByText(NEWS)).toBeVisible();

  // Before sending, staff see how many will receive it.
  let dialog = await openSendDialog(page);
  await expect(
    dialog.getByText(`La notizia «${NEWS}» arriverà per e-mail a 2 sostenitori di Ada.`),
  ).toBeVisible();
  await expect(dialog.getByText(/già stata inviata/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Invia a 2 sostenitori' }).click();
  await expect(
    section.getByText(`La notizia «${NEWS}» è stata inviata a 2 sostenitori di Ada.`),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toBeHidden();

  // One mail each, in the language of each member's form, through the local delivery.
  const [toMarta] = await mailsTo(MARTA);
  const [toPaola] = await mailsTo(PAOLA);
  expect(toMarta?.subject).toBe(`Notizie da Ada: ${NEWS}`);
  expect(toMarta?.text).toContain('Ada divide il paddock con Blu');
  expect(toPaola?.subject).toBe(`News from Ada: ${NEWS}`);
  expect(toPaola?.text).toContain('/en/unsubscribe?m=cerchia-007&t=');
  const entries = await adminDb().collection('logs').where('function', '==', 'sendHorseNews').get();
  const logged = entries.docs.filter((entry) => entry.get('params.slug') !== DEMO_SEND);
  expect(logged.map((entry) => entry.get('params.item'))).toEqual([
    {
      news: 'DemoNewsAda000000001',
      horse: 'ada',
      count: 2,
      members: ['cerchia-001', 'cerchia-007'],
    },
  ]);

  // Marta follows the link in her mail, signed in nowhere: unsubscribed at once, nothing of hers shown.
  const link = /https?:\/\/\S+\/it\/disiscrizione\?m=cerchia-001&t=[A-Za-z0-9]{32}/.exec(
    toMarta?.text ?? '',
  )?.[0];
  expect(link).toBeDefined();
  const visitor = await browser.newContext();
  const member = await visitor.newPage();
  const { pathname, search } = new URL(link ?? '');
  await member.goto(`${pathname}${search}`);
  await expect(
    member.getByRole('heading', { name: 'Fatto: non riceverai più queste notizie' }),
  ).toBeVisible({ timeout: 15_000 });
  const shown = await member.locator('main').innerText();
  for (const personal of ['Marta', 'Gallo', MARTA, 'cerchia-001']) {
    expect(shown).not.toContain(personal);
  }
  await expectNoSeriousA11yViolations(member);
  await visitor.close();
  expect((await adminDb().doc('unsubscribes/cerchia-001').get()).exists).toBe(true);

  // Sent again by mistake? Staff are asked first; once confirmed, it reaches Paola alone.
  dialog = await openSendDialog(page);
  await expect(
    dialog.getByText(/Questa notizia è già stata inviata il .* \(2 e-mail\)/),
  ).toBeVisible();
  await expect(
    dialog.getByText(`La notizia «${NEWS}» arriverà per e-mail a 1 sostenitore di Ada.`),
  ).toBeVisible();
  const sendAgain = dialog.getByRole('button', { name: 'Invia a 1 sostenitore' });
  await expect(sendAgain).toBeDisabled();
  await dialog.getByLabel('Sì, inviala di nuovo').check();
  await sendAgain.click();
  await expect(
    section.getByText(`La notizia «${NEWS}» è stata inviata a 1 sostenitore di Ada.`),
  ).toBeVisible({
    timeout: 15_000,
  });
  await mailsTo(PAOLA, 2);
  expect(await newsMailsTo(PAOLA)).toHaveLength(2);
  expect(await newsMailsTo(MARTA)).toHaveLength(1);
});

test('the unsubscribe page writes nothing for an incomplete or wrong link, in both languages', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/it/disiscrizione?m=cerchia-001');
  await expect(page.locator('main').getByRole('alert')).toContainText('Questo link non è completo');
  await page.goto(`/en/unsubscribe?m=cerchia-001&t=${'x'.repeat(32)}`);
  await expect(page.locator('main').getByRole('alert')).toContainText('This link is not valid');
  expect((await adminDb().doc('unsubscribes/cerchia-001').get()).exists).toBe(false);
  // The rules' refusal of the wrong key is the browser's one console error.
  const unexpected = consoleErrors.filter((message) => !message.includes('403 (Forbidden)'));
  expect(consoleErrors.length - unexpected.length).toBe(1);
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

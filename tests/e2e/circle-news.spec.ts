import type { Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { clearInbox, mailsTo, readInbox } from '../support/inbox.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, errorsOf, expect, test } from './support/fixtures.ts';

// A horse's news to its circle (docs/product.md, "News to a horse's circle"; decision 55), on Ada
// of the demo data: Marta (Italian form) and Paola (English form) agreed to her news. Staff send
// the paddock news from Ada's edit page; both mails arrive in the local inbox, each in its
// language; Marta follows her unsubscribe link without signing in; a second send, confirmed,
// reaches Paola only. What the test sends and the unsubscription are removed before and after.
// Then a member who unsubscribed (decision 64), the demo's Sara Colombo (cerchia-009): staff see
// when on her page and put her back on the news, after a question, logged; her unsubscription is
// restored after.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

test.describe.configure({ timeout: 90_000 });

const EDIT = '/admin/horses/ada';
const NEWS = 'Ada ha un nuovo compagno di paddock';
const MARTA = 'marta.gallo@example.org';
const PAOLA = 'circolo-ada@example.org';
const DEMO_SEND = 'news.DemoSendAdaDentist01';
const DEMO_SEND_MAILS = '.news-DemoSendAdaDentist01';
const MEMBER = 'cerchia-009';
const MEMBER_PAGE = `/admin/circle-applications/${MEMBER}`;
// 08:12 in Rome.
const UNSUBSCRIBED_AT = new Date('2026-11-26T07:12:00Z');

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

async function unsubscribeSara(): Promise<void> {
  const member = (await adminDb().doc(`circleApplications/${MEMBER}`).get()).data();
  await adminDb()
    .doc(`unsubscribes/${MEMBER}`)
    .set({ token: String(member?.newsToken), date: Timestamp.fromDate(UNSUBSCRIBED_AT) });
}

async function removeResubscribeEntries(): Promise<void> {
  const entries = await adminDb()
    .collection('logs')
    .where('function', '==', 'resubscribeToNews')
    .get();
  await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
}

// Paola sent her form in English (the demo's members predate the stored language).
test.beforeEach(async () => {
  await removeTestSends();
  await adminDb().doc('circleApplications/cerchia-007').update({ newsLanguage: 'en' });
  await unsubscribeSara();
  await removeResubscribeEntries();
});
test.afterAll(async () => {
  await removeTestSends();
  await adminDb()
    .doc('circleApplications/cerchia-007')
    .update({ newsLanguage: FieldValue.delete() });
  await unsubscribeSara();
  await removeResubscribeEntries();
});

const dialogOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Invia la notizia alla cerchia di Ada' });

async function openSendDialog(page: Page) {
  await page
    .getByRole('region', { name: 'Notizie' })
    .getByRole('button', { name: `Invia alla cerchia: ${NEWS}` })
    .click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const newsMailsTo = async (to: string) =>
  (await readInbox()).filter((mail) => mail.to.includes(to) && mail.subject.endsWith(NEWS));

test("a news reaches the circle's members, one leaves it by the link alone, the next send skips them; staff put another back", async ({
  page,
  browser,
}) => {
  allowVisits(9);
  // A member following a mail's link, signed in nowhere: a browser of their own, watched as the
  // test's page is (a console error fails it).
  const visitor = await browser.newContext();
  const member = await visitor.newPage();
  const memberErrors = errorsOf(member);

  await test.step('the unsubscribe page writes nothing for an incomplete or wrong link, in both languages', async () => {
    await member.goto('/it/disiscrizione?m=cerchia-001');
    await expect(member.locator('main').getByRole('alert')).toContainText(
      'Questo link non è completo',
    );
    await member.goto(`/en/unsubscribe?m=cerchia-001&t=${'x'.repeat(32)}`);
    await expect(member.locator('main').getByRole('alert')).toContainText('This link is not valid');
    expect((await adminDb().doc('unsubscribes/cerchia-001').get()).exists).toBe(false);
    // The rules' refusal of the wrong key is the browser's one console error.
    const unexpected = memberErrors.filter((message) => !message.includes('403 (Forbidden)'));
    expect(memberErrors.length - unexpected.length).toBe(1);
    memberErrors.splice(0, memberErrors.length, ...unexpected);
  });

  const section = page.getByRole('region', { name: 'Notizie' });
  let toMarta: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await test.step("staff send a news; it reaches the circle's members, each in their language", async () => {
    await signInAsStaff(page, EDIT);
    await expect(section.getByText(NEWS)).toBeVisible();

    // Before sending, staff see how many will receive it.
    const dialog = await openSendDialog(page);
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
    [toMarta] = await mailsTo(MARTA);
    const [toPaola] = await mailsTo(PAOLA);
    expect(toMarta?.subject).toBe(`Notizie da Ada: ${NEWS}`);
    expect(toMarta?.text).toContain('Ada divide il paddock con Blu');
    expect(toPaola?.subject).toBe(`News from Ada: ${NEWS}`);
    expect(toPaola?.text).toContain('/en/unsubscribe?m=cerchia-007&t=');
    const entries = await adminDb()
      .collection('logs')
      .where('function', '==', 'sendHorseNews')
      .get();
    const logged = entries.docs.filter((entry) => entry.get('params.slug') !== DEMO_SEND);
    expect(logged.map((entry) => entry.get('params.item'))).toEqual([
      {
        news: 'DemoNewsAda000000001',
        horse: 'ada',
        count: 2,
        members: ['cerchia-001', 'cerchia-007'],
      },
    ]);
  });

  await test.step('Marta follows the link in her mail, signed in nowhere: unsubscribed at once, nothing of hers shown', async () => {
    const link = /https?:\/\/\S+\/it\/disiscrizione\?m=cerchia-001&t=[A-Za-z0-9]{32}/.exec(
      toMarta?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
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
    expect(memberErrors, 'console errors on the page').toEqual([]);
    expect((await adminDb().doc('unsubscribes/cerchia-001').get()).exists).toBe(true);
  });

  await test.step('sent again by mistake? Staff are asked first; once confirmed, it reaches Paola alone', async () => {
    const dialog = await openSendDialog(page);
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

  await test.step('staff see when a member unsubscribed and, asked, put them back on the news', async () => {
    await page.goto(MEMBER_PAGE);
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
});

import { Timestamp } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { receivedMail } from '#src/features/mail/model/mail.ts';
import { adminDb } from '../support/emulators.ts';
import { inboxUrl, mailsTo, readInbox } from '../support/inbox.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, errorsOf, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// docs/product.md "E-mail": staff write to an applicant from the application's page, and the
// outbox sends a failed mail again, both through the local delivery into the local inbox. On the
// demo data: Sara Pavan's adoption (adozione-003, sara.pavan@example.org). Each project marks
// its own mails, as desktop and phone run side by side.

const SARA = '/admin/adoption-applications/adozione-003';

const logEntriesOf = async (slug: string) =>
  (await adminDb().collection('logs').where('params.slug', '==', slug).get()).docs.map((entry) =>
    entry.data(),
  );

test('mail in one visit: a staff message arrives and shows on the application; a failed one is sent again', async ({
  page,
}) => {
  allowVisits(7);
  // The staff message as the local inbox received it.
  let inboxId: number | undefined;
  await test.step('a staff message from an application arrives in the inbox, and shows on the application', async () => {
    const mark = `Prova ${test.info().project.name} ${Date.now()}`;
    await visitAsStaff(page, SARA);
    const section = page.getByRole('region', { name: 'E-mail al richiedente' });
    await expect(section.getByRole('button', { name: "Scrivi un'e-mail" })).toBeVisible();
    await section.getByRole('button', { name: "Scrivi un'e-mail" }).click();
    const form = section.getByRole('form', { name: 'Nuova e-mail a sara.pavan@example.org' });
    await form.getByLabel('Modello').selectOption({ label: 'Visita da fissare' });
    await expect(form.getByLabel('Oggetto')).toHaveValue(
      `Fissiamo la visita – ${association.name}`,
    );
    const body = form.getByLabel('Testo');
    await expect(body).toHaveValue(/^Ciao Sara,\n\nabbiamo letto la tua domanda di adozione/);
    // Staff edit the text before sending: what they typed is what arrives.
    await body.fill(`${await body.inputValue()}\n\n${mark}`);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Invia' }).click();
    // Announced in the section's own status (the composer's save bar has one too, until it closes).
    await expect(section.getByRole('status').filter({ hasText: 'messa in coda' })).toHaveText(
      'E-mail messa in coda per sara.pavan@example.org: lo stato si aggiorna qui sotto.',
    );

    await expect
      .poll(
        async () =>
          (await mailsTo('sara.pavan@example.org')).filter((m) => m.text.includes(mark)).length,
      )
      .toBe(1);
    const mail = (await readInbox()).find((received) => received.text.includes(mark));
    expect(mail?.subject).toBe(`Fissiamo la visita – ${association.name}`);
    // A reply reaches the association (the extension's default Reply-To), not the sender.
    expect(mail?.replyTo).toEqual([association.email]);
    inboxId = mail?.id;
    expect(mail?.text).toContain('Ciao Sara,');
    expect(mail?.text).toContain(association.email);

    // What was sent shows on the application: when, which preset, delivered.
    const stored = await adminDb()
      .collection('mail')
      .where('template.data.subject', '==', `Fissiamo la visita – ${association.name}`)
      .get();
    const sent = stored.docs.find((doc) => JSON.stringify(doc.data()).includes(mark));
    expect(sent?.id).toMatch(/^adozione-003\.message-[A-Za-z0-9]{20}$/);
    await expect
      .poll(async () => (await adminDb().doc(`mail/${sent?.id}`).get()).get('delivery.state'))
      .toBe('SUCCESS');
    await section.getByRole('button', { name: 'Aggiorna lo stato' }).click();
    const row = section.locator(`tr[data-id="${sent?.id}"]`);
    await expect(row).toContainText('Visita da fissare');
    await expect(row).toContainText('Consegnata');
    await expect(row).toContainText(`Fissiamo la visita – ${association.name}`);

    // Logged under the mail's id, with no address and no words of the message.
    const [entry] = await logEntriesOf(sent?.id ?? '');
    expect(entry?.function).toBe('sendStaffMessage');
    expect(entry?.params.item).toEqual({
      application: 'adozione-003',
      kind: 'adoption',
      preset: 'home-visit',
      template: 'staff-message-it',
    });
  });

  await test.step("the local inbox shows where a reply goes, in its list and a mail's page", async () => {
    // A page of its own: the inbox is not the app, whose readiness the fixture's goto awaits.
    const inbox = await page.context().newPage();
    const errors = errorsOf(inbox);
    await inbox.goto(inboxUrl());
    const headers = await inbox
      .getByRole('row')
      .first()
      .getByRole('columnheader')
      .allTextContents();
    expect(headers).toEqual(['Received', 'From', 'To', 'Reply-To', 'Subject']);
    const row = inbox
      .getByRole('row')
      .filter({ has: inbox.locator(`a[href="/messages/${inboxId}"]`) });
    await expect(row).toContainText('sara.pavan@example.org');
    await expect(row.getByRole('cell').nth(headers.indexOf('Reply-To'))).toHaveText(
      association.email,
    );
    await row.getByRole('link').click();
    await expect(inbox).toHaveURL(`${inboxUrl()}messages/${inboxId}`);
    await expect(inbox.getByRole('term').nth(1)).toHaveText('Reply-To:');
    await expect(inbox.getByRole('definition').nth(1)).toHaveText(association.email);
    await inbox.close();
    expect(errors).toEqual([]);
  });

  await test.step("an application's mails show their subject, the receipt's as its template made it", async () => {
    await visitAsStaff(page, '/admin/adoption-applications/adozione-001');
    const section = page.getByRole('region', { name: 'E-mail al richiedente' });
    const receipt = section.locator('tr[data-id="adozione-001.received"]');
    await expect(receipt).toContainText('Conferma di ricevimento (italiano)');
    await expect(receipt).toContainText(
      `Abbiamo ricevuto la tua domanda di adozione – ${association.name}`,
    );
    await expect(section.getByRole('cell', { name: '—', exact: true })).toHaveCount(0);
  });

  await test.step('the outbox shows a failed mail, and its retry delivers it', async () => {
    const project = test.info().project.name;
    const id = `riprova-${project}.message-${String(Date.now()).padStart(20, '0')}`;
    const to = `riprova-${project}@example.org`;
    await adminDb()
      .doc(`mail/${id}`)
      .set({
        to,
        template: {
          name: 'staff-message-it',
          data: { kind: 'adoption', preset: 'received', subject: 'Riprova', paragraphs: ['Ciao'] },
        },
        date: Timestamp.now(),
        delivery: { state: 'ERROR', attempts: 1, error: 'Connection timeout' },
      });
    // A receipt as the public form writes it (no subject in its data), delivered.
    const receipt = `riprova-${project}.received`;
    await adminDb()
      .doc(`mail/${receipt}`)
      .set({
        ...receivedMail('circle', to, 'en', { reference: 'RIPR-OVA1', horses: ['Benji'] }),
        date: Timestamp.now(),
        delivery: { state: 'SUCCESS', attempts: 1, error: null },
      });

    await visitAsStaff(page, '/admin');
    await expect(
      page.getByRole('region', { name: /^E-mail non consegnate \(\d+\)$/ }).getByRole('link', {
        name: /^Posta in uscita Urgente: \d+ e-mail non consegnat[ae]$/,
      }),
    ).toHaveAttribute('href', '/admin/mail');
    await page.getByRole('link', { name: 'Posta in uscita', exact: true }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Posta in uscita \(\d+\)$/ }),
    ).toBeVisible();
    const row = page.locator(`tr[data-id="${id}"]`);
    await expect(row).toContainText(to);
    await expect(row).toContainText('Domanda ricevuta');
    await expect(row).toContainText('Non consegnata');
    await expect(row).toContainText('Connection timeout');
    // Each mail with its subject: a staff message's as typed, a receipt's as its template made it.
    await expect(row).toContainText('Riprova');
    await expect(page.locator(`tr[data-id="${receipt}"]`)).toContainText(
      `We have received your supporter circle application – ${association.name}`,
    );
    // A delivered mail has no retry.
    await expect(page.locator('tr[data-state="SUCCESS"]').first().getByRole('button')).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Invia di nuovo a ${to}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nuovo invio' })).toHaveText(
      `Nuovo invio a ${to} messo in coda.`,
    );
    expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(['Riprova']);
    await expect
      .poll(async () => (await adminDb().doc(`mail/${id}`).get()).get('delivery.state'))
      .toBe('SUCCESS');
    await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await expect(row).toContainText('Consegnata');
    await expect(row.getByRole('button')).toHaveCount(0);
    const [entry] = await logEntriesOf(id);
    expect(entry?.function).toBe('retryMail');

    // The log names both in Italian.
    await page.goto(`/admin/logs?slug=${encodeURIComponent(id)}`);
    await expect(page.getByText("Nuovo invio di un'e-mail non consegnata")).toBeVisible();
  });
});

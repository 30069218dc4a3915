import { association } from '#src/config/association.ts';
import {
  newsMail,
  newsParagraphs,
  noticeMail,
  receivedMail,
  type MailInput,
} from '#src/features/mail/model/mail.ts';
import { renderSubject } from '#src/features/mail/model/mail-subject.ts';
import { presetText } from '#src/features/mail/model/preset-files.ts';
import { mailSubject } from '#src/features/mail/model/subject-files.ts';
import {
  fillPreset,
  paragraphsOf,
  presetsFor,
  presetValues,
  staffPresets,
} from '#src/features/mail/model/staff-presets.ts';
import { en as circleTextsEn } from '#src/features/circles/components/texts/en.ts';
import { it as circleTextsIt } from '#src/features/circles/components/texts/it.ts';
import { buildDemoDocuments } from '#scripts/seed/seed-demo-data.ts';
import { insurerNotice } from '#src/features/volunteers/model/register-insurance.ts';
import { receiptMail, statementMail } from '#src/features/money/receipts/model/receipt-mail.ts';
import { weeklyDigestData } from '#src/features/aftercare/model/weekly-digest.ts';
import Handlebars from 'handlebars';
import { readMailTemplates, readPresetSource, readPresetText, renderMail } from './templates.ts';

const templates = readMailTemplates('https://www.equinozio.it/');

const rendered = (mail: MailInput) => {
  const template = templates[mail.template.name];
  if (!template) throw new Error(`No template ${mail.template.name}`);
  return renderMail(template, mail.template.data);
};

describe('the mail templates', () => {
  const receipt = { reference: 'T4XC-W6SW', horses: [] };
  const [application] = buildDemoDocuments().adoptionApplications;
  if (!application) throw new Error('The demo data has no adoption application');

  it('tell the association of an application without its answers or contacts', () => {
    const mail = rendered(
      noticeMail('adoption', application.slug, application.region, application.horses),
    );
    expect(mail.subject).toBe(`Nuova domanda di adozione (${application.region})`);
    const link = `https://www.equinozio.it/admin/adoption-applications/${application.slug}`;
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(link);
      expect(part).toContain(application.region);
      for (const horse of application.horses) expect(part).toContain(horse);
      expect(part).not.toContain(application.email);
      expect(part).not.toContain(application.phone);
      expect(part).not.toContain(application.familyName);
    }
  });

  it('name the kind of each application, and any suitable horse when none was chosen', () => {
    expect(rendered(noticeMail('cession', 'x', 'Lazio', ['Stella'])).subject).toBe(
      'Nuova domanda di cessione (Lazio)',
    );
    const circle = rendered(noticeMail('circle', 'c1', '', ['Ada']));
    expect(circle.subject).toBe('Nuova domanda di adesione a una cerchia');
    expect(circle.text).toContain('/admin/circle-applications/c1');
    expect(rendered(noticeMail('adoption', 'a', 'Lazio', [])).text).toContain(
      'qualsiasi cavallo adatto',
    );
  });

  it("tell of a volunteer's application: the association the province only, the applicant in their language", () => {
    const notice = rendered(noticeMail('volunteer', 'v1', 'TO', []));
    expect(notice.subject).toBe('Nuova candidatura di volontariato (TO)');
    for (const part of [notice.html, notice.text]) {
      expect(part).toContain('https://www.equinozio.it/admin/volunteer-applications/v1');
      expect(part).toContain('Provincia: TO');
      expect(part).not.toContain('Cavallo');
    }
    const it = rendered(receivedMail('volunteer', 'sara@example.org', 'it', receipt));
    const en = rendered(receivedMail('volunteer', 'sara@example.org', 'en', receipt));
    expect(it.subject).toBe(
      `Abbiamo ricevuto la tua candidatura di volontariato – ${association.name}`,
    );
    expect(en.subject).toBe(`We have received your volunteer application – ${association.name}`);
    expect(it.text).toContain('Il codice della tua candidatura è T4XC-W6SW');
    expect(en.text).toContain('Your reference is T4XC-W6SW. Please quote it');
    for (const mail of [it, en]) {
      expect(mail.text).toContain(association.email);
      expect(mail.html).toContain('T4XC-W6SW');
    }
  });

  it('offer the interview to a volunteer only, in both languages', () => {
    expect(presetsFor('volunteer')).toEqual(['received', 'interview', 'accepted', 'declined']);
    expect(presetsFor('circle')).not.toContain('interview');
    expect(presetText('volunteer', 'it', 'interview', 'Sara').body).toMatch(
      /^Ciao Sara,\n\nabbiamo letto la tua domanda di volontariato/,
    );
    expect(presetText('volunteer', 'en', 'interview', 'Sara').body).toMatch(
      /^Hello Sara,\n\nwe have read your volunteer application/,
    );
  });

  it('tell the applicant in Italian and in English what happens next and whom to contact', () => {
    const it = rendered(receivedMail('adoption', application.email, 'it', receipt));
    const en = rendered(receivedMail('adoption', application.email, 'en', receipt));
    expect(it.subject).toBe(`Abbiamo ricevuto la tua domanda di adozione – ${association.name}`);
    expect(en.subject).toBe(`We have received your adoption application – ${association.name}`);
    expect(it.text).toContain('entro due settimane');
    expect(en.text).toContain('within two weeks');
    for (const mail of [it, en]) {
      expect(mail.text).toContain(association.email);
      expect(mail.html).toContain(`mailto:${association.email}`);
    }
    expect(rendered(receivedMail('circle', 'a@b.it', 'en', receipt)).text).toContain(
      'supporter circle',
    );
    // A circle's receipt promises what the form's thanks promise, in the site's own words.
    const circleIt = rendered(receivedMail('circle', 'a@b.it', 'it', receipt));
    expect(circleIt.subject).toBe(
      `Abbiamo ricevuto la tua domanda di adesione alla cerchia – ${association.name}`,
    );
    expect(circleIt.text).toContain('entro una settimana al numero che ci hai lasciato');
    expect(circleTextsIt.sent('Ada')).toContain('Entro una settimana ti contatteremo al numero');
    expect(rendered(receivedMail('circle', 'a@b.it', 'en', receipt)).text).toContain(
      'within a week on the number you gave us',
    );
    expect(circleTextsEn.sent('Ada')).toContain('Within a week we will contact you on the number');
    for (const mail of [circleIt, rendered(newsMail(news, { ...member, language: 'it' }))])
      expect(mail.text).not.toContain('circolo');
    expect(rendered(receivedMail('cession', 'a@b.it', 'it', receipt)).text).toContain('cessione');
  });

  it('give the applicant the reference to quote and the horses by name, in both languages', () => {
    const about = { reference: 'T4XC-W6SW', horses: ['Benji', "Ma' Ciccia"] };
    const it = rendered(receivedMail('adoption', 'a@b.it', 'it', about));
    const en = rendered(receivedMail('adoption', 'a@b.it', 'en', about));
    expect(it.text).toContain("domanda di adozione per Benji, Ma' Ciccia.");
    expect(it.text).toContain(
      'Il tuo codice di riferimento è T4XC-W6SW. Citalo se ci scrivi o ci chiami.',
    );
    expect(it.html).toContain('<strong>T4XC-W6SW</strong>');
    expect(it.html).toContain('Ma&#x27; Ciccia');
    expect(en.text).toContain("adoption application for Benji, Ma' Ciccia.");
    expect(en.text).toContain(
      'Your reference is T4XC-W6SW. Please quote it if you write to us or call us.',
    );
    const cession = { reference: 'K3J9-X0A1', horses: ['Stella'] };
    expect(rendered(receivedMail('cession', 'a@b.it', 'it', cession)).text).toContain(
      'domanda di cessione di Stella.',
    );
    expect(rendered(receivedMail('cession', 'a@b.it', 'en', cession)).text).toContain(
      'surrender application for Stella.',
    );
    const circle = { reference: 'K3J9-X0A1', horses: ['Ada'] };
    expect(rendered(receivedMail('circle', 'a@b.it', 'it', circle)).text).toContain(
      'adesione alla cerchia di Ada.',
    );
    expect(rendered(receivedMail('circle', 'a@b.it', 'en', circle)).text).toContain(
      'supporter circle application for Ada.',
    );
    // No horse chosen ("any suitable horse"): the sentence without names.
    expect(rendered(receivedMail('adoption', 'a@b.it', 'it', receipt)).text).toContain(
      'Abbiamo ricevuto la tua domanda di adozione.',
    );
  });

  it('leave out of a receipt a horse name that could carry a link, an address or a number', () => {
    const mail = receivedMail('cession', 'a@b.it', 'it', {
      reference: 'K3J9-X0A1',
      horses: ['Stella', 'www.example.com', 'Chiama 333', 'a@b.it', 'Blu', 'Bice', 'Quarto'],
    });
    expect(mail.template.data.horses).toEqual(['Stella', 'Blu', 'Bice']);
  });

  it('escape the data in the HTML part and keep an apostrophe in the text part', () => {
    const message = rendered({
      to: 'a@b.it',
      template: {
        name: 'staff-message-it',
        data: { subject: "Visita all'Oasi", paragraphs: ["L'incontro <b>è</b> fissato."] },
      },
    });
    expect(message.subject).toBe("Visita all'Oasi");
    expect(message.text).toContain("L'incontro <b>è</b> fissato.");
    expect(message.html).toContain('L&#x27;incontro &lt;b&gt;è&lt;/b&gt; fissato.');
  });

  const news = {
    id: 'NewsAbCdEf0123456789',
    horseSlug: 'ada',
    horseName: 'Ada',
    title: 'Un nuovo compagno',
    text: '<p>Ada divide il paddock con <strong>Blu</strong> &amp; Bice.</p><p>Ora è serena.</p>',
  };
  const member = { memberId: 'cerchia-ada-1', email: 'a@b.it', token: 'T'.repeat(32) };

  it("carry a horse's news in the member's language, with the member's unsubscribe link", () => {
    const italian = rendered(newsMail(news, { ...member, language: 'it' }));
    expect(italian.subject).toBe('Notizie da Ada: Un nuovo compagno');
    const link = `https://www.equinozio.it/it/disiscrizione?m=cerchia-ada-1&t=${'T'.repeat(32)}`;
    expect(italian.text).toContain(link);
    expect(italian.text).toContain('Ada divide il paddock con Blu & Bice.\n\nOra è serena.');
    expect(italian.html).toContain(
      `href="https://www.equinozio.it/it/disiscrizione?m=cerchia-ada-1&amp;t=${'T'.repeat(32)}"`,
    );
    expect(italian.html).toContain('<p>Ada divide il paddock con Blu &amp; Bice.</p>');
    expect(italian.text).toContain('https://www.equinozio.it/cavalli/ada');

    const english = rendered(newsMail(news, { ...member, language: 'en' }));
    expect(english.subject).toBe('News from Ada: Un nuovo compagno');
    expect(english.text).toContain(
      `https://www.equinozio.it/en/unsubscribe?m=cerchia-ada-1&t=${'T'.repeat(32)}`,
    );
    expect(english.text).toContain('https://www.equinozio.it/en/horses/ada');
    expect(english.text).toContain('Unsubscribe with one click');
  });

  it("never carry the news' HTML: its paragraphs are text", () => {
    expect(
      newsParagraphs('<p>a<br>b</p><h2>c&#233;</h2><ul><li>d</li></ul><script>x</script>'),
    ).toEqual(['a b', 'cé', 'd', 'x']);
    const mail = rendered(
      newsMail(
        { ...news, text: '<p><a href="https://evil.example">qui</a> &lt;b&gt;</p>' },
        {
          ...member,
          language: 'it',
        },
      ),
    );
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).toContain('<p>qui &lt;b&gt;</p>');
  });

  it('leave no placeholder unfilled', () => {
    for (const template of Object.values(templates)) {
      expect(JSON.stringify(template)).not.toMatch(/\[\[/);
    }
  });
});

describe("staff's presets", () => {
  const kinds = ['adoption', 'cession', 'circle', 'volunteer'] as const;

  it('exist in both languages, and read the same filled here as rendered by Handlebars', () => {
    for (const language of ['it', 'en'] as const) {
      for (const preset of staffPresets) {
        const source = readPresetSource(language, preset);
        const values = presetValues('adoption', language, 'Maria');
        const filled = fillPreset(source, values);
        const withAssociation = source
          .replaceAll('[[associationName]]', association.name)
          .replace(/\r\n/g, '\n');
        const [subject = '', ...body] = Handlebars.compile(withAssociation, { noEscape: true })(
          values,
        )
          .trim()
          .split('\n');
        expect(filled).toEqual({ subject, body: body.join('\n').trim() });
        // The back office's copy (Vite's) is the same file.
        expect(presetText('adoption', language, preset, 'Maria')).toEqual(filled);
        expect(readPresetText('adoption', language, preset, 'Maria')).toEqual(filled);
        expect(filled.subject).not.toMatch(/\{\{|\[\[/);
        expect(filled.body).toContain('Maria');
        expect(filled.body).not.toMatch(/\{\{|\[\[/);
      }
    }
  });

  it('send through the staff template, each paragraph its own, in the chosen language', () => {
    for (const kind of kinds) {
      const text = presetText(kind, 'en', 'accepted', 'Maria');
      const mail = rendered({
        to: 'maria@example.org',
        template: {
          name: 'staff-message-en',
          data: {
            kind,
            preset: 'accepted',
            subject: text.subject,
            paragraphs: paragraphsOf(text.body),
          },
        },
      });
      expect(mail.subject).toBe(`Your application has been accepted – ${association.name}`);
      expect(mail.text).toContain('Hello Maria,\n\nwe are happy');
      expect(mail.html).toContain('<p style="white-space:pre-line">Hello Maria,</p>');
      expect(mail.html).toContain(`mailto:${association.email}`);
    }
    expect(presetText('circle', 'it', 'received', 'Anna').subject).toBe(
      `Abbiamo ricevuto la tua domanda di adesione alla cerchia – ${association.name}`,
    );
    expect(presetsFor('circle')).not.toContain('home-visit');
    expect(presetsFor('adoption')).toContain('home-visit');
  });

  it('escape what staff type in the HTML part, and keep it as typed in the text', () => {
    const mail = rendered({
      to: 'maria@example.org',
      template: {
        name: 'staff-message-it',
        data: { subject: "L'oggetto", paragraphs: ['<b>Ciao</b> & "a presto"'] },
      },
    });
    expect(mail.subject).toBe("L'oggetto");
    expect(mail.html).toContain('&lt;b&gt;Ciao&lt;/b&gt; &amp; &quot;a presto&quot;');
    expect(mail.text).toContain('<b>Ciao</b> & "a presto"');
  });
});

const pdfBytes = new TextEncoder().encode('%PDF-1.3\n').buffer;

describe("the back office's subjects (decision 78)", () => {
  const [application] = buildDemoDocuments().adoptionApplications;
  const news = {
    id: 'N1',
    horseSlug: 'ada',
    horseName: "Ada & l'altra",
    title: 'Un "nuovo" <amico>',
    text: '',
  };
  const member = { memberId: 'm1', email: 'a@b.it', token: 'T'.repeat(32) };
  const kinds = ['adoption', 'cession', 'circle', 'volunteer'] as const;
  const mails: MailInput[] = [
    ...kinds.flatMap((kind) => [
      noticeMail(kind, 'x', application?.region ?? 'Lazio', ['Ada', 'Blu']),
      noticeMail(kind, 'x', '', []),
      receivedMail(kind, 'a@b.it', 'it', { reference: 'ABCD-EFGH', horses: ['Ada'] }),
      receivedMail(kind, 'a@b.it', 'en', { reference: 'ABCD-EFGH', horses: [] }),
    ]),
    newsMail(news, { ...member, language: 'it' }),
    newsMail(news, { ...member, language: 'en' }),
    ...(['iscrizione', 'cancellazione'] as const).map((kind) =>
      insurerNotice(
        { insurerEmail: 'polizze@example.org', policyNumber: 'POL-1' },
        {
          kind,
          section: 'occasionale',
          number: 7,
          person: { givenName: 'Zoë', familyName: "D'Amico", fiscalCode: 'DMCZOE80A41H501X' },
          date: '2026-03-01',
        },
      ),
    ),
    ...(['it', 'en'] as const).map((language) => ({
      to: 'a@b.it',
      template: {
        name: `staff-message-${language}`,
        data: { subject: 'L\'oggetto <b> & "più"', paragraphs: ['x'] },
      },
    })),
    // A receipt's and a statement's mail (decision 92), their PDF aside.
    ...[
      receiptMail('a@b.it', { id: '2026-000017', year: 2026, number: 17 }, pdfBytes),
      statementMail('a@b.it', 2026, pdfBytes),
    ].flatMap((made) => (made.success ? [made.data] : [])),
    // The weekly mail to staff (decision 94).
    {
      to: 'a@b.it',
      template: {
        name: 'weekly-digest',
        data: {
          ...weeklyDigestData({ id: '2026-W50', monday: '2026-12-07', sunday: '2026-12-13' }, []),
        },
      },
    },
  ];

  it('are, for every template and its data, what the extension sends', () => {
    const names = new Set(mails.map((mail) => mail.template.name));
    expect([...names].sort()).toEqual(Object.keys(templates).sort());
    for (const mail of mails) {
      expect(mailSubject(mail.template.name, mail.template.data), mail.template.name).toBe(
        rendered(mail).subject,
      );
    }
  });

  it('render the part of Handlebars they know as Handlebars does', () => {
    const sources = [
      '{{a}} {{{a}}}',
      '{{#if a}}y{{else}}n{{/if}}',
      '{{#if a}}{{#if b}}ab{{else}}a{{/if}}{{else}}-{{/if}}',
    ];
    const values = ['L\'a & <b> "c" = `d`', '', 0, 1, null, undefined, false, true, [], ['x', 'y']];
    for (const source of sources) {
      for (const a of values) {
        for (const b of [true, 0]) {
          const data = { a, b };
          const expected = Handlebars.compile(source)(data).trim().replace(/\s+/g, ' ');
          expect(renderSubject(source, data), `${source} ${JSON.stringify(data)}`).toBe(expected);
        }
      }
    }
  });
});

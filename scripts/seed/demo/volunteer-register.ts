import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { MAIL } from '#src/features/mail/model/mail.ts';
import { indexRowOf, registerEntries } from '#src/features/volunteers/model/register-entries.ts';
import {
  insurerNotice,
  insurerNoticeId,
} from '#src/features/volunteers/model/register-insurance.ts';
import {
  registerRecordId,
  VOLUNTEER_REGISTER,
  VOLUNTEER_REGISTER_COUNTERS,
  VOLUNTEER_REGISTER_INDEX,
  type RegisterPerson,
  type RegisterRecord,
  type RegisterSection,
} from '#src/features/volunteers/model/register-record.ts';
import { buildFiscalCode, type FiscalSex } from '#src/lib/italian/fiscal-code.ts';

// The register of volunteers (decision 86): 21 people in both sections, 3 of them enrolled from
// their applications, 3 removed, 2 corrected, every codice fiscale valid for its person; the
// insurer's notices delivered.

interface DemoPerson {
  readonly givenName: string;
  readonly familyName: string;
  readonly sex: FiscalSex;
  readonly birthDate: string;
  readonly birthPlace: string;
  /** The birth place's cadastral code. */
  readonly place: string;
  readonly residence: string;
  readonly section: RegisterSection;
  readonly startDate: string;
  /** The demo volunteer application (`volunteer-applications.ts`) the entry came from, if any. */
  readonly application?: { readonly id: string; readonly email: string };
}

const rome = { birthPlace: 'Roma', place: 'H501' };
const florence = { birthPlace: 'Firenze', place: 'D612' };
const siena = { birthPlace: 'Siena', place: 'I726' };
const arezzo = { birthPlace: 'Arezzo', place: 'A390' };
const milan = { birthPlace: 'Milano', place: 'F205' };

const people: readonly DemoPerson[] = [
  {
    givenName: 'Chiara',
    familyName: 'Bellini',
    sex: 'F',
    birthDate: '1988-04-12',
    ...florence,
    residence: 'Via dei Servi 4, 50122 Firenze (FI)',
    section: 'non-occasionale',
    startDate: '2025-01-15',
  },
  {
    givenName: 'Marco',
    familyName: 'Ferri',
    sex: 'M',
    birthDate: '1979-11-03',
    ...siena,
    residence: 'Via di Città 20, 53100 Siena (SI)',
    section: 'non-occasionale',
    startDate: '2025-01-15',
  },
  {
    givenName: 'Giulia',
    familyName: 'Neri',
    sex: 'F',
    birthDate: '1995-06-21',
    ...arezzo,
    residence: 'Corso Italia 88, 52100 Arezzo (AR)',
    section: 'non-occasionale',
    startDate: '2025-02-01',
  },
  {
    givenName: 'Luca',
    familyName: 'Gori',
    sex: 'M',
    birthDate: '1990-09-09',
    ...florence,
    residence: 'Via Roma 3, 50012 Bagno a Ripoli (FI)',
    section: 'non-occasionale',
    startDate: '2025-02-10',
  },
  {
    givenName: 'Sara',
    familyName: 'Martini',
    sex: 'F',
    birthDate: '2001-01-30',
    ...rome,
    residence: 'Via Appia 101, 00179 Roma (RM)',
    section: 'non-occasionale',
    startDate: '2025-03-05',
  },
  {
    givenName: 'Paolo',
    familyName: 'Conti',
    sex: 'M',
    birthDate: '1968-02-14',
    ...milan,
    residence: 'Via Chiantigiana 12, 50126 Firenze (FI)',
    section: 'non-occasionale',
    startDate: '2025-03-20',
  },
  {
    givenName: 'Elena',
    familyName: 'Ricci',
    sex: 'F',
    birthDate: '1984-07-07',
    ...siena,
    residence: 'Strada di Pieve 2, 53035 Monteriggioni (SI)',
    section: 'non-occasionale',
    startDate: '2025-04-01',
  },
  {
    givenName: 'Andrea',
    familyName: 'Lombardi',
    sex: 'M',
    birthDate: '1999-12-24',
    ...arezzo,
    residence: 'Via Vittorio Veneto 15, 52100 Arezzo (AR)',
    section: 'non-occasionale',
    startDate: '2025-05-12',
  },
  {
    givenName: 'Francesca',
    familyName: 'Bruno',
    sex: 'F',
    birthDate: '1975-03-18',
    ...florence,
    residence: 'Viale Europa 40, 50126 Firenze (FI)',
    section: 'non-occasionale',
    startDate: '2025-06-01',
  },
  {
    givenName: 'Giorgio',
    familyName: 'Sala',
    sex: 'M',
    birthDate: '1957-10-02',
    ...rome,
    residence: 'Via del Corso 7, 00186 Roma (RM)',
    section: 'non-occasionale',
    startDate: '2025-09-15',
  },
  {
    givenName: 'Ilaria',
    familyName: 'Fontana',
    sex: 'F',
    birthDate: '1992-05-05',
    ...milan,
    residence: 'Via Senese 210, 50124 Firenze (FI)',
    section: 'non-occasionale',
    startDate: '2026-01-10',
  },
  {
    givenName: 'Davide',
    familyName: 'Greco',
    sex: 'M',
    birthDate: '1986-08-29',
    ...siena,
    residence: 'Via Garibaldi 9, 53100 Siena (SI)',
    section: 'non-occasionale',
    startDate: '2026-03-01',
  },
  {
    givenName: 'Marta',
    familyName: 'Villa',
    sex: 'F',
    birthDate: '2003-02-11',
    ...florence,
    residence: 'Via Pisana 55, 50143 Firenze (FI)',
    section: 'occasionale',
    startDate: '2025-05-18',
  },
  {
    givenName: 'Ugo',
    familyName: 'Fo',
    sex: 'M',
    birthDate: '1970-08-05',
    ...milan,
    residence: 'Via Po 1, 20121 Milano (MI)',
    section: 'occasionale',
    startDate: '2025-05-18',
  },
  {
    givenName: 'Anna',
    familyName: 'Costa',
    sex: 'F',
    birthDate: '1964-11-27',
    ...arezzo,
    residence: 'Piazza Grande 3, 52100 Arezzo (AR)',
    section: 'occasionale',
    startDate: '2025-09-20',
  },
  {
    givenName: 'Stefano',
    familyName: 'Rinaldi',
    sex: 'M',
    birthDate: '1981-04-16',
    ...rome,
    residence: 'Via Tuscolana 600, 00174 Roma (RM)',
    section: 'occasionale',
    startDate: '2025-10-04',
  },
  {
    givenName: 'Ida',
    familyName: 'Moretti',
    sex: 'F',
    birthDate: '1998-09-01',
    ...siena,
    residence: 'Via Montanini 30, 53100 Siena (SI)',
    section: 'occasionale',
    startDate: '2026-04-25',
  },
  {
    givenName: 'Nicolò',
    familyName: "D'Amico",
    sex: 'M',
    birthDate: '2005-06-13',
    ...florence,
    residence: 'Via Gramsci 8, 50019 Sesto Fiorentino (FI)',
    section: 'occasionale',
    startDate: '2026-05-30',
  },
  // Three Attivo volunteers enrolled from their applications (the demo's `volontario-013`,
  // `-014` and `-018`): the entry links back to the application, with its e-mail.
  {
    givenName: 'Davide',
    familyName: 'Moretti',
    sex: 'M',
    birthDate: '1986-02-17',
    ...milan,
    residence: 'Via Paleocapa 9, 17100 Savona (SV)',
    section: 'non-occasionale',
    startDate: '2025-03-22',
    application: { id: 'volontario-013', email: 'davide.moretti@example.org' },
  },
  {
    givenName: 'Elena',
    familyName: 'Barbieri',
    sex: 'F',
    birthDate: '1999-08-30',
    ...rome,
    residence: 'Corso Italia 31, 17100 Savona (SV)',
    section: 'non-occasionale',
    startDate: '2025-05-03',
    application: { id: 'volontario-014', email: 'elena.barbieri@example.org' },
  },
  {
    givenName: 'Luigi',
    familyName: 'Ricci',
    sex: 'M',
    birthDate: '1972-12-05',
    ...siena,
    residence: 'Via Nizza 50, 17100 Savona (SV)',
    section: 'occasionale',
    startDate: '2025-10-18',
    application: { id: 'volontario-018', email: 'luigi.ricci@example.org' },
  },
];

const personOf = (demo: DemoPerson, index: number): RegisterPerson => ({
  givenName: demo.givenName,
  familyName: demo.familyName,
  fiscalCode: buildFiscalCode(demo, demo.place),
  birthDate: demo.birthDate,
  birthPlace: demo.birthPlace,
  residence: demo.residence,
  email: demo.application?.email ?? (index % 3 === 2 ? '' : `volontario${index + 1}@example.org`),
  phone: index % 4 === 3 ? '' : `+39 333 100 ${String(1000 + index).slice(1)}`,
});

/** What follows some enrolments, by person: 3 removals, 2 corrections (one of them ended too). */
const removals: Readonly<Record<number, { endDate: string; reason: string }>> = {
  1: { endDate: '2025-12-31', reason: 'Trasferito in un’altra regione' },
  5: { endDate: '2026-02-28', reason: 'Ha chiesto di smettere' },
  14: { endDate: '2025-10-31', reason: 'Fine della disponibilità per eventi' },
};
const corrections: Readonly<Record<number, { day: string; change: Partial<RegisterPerson> }>> = {
  2: { day: '2025-02-20', change: { residence: 'Corso Italia 88/B, 52100 Arezzo (AR)' } },
  5: { day: '2025-04-02', change: { birthPlace: 'Milano (MI)' } },
};

const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

type Written = { readonly when: Date; readonly index: number } & (
  | { readonly kind: 'iscrizione' }
  | { readonly kind: 'rettifica'; readonly change: Partial<RegisterPerson> }
  | { readonly kind: 'cancellazione'; readonly endDate: string; readonly reason: string }
);

/** The demo's records numbered per section in the order they were written, as the app numbers. */
export function buildDemoRegister(recordedBy = 'demo-staff'): RegisterRecord[] {
  const written: Written[] = [
    ...people.map((demo, index) => ({
      kind: 'iscrizione' as const,
      index,
      when: at(demo.startDate, 9),
    })),
    ...Object.entries(corrections).map(([index, { day, change }]) => ({
      kind: 'rettifica' as const,
      index: Number(index),
      when: at(day, 11),
      change,
    })),
    ...Object.entries(removals).map(([index, removal]) => ({
      kind: 'cancellazione' as const,
      index: Number(index),
      when: at(removal.endDate, 16),
      ...removal,
    })),
  ].sort((a, b) => a.when.getTime() - b.when.getTime() || a.index - b.index);
  const last: Record<RegisterSection, number> = { 'non-occasionale': 0, occasionale: 0 };
  const enrolled = new Map<number, number>();
  return written.flatMap((each): RegisterRecord[] => {
    const demo = people[each.index];
    if (!demo) return [];
    const section = demo.section;
    const number = ++last[section];
    const base = {
      id: registerRecordId(section, number),
      section,
      number,
      recordedAt: each.when,
      recordedBy,
    };
    const person = personOf(demo, each.index);
    if (each.kind === 'iscrizione') {
      enrolled.set(each.index, number);
      return [
        {
          ...base,
          kind: 'iscrizione',
          person,
          startDate: demo.startDate,
          applicationId: demo.application?.id ?? '',
        },
      ];
    }
    const entry = enrolled.get(each.index) ?? 0;
    if (each.kind === 'rettifica') {
      return [
        {
          ...base,
          kind: 'rettifica',
          entry,
          person: { ...person, ...each.change },
          startDate: demo.startDate,
          reason: 'Dato scritto male all’iscrizione',
        },
      ];
    }
    return [{ ...base, kind: 'cancellazione', entry, endDate: each.endDate, reason: each.reason }];
  });
}

/** The records, the counters, the list rows and the delivered notices. */
export async function seedDemoVolunteerRegister(db: Firestore): Promise<number> {
  const records = buildDemoRegister();
  const entries = registerEntries(records);
  const batch = db.batch();
  const last: Record<string, number> = {};
  for (const { id, recordedAt, ...record } of records) {
    batch.set(db.doc(`${VOLUNTEER_REGISTER}/${id}`), {
      ...record,
      recordedAt: Timestamp.fromDate(recordedAt),
    });
    last[record.section] = Math.max(last[record.section] ?? 0, record.number);
  }
  for (const [section, number] of Object.entries(last)) {
    batch.set(db.doc(`${VOLUNTEER_REGISTER_COUNTERS}/${section}`), { last: number });
  }
  for (const entry of entries) {
    batch.set(db.doc(`${VOLUNTEER_REGISTER_INDEX}/${entry.id}`), indexRowOf(entry));
    const notices = [
      {
        id: entry.id,
        kind: 'iscrizione' as const,
        date: entry.startDate,
        when: entry.enrolment.recordedAt,
      },
      ...(entry.removal
        ? [
            {
              id: entry.removal.id,
              kind: 'cancellazione' as const,
              date: entry.removal.endDate,
              when: entry.removal.recordedAt,
            },
          ]
        : []),
    ];
    for (const notice of notices) {
      const when = Timestamp.fromDate(notice.when);
      batch.set(db.doc(`${MAIL}/${insurerNoticeId(notice.id)}`), {
        ...insurerNotice(association.insurance, {
          kind: notice.kind,
          section: entry.section,
          number: entry.number,
          person: entry.person,
          date: notice.date,
        }),
        date: when,
        delivery: { state: 'SUCCESS', attempts: 1, startTime: when, endTime: when, error: null },
      });
    }
  }
  await batch.commit();
  return entries.length;
}

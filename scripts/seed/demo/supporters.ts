import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SUPPORTERS, type Supporter } from '#src/features/money/model/money-record.ts';
import {
  newSupporterDraft,
  storedSupporter,
  type SupporterDraft,
} from '#src/features/money/supporters/supporter-draft.ts';
import { todayInRome } from '#src/lib/format/dates.ts';
import { buildFiscalCode, type FiscalSex } from '#src/lib/italian/fiscal-code.ts';
import { partitaIvaCheckDigit } from '#src/lib/italian/partita-iva.ts';
import { demoCircleApplications } from './circle-applications.ts';

// Supporters (issue 42, decision 90): 60 records, people and companies. Every circle member of the
// demo applications is one (linked to their application); the others give now and then. Each
// codice fiscale and partita IVA is valid; ids are fixed, so re-seeding gives the same records.

export const DEMO_SUPPORTER_COUNT = 60;

/** A fixed auto-id shape (20 letters and digits): `DemoSupporter0000001`. */
export const demoSupporterId = (index: number): string =>
  `DemoSupporter${String(index).padStart(7, '0')}`;

const givenNames: readonly [string, FiscalSex][] = [
  ['Anna', 'F'],
  ['Paolo', 'M'],
  ['Francesca', 'F'],
  ['Stefano', 'M'],
  ['Laura', 'F'],
  ['Andrea', 'M'],
  ['Silvia', 'F'],
  ['Roberto', 'M'],
  ['Elena', 'F'],
  ['Davide', 'M'],
  ['Valentina', 'F'],
  ['Matteo', 'M'],
];
const familyNames = [
  'Ricci',
  'Marino',
  'Costa',
  'Bruno',
  'Galli',
  'Conti',
  'Mancini',
  'Lombardi',
  'Barbieri',
  'Moretti',
  'Santoro',
  'Caruso',
  'Ferraro',
  'Rizzo',
  'Longo',
  'Gentile',
];
const places = [
  { city: 'Firenze', province: 'FI', postalCode: '50100', code: 'D612' },
  { city: 'Siena', province: 'SI', postalCode: '53100', code: 'I726' },
  { city: 'Arezzo', province: 'AR', postalCode: '52100', code: 'A390' },
  { city: 'Roma', province: 'RM', postalCode: '00100', code: 'H501' },
  { city: 'Milano', province: 'MI', postalCode: '20100', code: 'F205' },
];
const companies = [
  'Maneggio del Lago Srl',
  'Agraria Toscana Snc',
  'Studio Veterinario Colli',
  'Selleria Bianchi Sas',
  'Fieni e Foraggi Srl',
];

/** A valid 11-digit number from a seed: seven digits, an office, the check digit. */
function demoPartitaIva(index: number): string {
  const first10 = `${String(1_234_567 + index * 7919).slice(0, 7)}${String(100 + index).slice(-3)}`;
  return `${first10}${partitaIvaCheckDigit(first10)}`;
}

const placeOf = (index: number) => places[index % places.length] ?? places[0];

function personDraft(
  index: number,
  givenName: string,
  familyName: string,
  sex: FiscalSex,
): SupporterDraft {
  const place = placeOf(index);
  const birthDate = `${1950 + ((index * 7) % 50)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`;
  return {
    ...newSupporterDraft('persona'),
    givenName,
    familyName,
    fiscalCode: buildFiscalCode({ givenName, familyName, birthDate, sex }, place?.code ?? 'H501'),
    street: `Via ${familyNames[(index + 3) % familyNames.length] ?? 'Roma'} ${index + 1}`,
    postalCode: place?.postalCode ?? '',
    city: place?.city ?? '',
    province: place?.province ?? '',
    email:
      index % 4 === 3
        ? ''
        : `${givenName}.${familyName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.org',
    phone: index % 3 === 0 ? `+39 0000 300 ${String(index).padStart(3, '0')}` : '',
    newsConsent: index % 2 === 0,
  };
}

/** The 60 drafts: the circle members first (in the applications' order), then the others. */
export function demoSupporterDrafts(): SupporterDraft[] {
  const members = demoCircleApplications.map((application, index): SupporterDraft => {
    const company = application.slug === 'cerchia-010';
    const base = company
      ? {
          ...newSupporterDraft('ente'),
          familyName: application.donorName,
          fiscalCode: demoPartitaIva(index),
          city: 'Siena',
          province: 'SI',
        }
      : personDraft(
          index,
          application.givenName,
          application.familyName,
          /a$/.test(application.givenName) ? 'F' : 'M',
        );
    return {
      ...base,
      email: application.email ?? base.email,
      phone: application.phone,
      newsConsent: application.newsConsent ?? false,
      circleApplicationIds: [application.slug],
    };
  });
  const others: SupporterDraft[] = [];
  for (let index = members.length; index < DEMO_SUPPORTER_COUNT; index++) {
    if (index % 10 === 5) {
      others.push({
        ...newSupporterDraft('ente'),
        familyName: companies[(index / 10) | 0] ?? `Azienda ${index}`,
        fiscalCode: demoPartitaIva(index),
        city: placeOf(index)?.city ?? '',
        province: placeOf(index)?.province ?? '',
        email: `amministrazione${index}@example.org`,
      });
      continue;
    }
    const [givenName, sex] = givenNames[index % givenNames.length] ?? ['Anna', 'F'];
    const familyName = familyNames[(index * 5) % familyNames.length] ?? 'Ricci';
    others.push(personDraft(index, givenName, familyName, sex));
  }
  return [...members, ...others];
}

/** The stored supporters, as `storedSupporter` makes them (their names folded, codes checked). */
export function demoSupporters(now: Date = new Date()): Supporter[] {
  // Whole days before the seed's day, so that seeding twice gives the same records.
  const day = new Date(`${todayInRome(now)}T09:00:00Z`);
  return demoSupporterDrafts().map((draft, index) => ({
    id: demoSupporterId(index + 1),
    ...storedSupporter(draft),
    createdAt: new Date(day.getTime() - (DEMO_SUPPORTER_COUNT - index) * 86_400_000 * 9),
    createdBy: 'demo',
  }));
}

export async function seedDemoSupporters(db: Firestore, staffUid: string): Promise<number> {
  const batch = db.batch();
  const supporters = demoSupporters();
  for (const { id, createdAt, ...supporter } of supporters) {
    batch.set(db.collection(SUPPORTERS).doc(id), {
      ...supporter,
      createdAt: Timestamp.fromDate(createdAt),
      createdBy: staffUid,
    });
  }
  await batch.commit();
  return supporters.length;
}

import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { circleFrequencyMonths } from '#src/config/options.ts';
import {
  storedDonation,
  type DonationInput,
} from '#src/features/money/donations/donation-input.ts';
import {
  defaultAccount,
  DONATIONS,
  donationMethods,
  type Donation,
  type DonationMethod,
} from '#src/features/money/model/money-record.ts';
import { addMonths, todayInRome } from '#src/lib/format/dates.ts';
import { demoCircleApplications } from './circle-applications.ts';
import { demoSupporterId, DEMO_SUPPORTER_COUNT } from './supporters.ts';

// Two years of the ledger (issue 42, decision 90), up to the day of the seed: gifts by every
// method, for the association, events and goods in kind, a refund and a correction; and each
// Attivo circle member's contributions from their start date, so that most are "in regola" and
// three are behind (one a month, two more than two months: the dashboard's late members). The
// dates follow the seed's day, so the members' standing stays the same whenever it runs.

/** Months behind, by circle application; every other Attivo member pays up to date. */
export const demoLateMembers: Readonly<Record<string, number>> = {
  'cerchia-007': 1,
  'cerchia-008': 5,
  'cerchia-011': 4,
};

/** A fixed auto-id shape (20 letters and digits): `DemoDonation00000001`. */
export const demoDonationId = (index: number): string =>
  `DemoDonation${String(index).padStart(8, '0')}`;

/** A small deterministic generator, so re-seeding gives the same ledger. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

const base: Omit<DonationInput, 'date' | 'amountCents' | 'method' | 'account'> = {
  kind: 'donazione',
  amends: '',
  reference: '',
  purpose: 'generale',
  circleApplicationId: '',
  horseSlug: '',
  eventSlug: '',
  inKindDescription: '',
  supporterId: '',
  notes: '',
};

const money = (method: DonationMethod) => ({ method, account: defaultAccount[method] });

/** Each Attivo member's payments, one per period from the start, up to date or behind. */
function memberPayments(today: string): DonationInput[] {
  const lines: DonationInput[] = [];
  demoCircleApplications.forEach((application, index) => {
    if (application.status !== 'Attivo' || application.startDate === '') return;
    const period = circleFrequencyMonths[application.frequency];
    const due = Math.max(0, monthsBetween(application.startDate, today));
    const target = due - (demoLateMembers[application.slug] ?? 0);
    const method: DonationMethod = application.method === 'PayPal' ? 'paypal' : 'bonifico';
    for (let paid = 0; paid < target || (target === due && paid === 0); paid += period) {
      const date = addMonths(application.startDate, paid);
      if (date > today) break;
      lines.push({
        ...base,
        ...money(method),
        date,
        amountCents: Math.round(application.amount * 100),
        reference: `CERCHIA ${application.slug.toUpperCase()} ${application.familyName.toUpperCase()}`,
        purpose: 'cerchia',
        circleApplicationId: application.slug,
        horseSlug: application.horseSlug,
        supporterId: demoSupporterId(index + 1),
      });
    }
  });
  return lines;
}

const events = ['festa-di-primavera', 'mercatino-di-natale', 'cena-di-beneficenza'];
const goods = [
  '20 balle di fieno',
  'Sacchi di mangime per anziani',
  'Coperte invernali',
  'Una sella usata',
];

/** Two years of other gifts: every method, some anonymous, events and goods in kind. */
function otherGifts(today: string): DonationInput[] {
  const random = generator(42);
  const lines: DonationInput[] = [];
  const first = addMonths(today, -24);
  for (let index = 0; index < 160; index++) {
    const date = addMonths(first, Math.floor((index * 24) / 160));
    const day = `${date.slice(0, 8)}${String(1 + Math.floor(random() * 27)).padStart(2, '0')}`;
    if (day > today) continue;
    const method = donationMethods[index % donationMethods.length] ?? 'bonifico';
    const anonymous = method === 'contanti' && random() < 0.6;
    const supporter = 13 + Math.floor(random() * (DEMO_SUPPORTER_COUNT - 12));
    const amountCents =
      [1000, 2000, 2500, 5000, 10000, 15000, 30000][Math.floor(random() * 7)] ?? 2000;
    const eventSlug = index % 9 === 4 ? (events[index % events.length] ?? '') : '';
    lines.push({
      ...base,
      ...money(method),
      date: day,
      amountCents,
      reference: method === 'bonifico' ? `EROGAZIONE LIBERALE ${index}` : '',
      purpose: eventSlug === '' ? 'generale' : 'evento',
      eventSlug,
      supporterId: anonymous ? '' : demoSupporterId(Math.min(supporter, DEMO_SUPPORTER_COUNT)),
    });
    if (index % 20 === 7) {
      lines.push({
        ...base,
        method: '',
        account: '',
        date: day,
        amountCents: 4000 + Math.floor(random() * 20) * 1000,
        purpose: 'natura',
        inKindDescription: goods[index % goods.length] ?? 'Fieno',
        supporterId: demoSupporterId(Math.min(supporter, DEMO_SUPPORTER_COUNT)),
      });
    }
  }
  return lines;
}

/** The demo ledger, each line with its id, the refund and the correction naming their gift. */
export function demoDonations(now: Date = new Date()): Donation[] {
  const today = todayInRome(now);
  const inputs = [...memberPayments(today), ...otherGifts(today)].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const lines: Donation[] = inputs.map((input, index) => ({
    id: demoDonationId(index + 1),
    ...storedDonation(input),
    recordedAt: new Date(`${input.date}T12:00:00Z`),
    recordedBy: 'demo',
  }));
  // A card gift refunded, a transfer's amount corrected (both a while ago).
  const card = lines.find((line) => line.method === 'carta' && line.supporterId !== '');
  const transfer = lines.find((line) => line.method === 'bonifico' && line.purpose === 'generale');
  const amendments: Donation[] = [];
  if (card) {
    amendments.push({
      ...card,
      id: demoDonationId(lines.length + 1),
      kind: 'rimborso',
      amends: card.id,
      date: addMonths(card.date, 1),
      amountCents: -card.amountCents,
      notes: 'Pagamento doppio: rimborsato.',
    });
  }
  if (transfer) {
    amendments.push({
      ...transfer,
      id: demoDonationId(lines.length + 2),
      kind: 'rettifica',
      amends: transfer.id,
      date: addMonths(transfer.date, 1),
      amountCents: 500,
      notes: 'Importo registrato male: erano 5 euro in più.',
    });
  }
  return [...lines, ...amendments];
}

export async function seedDemoDonations(db: Firestore, staffUid: string): Promise<number> {
  const donations = demoDonations();
  for (let start = 0; start < donations.length; start += 400) {
    const batch = db.batch();
    for (const { id, recordedAt, ...donation } of donations.slice(start, start + 400)) {
      batch.set(db.collection(DONATIONS).doc(id), {
        ...donation,
        recordedAt: Timestamp.fromDate(recordedAt),
        recordedBy: staffUid,
      });
    }
    await batch.commit();
  }
  return donations.length;
}

import type { BooksYear, Movement } from './movement';

// A fixture year (2025) with known totals, for the rendiconto's tests and the bench's shape: a
// few movements on lines of every section, a refund, a transfer, one movement of another year
// (never summed) and one whose line model D does not have.

const at = new Date('2025-12-31T10:00:00Z');
const base = { description: '', recordedAt: at, recordedBy: 'staff' };
const expense = (id: string, date: string, cents: number, line: string, account = 'banca') =>
  ({
    ...base,
    kind: 'uscita',
    id,
    date,
    amountCents: cents,
    account,
    line,
    supplier: 'Fornitore',
    horseSlug: '',
    eventSlug: '',
    fivePerThousandYear: 0,
    fivePerThousandCategory: '',
    attachmentPath: '',
  }) as Movement;
const income = (id: string, date: string, cents: number, line: string, account = 'banca') =>
  ({
    ...base,
    kind: 'entrata',
    id,
    date,
    amountCents: cents,
    account,
    line,
    payer: 'Comune di Esempio',
    payerFiscalCode: '00000000000',
    reason: 'Contributo',
    fivePerThousandYear: 0,
  }) as Movement;
const gift = (id: string, date: string, cents: number, line: string, account: string) =>
  ({ kind: 'donazione', id, date, amountCents: cents, account, line, description: '' }) as Movement;

export const fixtureYear = 2025;

export const fixtureBooks: Pick<BooksYear, 'openingCents'> = {
  openingCents: { cassa: 50_000, banca: 1_000_000, paypal: 0, stripe: 2_500 },
};

export const fixtureMovements: Movement[] = [
  // A: hay, the vet, the paddock's rent; gifts, a refund, the 5x1000, a public contribution.
  expense('hay', '2025-02-10', 120_000, 'U-A1'),
  expense('vet', '2025-03-05', 45_050, 'U-A2', 'cassa'),
  expense('rent', '2025-01-31', 60_000, 'U-A3'),
  gift('donations/g1', '2025-01-15', 10_000, 'E-A4', 'paypal'),
  gift('donations/g2', '2025-04-02', 25_000, 'E-A4', 'stripe'),
  gift('donations/r1', '2025-04-20', -5_000, 'E-A4', 'stripe'),
  income('5x1000', '2025-10-30', 300_000, 'E-A5'),
  income('comune', '2025-06-12', 150_000, 'E-A8'),
  // B: a calendar sold.
  expense('print', '2025-09-01', 8_000, 'U-B1'),
  income('calendars', '2025-11-20', 12_000, 'E-B3', 'cassa'),
  // C: the summer fair.
  expense('fair', '2025-07-01', 20_000, 'U-C2', 'cassa'),
  gift('donations/fair', '2025-07-01', 65_000, 'E-C2', 'cassa'),
  // D: the bank's fees and interest.
  expense('fees', '2025-12-31', 9_600, 'U-D1'),
  income('interest', '2025-12-31', 150, 'E-D1'),
  // E: the accountant.
  expense('accountant', '2025-05-15', 30_000, 'U-E2'),
  // Taxes, an investment (a trailer) and a loan received.
  expense('tax', '2025-06-16', 3_900, 'U-IMP'),
  expense('trailer', '2025-08-08', 250_000, 'U-I1'),
  income('loan', '2025-08-01', 200_000, 'E-I4'),
  // PayPal's money to the bank; cash paid in.
  {
    ...base,
    kind: 'giroconto',
    id: 'pp',
    date: '2025-05-01',
    amountCents: 10_000,
    account: 'paypal',
    toAccount: 'banca',
  } as Movement,
  {
    ...base,
    kind: 'giroconto',
    id: 'cash',
    date: '2025-07-02',
    amountCents: 40_000,
    account: 'cassa',
    toAccount: 'banca',
  } as Movement,
  // Another year's, and an unknown line.
  expense('2024', '2024-12-31', 99_999, 'U-A1'),
  expense('odd', '2025-03-03', 1_234, 'U-Z9'),
];

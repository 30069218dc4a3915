import { defaultBooksSettings, booksSettingsOf } from './books-settings';
import type { Movement } from './movement';
import {
  fivePerThousandDue,
  fivePerThousandReports,
  publicContributionsByYear,
  publicContributionsWarning,
} from './transparency';

const at = new Date('2026-01-01T00:00:00Z');
const base = { description: '', recordedAt: at, recordedBy: 'staff', account: 'banca' } as const;
const received = (id: string, date: string, cents: number, referenceYear: number): Movement => ({
  ...base,
  kind: 'entrata',
  id,
  date,
  amountCents: cents,
  line: 'E-A5',
  payer: 'Ministero del Lavoro',
  payerFiscalCode: '',
  reason: '',
  fivePerThousandYear: referenceYear,
});
const spent = (id: string, cents: number, year: number, category: string): Movement =>
  ({
    ...base,
    kind: 'uscita',
    id,
    date: '2026-02-01',
    amountCents: cents,
    line: 'U-A1',
    supplier: 'Fornitore',
    horseSlug: '',
    eventSlug: '',
    fivePerThousandYear: year,
    fivePerThousandCategory: category,
    attachmentPath: '',
  }) as Movement;
const contribution = (id: string, date: string, cents: number, line = 'E-A8'): Movement => ({
  ...base,
  kind: 'entrata',
  id,
  date,
  amountCents: cents,
  line,
  payer: 'Comune di Esempio',
  payerFiscalCode: '00123456789',
  reason: 'Ricovero dei cavalli sequestrati',
  fivePerThousandYear: 0,
});

describe('the 5x1000 report', () => {
  const movements = [
    received('a', '2025-10-30', 1_500_000, 2023),
    received('b', '2025-11-15', 600_000, 2023),
    received('c', '2024-10-30', 400_000, 2022),
    spent('hay', 900_000, 2023, 'beni-servizi'),
    spent('vet', 300_000, 2023, 'beni-servizi'),
    spent('rent', 200_000, 2023, 'funzionamento'),
    spent('saved', 500_000, 2023, 'accantonamento'),
    spent('other', 1_000, 2021, 'altre-voci'),
  ];
  const reports = fivePerThousandReports(movements, defaultBooksSettings);
  const [latest, older] = reports;

  it('sums per year referred to, the expenses in the ministry categories', () => {
    expect(latest?.referenceYear).toBe(2023);
    expect(latest?.amountCents).toBe(2_100_000);
    expect(latest?.spentByCategory).toEqual({
      'risorse-umane': 0,
      funzionamento: 200_000,
      'beni-servizi': 1_200_000,
      erogazioni: 0,
      'altre-voci': 0,
      accantonamento: 500_000,
    });
    expect(latest?.spentCents).toBe(1_900_000);
    expect(latest?.unaccountedCents).toBe(200_000);
    expect(latest?.expenses.map((expense) => expense.id)).toEqual(['hay', 'vet', 'rent', 'saved']);
  });

  it('is due 12 months from the first receipt', () => {
    expect(latest?.receivedOn).toBe('2025-10-30');
    expect(latest?.deadline).toBe('2026-10-30');
    expect(fivePerThousandDue(reports, '2026-10-30').map((r) => r.referenceYear)).toEqual([2023]);
    expect(fivePerThousandDue(reports, '2026-10-31')).toEqual([]);
  });

  it('must be published from the settings figure (20,000 euro by default), included', () => {
    expect(latest?.mustPublish).toBe(true);
    expect(older?.mustPublish).toBe(false);
    const exactly = fivePerThousandReports(
      [received('x', '2025-01-01', 2_000_000, 2022)],
      defaultBooksSettings,
    );
    expect(exactly[0]?.mustPublish).toBe(true);
    const stricter = fivePerThousandReports(movements, {
      fivePerThousandPublishFromCents: 3_000_000,
    });
    expect(stricter[0]?.mustPublish).toBe(false);
  });
});

describe("public bodies' contributions", () => {
  const movements = [
    contribution('p1', '2025-06-12', 600_000),
    contribution('p2', '2025-03-01', 400_000, 'E-B4'),
    contribution('p3', '2026-02-01', 100_000),
    received('5x1000', '2025-10-30', 5_000_000, 2023),
  ];
  const [year2026, year2025] = publicContributionsByYear(movements, defaultBooksSettings);

  it('lists each year with the body, its codice fiscale, amount, date and reason (no 5x1000)', () => {
    expect(year2025?.year).toBe(2025);
    expect(year2025?.contributions).toEqual([
      {
        payer: 'Comune di Esempio',
        payerFiscalCode: '00123456789',
        amountCents: 400_000,
        date: '2025-03-01',
        reason: 'Ricovero dei cavalli sequestrati',
      },
      expect.objectContaining({ amountCents: 600_000, date: '2025-06-12' }),
    ]);
    expect(year2025?.totalCents).toBe(1_000_000);
  });

  it('must be published once the year reaches 10,000 euro, included', () => {
    expect(year2025?.mustPublish).toBe(true);
    expect(year2026?.mustPublish).toBe(false);
  });

  it('warns from 1 June of the next year, until the page shows them', () => {
    expect(publicContributionsWarning('2026-05-31', year2025, false)).toBe(false);
    expect(publicContributionsWarning('2026-06-01', year2025, false)).toBe(true);
    expect(publicContributionsWarning('2026-06-01', year2025, true)).toBe(false);
    expect(publicContributionsWarning('2027-06-01', year2026, false)).toBe(false);
  });
});

describe('the books settings', () => {
  it('take the defaults for what the stored document lacks or holds wrongly', () => {
    expect(booksSettingsOf(null)).toEqual(defaultBooksSettings);
    expect(
      booksSettingsOf({
        publicContributionsPublishFromCents: 500_000,
        fivePerThousandPublishFromCents: -1,
      }),
    ).toEqual({ ...defaultBooksSettings, publicContributionsPublishFromCents: 500_000 });
  });
});

import {
  byUrgency,
  careByHorse,
  careOverview,
  careStateFilters,
  defaultCareOverviewFilters,
  filterCareOverview,
  intervalText,
  matchesCareFilters,
  type CareOverviewHorse,
  type CareOverviewRow,
  type HorseCare,
} from './care-overview';
import type { StoredCareIntervals } from './care-schedule';

const TODAY = '2026-05-20';

const horse = (slug: string, name: string, status = "Residente dell'Oasi"): CareOverviewHorse => ({
  slug,
  name,
  status,
});
const care = (horseSlug: string, type: string, date: string): HorseCare => ({
  horseSlug,
  type,
  date,
});

const horses = [
  horse('zefiro', 'Zefiro'),
  horse('ada', 'Ada'),
  horse('emma', 'Émma', 'In cerca di casa'),
  horse('tom', 'Tom', 'Altro'),
  horse('kiya', 'Kiya', 'Deceduto'),
  horse('curry', 'Curry King', 'Adottato'),
];

const records: HorseCare[] = [
  // Ada: farrier 1 March (+8 weeks = 26 April, overdue), an older one ignored; deworming 28 November
  // (+6 months = 28 May, due soon); vaccine 10 April (+12 months, in order).
  care('ada', 'Maniscalco', '2026-03-01'),
  care('ada', 'Maniscalco', '2026-01-05'),
  care('ada', 'Sverminazione', '2025-11-28'),
  care('ada', 'Vaccinazione', '2026-04-10'),
  care('ada', 'Visita veterinaria', '2026-05-01'),
  // Zefiro: farrier 20 April on his own 4 weeks (= 18 May, overdue).
  care('zefiro', 'Maniscalco', '2026-04-20'),
  // Émma: farrier 25 March (+8 weeks = 20 May, due today: due soon).
  care('emma', 'Maniscalco', '2026-03-25'),
  // Tom: dentist 15 May 2025 (+12 months = 15 May, overdue).
  care('tom', 'Dentista', '2025-05-15'),
  care('kiya', 'Maniscalco', '2025-01-01'),
  care('curry', 'Maniscalco', '2025-01-01'),
  care('ghost', 'Maniscalco', '2025-01-01'),
];

const intervals = new Map<string, StoredCareIntervals>([
  ['zefiro', { Maniscalco: { every: 4, unit: 'settimane' } }],
]);

const overview = () => careOverview(horses, careByHorse(records), intervals, TODAY);
const key = (row: CareOverviewRow) => `${row.horseSlug}/${row.type}/${row.state}`;

describe('careByHorse', () => {
  it("groups the records by their horse, each horse's in the order given", () => {
    const grouped = careByHorse(records);
    expect([...grouped.keys()].sort()).toEqual(
      [...new Set(records.map((record) => record.horseSlug))].sort(),
    );
    for (const [slug, ofHorse] of grouped) {
      expect(ofHorse).toEqual(records.filter((record) => record.horseSlug === slug));
    }
    expect(careByHorse([])).toEqual(new Map());
  });
});

describe('intervalText', () => {
  it('says the interval in Italian, singular for one', () => {
    expect(intervalText({ every: 8, unit: 'settimane' })).toBe('8 settimane');
    expect(intervalText({ every: 1, unit: 'settimane' })).toBe('1 settimana');
    expect(intervalText({ every: 12, unit: 'mesi' })).toBe('12 mesi');
    expect(intervalText({ every: 1, unit: 'mesi' })).toBe('1 mese');
  });
});

describe('careOverview', () => {
  it('has one row per recurring type of every horse in the association’s care', () => {
    const rows = overview();
    expect(rows).toHaveLength(4 * 4);
    expect(new Set(rows.map((row) => row.horseSlug))).toEqual(
      new Set(['ada', 'zefiro', 'emma', 'tom']),
    );
    expect(rows.filter((row) => row.horseSlug === 'ada').map((row) => row.type)).toEqual(
      expect.arrayContaining(['Maniscalco', 'Vaccinazione', 'Dentista', 'Sverminazione']),
    );
    expect(rows.some((row) => (row.type as string) === 'Visita veterinaria')).toBe(false);
  });

  it('computes the last date, the interval, the next due date and the state', () => {
    const rows = overview();
    const row = (slug: string, type: string) =>
      rows.find((item) => item.horseSlug === slug && item.type === type);
    expect(row('ada', 'Maniscalco')).toEqual({
      horseSlug: 'ada',
      horseName: 'Ada',
      type: 'Maniscalco',
      lastDate: '2026-03-01',
      interval: { every: 8, unit: 'settimane' },
      nextDue: '2026-04-26',
      state: 'overdue',
    });
    expect(row('ada', 'Sverminazione')).toMatchObject({
      lastDate: '2025-11-28',
      interval: { every: 6, unit: 'mesi' },
      nextDue: '2026-05-28',
      state: 'due-soon',
    });
    expect(row('ada', 'Vaccinazione')).toMatchObject({ nextDue: '2027-04-10', state: 'ok' });
    expect(row('ada', 'Dentista')).toEqual({
      horseSlug: 'ada',
      horseName: 'Ada',
      type: 'Dentista',
      lastDate: '',
      interval: { every: 12, unit: 'mesi' },
      nextDue: '',
      state: 'never',
    });
    expect(row('zefiro', 'Maniscalco')).toMatchObject({
      interval: { every: 4, unit: 'settimane' },
      nextDue: '2026-05-18',
      state: 'overdue',
    });
    // Due today is due soon, not late.
    expect(row('emma', 'Maniscalco')).toMatchObject({ nextDue: '2026-05-20', state: 'due-soon' });
  });

  it('sorts overdue, then due soon, then in order, each by the day due, then never recorded by name', () => {
    expect(overview().map(key)).toEqual([
      'ada/Maniscalco/overdue', // 26 April
      'tom/Dentista/overdue', // 15 May
      'zefiro/Maniscalco/overdue', // 18 May
      'emma/Maniscalco/due-soon', // 20 May
      'ada/Sverminazione/due-soon', // 28 May
      'ada/Vaccinazione/ok', // 10 April 2027
      'ada/Dentista/never',
      'emma/Vaccinazione/never',
      'emma/Dentista/never',
      'emma/Sverminazione/never',
      'tom/Maniscalco/never',
      'tom/Vaccinazione/never',
      'tom/Sverminazione/never',
      'zefiro/Vaccinazione/never',
      'zefiro/Dentista/never',
      'zefiro/Sverminazione/never',
    ]);
  });

  it('orders care due on the same day by horse name', () => {
    const rows = careOverview(
      [horse('b', 'Bruno'), horse('a', 'Ártemis'), horse('c', 'carlo')],
      careByHorse(['b', 'a', 'c'].map((slug) => care(slug, 'Maniscalco', '2026-03-01'))),
      new Map(),
      TODAY,
    );
    expect(rows.slice(0, 3).map((row) => row.horseName)).toEqual(['Ártemis', 'Bruno', 'carlo']);
    expect(byUrgency(rows[0] as CareOverviewRow, rows[0] as CareOverviewRow)).toBe(0);
  });

  it('names a horse without a name by its slug, and lists nothing without horses', () => {
    const [row] = careOverview([horse('senza-nome', '')], new Map(), new Map(), TODAY);
    expect(row?.horseName).toBe('senza-nome');
    expect(careOverview([], careByHorse(records), intervals, TODAY)).toEqual([]);
  });
});

describe('the filters', () => {
  const rows = overview();
  const keys = (filters: Parameters<typeof filterCareOverview>[1]) =>
    filterCareOverview(rows, filters).map(key);

  it('show by default what is to be done: overdue or due soon, in their order', () => {
    expect(defaultCareOverviewFilters).toEqual({ state: 'da-fare' });
    expect(keys(defaultCareOverviewFilters)).toEqual([
      'ada/Maniscalco/overdue',
      'tom/Dentista/overdue',
      'zefiro/Maniscalco/overdue',
      'emma/Maniscalco/due-soon',
      'ada/Sverminazione/due-soon',
    ]);
  });

  it('filter by state: overdue, due soon, or everything', () => {
    expect(careStateFilters).toEqual(['da-fare', 'in-ritardo', 'in-scadenza', 'tutte']);
    expect(keys({ state: 'in-ritardo' })).toEqual([
      'ada/Maniscalco/overdue',
      'tom/Dentista/overdue',
      'zefiro/Maniscalco/overdue',
    ]);
    expect(keys({ state: 'in-scadenza' })).toEqual([
      'emma/Maniscalco/due-soon',
      'ada/Sverminazione/due-soon',
    ]);
    expect(keys({ state: 'tutte' })).toEqual(rows.map(key));
  });

  it('filter by type, with the state', () => {
    expect(keys({ type: 'Maniscalco', state: 'da-fare' })).toEqual([
      'ada/Maniscalco/overdue',
      'zefiro/Maniscalco/overdue',
      'emma/Maniscalco/due-soon',
    ]);
    expect(keys({ type: 'Dentista', state: 'tutte' })).toEqual([
      'tom/Dentista/overdue',
      'ada/Dentista/never',
      'emma/Dentista/never',
      'zefiro/Dentista/never',
    ]);
    expect(keys({ type: 'Vaccinazione', state: 'in-ritardo' })).toEqual([]);
    const [first] = rows;
    expect(first && matchesCareFilters(first, { type: 'Dentista', state: 'tutte' })).toBe(false);
  });
});

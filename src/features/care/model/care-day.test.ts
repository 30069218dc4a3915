import {
  careDayErrors,
  careDayItem,
  careDayOf,
  careOfType,
  draftOfCareDay,
  horsesCount,
  MAX_CARE_DAY_HORSES,
  newCareDayDraft,
  type CareDayDraft,
} from './care-day';
import type { CareRecord } from './care-record';

const draft: CareDayDraft = {
  type: 'Maniscalco',
  date: '2026-11-24',
  notes: 'Ferri anteriori.',
  cost: '45,50',
  horseSlugs: ['ada', 'blu'],
};

const record = (horseSlug: string, type: CareRecord['type'], date: string): CareRecord => ({
  id: `${horseSlug}-${type}-${date}`,
  horseSlug,
  type,
  date,
  notes: '',
  cost: null,
});

describe('a care day’s draft', () => {
  it('starts with the farrier, today in Rome and no horse', () => {
    expect(newCareDayDraft(new Date('2026-05-19T22:30:00Z'))).toEqual({
      type: 'Maniscalco',
      date: '2026-05-20',
      notes: '',
      cost: '',
      horseSlugs: [],
    });
  });

  it('is checked as a single record is, and needs horses, each once', () => {
    expect(careDayErrors(draft)).toEqual({});
    expect(careDayErrors({ ...draft, type: '' })).toEqual({ type: 'Scegli il tipo di cura.' });
    expect(careDayErrors({ ...draft, date: '2026-02-30' })).toEqual({
      date: 'Scegli la data della cura.',
    });
    expect(careDayErrors({ ...draft, cost: '45 euro' }).cost).toMatch(/^Scrivi un importo/);
    expect(careDayErrors({ ...draft, notes: 'n'.repeat(2001) }).notes).toMatch(/2000 caratteri/);
    expect(careDayErrors({ ...draft, horseSlugs: [] })).toEqual({
      horses: 'Scegli almeno un cavallo.',
    });
    expect(careDayErrors({ ...draft, horseSlugs: ['ada', 'blu', 'ada'] })).toEqual({
      horses: 'Ogni cavallo si sceglie una volta sola.',
    });
    for (const bad of ['', 'a/b']) {
      expect(careDayErrors({ ...draft, horseSlugs: ['ada', bad] })).toEqual({
        horses: 'Uno dei cavalli scelti non è valido.',
      });
    }
    const many = (count: number) => Array.from({ length: count }, (_, n) => `cavallo-${n}`);
    expect(careDayErrors({ ...draft, horseSlugs: many(MAX_CARE_DAY_HORSES) })).toEqual({});
    expect(careDayErrors({ ...draft, horseSlugs: many(MAX_CARE_DAY_HORSES + 1) })).toEqual({
      horses: 'Una giornata può comprendere al massimo 498 cavalli.',
    });
  });

  it('gives the day to save, its cost in euros, or null while invalid', () => {
    expect(careDayOf(draft)).toEqual({
      type: 'Maniscalco',
      date: '2026-11-24',
      notes: 'Ferri anteriori.',
      cost: 45.5,
      horseSlugs: ['ada', 'blu'],
    });
    expect(careDayOf({ ...draft, cost: '' })?.cost).toBeNull();
    expect(careDayOf({ ...draft, type: '' })).toBeNull();
    expect(careDayOf({ ...draft, cost: 'x' })).toBeNull();
    expect(careDayOf({ ...draft, horseSlugs: [] })).toBeNull();
    const day = careDayOf(draft);
    expect(day && draftOfCareDay(day)).toEqual(draft);
  });
});

describe('a care day’s log item', () => {
  it('has the shared fields and which record went to which horse', () => {
    const day = { ...draft, cost: 45.5, type: 'Maniscalco' } as const;
    const records = [
      { ...record('ada', 'Maniscalco', day.date), id: 'R1' },
      { ...record('blu', 'Maniscalco', day.date), id: 'R2' },
    ];
    expect(careDayItem(day, records)).toEqual({
      type: 'Maniscalco',
      date: '2026-11-24',
      notes: 'Ferri anteriori.',
      cost: 45.5,
      records: { R1: 'ada', R2: 'blu' },
    });
  });
});

describe('a horse’s care of one type', () => {
  const records = [
    record('ada', 'Maniscalco', '2026-09-01'),
    record('ada', 'Maniscalco', '2026-07-01'),
    record('ada', 'Visita veterinaria', '2026-03-10'),
    record('ada', 'Visita veterinaria', 'non è una data'),
  ];

  it('has the last date, the next one and the state of a recurring care', () => {
    expect(careOfType(records, {}, 'Maniscalco', '2026-11-24')).toEqual({
      lastDate: '2026-09-01',
      nextDue: '2026-10-27',
      state: 'overdue',
    });
    const sixWeeks = { Maniscalco: { every: 6, unit: 'settimane' as const } };
    expect(careOfType(records, sixWeeks, 'Maniscalco', '2026-09-20')).toEqual({
      lastDate: '2026-09-01',
      nextDue: '2026-10-13',
      state: 'ok',
    });
    expect(careOfType(records, {}, 'Dentista', '2026-11-24')).toEqual({
      lastDate: '',
      nextDue: '',
      state: null,
    });
  });

  it('has only the last date of a care that does not recur', () => {
    expect(careOfType(records, {}, 'Visita veterinaria', '2026-11-24')).toEqual({
      lastDate: '2026-03-10',
      nextDue: '',
      state: null,
    });
    expect(careOfType(records, {}, 'Altro', '2026-11-24').lastDate).toBe('');
  });

  it('counts horses in Italian', () => {
    expect(horsesCount(1)).toBe('1 cavallo');
    expect(horsesCount(3)).toBe('3 cavalli');
  });
});

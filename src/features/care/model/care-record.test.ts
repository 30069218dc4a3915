import { parseDocument } from '#src/lib/data/schema';
import {
  careErrors,
  careRecordSchema,
  costText,
  draftOf,
  formatCareCost,
  newCareDraft,
  newestFirst,
  parseCost,
  recordOf,
  storedCareRecord,
  storedIntervalsSchema,
  type CareRecord,
} from './care-record';

const record: CareRecord = {
  id: 'CareRecordId00000001',
  horseSlug: 'ada',
  type: 'Maniscalco',
  date: '2026-05-12',
  notes: 'Ferri anteriori nuovi.',
  cost: 80,
};

describe('a stored care record', () => {
  it('is read with its id and stored with exactly its fields', () => {
    const read = parseDocument(careRecordSchema, 'careRecords/x', {
      ...storedCareRecord(record),
      slug: record.id,
    });
    expect(read).toEqual({ success: true, data: record });
    expect(Object.keys(storedCareRecord(record)).sort()).toEqual(
      ['cost', 'date', 'horseSlug', 'notes', 'type'].sort(),
    );
  });

  it('reads a missing cost as null and missing notes as empty', () => {
    const read = parseDocument(careRecordSchema, 'careRecords/x', {
      slug: 'x',
      horseSlug: 'ada',
      type: 'Dentista',
      date: '2026-01-01',
    });
    expect(read.data).toMatchObject({ cost: null, notes: '' });
  });

  it('names the field of a malformed record', () => {
    const read = parseDocument(careRecordSchema, 'careRecords/x', {
      ...storedCareRecord(record),
      slug: 'x',
      type: 'Parrucchiere',
    });
    expect(read.success).toBe(false);
    expect(read.error?.message).toContain('campo "type"');
    const cost = parseDocument(careRecordSchema, 'careRecords/x', {
      ...storedCareRecord(record),
      slug: 'x',
      cost: '80',
    });
    expect(cost.error?.message).toContain('campo "cost"');
  });
});

describe('stored intervals', () => {
  it('are read as the horse’s slug and the intervals it has of its own', () => {
    const read = parseDocument(storedIntervalsSchema, 'careIntervals/tom', {
      slug: 'tom',
      Maniscalco: { every: 6, unit: 'settimane' },
    });
    expect(read.data).toEqual({
      horseSlug: 'tom',
      intervals: { Maniscalco: { every: 6, unit: 'settimane' } },
    });
  });

  it('refuses an unknown unit', () => {
    const read = parseDocument(storedIntervalsSchema, 'careIntervals/tom', {
      slug: 'tom',
      Dentista: { every: 6, unit: 'anni' },
    });
    expect(read.success).toBe(false);
  });
});

describe('costs as typed', () => {
  it('accepts the Italian comma, a dot, thousands and the euro sign', () => {
    expect(parseCost('45')).toBe(45);
    expect(parseCost('45,5')).toBe(45.5);
    expect(parseCost('45,50')).toBe(45.5);
    expect(parseCost('45.50')).toBe(45.5);
    expect(parseCost(' 1.234,50 ')).toBe(1234.5);
    expect(parseCost('€ 30')).toBe(30);
    expect(parseCost('0')).toBe(0);
  });

  it('reads an empty field as no cost, and refuses what is not an amount', () => {
    expect(parseCost('')).toBeNull();
    expect(parseCost('  ')).toBeNull();
    for (const text of ['-5', '45,555', 'quaranta', '4,5,0', '1.23.4', ',5']) {
      expect(parseCost(text)).toBeUndefined();
    }
  });

  it('shows a cost back with the comma', () => {
    expect(costText(null)).toBe('');
    expect(costText(80)).toBe('80');
    expect(costText(45.5)).toBe('45,50');
    expect(formatCareCost(45.5)).toBe('45,50 €');
  });
});

describe('the form’s draft', () => {
  it('starts a new record today in Rome, without a type', () => {
    // 23:30 UTC on 31 May is already 1 June in Rome.
    expect(newCareDraft('ada', 'NewId', new Date('2026-05-31T23:30:00Z'))).toEqual({
      id: 'NewId',
      horseSlug: 'ada',
      type: '',
      date: '2026-06-01',
      notes: '',
      cost: '',
    });
  });

  it('turns a valid draft into the record, and back', () => {
    expect(recordOf(draftOf(record))).toEqual(record);
    expect(recordOf({ ...draftOf(record), cost: '12,50' })).toEqual({ ...record, cost: 12.5 });
    expect(recordOf({ ...draftOf(record), cost: '' })).toEqual({ ...record, cost: null });
  });

  it('says in Italian what stops a save, by field', () => {
    const draft = newCareDraft('ada', 'NewId');
    expect(careErrors(draft)).toEqual({ type: 'Scegli il tipo di cura.' });
    expect(recordOf(draft)).toBeNull();
    expect(
      careErrors({
        ...draftOf(record),
        date: '2026-02-30',
        notes: 'x'.repeat(2001),
        cost: 'tanto',
      }),
    ).toEqual({
      date: 'Scegli la data della cura.',
      notes: 'Le note possono essere lunghe al massimo 2000 caratteri.',
      cost: 'Scrivi un importo in euro, ad esempio 45 o 45,50.',
    });
    expect(careErrors({ ...draftOf(record), cost: '100001' }).cost).toContain('al massimo');
    expect(careErrors({ ...draftOf(record), notes: 'x'.repeat(2000), cost: '100000' })).toEqual({});
  });
});

it('orders records newest first, then by type', () => {
  const older = { ...record, id: 'b', date: '2026-01-01' };
  const sameDay = { ...record, id: 'c', type: 'Dentista' as const };
  expect(newestFirst([older, record, sameDay]).map((r) => r.id)).toEqual(['c', record.id, 'b']);
});

import { coveredOn, indexRowOf, isCoveredOn, registerEntries } from './register-entries';
import type { RegisterPerson, RegisterRecord } from './register-record';

const person = (givenName: string, familyName: string): RegisterPerson => ({
  givenName,
  familyName,
  fiscalCode: 'RSSMRA85T10A562S',
  birthDate: '1985-12-10',
  birthPlace: 'Roma',
  residence: 'Via Roma 1',
  email: '',
  phone: '',
});
const base = (number: number, section: RegisterRecord['section'] = 'non-occasionale') => ({
  id: `${section}-${String(number).padStart(6, '0')}`,
  section,
  number,
  recordedAt: new Date('2026-01-01T10:00:00Z'),
  recordedBy: 'staff',
});

const records: RegisterRecord[] = [
  {
    ...base(1),
    kind: 'iscrizione',
    person: person('Mario', 'Rossi'),
    startDate: '2026-03-01',
    applicationId: '',
  },
  {
    ...base(2),
    kind: 'iscrizione',
    person: person('Anna', 'Bianchi'),
    startDate: '2026-04-01',
    applicationId: 'x',
  },
  {
    ...base(1, 'occasionale'),
    kind: 'iscrizione',
    person: person('Ugo', 'Fo'),
    startDate: '2026-05-01',
    applicationId: '',
  },
  // Mario's start was wrong: the correction moves it, and renames him.
  {
    ...base(3),
    kind: 'rettifica',
    entry: 1,
    person: person('Mario', 'Russo'),
    startDate: '2026-03-05',
    reason: 'Refuso',
  },
  { ...base(4), kind: 'cancellazione', entry: 2, endDate: '2026-06-30', reason: 'Trasferita' },
  // A second removal of the same enrolment (never allowed by the rules) does not replace the first.
  { ...base(5), kind: 'cancellazione', entry: 2, endDate: '2026-09-30', reason: 'Doppia' },
  // A record naming no enrolment is left out.
  {
    ...base(6),
    kind: 'rettifica',
    entry: 9,
    person: person('X', 'Y'),
    startDate: '2026-01-01',
    reason: '',
  },
];

describe('registerEntries', () => {
  it('folds the records into enrolments, the latest correction applying', () => {
    const entries = registerEntries([...records].reverse());
    expect(entries.map((entry) => entry.id)).toEqual([
      'non-occasionale-000001',
      'non-occasionale-000002',
      'occasionale-000001',
    ]);
    const [mario, anna] = entries;
    if (!mario || !anna) throw new Error('Two entries expected');
    expect(mario.person.familyName).toBe('Russo');
    expect(mario.startDate).toBe('2026-03-05');
    expect(mario.corrections.map((record) => record.number)).toEqual([3]);
    expect(anna.removal?.endDate).toBe('2026-06-30');
    expect(indexRowOf(mario)).toMatchObject({
      nameKey: 'russo mario',
      active: true,
      endDate: '',
      corrections: 1,
    });
    expect(indexRowOf(anna)).toMatchObject({ active: false, endDate: '2026-06-30' });
  });
});

describe('coveredOn', () => {
  const entries = registerEntries(records);
  const names = (day: string) => coveredOn(entries, day).map((entry) => entry.person.familyName);

  it('counts an entry from its corrected start date to its end date, both sections', () => {
    expect(names('2026-03-01')).toEqual([]);
    expect(names('2026-03-05')).toEqual(['Russo']);
    expect(names('2026-05-01')).toEqual(['Bianchi', 'Fo', 'Russo']);
    // The end date is the last day covered.
    expect(names('2026-06-30')).toEqual(['Bianchi', 'Fo', 'Russo']);
    expect(names('2026-07-01')).toEqual(['Fo', 'Russo']);
  });

  it('reads one entry', () => {
    const [mario] = entries;
    if (!mario) throw new Error('An entry expected');
    expect(isCoveredOn(mario, '2026-03-04')).toBe(false);
    expect(isCoveredOn(mario, '2030-01-01')).toBe(true);
  });
});

import { addDays } from '#src/lib/format/dates';
import { aHorse } from '#src/test-support/factories';
import {
  bdnDeadline,
  bdnDeadlineText,
  byUrgency,
  daysLeftText,
  openBdnDeadline,
  dayInWords,
  type BdnDeadline,
} from './bdn-deadline';

const adoptionInOrder = {
  isAdoptionContractualized: 1,
  adoptionContractDate: '2026-11-20',
  adoptionContractLocation: 'Torino',
  isCorrectBarncode: 1,
  barncode: '000TO001',
  barncodeAdoptionContract: '000TO001',
} as const;

const adopted = (statusChangedAt: string, more = {}) =>
  aHorse({ status: 'Adottato', statusChangedAt, ...more });
const dead = (statusChangedAt: string, more = {}) =>
  aHorse({ status: 'Deceduto', isDeceased: 1, statusChangedAt, ...more });

describe('addDays', () => {
  it.each([
    ['2026-11-23', 7, '2026-11-30'],
    ['2026-11-27', 7, '2026-12-04'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-25', 7, '2028-03-03'], // 2028 is a leap year: 29 February counts
    ['2027-02-25', 7, '2027-03-04'],
    ['2000-02-28', 1, '2000-02-29'], // divisible by 400: leap
    ['2100-02-28', 1, '2100-03-01'], // divisible by 100 only: not leap
    ['2026-03-26', 7, '2026-04-02'], // across the change to summer time
    ['2026-10-23', 7, '2026-10-30'], // and back
    ['2026-11-30', -7, '2026-11-23'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each(['', '2026-02-30', '26-11-23', '2026-13-01', 'oggi'])('is empty for %j', (date) => {
    expect(addDays(date, 7)).toBe('');
  });
});

describe('bdnDeadline', () => {
  it('gives an adoption 7 days from the change, counting down to 0 on the last day', () => {
    expect(bdnDeadline(adopted('2026-11-23'), '2026-11-27')).toEqual({
      kind: 'adozione',
      since: '2026-11-23',
      due: '2026-11-30',
      daysLeft: 3,
      overdue: false,
      done: false,
    });
    expect(bdnDeadline(adopted('2026-11-23'), '2026-11-23')?.daysLeft).toBe(7);
    expect(bdnDeadline(adopted('2026-11-23'), '2026-11-30')).toMatchObject({
      daysLeft: 0,
      overdue: false,
    });
    expect(bdnDeadline(adopted('2026-11-23'), '2026-12-01')).toMatchObject({
      daysLeft: -1,
      overdue: true,
    });
  });

  it('counts across the end of a year and a leap February', () => {
    expect(bdnDeadline(adopted('2027-12-29'), '2028-01-03')).toMatchObject({
      due: '2028-01-05',
      daysLeft: 2,
    });
    expect(bdnDeadline(dead('2028-02-24'), '2028-03-01')).toMatchObject({
      kind: 'decesso',
      due: '2028-03-02',
      daysLeft: 1,
    });
    expect(bdnDeadline(dead('2027-02-24'), '2027-03-01')).toMatchObject({
      due: '2027-03-03',
      daysLeft: 2,
    });
  });

  it('is done for an adoption once it is in order (AD), and then never overdue', () => {
    expect(bdnDeadline(adopted('2026-11-01', adoptionInOrder), '2026-11-27')).toMatchObject({
      done: true,
      overdue: false,
      daysLeft: -19,
    });
    expect(
      bdnDeadline(adopted('2026-11-01', { ...adoptionInOrder, isCorrectBarncode: 0 }), '2026-11-27')
        ?.done,
    ).toBe(false);
  });

  it('is done for a death once it is reported (REG is 1)', () => {
    expect(bdnDeadline(dead('2026-11-13', { isDeceasedReported: 1 }), '2026-11-23')?.done).toBe(
      true,
    );
    expect(bdnDeadline(dead('2026-11-13', { isDeceasedReported: 0 }), '2026-11-23')).toMatchObject({
      done: false,
      overdue: true,
      daysLeft: -3,
    });
    expect(bdnDeadline(dead('2026-11-13', { isDeceasedReported: -1 }), '2026-11-23')?.done).toBe(
      false,
    );
  });

  it.each(["Residente dell'Oasi", 'In cerca di casa', 'Altro', ''] as const)(
    'has no deadline for the status %j',
    (status) => {
      expect(bdnDeadline(aHorse({ status, statusChangedAt: '2026-11-23' }), '2026-11-24')).toBe(
        null,
      );
    },
  );

  it('has no deadline when the day of the change is unknown (older data) or malformed', () => {
    expect(bdnDeadline(adopted(''), '2026-11-24')).toBe(null);
    expect(bdnDeadline(dead(''), '2026-11-24')).toBe(null);
    expect(bdnDeadline(adopted('2026-02-30'), '2026-11-24')).toBe(null);
    expect(bdnDeadline(adopted('2026-11-23'), '')).toBe(null);
  });
});

describe('openBdnDeadline', () => {
  it('answers only the deadlines not done', () => {
    expect(openBdnDeadline(adopted('2026-11-23'), '2026-11-24')?.kind).toBe('adozione');
    expect(openBdnDeadline(adopted('2026-11-23', adoptionInOrder), '2026-11-24')).toBe(null);
    expect(openBdnDeadline(aHorse({ status: 'Altro' }), '2026-11-24')).toBe(null);
  });
});

describe('texts', () => {
  it('writes the date in words, 30 novembre 2026', () => {
    expect(dayInWords('2026-11-30')).toBe('30 novembre 2026');
  });

  it.each([
    [3, 'mancano 3 giorni'],
    [1, 'manca 1 giorno'],
    [0, 'scade oggi'],
    [-1, 'scaduta da 1 giorno'],
    [-2, 'scaduta da 2 giorni'],
  ])('says %i days left as %j', (daysLeft, text) => {
    expect(daysLeftText({ daysLeft })).toBe(text);
  });

  it('says the whole deadline', () => {
    const open = bdnDeadline(adopted('2026-11-23'), '2026-11-27') as BdnDeadline;
    expect(bdnDeadlineText(open)).toBe(
      "Registrazione in BDN dell'adozione entro il 30 novembre 2026: mancano 3 giorni",
    );
    const late = bdnDeadline(dead('2026-11-13'), '2026-11-22') as BdnDeadline;
    expect(bdnDeadlineText(late)).toBe(
      'Registrazione in BDN del decesso entro il 20 novembre 2026: scaduta da 2 giorni',
    );
  });
});

describe('byUrgency', () => {
  it('puts the most overdue first', () => {
    const deadlines = [
      bdnDeadline(adopted('2026-11-23'), '2026-11-24'),
      bdnDeadline(dead('2026-11-01'), '2026-11-24'),
      bdnDeadline(dead('2026-11-20'), '2026-11-24'),
    ] as BdnDeadline[];
    expect([...deadlines].sort(byUrgency).map((deadline) => deadline.daysLeft)).toEqual([
      -16, 3, 6,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultFollowUpIntervals,
  followUpSchedule,
  followUpVisitErrors,
  intervalsOfSettings,
  openFollowUps,
  plannedDays,
  type FollowUpVisit,
} from './follow-up';

const visit = (id: string, due: string, date: string, outcome: FollowUpVisit['outcome']) =>
  ({
    id,
    horseSlug: 'luna',
    due,
    date,
    visitorKind: 'staff',
    visitor: 'Chiara',
    outcome,
    notes: '',
  }) satisfies FollowUpVisit;

describe('plannedDays', () => {
  it('plans 1 month, 6 months, then each anniversary of the adoption', () => {
    expect(plannedDays('2026-01-15', defaultFollowUpIntervals, '2028-12-31')).toEqual([
      '2026-02-15',
      '2026-07-15',
      '2027-01-15',
      '2028-01-15',
    ]);
  });

  it('keeps a day the month lacks on its last day (31 January + 1 month)', () => {
    expect(plannedDays('2027-01-31', defaultFollowUpIntervals, '2027-08-01')).toEqual([
      '2027-02-28',
      '2027-07-31',
    ]);
  });

  it('follows the settings: first, second, then every', () => {
    const intervals = { firstMonths: 2, secondMonths: 4, everyMonths: 3 };
    expect(plannedDays('2026-01-10', intervals, '2026-12-31')).toEqual([
      '2026-03-10',
      '2026-05-10',
      '2026-07-10',
      '2026-10-10',
    ]);
  });

  it('plans nothing from a day that is not one', () => {
    expect(plannedDays('', defaultFollowUpIntervals, '2030-01-01')).toEqual([]);
    expect(plannedDays('2026-02-30', defaultFollowUpIntervals, '2030-01-01')).toEqual([]);
  });
});

describe('followUpSchedule', () => {
  const plan = { adoptedOn: '2026-03-10' };

  it('shows the past days late, the next one planned, and stops there', () => {
    const { slots, endedOn } = followUpSchedule(plan, [], defaultFollowUpIntervals, '2026-12-07');
    expect(endedOn).toBe('');
    expect(slots.map((slot) => [slot.due, slot.state])).toEqual([
      ['2026-04-10', 'late'],
      ['2026-09-10', 'late'],
      ['2027-03-10', 'planned'],
    ]);
  });

  it('counts a visit as due from 14 days before its day, Italian days', () => {
    const today = '2026-03-27'; // the day summer time starts in Italy is two days after
    const { slots } = followUpSchedule(plan, [], defaultFollowUpIntervals, today);
    expect(slots[0]).toEqual({ due: '2026-04-10', state: 'due', visit: null });
    const before = followUpSchedule(plan, [], defaultFollowUpIntervals, '2026-03-26');
    expect(before.slots[0]?.state).toBe('planned');
  });

  it('matches a visit to the day it answers, even when made late', () => {
    const done = visit('v1', '2026-04-10', '2026-04-20', 'tutto bene');
    const { slots } = followUpSchedule(plan, [done], defaultFollowUpIntervals, '2026-12-07');
    expect(slots[0]).toEqual({ due: '2026-04-10', state: 'done', visit: done });
    expect(slots[1]?.state).toBe('late');
  });

  it('ends the plan on a return: nothing is planned or late after it', () => {
    const first = visit('v1', '2026-04-10', '2026-04-10', 'tutto bene');
    const back = visit('v2', '2026-09-10', '2026-09-12', 'il cavallo rientra');
    const { slots, endedOn } = followUpSchedule(
      plan,
      [back, first],
      defaultFollowUpIntervals,
      '2028-06-01',
    );
    expect(endedOn).toBe('2026-09-12');
    expect(slots.map((slot) => slot.state)).toEqual(['done', 'done']);
  });

  it('drops a missed day before the return: there is nothing left to do for it', () => {
    const back = visit('v2', '2026-09-10', '2026-09-12', 'il cavallo rientra');
    const { slots } = followUpSchedule(plan, [back], defaultFollowUpIntervals, '2027-06-01');
    expect(slots.map((slot) => [slot.due, slot.state])).toEqual([['2026-09-10', 'done']]);
  });
});

describe('openFollowUps', () => {
  it('lists the late and due visits of every plan, the earliest first', () => {
    const plans = [
      { horseSlug: 'luna', horseName: 'Luna', applicationId: 'a1', adoptedOn: '2026-03-10' },
      { horseSlug: 'sole', horseName: 'Sole', applicationId: 'a2', adoptedOn: '2026-11-15' },
      { horseSlug: 'rientrato', horseName: 'R', applicationId: 'a3', adoptedOn: '2026-01-01' },
    ];
    const visits = [
      visit('v1', '2026-04-10', '2026-04-11', 'tutto bene'),
      { ...visit('v2', '2026-02-01', '2026-02-01', 'il cavallo rientra'), horseSlug: 'rientrato' },
    ];
    expect(openFollowUps(plans, visits, defaultFollowUpIntervals, '2026-12-07')).toEqual([
      { horseSlug: 'luna', horseName: 'Luna', due: '2026-09-10', state: 'late' },
      { horseSlug: 'sole', horseName: 'Sole', due: '2026-12-15', state: 'due' },
    ]);
  });
});

describe('the settings and the draft', () => {
  it('reads missing or wrong settings as the defaults', () => {
    expect(intervalsOfSettings(undefined)).toEqual(defaultFollowUpIntervals);
    expect(intervalsOfSettings({ firstMonths: 6, secondMonths: 1, everyMonths: 12 })).toEqual(
      defaultFollowUpIntervals,
    );
    expect(intervalsOfSettings({ firstMonths: 2, secondMonths: 3, everyMonths: 24 })).toEqual({
      firstMonths: 2,
      secondMonths: 3,
      everyMonths: 24,
    });
  });

  it('asks for the day, who went and the outcome', () => {
    const draft = {
      id: 'x',
      horseSlug: 'luna',
      due: '2026-04-10',
      date: '',
      visitorKind: 'staff' as const,
      visitor: ' ',
      outcome: '' as const,
      notes: '',
    };
    expect(followUpVisitErrors(draft)).toEqual({
      date: 'Scegli il giorno della visita.',
      visitor: 'Scrivi chi è andato.',
      outcome: 'Scegli l’esito della visita.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultFollowUpIntervals,
  followUpSchedule,
  openFollowUps,
} from '#src/features/aftercare/model/follow-up.ts';
import { demoFollowUpPlans, demoFollowUpVisits } from './aftercare.ts';

// The demo shows every state of a plan whatever the seed's day (decision 94).

describe('the demo follow-up plans', () => {
  for (const today of ['2026-12-07', '2027-03-31', '2028-02-29']) {
    it(`show a late visit, a due one and plans all in order on ${today}`, () => {
      const plans = demoFollowUpPlans(today);
      const visits = demoFollowUpVisits(today);
      expect(
        openFollowUps(plans, visits, defaultFollowUpIntervals, today).map((open) => [
          open.horseSlug,
          open.state,
        ]),
      ).toEqual([
        ['maverick', 'late'],
        ['frodo', 'due'],
      ]);
      const gino = { adoptedOn: plans.find((plan) => plan.horseSlug === 'gino')?.adoptedOn ?? '' };
      const ofGino = visits.filter((visit) => visit.horseSlug === 'gino');
      const schedule = followUpSchedule(gino, ofGino, defaultFollowUpIntervals, today);
      expect(schedule.slots.map((slot) => slot.state)).toEqual([
        'done',
        'done',
        'done',
        'done',
        'planned',
      ]);
      expect(new Set(visits.map((visit) => visit.id)).size).toBe(visits.length);
      expect(visits.every((visit) => /^[A-Za-z0-9]{20}$/.test(visit.id))).toBe(true);
    });
  }
});

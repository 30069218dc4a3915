import { describe, expect, it } from 'vitest';
import { fail, ok } from '#src/lib/data/result';
import { aHorse } from '#src/test-support/factories';
import { defaultFollowUpIntervals } from './follow-up';
import {
  bdnDueThisWeek,
  careDueThisWeek,
  dueThisWeek,
  followUpsDueThisWeek,
  isoWeekOf,
  newApplicationsDue,
  type DueSource,
  type IsoWeek,
} from './week-due';

describe('isoWeekOf', () => {
  it('gives the ISO week, Monday to Sunday, of a day in Italy', () => {
    expect(isoWeekOf('2026-12-07')).toEqual({
      id: '2026-W50',
      monday: '2026-12-07',
      sunday: '2026-12-13',
    });
    expect(isoWeekOf('2026-12-13')?.id).toBe('2026-W50');
    // The night the clocks go back (25 October 2026) is a day like any other.
    expect(isoWeekOf('2026-10-25')).toEqual({
      id: '2026-W43',
      monday: '2026-10-19',
      sunday: '2026-10-25',
    });
  });

  it("counts the weeks at a year's edge as ISO does", () => {
    expect(isoWeekOf('2027-01-01')?.id).toBe('2026-W53');
    expect(isoWeekOf('2026-01-01')?.id).toBe('2026-W01');
    expect(isoWeekOf('2025-12-29')?.id).toBe('2026-W01');
    expect(isoWeekOf('2021-01-03')?.id).toBe('2020-W53');
  });

  it('knows no week of a day that is not one', () => {
    expect(isoWeekOf('2026-02-30')).toBeNull();
    expect(isoWeekOf('')).toBeNull();
  });
});

const today = '2026-12-09'; // a Wednesday
const week = isoWeekOf(today) as IsoWeek;

describe('careDueThisWeek', () => {
  it('lists care late or due by Sunday, and vaccination, deworming and dentist never recorded', () => {
    const horses = [
      aHorse({ slug: 'ada', status: "Residente dell'Oasi" }),
      aHorse({ slug: 'frodo', status: 'Adottato' }),
    ];
    const records = new Map([
      [
        'ada',
        [
          { type: 'Maniscalco', date: '2026-10-18' }, // + 8 weeks = 13 December, Sunday
          { type: 'Sverminazione', date: '2026-05-01' }, // + 6 months = 1 November, late
          { type: 'Vaccinazione', date: '2026-06-14' }, // + 12 months: not this week
        ],
      ],
      ['frodo', []],
    ]);
    const items = careDueThisWeek(horses, records, new Map(), week, today);
    expect(items.map((item) => [item.detail, item.late, item.to])).toEqual([
      ['Sverminazione: in ritardo dal 1 novembre 2026', true, '/admin/horses/ada'],
      ['Dentista: mai registrata', true, '/admin/horses/ada'],
      ['Maniscalco: entro il 13 dicembre 2026', false, '/admin/horses/ada'],
    ]);
  });

  it("follows a horse's own interval, and leaves Monday's care to next week", () => {
    const horses = [aHorse({ slug: 'tom' })];
    const records = new Map([
      [
        'tom',
        [
          { type: 'Maniscalco', date: '2026-11-01' }, // + 6 weeks = 13 December
          { type: 'Vaccinazione', date: '2025-12-14' }, // + 12 months = 14 December, Monday
          { type: 'Sverminazione', date: '2026-10-01' },
          { type: 'Dentista', date: '2026-10-01' },
        ],
      ],
    ]);
    const intervals = new Map([['tom', { Maniscalco: { every: 6, unit: 'settimane' as const } }]]);
    expect(
      careDueThisWeek(horses, records, intervals, week, today).map((item) => item.detail),
    ).toEqual(['Maniscalco: entro il 13 dicembre 2026']);
  });
});

describe('the other lists', () => {
  it('lists the BDN registrations whose week ends by Sunday', () => {
    const horses = [
      aHorse({ slug: 'curry-king', status: 'Adottato', statusChangedAt: '2026-12-04' }),
      aHorse({ slug: 'kiya', status: 'Deceduto', isDeceased: 1, statusChangedAt: '2026-11-20' }),
      aHorse({ slug: 'blu', status: 'Adottato', statusChangedAt: '2026-12-08' }),
    ];
    expect(bdnDueThisWeek(horses, week, today).map((item) => [item.key, item.late])).toEqual([
      ['bdn/kiya', true],
      ['bdn/curry-king', false],
    ]);
  });

  it('lists the follow-up visits late or planned by Sunday', () => {
    const plans = [
      { horseSlug: 'luna', horseName: 'Luna', applicationId: 'a1', adoptedOn: '2026-11-13' },
      { horseSlug: 'sole', horseName: 'Sole', applicationId: 'a2', adoptedOn: '2026-11-14' },
    ];
    expect(
      followUpsDueThisWeek(plans, [], defaultFollowUpIntervals, week, today).map(
        (item) => item.detail,
      ),
    ).toEqual(['Visita di controllo: entro il 13 dicembre 2026']);
  });

  it('says how many applications are new, by kind', () => {
    expect(
      newApplicationsDue({ adoption: 2, cession: 0, circle: 1, volunteer: 0 }).map((item) => [
        item.title,
        item.detail,
        item.to,
      ]),
    ).toEqual([
      ['Candidature di adozione', '2 nuove', '/admin/adoption-applications'],
      ['Candidature alle cerchie', '1 nuova', '/admin/circle-applications'],
    ]);
  });
});

describe('dueThisWeek', () => {
  it('reads every source, the late first, and a failed one says so without hiding the rest', async () => {
    const item = (key: string, day: string, late: boolean) => ({
      key,
      title: key,
      detail: '',
      day,
      late,
      to: '/admin',
    });
    const sources: DueSource[] = [
      {
        heading: 'Turni scoperti',
        read: async (given) => {
          expect(given).toEqual(week);
          return ok([item('b', '2026-12-12', false), item('a', '2026-12-01', true)]);
        },
      },
      { heading: 'Quote in ritardo', read: async () => fail('unavailable', 'Non raggiungibile.') },
    ];
    expect(await dueThisWeek(sources, week, today)).toEqual([
      {
        heading: 'Turni scoperti',
        items: [item('a', '2026-12-01', true), item('b', '2026-12-12', false)],
        failed: null,
      },
      { heading: 'Quote in ritardo', items: [], failed: 'Non raggiungibile.' },
    ]);
  });
});

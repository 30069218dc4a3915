import { todayInRome } from '#src/lib/format/dates';
import type { Donation } from '../model/money-record';
import {
  contributionOf,
  lateMembers,
  paidByMember,
  standingLabel,
  type ContributingMember,
} from './contributions';

const member = (changes: Partial<ContributingMember> = {}): ContributingMember => ({
  id: 'c1',
  status: 'Attivo',
  startDate: '2026-01-15',
  amount: 20,
  frequency: 'Mensile',
  ...changes,
});

const line = (changes: Partial<Donation>): Donation => ({
  id: 'd',
  kind: 'donazione',
  amends: '',
  date: '2026-01-20',
  amountCents: 2000,
  method: 'bonifico',
  account: 'banca',
  traceable: true,
  reference: '',
  purpose: 'cerchia',
  circleApplicationId: 'c1',
  horseSlug: 'ada',
  eventSlug: '',
  inKindDescription: '',
  supporterId: '',
  notes: '',
  importKey: '',
  receiptId: '',
  recordedAt: new Date(),
  recordedBy: 'staff',
  ...changes,
});

describe('circle contributions', () => {
  it('turns each frequency into monthly cents', () => {
    const monthly = (amount: number, frequency: ContributingMember['frequency']) =>
      contributionOf(member({ amount, frequency }), 0, '2026-01-20').monthlyCents;
    expect(monthly(20, 'Mensile')).toBe(2000);
    expect(monthly(60, 'Trimestrale')).toBe(2000);
    expect(monthly(100, 'Semestrale')).toBe(1667);
    expect(monthly(240, 'Annuale')).toBe(2000);
    expect(monthly(20.5, 'Mensile')).toBe(2050);
  });

  it('marks the months paid from the start month, in order', () => {
    const paid = contributionOf(member(), 6500, '2026-02-10');
    expect(paid.monthsCovered).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(paid.creditCents).toBe(500);
    // Across a year's end.
    expect(
      contributionOf(member({ startDate: '2025-11-30' }), 6000, '2026-01-01').monthsCovered,
    ).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('counts a month due once it has ended, in Rome', () => {
    // Nothing paid in the first month: not late yet.
    expect(contributionOf(member(), 0, '2026-01-31').standing).toEqual({
      state: 'in-regola',
      monthsLate: 0,
    });
    expect(contributionOf(member(), 0, '2026-02-01').standing).toEqual({
      state: 'in-ritardo',
      monthsLate: 1,
    });
    // 31 January 23:30 UTC is already 1 February in Rome.
    const today = todayInRome(new Date('2026-01-31T23:30:00Z'));
    expect(today).toBe('2026-02-01');
    expect(contributionOf(member(), 0, today).standing.monthsLate).toBe(1);
    // And in summer time: 31 July 22:30 UTC is 1 August in Rome.
    expect(todayInRome(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });

  it('says "in regola" or "N mesi di ritardo"', () => {
    expect(standingLabel(contributionOf(member(), 2000, '2026-02-15').standing)).toBe('in regola');
    expect(standingLabel(contributionOf(member(), 2000, '2026-03-15').standing)).toBe(
      '1 mese di ritardo',
    );
    expect(standingLabel(contributionOf(member(), 2000, '2026-06-01').standing)).toBe(
      '4 mesi di ritardo',
    );
    // An annual member paid for the year is in regola all year.
    const yearly = member({ amount: 240, frequency: 'Annuale' });
    expect(contributionOf(yearly, 24000, '2026-12-31').standing.state).toBe('in-regola');
    expect(contributionOf(yearly, 24000, '2027-02-01').standing.monthsLate).toBe(1);
  });

  it('counts nobody who is not Attivo, has no start date or no amount', () => {
    for (const other of [
      member({ status: 'Sospeso' }),
      member({ status: '' }),
      member({ startDate: '' }),
      member({ amount: 0 }),
    ]) {
      expect(standingLabel(contributionOf(other, 0, '2027-01-01').standing)).toBe(
        'non conteggiato',
      );
    }
  });

  it("adds a member's gifts, refunds and corrections, and nothing else", () => {
    const paid = paidByMember([
      line({ amountCents: 2000 }),
      line({ amountCents: 4000 }),
      line({ kind: 'rimborso', amountCents: -2000 }),
      line({ kind: 'rettifica', amountCents: 100 }),
      line({ circleApplicationId: 'c2', amountCents: 9900 }),
      line({ purpose: 'generale', circleApplicationId: '', amountCents: 5000 }),
    ]);
    expect(paid.get('c1')).toBe(4100);
    expect(paid.get('c2')).toBe(9900);
    expect(paid.size).toBe(2);
  });

  it('lists the members more than two months behind, most behind first', () => {
    const members = [
      member({ id: 'paid' }),
      member({ id: 'two', startDate: '2026-03-01' }),
      member({ id: 'three', startDate: '2026-02-01' }),
      member({ id: 'five' }),
      member({ id: 'closed', status: 'Chiuso' }),
    ];
    const donations = [line({ circleApplicationId: 'paid', amountCents: 10000 })];
    const late = lateMembers(members, donations, '2026-06-10');
    expect(
      late.map(({ member: one, contribution }) => [one.id, contribution.standing.monthsLate]),
    ).toEqual([
      ['five', 5],
      ['three', 4],
      ['two', 3],
    ]);
    expect(lateMembers(members, donations, '2026-05-10').map(({ member: one }) => one.id)).toEqual([
      'five',
      'three',
    ]);
  });
});

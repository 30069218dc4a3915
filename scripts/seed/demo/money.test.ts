import {
  contributionOf,
  lateMembers,
  paidByMember,
} from '#src/features/money/contributions/contributions.ts';
import { donationInputErrors } from '#src/features/money/donations/donation-input.ts';
import { donationMethods } from '#src/features/money/model/money-record.ts';
import { supporterDraftErrors } from '#src/features/money/supporters/supporter-draft.ts';
import { todayInRome } from '#src/lib/format/dates.ts';
import { demoCircleApplications } from './circle-applications.ts';
import { demoDonations, demoLateMembers } from './donations.ts';
import { demoSupporterDrafts, demoSupporters } from './supporters.ts';

const now = new Date('2026-12-07T10:00:00Z');
const members = demoCircleApplications.map((demo) => ({
  ...demo,
  id: demo.slug,
}));

describe('the demo supporters and ledger', () => {
  const supporters = demoSupporters(now);
  const donations = demoDonations(now);

  it('are 60 valid supporters, every circle member among them, people and companies', () => {
    expect(supporters).toHaveLength(60);
    for (const draft of demoSupporterDrafts()) expect(supporterDraftErrors(draft)).toEqual({});
    expect(new Set(supporters.map((s) => s.id)).size).toBe(60);
    const linked = supporters.flatMap((s) => s.circleApplicationIds);
    expect(linked.sort()).toEqual(demoCircleApplications.map((a) => a.slug).sort());
    expect(new Set(supporters.map((s) => s.kind))).toEqual(new Set(['persona', 'ente']));
  });

  it('hold two years of lines by every method, each as the form would take it', () => {
    expect(new Set(donations.map((d) => d.method))).toEqual(new Set([...donationMethods, '']));
    expect(new Set(donations.map((d) => d.purpose))).toEqual(
      new Set(['generale', 'cerchia', 'evento', 'natura']),
    );
    expect(new Set(donations.map((d) => d.kind))).toEqual(
      new Set(['donazione', 'rimborso', 'rettifica']),
    );
    const dates = donations.map((d) => d.date).sort();
    expect((dates[0] ?? '') <= '2024-12-31').toBe(true);
    expect((dates.at(-1) ?? '9') <= '2026-12-07').toBe(true);
    const ids = new Set(supporters.map((s) => s.id));
    for (const donation of donations) {
      expect(donationInputErrors(donation)).toEqual({});
      if (donation.supporterId !== '') expect(ids.has(donation.supporterId)).toBe(true);
      if (donation.method === 'contanti') expect(donation.traceable).toBe(false);
    }
  });

  it('keep most members in regola and the chosen ones behind', () => {
    const today = todayInRome(now);
    const paid = paidByMember(donations);
    for (const member of members.filter((m) => m.status === 'Attivo')) {
      const late = contributionOf(member, paid.get(member.id) ?? 0, today).standing.monthsLate;
      if (member.id in demoLateMembers) expect(late).toBeGreaterThanOrEqual(1);
      else expect(late).toBe(0);
    }
    expect(
      lateMembers(members, donations, today)
        .map(({ member }) => member.id)
        .sort(),
    ).toEqual(['cerchia-008', 'cerchia-011']);
  });
});

import { volunteerStatuses } from '#src/features/volunteers/model/volunteer-application.ts';
import { buildDemoVolunteerApplications } from './volunteer-applications.ts';

describe('the demo volunteer applications', () => {
  const applications = buildDemoVolunteerApplications(new Date('2026-12-07T10:00:00Z'));

  it('are about 25, in every status and both languages, each with its own reference', () => {
    expect(applications).toHaveLength(25);
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set(volunteerStatuses));
    expect(new Set(applications.map((a) => a.language))).toEqual(new Set(['it', 'en']));
    expect(new Set(applications.map((a) => a.reference)).size).toBe(25);
  });

  it("hold some 16-17 year olds, each with a parent's consent and name", () => {
    const minors = applications.filter((a) => a.ageBand === '16-17');
    expect(minors.length).toBeGreaterThanOrEqual(3);
    for (const minor of minors) {
      expect(minor.guardianConsent).toBe(true);
      expect(minor.guardianName).not.toBe('');
    }
  });

  it('are new only while "Da contattare"', () => {
    for (const application of applications) {
      expect(application.isNew).toBe(application.status === 'Da contattare');
    }
  });
});

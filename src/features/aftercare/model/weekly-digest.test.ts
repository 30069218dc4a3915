import { describe, expect, it } from 'vitest';
import { readMailTemplates, renderMail } from '#tools/mail/templates';
import type { DueSection } from './week-due';
import { weeklyDigestData, weeklyDigestMailId } from './weekly-digest';

const week = { id: '2026-W50', monday: '2026-12-07', sunday: '2026-12-13' };
const sections: DueSection[] = [
  {
    heading: 'Cure',
    items: [
      {
        key: 'cura/luna/Dentista',
        title: 'Luna',
        detail: 'Dentista: mai registrata',
        day: '2026-12-08',
        late: true,
        to: '/admin/horses/luna',
      },
      {
        key: 'cura/ada/Maniscalco',
        title: "Ada <b>l'ardita</b>",
        detail: 'Maniscalco: entro il 11 dicembre 2026',
        day: '2026-12-11',
        late: false,
        to: '/admin/horses/ada',
      },
    ],
    failed: null,
  },
  { heading: 'Scadenze BDN', items: [], failed: null },
  { heading: 'Turni scoperti', items: [], failed: 'permission-denied' },
];

describe('the weekly mail', () => {
  it('keeps the sections with something due or that failed, and counts the lines', () => {
    const data = weeklyDigestData(week, sections);
    expect(data).toMatchObject({
      week: '2026-W50',
      monday: '7 dicembre 2026',
      sunday: '13 dicembre 2026',
      total: 2,
    });
    expect(data.sections.map((section) => section.heading)).toEqual(['Cure', 'Turni scoperti']);
    // A failure says so in words, never the error's own text.
    expect(data.sections[1]?.failed).toBe('Non è stato possibile leggere questa parte.');
    expect(weeklyDigestMailId('2026-W50', 'staff-1')).toBe('2026-W50.weekly-staff-1');
  });

  it('renders with links to the back office, the late marked, names escaped in HTML', () => {
    const template = readMailTemplates('https://www.equinozio.it/')['weekly-digest'];
    if (!template) throw new Error('No weekly-digest template');
    const mail = renderMail(template, { ...weeklyDigestData(week, sections) });
    expect(mail.subject).toBe('Da fare questa settimana (2026-W50): 2 da fare');
    expect(mail.text).toContain('Dal 7 dicembre 2026 al 13 dicembre 2026');
    expect(mail.text).toContain('- IN RITARDO · Luna: Dentista: mai registrata');
    expect(mail.text).toContain('  https://www.equinozio.it/admin/horses/luna');
    expect(mail.text).toContain("- Ada <b>l'ardita</b>: Maniscalco: entro il 11 dicembre 2026");
    expect(mail.html).toContain(
      '<a href="https://www.equinozio.it/admin/horses/ada">Ada &lt;b&gt;',
    );
    expect(mail.html).toContain('<strong>In ritardo</strong>');
    expect(mail.html).not.toContain('<b>l');
  });

  it('says when nothing is due', () => {
    const template = readMailTemplates('https://www.equinozio.it/')['weekly-digest'];
    if (!template) throw new Error('No weekly-digest template');
    const mail = renderMail(template, { ...weeklyDigestData(week, []) });
    expect(mail.subject).toBe('Da fare questa settimana (2026-W50): 0 da fare');
    expect(mail.text).toContain('Niente da fare questa settimana.');
    expect(mail.html).toContain('Niente da fare questa settimana.');
  });
});

import { association } from '#src/config/association';
import { formatCalendarDate } from '#src/lib/format/dates';
import { pdfPages as pagesOf } from '#src/test-support/pdf-text';
import { registerFingerprint, WHOLE_REGISTER, yearScope } from '../model/register-print';
import { sampleRegisterRecords } from '../model/register-print-sample';
import type { RegisterRecord } from '../model/register-record';
import { recordLines, registerPdf } from './register-pdf';

const madeAt = new Date('2026-12-07T10:00:00Z');

async function printed(records: readonly RegisterRecord[], scope = WHOLE_REGISTER) {
  const print = await registerFingerprint(records, scope);
  const bytes = registerPdf({ records, print, madeAt });
  return { print, bytes, pages: await pagesOf(bytes) };
}

describe('the register’s PDF, read back', () => {
  const records = sampleRegisterRecords(45);

  it('prints every record and correction, each section by number, as real text with accents', async () => {
    const { pages } = await printed(records);
    const text = pages.join(' ');
    for (const record of records) {
      const { heading, body } = recordLines(record);
      expect(text).toContain(heading);
      for (const line of body) expect(text.replace(/ /g, '')).toContain(line.replace(/ /g, ''));
    }
    expect(text).toContain('Forlì');
    expect(text).toContain('Cantù');
    expect(text).toContain('Niccolò');
    expect(text).toContain('inizio attività');
    const sectionOrder = ['Sezione volontari non occasionali', 'Sezione volontari occasionali'];
    expect(text.indexOf(sectionOrder[0] ?? '')).toBeLessThan(text.indexOf(sectionOrder[1] ?? ''));
    const occasional = text.slice(text.indexOf(sectionOrder[1] ?? ''));
    const numbers = [...occasional.matchAll(/N\. (\d+) - /g)].map((match) => Number(match[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.length).toBe(records.filter((r) => r.section === 'occasionale').length);
  });

  it('heads every page with the association and numbers it "Pagina N di M"', async () => {
    const { pages } = await printed(records);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Pagina ${i + 1} di ${pages.length}`);
      expect(page).toContain(`${association.name} - Codice fiscale ${association.taxCode}`);
      expect(page).toContain('Registro dei volontari - intero registro');
    });
    expect(pages[0]).toContain(`Legale rappresentante: ${association.legalRepresentative}`);
  });

  it('ends with the count and the fingerprint recomputed from the records, and how to sign', async () => {
    const { pages, print } = await printed(records);
    const last = pages.at(-1) ?? '';
    expect(last).toContain(`Totale dei record: ${records.length}`);
    const printedFingerprint = /SHA-256 del contenuto canonico ([0-9a-f]{64})/.exec(last)?.[1];
    expect(printedFingerprint).toBe(
      (await registerFingerprint(records, WHOLE_REGISTER)).fingerprint,
    );
    expect(printedFingerprint).toBe(print.fingerprint);
    expect(last).toContain('firma digitalmente');
    expect(last).toContain('marca temporale');
  });

  it('prints a year with only that year’s records, and an empty section says so', async () => {
    const year = yearScope(2024);
    const { pages, print } = await printed(records, year);
    const text = pages.join(' ');
    expect(text).toContain('Registro dei volontari - anno 2024');
    expect(text).toContain(`Totale dei record: ${print.count}`);
    expect(print.count).toBeGreaterThan(0);
    expect(print.count).toBeLessThan(records.length);
    const { pages: empty } = await printed(records, yearScope(2019));
    expect(empty.join(' ')).toContain('Nessun record in questa sezione.');
    expect(empty.join(' ')).toContain('Totale dei record: 0');
  });

  it('writes the days as Italian days', async () => {
    const [first] = records;
    if (first?.kind !== 'iscrizione') throw new Error('the sample starts with an enrolment');
    const { pages } = await printed([first]);
    expect(pages.join(' ')).toContain(`inizio attività: ${formatCalendarDate(first.startDate)}`);
  });
});

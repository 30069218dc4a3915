import { association, formatAddress, type AssociationConfig } from '#src/config/association';
import { formatCalendarDate, formatDayAtTime } from '#src/lib/format/dates';
import { LINE, pageLabel, PdfWriter } from '#src/lib/pdf/pdf-writer';
import { recordsInScope, scopeLabel, type RegisterFingerprint } from '../model/register-print';
import {
  registerSections,
  type RegisterPerson,
  type RegisterRecord,
  type RegisterSection,
} from '../model/register-record';

// The register's PDF (docs/decisions/0088-register-print-and-fingerprint.md), written with the
// back office's PDF writer (src/lib/pdf/pdf-writer.ts); loaded only by the print screen, through a
// dynamic import. A4, every page headed with the association and numbered
// "Pagina N di M"; each section's records by number; the count; the fingerprint and how to sign.

export const registerPdfTexts = {
  title: 'Registro dei volontari',
  law: 'art. 17 c.1 D.Lgs. 117/2017; D.M. 6 ottobre 2021',
  taxCode: 'Codice fiscale',
  runts: 'Iscrizione RUNTS',
  seat: 'Sede legale',
  representative: 'Legale rappresentante',
  madeAt: 'Stampato il',
  sections: {
    'non-occasionale': 'Sezione volontari non occasionali',
    occasionale: 'Sezione volontari occasionali',
  } satisfies Record<RegisterSection, string>,
  none: 'Nessun record in questa sezione.',
  kinds: {
    iscrizione: 'Iscrizione',
    cancellazione: "Cancellazione dell'iscrizione n.",
    rettifica: "Rettifica dell'iscrizione n.",
  },
  recordedAt: 'registrato il',
  born: 'nato/a il',
  bornIn: 'a',
  residence: 'residenza',
  start: 'inizio attività',
  end: 'fine attività',
  reason: 'motivo',
  sectionCount: (count: number) => `Record nella sezione: ${count}`,
  count: 'Totale dei record',
  fingerprintHeading: 'Impronta SHA-256 del contenuto canonico',
  signHeading: 'Firma',
  sign: [
    'Il legale rappresentante (o un suo delegato) firma digitalmente questo file (firma PAdES o ' +
      'CAdES) e vi appone una marca temporale, almeno una volta all’anno, come chiede ' +
      'l’art. 2215-bis del codice civile per i registri tenuti con strumenti informatici.',
    'Il sito non firma: stampa il registro e la sua impronta. Chiunque può ricalcolare l’impronta ' +
      'dal contenuto canonico del registro (docs/operations.md, "Registro dei volontari: stampa e ' +
      'firma"): se coincide con quella stampata qui, il registro firmato è quello conservato.',
  ],
  page: pageLabel,
} as const;

export interface RegisterPdfInput {
  readonly records: readonly RegisterRecord[];
  readonly print: RegisterFingerprint;
  readonly madeAt: Date;
  readonly config?: AssociationConfig;
}

const day = (value: string): string => formatCalendarDate(value);

const personLine = (person: RegisterPerson): string =>
  `${person.familyName} ${person.givenName}, C.F. ${person.fiscalCode}, ` +
  `${registerPdfTexts.born} ${day(person.birthDate)} ${registerPdfTexts.bornIn} ${person.birthPlace}; ` +
  `${registerPdfTexts.residence}: ${person.residence}`;

/** The lines of one record: its heading, then what it says. */
export function recordLines(record: RegisterRecord): { heading: string; body: string[] } {
  const texts = registerPdfTexts;
  const written = `${texts.recordedAt} ${formatDayAtTime(record.recordedAt)}`;
  switch (record.kind) {
    case 'iscrizione':
      return {
        heading: `N. ${record.number} - ${texts.kinds.iscrizione} - ${written}`,
        body: [personLine(record.person), `${texts.start}: ${day(record.startDate)}`],
      };
    case 'cancellazione':
      return {
        heading: `N. ${record.number} - ${texts.kinds.cancellazione} ${record.entry} - ${written}`,
        body: [`${texts.end}: ${day(record.endDate)}; ${texts.reason}: ${record.reason}`],
      };
    case 'rettifica':
      return {
        heading: `N. ${record.number} - ${texts.kinds.rettifica} ${record.entry} - ${written}`,
        body: [
          personLine(record.person),
          `${texts.start}: ${day(record.startDate)}; ${texts.reason}: ${record.reason}`,
        ],
      };
  }
}

/** The register's PDF, as bytes. */
export function registerPdf({
  records,
  print,
  madeAt,
  config = association,
}: RegisterPdfInput): ArrayBuffer {
  const texts = registerPdfTexts;
  const title = `${texts.title} - ${scopeLabel(print.scope)}`;
  const writer = new PdfWriter([
    `${config.name} - ${texts.taxCode} ${config.taxCode} - ${texts.runts} ${config.runtsNumber}`,
    `${texts.seat}: ${formatAddress(config.legalSeatAddress)}`,
    `${title} (${texts.law})`,
  ]);
  writer.text(title, { size: 16, bold: true, gap: 4 });
  writer.text(`${config.name}, ${texts.taxCode} ${config.taxCode}`, { size: 10 });
  writer.text(`${texts.seat}: ${formatAddress(config.legalSeatAddress)}`, { size: 10 });
  writer.text(`${texts.representative}: ${config.legalRepresentative}`, { size: 10 });
  writer.text(`${texts.madeAt} ${formatDayAtTime(madeAt)}`, { size: 10, gap: 10 });

  const bySection = recordsInScope(records, print.scope);
  for (const section of registerSections) {
    writer.space(6);
    writer.text(texts.sections[section], { size: 13, bold: true, gap: 4 });
    const inSection = bySection[section];
    if (inSection.length === 0) writer.text(texts.none, { gap: 6 });
    for (const record of inSection) {
      const { heading, body } = recordLines(record);
      writer.room(LINE.body * (body.length + 2));
      writer.text(heading, { bold: true });
      body.forEach((line, i) => writer.text(line, { gap: i === body.length - 1 ? 6 : 0 }));
    }
    writer.text(texts.sectionCount(inSection.length), { bold: true, gap: 6 });
  }

  writer.space(8);
  writer.text(`${texts.count}: ${print.count}`, { size: 12, bold: true, gap: 10 });
  writer.room(LINE.body * 12);
  writer.text(texts.fingerprintHeading, { size: 12, bold: true, gap: 2 });
  writer.text(print.fingerprint, { size: 10, font: 'courier', gap: 10 });
  writer.text(texts.signHeading, { size: 12, bold: true, gap: 2 });
  texts.sign.forEach((paragraph) => writer.text(paragraph, { gap: 6 }));
  writer.numberPages(texts.page);
  // The same print of the same records is the same file: dated when made, its id from its content.
  return writer.bytes(madeAt, print.fingerprint.slice(0, 32).toUpperCase());
}

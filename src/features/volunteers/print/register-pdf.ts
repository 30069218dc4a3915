import { jsPDF } from 'jspdf';
import { association, formatAddress, type AssociationConfig } from '#src/config/association';
import { formatCalendarDate, formatDayAtTime } from '#src/lib/format/dates';
import { recordsInScope, scopeLabel, type RegisterFingerprint } from '../model/register-print';
import {
  registerSections,
  type RegisterPerson,
  type RegisterRecord,
  type RegisterSection,
} from '../model/register-record';

// The register's PDF (docs/decisions/0088-register-print-and-fingerprint.md): jsPDF with the
// standard Helvetica, whose WinAnsi encoding writes à è é ì ò ù as real text; loaded only by the
// print screen, through a dynamic import. A4, every page headed with the association and numbered
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
  page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 50, header: 50, footer: 40 } as const;
const LINE = { body: 13, small: 11 } as const;
const WIDTH = PAGE.width - 2 * PAGE.margin;

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

class Writer {
  readonly pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  private y = PAGE.margin + PAGE.header;

  constructor(private readonly header: readonly string[]) {
    this.pdf.setFont('helvetica', 'normal');
    this.drawHeader();
  }

  private drawHeader(): void {
    const { pdf } = this;
    pdf.setFontSize(8);
    pdf.setTextColor(80);
    this.header.forEach((line, i) => pdf.text(line, PAGE.margin, PAGE.margin + i * LINE.small));
    pdf.setDrawColor(160);
    pdf.line(
      PAGE.margin,
      PAGE.margin + PAGE.header - 12,
      PAGE.width - PAGE.margin,
      PAGE.margin + PAGE.header - 12,
    );
    pdf.setTextColor(0);
  }

  /** A new page when `height` does not fit on this one. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin - PAGE.footer) return;
    this.pdf.addPage();
    this.y = PAGE.margin + PAGE.header;
    this.drawHeader();
  }

  /** Wrapped text; the block is kept on one page. */
  text(
    value: string,
    { size = 10, bold = false, font = 'helvetica', gap = 0 }: TextStyle = {},
  ): void {
    const { pdf } = this;
    pdf.setFont(font, bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    const lines = pdf.splitTextToSize(value, WIDTH) as string[];
    const height = lines.length * size * 1.3;
    this.room(height);
    pdf.text(lines, PAGE.margin, this.y, { lineHeightFactor: 1.3 });
    this.y += height + gap;
  }

  space(height: number): void {
    this.y += height;
  }

  /** "Pagina N di M" at the foot of every page, once the count is known. */
  numberPages(): void {
    const { pdf } = this;
    const pages = pdf.getNumberOfPages();
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    for (let page = 1; page <= pages; page++) {
      pdf.setPage(page);
      pdf.text(
        registerPdfTexts.page(page, pages),
        PAGE.width - PAGE.margin,
        PAGE.height - PAGE.margin,
        {
          align: 'right',
        },
      );
    }
  }
}

interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly font?: 'helvetica' | 'courier';
  readonly gap?: number;
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
  const writer = new Writer([
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
  writer.numberPages();
  // The same print of the same records is the same file: dated when made, its id from its content.
  writer.pdf.setCreationDate(madeAt);
  writer.pdf.setFileId(print.fingerprint.slice(0, 32).toUpperCase());
  return writer.pdf.output('arraybuffer');
}

import { jsPDF } from 'jspdf';

// The back office's PDFs (the register of volunteers, decision 88; receipts and yearly
// statements, decision 92): jsPDF with the standard Helvetica, whose WinAnsi encoding writes
// à è é ì ò ù as real text. A4 in points; every page headed with the same small lines and
// numbered "Pagina N di M" at its foot. Only code loaded through a dynamic import on a screen that
// makes PDFs may import this module (`npm run bench` checks the chunks).

export const PAGE = { width: 595.28, height: 841.89, margin: 50, header: 50, footer: 40 } as const;
export const LINE = { body: 13, small: 11 } as const;
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const pageLabel = (page: number, pages: number): string => `Pagina ${page} di ${pages}`;

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
  readonly font?: 'helvetica' | 'courier';
  readonly gap?: number;
  /** Aligned to the right margin (one line). */
  readonly right?: boolean;
}

export class PdfWriter {
  readonly pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  private y = PAGE.margin + PAGE.header;
  private header: readonly string[];

  constructor(header: readonly string[]) {
    this.header = header;
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

  /** A new page, headed with `header` from now on (one document of many in one file). */
  newPage(header: readonly string[] = this.header): void {
    this.header = header;
    this.pdf.addPage();
    this.y = PAGE.margin + PAGE.header;
    this.drawHeader();
  }

  /** A new page when `height` does not fit on this one. */
  room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin - PAGE.footer) return;
    this.newPage();
  }

  /** Wrapped text; the block is kept on one page. */
  text(
    value: string,
    { size = 10, bold = false, font = 'helvetica', gap = 0, right = false }: TextStyle = {},
  ): void {
    const { pdf } = this;
    pdf.setFont(font, bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    const lines = pdf.splitTextToSize(value, TEXT_WIDTH) as string[];
    const height = lines.length * size * 1.3;
    this.room(height);
    if (right) pdf.text(lines, PAGE.width - PAGE.margin, this.y, { align: 'right' });
    else pdf.text(lines, PAGE.margin, this.y, { lineHeightFactor: 1.3 });
    this.y += height + gap;
  }

  /** One line of columns at these x offsets from the margin (the last one aligned right). */
  row(cells: readonly string[], offsets: readonly number[], { size = 9, bold = false } = {}): void {
    const { pdf } = this;
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    this.room(size * 1.4);
    cells.forEach((cell, i) => {
      const last = i === cells.length - 1;
      pdf.text(
        cell,
        last ? PAGE.width - PAGE.margin : PAGE.margin + (offsets[i] ?? 0),
        this.y,
        last ? { align: 'right' } : {},
      );
    });
    this.y += size * 1.4;
  }

  space(height: number): void {
    this.y += height;
  }

  /** "Pagina N di M" at the foot of pages `first` to `last` (all of them by default). */
  numberPages(
    label: (page: number, pages: number) => string = pageLabel,
    first = 1,
    last = this.pdf.getNumberOfPages(),
  ): void {
    const { pdf } = this;
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    for (let page = first; page <= last; page++) {
      pdf.setPage(page);
      pdf.text(
        label(page - first + 1, last - first + 1),
        PAGE.width - PAGE.margin,
        PAGE.height - PAGE.margin,
        { align: 'right' },
      );
    }
  }

  get pageCount(): number {
    return this.pdf.getNumberOfPages();
  }

  /** The file's bytes, dated `madeAt`, its id `fileId` (32 hex digits) when given. */
  bytes(madeAt: Date, fileId?: string): ArrayBuffer {
    this.pdf.setCreationDate(madeAt);
    if (fileId !== undefined) this.pdf.setFileId(fileId);
    return this.pdf.output('arraybuffer');
  }
}

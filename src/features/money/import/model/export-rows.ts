import { foldText } from '#src/lib/text/word-search';
import type { ExportProblem, ExportReading } from './import-line';

// What the three formats share: the rows of the file with their line numbers, the header's words
// folded (case, accents, punctuation), and a problem naming a line.

/** One record of the file: its cells and the file's line it ends on. */
export interface ExportRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** "Data contabile", "DATA  CONTABILE:", "Importo (€)" read as "data contabile", "importo". */
export function headerWord(cell: string): string {
  return foldText(cell.replace(/\(.*?\)|[€.:;*_/\\-]/g, ' '));
}

export const isBlankRow = (row: ExportRow): boolean => row.cells.every((cell) => !cell.trim());

export const cellOf = (row: ExportRow, index: number | undefined): string =>
  index === undefined ? '' : (row.cells[index] ?? '').trim();

/** Spaces run together, ends trimmed: a description as the key and the screen read it. */
export const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const problem = (message: string, line?: number): ExportReading => ({
  ok: false,
  problem: line === undefined ? { message } : ({ message, line } satisfies ExportProblem),
});

/** The index of the first header cell whose word is one of `words`. */
export function columnOf(
  words: readonly string[],
  candidates: readonly string[],
): number | undefined {
  for (const candidate of candidates) {
    const index = words.indexOf(candidate);
    if (index >= 0) return index;
  }
  return undefined;
}

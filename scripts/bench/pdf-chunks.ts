// Issue 40's budget: the register's PDF code (jsPDF) loads on the print screen only
// (docs/decisions/0088-register-print-and-fingerprint.md). Read from the built chunks: a chunk
// holding jsPDF is imported by no other chunk, directly or through others, except dynamically by
// the print screen's own chunk (`import("./register-pdf-….js")`, run on the first print).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A text only jsPDF's code holds (its argument checks), minified or not. */
export const PDF_CODE_MARKER = 'Invalid argument passed to jsPDF';

/** A text only the print screen's chunk holds: its button. */
export const PRINT_SCREEN_MARKER = 'Crea e scarica il PDF';

export interface ChunkImports {
  readonly static: readonly string[];
  readonly dynamic: readonly string[];
}

const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The sibling chunks a chunk imports: `from"./a.js"`, `import"./a.js"`, `import("./a.js")`. */
export function chunkImports(code: string): ChunkImports {
  const found = (pattern: RegExp) => [
    ...new Set([...code.matchAll(pattern)].map((match) => name(match[1] ?? ''))),
  ];
  return {
    static: found(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
    dynamic: found(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g),
  };
}

export interface PdfIsolation {
  /** The chunks holding jsPDF. */
  readonly pdfChunks: readonly string[];
  /** Chunks that would load it with themselves (a static import, direct or not): none allowed. */
  readonly eager: readonly string[];
  /** Chunks importing it on demand: the print screen's only. */
  readonly dynamicImporters: readonly string[];
  readonly ok: boolean;
}

export function pdfIsolation(chunks: Readonly<Record<string, string>>): PdfIsolation {
  const names = Object.keys(chunks);
  const imports = Object.fromEntries(
    names.map((chunk) => [chunk, chunkImports(chunks[chunk] ?? '')]),
  );
  const pdfChunks = names.filter((chunk) => chunks[chunk]?.includes(PDF_CODE_MARKER));
  const pdf = new Set(pdfChunks);
  const loadsPdf = (chunk: string, seen = new Set<string>()): boolean => {
    if (seen.has(chunk)) return false;
    seen.add(chunk);
    return (imports[chunk]?.static ?? []).some((next) => pdf.has(next) || loadsPdf(next, seen));
  };
  const eager = names.filter((chunk) => !pdf.has(chunk) && loadsPdf(chunk));
  const dynamicImporters = names.filter(
    (chunk) => !pdf.has(chunk) && (imports[chunk]?.dynamic ?? []).some((next) => pdf.has(next)),
  );
  const ok =
    pdfChunks.length > 0 &&
    eager.length === 0 &&
    dynamicImporters.length > 0 &&
    dynamicImporters.every((chunk) => chunks[chunk]?.includes(PRINT_SCREEN_MARKER));
  return { pdfChunks, eager, dynamicImporters, ok };
}

/** The JavaScript chunks of a build's `assets` folder, by file name. */
export function readChunks(outDir: string): Record<string, string> {
  const assets = join(outDir, 'assets');
  return Object.fromEntries(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(assets, file), 'utf8')]),
  );
}

export function pdfIsolationText({ pdfChunks, eager, dynamicImporters, ok }: PdfIsolation): string {
  if (ok) return `in ${pdfChunks.join(', ')}, imported on demand by ${dynamicImporters.join(', ')}`;
  if (pdfChunks.length === 0) return 'no chunk holds jsPDF';
  return [
    eager.length > 0 && `loaded with ${eager.join(', ')}`,
    dynamicImporters.some((chunk) => !chunk.includes('volunteer-register-print')) &&
      `imported by ${dynamicImporters.join(', ')}`,
    dynamicImporters.length === 0 && 'imported by no screen',
  ]
    .filter(Boolean)
    .join('; ');
}

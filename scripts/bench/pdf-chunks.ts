// Issue 40's and 42's budget: the PDF code (jsPDF) loads only on the screens that make PDFs, the
// register's print and the receipts' and statements' screens (decisions 88 and 92). Read from the
// built chunks: a chunk holding jsPDF is loaded statically only by a PDF document's own code
// (`register-pdf-….js`, `receipt-pdf-….js`), which no chunk imports statically and which only
// those screens' chunks import on demand (`import("./receipt-pdf-….js")`, run on the first PDF).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A text only jsPDF's code holds (its argument checks), minified or not. */
export const PDF_CODE_MARKER = 'Invalid argument passed to jsPDF';

/** A text only the register's print screen's chunk holds: its button. */
export const PRINT_SCREEN_MARKER = 'Crea e scarica il PDF';

/** Texts only the PDF screens' chunks hold: their buttons (the receipts' and statements' too). */
export const PDF_SCREEN_MARKERS = [PRINT_SCREEN_MARKER, 'Scarica PDF'] as const;

const isPdfScreen = (code: string | undefined): boolean =>
  PDF_SCREEN_MARKERS.some((marker) => code?.includes(marker) === true);

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
  /**
   * Chunks that would load it with themselves (a static import, direct or not) and are not a PDF
   * document's own code loaded on demand: none allowed.
   */
  readonly eager: readonly string[];
  /** Chunks importing it (or a document's code holding it) on demand: the PDF screens' only. */
  readonly dynamicImporters: readonly string[];
  /** Those of them that are neither a PDF screen nor imported by PDF screens only. */
  readonly strangers: readonly string[];
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
  const loaders = names.filter((chunk) => !pdf.has(chunk) && loadsPdf(chunk));
  const importedStatically = new Set(names.flatMap((chunk) => imports[chunk]?.static ?? []));
  const importedOnDemand = new Set(names.flatMap((chunk) => imports[chunk]?.dynamic ?? []));
  // A document's own code: imported by no chunk statically, by some on demand.
  const onDemand = new Set(
    loaders.filter((chunk) => !importedStatically.has(chunk) && importedOnDemand.has(chunk)),
  );
  const eager = loaders.filter((chunk) => !onDemand.has(chunk));
  const pdfCode = new Set([...pdfChunks, ...onDemand]);
  const dynamicImporters = names.filter(
    (chunk) =>
      !pdfCode.has(chunk) && (imports[chunk]?.dynamic ?? []).some((next) => pdfCode.has(next)),
  );
  // A chunk the PDF screens share (their api and loader) counts as theirs when only they import it.
  const ofPdfScreens = (chunk: string): boolean => {
    if (isPdfScreen(chunks[chunk])) return true;
    const importers = names.filter((other) => (imports[other]?.static ?? []).includes(chunk));
    return importers.length > 0 && importers.every((other) => isPdfScreen(chunks[other]));
  };
  const ok =
    pdfChunks.length > 0 &&
    eager.length === 0 &&
    dynamicImporters.length > 0 &&
    dynamicImporters.every((chunk) => ofPdfScreens(chunk));
  const strangers = dynamicImporters.filter((chunk) => !ofPdfScreens(chunk));
  return { pdfChunks, eager, dynamicImporters, strangers, ok };
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

export function pdfIsolationText({
  pdfChunks,
  eager,
  dynamicImporters,
  strangers,
  ok,
}: PdfIsolation): string {
  if (ok) return `in ${pdfChunks.join(', ')}, imported on demand by ${dynamicImporters.join(', ')}`;
  if (pdfChunks.length === 0) return 'no chunk holds jsPDF';
  return [
    eager.length > 0 && `loaded with ${eager.join(', ')}`,
    strangers.length > 0 && `imported by ${strangers.join(', ')}`,
    dynamicImporters.length === 0 && 'imported by no screen',
  ]
    .filter(Boolean)
    .join('; ');
}

// Issue 42's budget for the import (docs/decisions/0091-money-import.md): a 2,000-line bank export
// parsed and matched in <= 3 s, against 300 supporters and 100 circle members; and csv-parse, read
// from the built chunks, loaded only by the import screen, on demand (as pdf-chunks.ts does for
// jsPDF). Run alone: `node --import tsx scripts/bench/money-import.ts`.
import { fileURLToPath } from 'node:url';
import { buildFiscalCode } from '#src/lib/italian/fiscal-code.ts';
import {
  matchLines,
  type MatchCircleMember,
  type MatchSupporter,
} from '#src/features/money/import/model/matching.ts';
import { readExport } from '#src/features/money/import/model/read-export.ts';
import { chunkImports } from './pdf-chunks.ts';

const given = ['Maria', 'Luca', 'Giulia', 'Marco', 'Sara', 'Paolo', 'Anna', 'Davide'];
const family = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];

const nameOf = (i: number) => ({
  givenName: given[i % given.length] ?? 'Maria',
  familyName: `${family[i % family.length] ?? 'Rossi'}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
});

/** 300 supporters with codici fiscali, 100 of them circle members with a reference. */
export function benchLists(): { supporters: MatchSupporter[]; members: MatchCircleMember[] } {
  const supporters: MatchSupporter[] = [];
  const members: MatchCircleMember[] = [];
  for (let i = 0; i < 300; i += 1) {
    const name = nameOf(i);
    const day = String((i % 28) + 1).padStart(2, '0');
    const fiscalCode = buildFiscalCode(
      { ...name, sex: i % 2 ? 'M' : 'F', birthDate: `19${50 + (i % 50)}-0${(i % 9) + 1}-${day}` },
      'H501',
    );
    const applicationId = i < 100 ? `bench-${String(i).padStart(4, '0')}` : '';
    supporters.push({
      id: `s${i}`,
      ...name,
      fiscalCode,
      email: `p${i}@example.org`,
      circleApplicationIds: applicationId ? [applicationId] : [],
    });
    if (applicationId) {
      members.push({
        applicationId,
        reference: `R${String(i).padStart(3, '0')}-X${String(i).padStart(3, '0')}`,
        horseSlug: 'ada',
        horseName: 'Ada',
        ...name,
      });
    }
  }
  return { supporters, members };
}

/** A bank export of `count` movements: transfers quoting a code, a reference or a name, and costs. */
export function benchBankExport(count: number): string {
  const rows = ['Banca di prova;;;;', 'Data contabile;Data valuta;Addebiti;Accrediti;Descrizione'];
  const { supporters, members } = benchLists();
  for (let i = 0; i < count; i += 1) {
    const day = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2026`;
    const supporter = supporters[i % supporters.length];
    const member = members[i % members.length];
    const amount = `${(i % 90) + 10},${String(i % 100).padStart(2, '0')}`;
    const kind = i % 5;
    const text =
      kind === 0
        ? `PAGAMENTO POS FORNITORE ${i};`
        : kind === 1
          ? `BONIFICO DA ${supporter?.familyName} ${supporter?.givenName} CF ${supporter?.fiscalCode}`
          : kind === 2
            ? `"BONIFICO CERCHIA ${member?.reference}; QUOTA MESE ${i}"`
            : kind === 3
              ? `BONIFICO DA ${supporter?.familyName.toUpperCase()} ${supporter?.givenName.toUpperCase()} DONAZIONE`
              : `BONIFICO ISTANTANEO DA SCONOSCIUTO ${i}`;
    rows.push(kind === 0 ? `${day};${day};${amount};;${text}` : `${day};${day};;${amount};${text}`);
  }
  return rows.join('\r\n');
}

/** Milliseconds to read a 2,000-line bank export from its bytes and match every line. */
export async function measureMoneyImport(count = 2000): Promise<{ ms: number; proposed: number }> {
  const bytes = new TextEncoder().encode(benchBankExport(count));
  const lists = benchLists();
  const started = performance.now();
  const reading = await readExport(bytes);
  if (!reading.ok) throw new Error(reading.problem.message);
  const matched = matchLines(reading.export.lines, lists);
  const ms = Math.round(performance.now() - started);
  if (matched.length !== count) throw new Error(`${matched.length} lines of ${count}`);
  return { ms, proposed: matched.filter((line) => line.proposal?.supporterId).length };
}

/** A text only csv-parse's code holds (its error codes), minified or not. */
export const CSV_CODE_MARKER = 'CSV_INVALID_CLOSING_QUOTE';
/** A text only the import screen's chunk holds: its file field's label. */
export const IMPORT_SCREEN_MARKER = 'File esportato dalla banca, da PayPal o da Stripe';

export interface CsvIsolation {
  readonly csvChunks: readonly string[];
  readonly eager: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly ok: boolean;
}

/** csv-parse in a chunk of its own that no chunk loads with itself, imported by the screen only. */
export function csvIsolation(chunks: Readonly<Record<string, string>>): CsvIsolation {
  const names = Object.keys(chunks);
  const imports = Object.fromEntries(names.map((name) => [name, chunkImports(chunks[name] ?? '')]));
  const csv = new Set(names.filter((name) => chunks[name]?.includes(CSV_CODE_MARKER)));
  const loadsCsv = (name: string, seen = new Set<string>()): boolean => {
    if (seen.has(name)) return false;
    seen.add(name);
    return (imports[name]?.static ?? []).some((next) => csv.has(next) || loadsCsv(next, seen));
  };
  const eager = names.filter((name) => !csv.has(name) && loadsCsv(name));
  const dynamicImporters = names.filter(
    (name) => !csv.has(name) && (imports[name]?.dynamic ?? []).some((next) => csv.has(next)),
  );
  const ok =
    csv.size > 0 &&
    eager.length === 0 &&
    dynamicImporters.length > 0 &&
    dynamicImporters.every((name) => chunks[name]?.includes(IMPORT_SCREEN_MARKER));
  return { csvChunks: [...csv], eager, dynamicImporters, ok };
}

export function csvIsolationText({ csvChunks, eager, dynamicImporters, ok }: CsvIsolation): string {
  if (ok) return `in ${csvChunks.join(', ')}, imported on demand by ${dynamicImporters.join(', ')}`;
  if (csvChunks.length === 0) return 'no chunk holds csv-parse';
  return `loaded with ${[...eager, ...dynamicImporters].join(', ') || 'no screen'}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ms, proposed } = await measureMoneyImport();
  console.log(
    `Bank export of 2,000 lines parsed and matched in ${ms} ms (budget 3000 ms); ${proposed} lines with a supporter proposed.`,
  );
  process.exit(ms <= 3000 ? 0 : 1);
}

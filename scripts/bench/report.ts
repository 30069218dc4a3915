import { lighthouseCategories, type LighthouseScores } from './lighthouse.ts';
import {
  kindLabels,
  totalBytes,
  type DownloadKind,
  type KindTotals,
  type VisitFigures,
} from './visit-model.ts';

export interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

/** The budgets of docs/decisions/0035-what-a-public-page-downloads.md (gzip). */
export const budgets = {
  informationJsBytes: 140 * 1024,
  formJsBytes: 160 * 1024,
  visitCssBytes: 20 * 1024,
  informationVisitBytes: 250 * 1024,
  performance: 98,
  otherCategories: 100,
  layoutShift: 0,
} as const;

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const kBNumber = (bytes: number): string => (bytes / 1024).toFixed(1);

export const verdict = (row: Row): 'ok' | 'over' => (row.ok ? 'ok' : 'over');

export function sizeRow(figure: string, bytes: number, limit: number): Row {
  return { figure, value: kB(bytes), budget: `≤ ${limit / 1024} kB`, ok: bytes <= limit };
}

/** Images aside: the JavaScript, CSS, fonts, data, HTML (and other). */
export const withoutImages = (totals: KindTotals): number => totalBytes(totals) - totals.images;

/** A form is measured before its first interaction; an information page until idle. */
export function visitRows(
  visits: readonly VisitFigures[],
  isForm: (path: string) => boolean = () => false,
): Row[] {
  return [
    ...visits.map((visit) =>
      isForm(visit.path)
        ? sizeRow(
            `Visit of ${visit.path} before the first interaction — JavaScript (gzip)`,
            visit.totals.js,
            budgets.formJsBytes,
          )
        : sizeRow(
            `Visit of ${visit.path} until idle — JavaScript (gzip)`,
            visit.totals.js,
            budgets.informationJsBytes,
          ),
    ),
    ...visits.map((visit) =>
      sizeRow(
        `Visit of ${visit.path} until idle — CSS (gzip)`,
        visit.totals.css,
        budgets.visitCssBytes,
      ),
    ),
    ...visits
      .filter((visit) => !isForm(visit.path))
      .map((visit) =>
        sizeRow(
          `First visit of ${visit.path}, images aside — JS, CSS, fonts, data, HTML (gzip)`,
          withoutImages(visit.totals),
          budgets.informationVisitBytes,
        ),
      ),
  ];
}

export function forbiddenRow(found: readonly string[]): Row {
  return {
    figure: 'Auth, Storage upload, Maps or admin code in a public page’s visit',
    value: found.length ? found.join(', ') : 'none',
    budget: 'none',
    ok: found.length === 0,
  };
}

const runsLabel = (runs: number) => (runs === 1 ? '1 run' : `median of ${runs}`);

export function lighthouseRows(
  path: string,
  scores: LighthouseScores | undefined,
  runs: number,
): Row[] {
  const score = (category: (typeof lighthouseCategories)[number]) => scores?.[category] ?? 0;
  const others = lighthouseCategories.filter((category) => category !== 'performance');
  return [
    {
      figure: `Lighthouse ${path} — performance (${runsLabel(runs)})`,
      value: String(score('performance')),
      budget: `≥ ${budgets.performance}`,
      ok: score('performance') >= budgets.performance,
    },
    {
      figure: `Lighthouse ${path} — accessibility / best practices / SEO`,
      value: others.map(score).join(' / '),
      budget: others.map(() => budgets.otherCategories).join(' / '),
      ok: others.every((category) => score(category) >= budgets.otherCategories),
    },
  ];
}

/** Never a misleading 0.000. */
export function formatLayoutShift(value: number): string {
  if (value === 0) return '0';
  return value < 0.001 ? '< 0.001' : value.toFixed(3);
}

export function layoutShiftRow(
  pages: readonly (readonly [path: string, scores: LighthouseScores | undefined])[],
): Row {
  const unmeasured = pages.filter(([, scores]) => scores === undefined).map(([path]) => path);
  const shifted = pages
    .filter(([, scores]) => scores !== undefined && scores.layoutShift > budgets.layoutShift)
    .sort(([, a], [, b]) => (b?.layoutShift ?? 0) - (a?.layoutShift ?? 0))
    .map(([path, scores]) => `${formatLayoutShift(scores?.layoutShift ?? 0)} on ${path}`);
  const value = [
    ...shifted,
    ...(unmeasured.length ? [`not measured on ${unmeasured.join(', ')}`] : []),
  ];
  return {
    figure: `Layout shift (Lighthouse CLS, largest of any run) on each of the ${pages.length} public pages`,
    value: value.length ? value.join('; ') : '0',
    budget: String(budgets.layoutShift),
    ok: value.length === 0,
  };
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly number[] = [],
): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  const rule = header.map((_, column) => (right.includes(column) ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

export function budgetTable(rows: readonly Row[]): string {
  return markdownTable(
    ['Figure', 'Value', 'Budget', ''],
    rows.map((row) => [row.figure, row.value, row.budget, verdict(row)]),
  );
}

export function firstPaintTable(visits: readonly VisitFigures[]): string {
  return markdownTable(
    ['Page', 'HTML', 'CSS', 'JavaScript', 'Total (kB gzip)'],
    visits.map(({ path, critical }) => [
      path,
      ...[critical.html, critical.css, critical.js, critical.total].map(kBNumber),
    ]),
    [1, 2, 3, 4],
  );
}

export function visitTable(visits: readonly VisitFigures[]): string {
  // "other" only when some visit fetched something of no known kind.
  const kinds: DownloadKind[] = ['js', 'css', 'fonts', 'images', 'data', 'html'];
  if (visits.some((visit) => visit.totals.other > 0)) kinds.push('other');
  return markdownTable(
    ['Page', ...kinds.map((kind) => kindLabels[kind]), 'Total (kB gzip)', 'Requests'],
    visits.map((visit) => {
      const failed = visit.fetched.filter((request) => request.failure).length;
      return [
        visit.path,
        ...kinds.map((kind) => kBNumber(visit.totals[kind])),
        kBNumber(totalBytes(visit.totals)),
        `${visit.fetched.length}${failed ? ` (${failed} failed)` : ''}`,
      ];
    }),
    kinds.map((_, index) => index + 1).concat(kinds.length + 1, kinds.length + 2),
  );
}

export interface ScriptFile {
  file: string;
  source: string;
  bytes: number;
}

export function scriptFiles(
  visit: VisitFigures,
  origin: string,
  sources: ReadonlyMap<string, string> = new Map(),
): ScriptFile[] {
  return visit.fetched
    .filter((request) => request.kind === 'js')
    .map((request) => {
      const url = new URL(request.url);
      const file = url.origin === new URL(origin).origin ? url.pathname.slice(1) : request.url;
      return { file, source: sources.get(file) ?? '', bytes: request.bytes };
    })
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}

/** Folded: GitHub shows the summary line until it is opened. */
export function scriptLists(
  visits: readonly VisitFigures[],
  origin: string,
  sources: ReadonlyMap<string, string> = new Map(),
): string {
  return visits
    .map((visit) => {
      const files = scriptFiles(visit, origin, sources);
      const table = markdownTable(
        ['File', 'Made of (share of the code)', 'kB gzip'],
        files.map(({ file, source, bytes }) => [`\`${file}\``, source, kBNumber(bytes)]),
        [2],
      );
      const summary =
        `<code>${visit.path}</code>: ${kB(visit.totals.js)} of JavaScript in ` +
        `${files.length} file${files.length === 1 ? '' : 's'}`;
      return `<details>\n<summary>${summary}</summary>\n\n${table}\n\n</details>`;
    })
    .join('\n\n');
}

export function scriptListsText(
  visits: readonly VisitFigures[],
  origin: string,
  sources: ReadonlyMap<string, string> = new Map(),
): string {
  return visits
    .map((visit) => {
      const lines = scriptFiles(visit, origin, sources).map(
        ({ file, source, bytes }) =>
          `  ${kBNumber(bytes).padStart(6)} kB  ${file}${source ? `  (${source})` : ''}`,
      );
      const failed = visit.fetched
        .filter((request) => request.failure)
        .map((request) => `  failed: ${request.url} (${request.failure})`);
      return [`${visit.path}: ${kB(visit.totals.js)} of JavaScript`, ...lines, ...failed].join(
        '\n',
      );
    })
    .join('\n\n');
}

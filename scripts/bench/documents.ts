// What `npm run bench` writes: every table to docs/bench.md, and one summary line to the README
// between its bench markers (docs/decisions/0031-measuring-a-visit.md).
import { budgets, kB, type Row } from './report.ts';
import type { VisitFigures } from './visit-model.ts';

export const readmeMarkers = { start: '<!-- bench:start -->', end: '<!-- bench:end -->' } as const;

/** How the bench is run and what it holds each page to: docs/bench.md's opening sections. */
export const howToRun = [
  '## Running it',
  '`npm run bench` builds the app with its prerendered pages, serves it as Firebase Hosting would ' +
    '(gzip, cached assets, clean URLs) on the emulators with the demo data, and measures every ' +
    'public page: what its first paint needs and everything a first visit downloads until the page ' +
    'is idle, split into JavaScript, CSS, fonts, images and data; then the reads of the horse list ' +
    'in a visit, Lighthouse (mobile) on every public page and the staff horse list with 1,000 more ' +
    'horses. It prints the tables, writes them here and a summary line to the README.',
  [
    '- `--strict` fails on a figure over its budget;',
    '- `--runs N` sets the Lighthouse runs on the four pages the budget names (default 5, the ' +
      'median), `--other-runs N` on the others (default: as `--runs`), so `npm run bench -- ' +
      '--runs 1` is a quicker look;',
    '- `--verbose` also prints each page’s scripts;',
    '- `--production-only` runs the production-shaped check alone (about two minutes);',
    '- `--page /candidatura-cessione` (repeatable) visits and scores only the pages given, with the ' +
      'same runs, prints the figures and leaves this file and the README as they are.',
  ].join('\n'),
  'Before all that the bench makes a **production-shaped build** (below) and **fails** (exit 1, ' +
    'naming each page and URL) if any page asks for reCAPTCHA or Firestore before an interaction.',
  '## The budgets',
  'Issue 24, [decision 35](decisions/0035-what-a-public-page-downloads.md), all gzip:',
  [
    '- an information page (the home page, the association, support, circles, 5×1000, the horse ' +
      'list and a horse, contacts, privacy, the event lists and an event, each in Italian and at ' +
      'its English address under `/en`): **≤ 140 kB of JavaScript** until idle, and **≤ 250 kB ' +
      'for the whole first visit, images aside** (JavaScript, CSS, fonts, data, HTML);',
    '- each public form (circle, adoption, cession, in both languages): **≤ 160 kB of ' +
      'JavaScript** before its first interaction;',
    '- every page: **≤ 20 kB of CSS**; Lighthouse mobile performance **≥ 98** (median of 5), ' +
      'accessibility, best practices and SEO **100**; **no layout shift** (CLS 0 in every run);',
    '- the horse list read **at most once** in a visit of four pages (a Firestore query of ' +
      '`publicHorses`, or a fetch of the published `public/site/horses.json`).',
  ].join('\n'),
  'The brand fonts are cut to what the public pages set (Lato 400 and 700, Skranji 400; latin, no ' +
    'hinting: [`src/styles/fonts/`](../src/styles/fonts/README.md)) and shown with ' +
    '`font-display: swap` over fallbacks sized to their metrics, with no layout shift.',
].join('\n\n');

export interface BenchDocument {
  date: string;
  runsNote: string;
  howMeasured: string;
  budgets: string;
  firstPaint: string;
  visit: string;
  productionIntro: string;
  productionTable: string;
  scriptLists: string;
}

/** docs/bench.md, whole: the one place the bench's tables are written. */
export function benchDocument(parts: BenchDocument): string {
  return (
    [
      '# Benchmark',
      `Latest \`npm run bench\` (${parts.date}), on a 2-core machine shared with other work: ` +
        `Lighthouse scores vary by a point or two between runs. ${parts.runsNote}.`,
      parts.howMeasured,
      howToRun,
      `## Budgets\n\n${parts.budgets}`,
      `## What the first paint needs (kB gzip)\n\n${parts.firstPaint}`,
      `## What a visit downloads until idle (kB gzip)\n\n${parts.visit}`,
      `## Production-shaped build\n\n${parts.productionIntro}\n\n${parts.productionTable}`,
      '## JavaScript per page\n\nThe scripts each visit fetched, largest first (`npm run bench -- ' +
        '--verbose` prints them too).',
      parts.scriptLists,
    ].join('\n\n') + '\n'
  );
}

/** The visit that fetched the most JavaScript among those `keep` takes, if any. */
function heaviest(visits: readonly VisitFigures[], keep: (path: string) => boolean) {
  return visits
    .filter((visit) => keep(visit.path))
    .reduce<VisitFigures | undefined>(
      (most, visit) => (most && most.totals.js >= visit.totals.js ? most : visit),
      undefined,
    );
}

/** The README's one line about speed: the verdict, the two figures nearest their budget, the link. */
export function readmeSummary(
  date: string,
  rows: readonly Row[],
  visits: readonly VisitFigures[],
  isForm: (path: string) => boolean,
): string {
  const over = rows.filter((row) => !row.ok);
  const verdict = over.length
    ? `${over.length} of ${rows.length} figures over their budget (${over
        .map((row) => `${row.figure}: ${row.value}, ${row.budget}`)
        .join('; ')})`
    : `all ${rows.length} figures within their budgets`;
  const page = heaviest(visits, (path) => !isForm(path));
  const form = heaviest(visits, isForm);
  const most = [
    page &&
      `an information page ${kB(page.totals.js)} (\`${page.path}\`, budget ` +
        `${budgets.informationJsBytes / 1024} kB)`,
    form &&
      `a form ${kB(form.totals.js)} (\`${form.path}\`, budget ${budgets.formJsBytes / 1024} kB)`,
  ].filter(Boolean);
  return (
    `Latest run, ${date}: ${verdict}` +
    (most.length ? `; the most JavaScript on ${most.join(', on ')}` : '') +
    '. Every figure, the budgets and each page’s scripts: [`docs/bench.md`](docs/bench.md).'
  );
}

/** The README with `content` between its bench markers; a README without them is an error. */
export function withReadmeSummary(readme: string, content: string): string {
  const start = readme.indexOf(readmeMarkers.start);
  const end = readme.indexOf(readmeMarkers.end);
  if (start < 0 || end < start) {
    throw new Error(
      `README.md has no ${readmeMarkers.start} … ${readmeMarkers.end} pair for the bench's summary.`,
    );
  }
  return (
    `${readme.slice(0, start + readmeMarkers.start.length)}\n\n${content}\n\n` + readme.slice(end)
  );
}

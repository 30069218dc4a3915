import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '#tools/emulator-config.ts';
import {
  benchDocument,
  howToRun,
  readmeMarkers,
  readmeSummary,
  withReadmeSummary,
} from './documents.ts';
import { benchUsage } from './args.ts';
import { sizeRow } from './report.ts';
import { scriptVisit as visitOf } from './test-visits.ts';

const visits = [
  visitOf('/', 132.3),
  visitOf('/cavalli/ada', 138.8),
  visitOf('/privacy', 136.7),
  visitOf('/candidatura-cessione', 157.6),
  visitOf('/candidatura-adozione', 159.9),
];
const isForm = (path: string) => path.startsWith('/candidatura');
const withinBudget = [sizeRow('A', 1024, 2048), sizeRow('B', 2048, 2048)];

describe("the README's summary line", () => {
  it('says every figure holds, the heaviest page and form, and links the tables', () => {
    expect(readmeSummary('2026-12-07', withinBudget, visits, isForm)).toBe(
      'Latest run, 2026-12-07: all 2 figures within their budgets; the most JavaScript on an ' +
        'information page 138.8 kB (`/cavalli/ada`, budget 140 kB), on a form 159.9 kB ' +
        '(`/candidatura-adozione`, budget 160 kB). Every figure, the budgets and each page’s ' +
        'scripts: [`docs/bench.md`](docs/bench.md).',
    );
  });

  it('names each figure over its budget, with its value and budget', () => {
    const rows = [...withinBudget, sizeRow('Visit of / — JavaScript', 141 * 1024, 140 * 1024)];
    expect(readmeSummary('2026-12-08', rows, visits.slice(0, 1), isForm)).toBe(
      'Latest run, 2026-12-08: 1 of 3 figures over their budget (Visit of / — JavaScript: ' +
        '141.0 kB, ≤ 140 kB); the most JavaScript on an information page 132.3 kB (`/`, budget ' +
        '140 kB). Every figure, the budgets and each page’s scripts: [`docs/bench.md`](docs/bench.md).',
    );
  });

  it('leaves the heaviest pages out when no page was visited', () => {
    expect(readmeSummary('2026-12-07', [], [], isForm)).toBe(
      'Latest run, 2026-12-07: all 0 figures within their budgets. Every figure, the budgets and ' +
        'each page’s scripts: [`docs/bench.md`](docs/bench.md).',
    );
  });
});

describe('writing the summary into the README', () => {
  const readme = [
    '# Title',
    '',
    'Before.',
    '',
    readmeMarkers.start,
    '',
    '| old | table |',
    '| --- | --- |',
    '',
    readmeMarkers.end,
    '',
    '## After',
    '',
  ].join('\n');

  it('replaces only what lies between the markers, keeping them', () => {
    expect(withReadmeSummary(readme, 'One line.')).toBe(
      [
        '# Title',
        '',
        'Before.',
        '',
        readmeMarkers.start,
        '',
        'One line.',
        '',
        readmeMarkers.end,
        '',
        '## After',
        '',
      ].join('\n'),
    );
  });

  it('gives the same README when written twice', () => {
    const once = withReadmeSummary(readme, 'One line.');
    expect(withReadmeSummary(once, 'One line.')).toBe(once);
  });

  it('refuses a README without the markers, or with them the wrong way round', () => {
    expect(() => withReadmeSummary('# Title\n', 'x')).toThrow(/has no <!-- bench:start -->/);
    expect(() => withReadmeSummary(`${readmeMarkers.end}\n${readmeMarkers.start}\n`, 'x')).toThrow(
      /has no <!-- bench:start -->/,
    );
  });

  it('finds the markers in the real README, with one summary line and no table between them', () => {
    const real = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const between = real
      .slice(
        real.indexOf(readmeMarkers.start) + readmeMarkers.start.length,
        real.indexOf(readmeMarkers.end),
      )
      .trim();
    expect(between).toMatch(/^Latest run, \d{4}-\d{2}-\d{2}: .*\(docs\/bench\.md\)\.$/);
    expect(between).not.toContain('\n');
    expect(withReadmeSummary(real, between)).toBe(real);
  });
});

describe('docs/bench.md', () => {
  const parts = {
    date: '2026-12-07',
    runsNote: 'Lighthouse: 1 run on every page',
    howMeasured: 'A visit is a first visit.',
    budgets: '| budgets |',
    firstPaint: '| first paint |',
    visit: '| visit |',
    productionIntro: 'The production build.',
    productionTable: '| production |',
    scriptLists: '<details>scripts</details>',
  };

  it('holds every table under its heading, in order, after how to run it and the budgets', () => {
    const document = benchDocument(parts);
    const order = [
      '# Benchmark',
      'Latest `npm run bench` (2026-12-07)',
      'Lighthouse: 1 run on every page.',
      'A visit is a first visit.',
      '## Running it',
      '## The budgets',
      '## Budgets\n\n| budgets |',
      '## What the first paint needs (kB gzip)\n\n| first paint |',
      '## What a visit downloads until idle (kB gzip)\n\n| visit |',
      '## Production-shaped build\n\nThe production build.\n\n| production |',
      '## JavaScript per page',
      '<details>scripts</details>\n',
    ];
    const at = order.map((part) => document.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(document.endsWith('<details>scripts</details>\n')).toBe(true);
  });

  it('names every option the bench takes and every budget', () => {
    const options = [...new Set(benchUsage.match(/--[a-z-]+/g))];
    expect(options).toHaveLength(6);
    for (const option of options) expect(howToRun).toContain(`\`${option}`);
    for (const budget of ['≤ 140 kB', '≤ 250 kB', '≤ 160 kB', '≤ 20 kB', '≥ 98', 'at most once']) {
      expect(howToRun).toContain(budget);
    }
  });

  it('is what the checked-in docs/bench.md opens with', () => {
    const checkedIn = readFileSync(join(repoRoot, 'docs/bench.md'), 'utf8');
    for (const heading of howToRun.match(/^## .+$/gm) ?? []) {
      expect(checkedIn).toContain(`\n${heading}\n`);
    }
    expect(checkedIn).toContain('## Budgets');
    expect(checkedIn).toContain('## What a visit downloads until idle (kB gzip)');
  });
});

import {
  budgetTable,
  firstPaintTable,
  forbiddenRow,
  lighthouseRows,
  markdownTable,
  scriptFiles,
  scriptLists,
  scriptListsText,
  sizeRow,
  verdict,
  visitRows,
  visitTable,
  withoutImages,
  formatLayoutShift,
  layoutShiftRow,
} from './report.ts';
import { origin, visitOf } from './test-visits.ts';

const home = visitOf('/', [
  { url: `${origin}/`, kind: 'html', bytes: 4096 },
  { url: `${origin}/assets/boot-1.css`, kind: 'css', bytes: 16384 },
  { url: `${origin}/assets/boot-1.js`, kind: 'js', bytes: 1024 },
  { url: `${origin}/assets/main-2.js`, kind: 'js', bytes: 100 * 1024 },
  { url: `${origin}/assets/purify-3.js`, kind: 'js', bytes: 50 * 1024 },
  { url: 'http://127.0.0.1:8120/v1/projects/p:runQuery', kind: 'data', bytes: 2048 },
]);
const privacy = visitOf('/privacy', [
  { url: `${origin}/privacy`, kind: 'html', bytes: 2048 },
  { url: `${origin}/assets/boot-1.css`, kind: 'css', bytes: 21 * 1024 },
  { url: `${origin}/assets/main-2.js`, kind: 'js', bytes: 100 * 1024 },
  { url: `${origin}/manifest.webmanifest`, kind: 'other', bytes: 512 },
  { url: 'http://127.0.0.1:9199/gone.webp', kind: 'images', bytes: 0, failure: 'net::ERR_FAILED' },
]);

describe('budget verdicts', () => {
  it('is ok at the limit and over one byte past it', () => {
    const limit = 150 * 1024;
    expect(verdict(sizeRow('JS', limit, limit))).toBe('ok');
    expect(verdict(sizeRow('JS', limit + 1, limit))).toBe('over');
    expect(sizeRow('JS', limit + 1, limit)).toMatchObject({
      value: '150.0 kB',
      budget: '≤ 150 kB',
    });
  });

  it('gives each page a JavaScript row (≤ 140 kB), a CSS row (≤ 20 kB) and a whole-visit row', () => {
    const rows = visitRows([home, privacy]);
    expect(rows.map((row) => [row.figure, row.value, row.budget, verdict(row)])).toEqual([
      ['Visit of / until idle — JavaScript (gzip)', '151.0 kB', '≤ 140 kB', 'over'],
      ['Visit of /privacy until idle — JavaScript (gzip)', '100.0 kB', '≤ 140 kB', 'ok'],
      ['Visit of / until idle — CSS (gzip)', '16.0 kB', '≤ 20 kB', 'ok'],
      ['Visit of /privacy until idle — CSS (gzip)', '21.0 kB', '≤ 20 kB', 'over'],
      [
        'First visit of /, images aside — JS, CSS, fonts, data, HTML (gzip)',
        '173.0 kB',
        '≤ 250 kB',
        'ok',
      ],
      [
        'First visit of /privacy, images aside — JS, CSS, fonts, data, HTML (gzip)',
        '123.5 kB',
        '≤ 250 kB',
        'ok',
      ],
    ]);
  });

  it('holds a form to 160 kB of JavaScript before its first interaction, with no whole-visit row', () => {
    const form = visitOf('/candidatura-adozione', [
      { url: `${origin}/assets/form-4.js`, kind: 'js', bytes: 155 * 1024 },
      { url: `${origin}/assets/boot-1.css`, kind: 'css', bytes: 16 * 1024 },
    ]);
    const rows = visitRows([form], (path) => path === '/candidatura-adozione');
    expect(rows.map((row) => [row.figure, row.budget, verdict(row)])).toEqual([
      [
        'Visit of /candidatura-adozione before the first interaction — JavaScript (gzip)',
        '≤ 160 kB',
        'ok',
      ],
      ['Visit of /candidatura-adozione until idle — CSS (gzip)', '≤ 20 kB', 'ok'],
    ]);
  });

  it('counts every kind but images in the whole visit, over 250 kB', () => {
    const heavy = visitOf('/cavalli', [
      { url: `${origin}/assets/main-2.js`, kind: 'js', bytes: 139 * 1024 },
      { url: `${origin}/assets/boot-1.css`, kind: 'css', bytes: 16 * 1024 },
      { url: `${origin}/assets/lato.woff2`, kind: 'fonts', bytes: 90 * 1024 },
      { url: `${origin}/cavalli`, kind: 'html', bytes: 3 * 1024 },
      { url: 'http://127.0.0.1:9199/v0/b/b/o/x.json', kind: 'data', bytes: 3 * 1024 },
      { url: 'http://127.0.0.1:9199/v0/b/b/o/x.webp', kind: 'images', bytes: 300 * 1024 },
    ]);
    expect(withoutImages(heavy.totals)).toBe(251 * 1024);
    const whole = visitRows([heavy]).at(-1);
    expect(whole && [whole.value, verdict(whole)]).toEqual(['251.0 kB', 'over']);
  });

  it('wants no forbidden code at all', () => {
    expect(verdict(forbiddenRow([]))).toBe('ok');
    expect(forbiddenRow([]).value).toBe('none');
    expect(verdict(forbiddenRow(['Google Maps']))).toBe('over');
    expect(forbiddenRow(['Firebase Auth', 'Google Maps']).value).toBe('Firebase Auth, Google Maps');
  });
});

describe('lighthouseRows', () => {
  const scores = {
    performance: 98,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    layoutShift: 0,
  };

  it('holds performance to 98 and the other categories to 100, naming the runs', () => {
    const rows = lighthouseRows('/cavalli', scores, 5);
    expect(rows.map((row) => [row.figure, row.value, row.budget, verdict(row)])).toEqual([
      ['Lighthouse /cavalli — performance (median of 5)', '98', '≥ 98', 'ok'],
      [
        'Lighthouse /cavalli — accessibility / best practices / SEO',
        '100 / 100 / 100',
        '100 / 100 / 100',
        'ok',
      ],
    ]);
  });

  it('is over when performance is 97 or one other category misses 100', () => {
    const rows = lighthouseRows('/contatti', { ...scores, performance: 97, seo: 92 }, 1);
    expect(rows[0]).toMatchObject({ figure: 'Lighthouse /contatti — performance (1 run)' });
    expect(rows.map(verdict)).toEqual(['over', 'over']);
    expect(rows[1]?.value).toBe('100 / 100 / 92');
  });

  it('is over on a page Lighthouse did not score', () => {
    expect(lighthouseRows('/x', undefined, 1).map(verdict)).toEqual(['over', 'over']);
  });
});

describe('layoutShiftRow', () => {
  const scores = (layoutShift: number) => ({
    performance: 99,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    layoutShift,
  });

  it('is ok only when no page moved at all', () => {
    const row = layoutShiftRow([
      ['/', scores(0)],
      ['/cavalli', scores(0)],
    ]);
    expect([row.figure, row.value, row.budget, verdict(row)]).toEqual([
      'Layout shift (Lighthouse CLS, largest of any run) on each of the 2 public pages',
      '0',
      '0',
      'ok',
    ]);
  });

  it('names the pages that moved, largest first, and those not measured', () => {
    const row = layoutShiftRow([
      ['/', scores(0.0004)],
      ['/cavalli', scores(0.05)],
      ['/privacy', scores(0)],
      ['/contatti', undefined],
    ]);
    expect(verdict(row)).toBe('over');
    expect(row.value).toBe('0.050 on /cavalli; < 0.001 on /; not measured on /contatti');
  });

  it('never shows a shift as 0.000', () => {
    expect(formatLayoutShift(0)).toBe('0');
    expect(formatLayoutShift(0.0001)).toBe('< 0.001');
    expect(formatLayoutShift(0.1234)).toBe('0.123');
  });
});

describe('markdownTable and budgetTable', () => {
  it('renders a header, a rule (numbers aligned right) and one line per row, escaping pipes', () => {
    expect(
      markdownTable(
        ['Page', 'kB'],
        [
          ['/a|b', '1.0'],
          ['/c', '2.0'],
        ],
        [1],
      ),
    ).toBe('| Page | kB |\n| --- | ---: |\n| /a\\|b | 1.0 |\n| /c | 2.0 |');
  });

  it('writes each row’s verdict in the last column', () => {
    const table = budgetTable([
      sizeRow('JS', 10 * 1024, 20 * 1024),
      sizeRow('CSS', 30 * 1024, 20 * 1024),
    ]);
    expect(table.split('\n')).toEqual([
      '| Figure | Value | Budget |  |',
      '| --- | --- | --- | --- |',
      '| JS | 10.0 kB | ≤ 20 kB | ok |',
      '| CSS | 30.0 kB | ≤ 20 kB | over |',
    ]);
  });
});

describe('the download tables', () => {
  it('shows what the first paint needs per page', () => {
    expect(firstPaintTable([home]).split('\n')[2]).toBe('| / | 4.0 | 16.0 | 1.0 | 21.0 |');
  });

  it('splits each visit by kind, with the total and the requests (failed ones named)', () => {
    const lines = visitTable([home, privacy]).split('\n');
    expect(lines[0]).toBe(
      '| Page | JavaScript | CSS | fonts | images | data | HTML | other | Total (kB gzip) | Requests |',
    );
    expect(lines[2]).toBe('| / | 151.0 | 16.0 | 0.0 | 0.0 | 2.0 | 4.0 | 0.0 | 173.0 | 6 |');
    expect(lines[3]).toBe(
      '| /privacy | 100.0 | 21.0 | 0.0 | 0.0 | 0.0 | 2.0 | 0.5 | 123.5 | 5 (1 failed) |',
    );
  });

  it('leaves out the "other" column when no visit fetched anything else', () => {
    expect(visitTable([home]).split('\n')[0]).not.toContain('other');
  });
});

describe('the scripts per page', () => {
  const sources = new Map([
    ['assets/main-2.js', 'react-dom 86%, src/app 5%'],
    ['assets/purify-3.js', 'dompurify 100%'],
  ]);

  it('lists a visit’s scripts largest first, by path on the site', () => {
    expect(scriptFiles(home, origin, sources)).toEqual([
      { file: 'assets/main-2.js', source: 'react-dom 86%, src/app 5%', bytes: 100 * 1024 },
      { file: 'assets/purify-3.js', source: 'dompurify 100%', bytes: 50 * 1024 },
      { file: 'assets/boot-1.js', source: '', bytes: 1024 },
    ]);
  });

  it('names a script from elsewhere by its whole URL', () => {
    const visit = visitOf('/contatti', [
      { url: 'https://maps.example/api.js', kind: 'js', bytes: 10 },
    ]);
    expect(scriptFiles(visit, origin)).toEqual([
      { file: 'https://maps.example/api.js', source: '', bytes: 10 },
    ]);
  });

  it('folds each page’s list under a summary with its total', () => {
    const lists = scriptLists([home, privacy], origin, sources);
    expect(lists).toContain('<summary><code>/</code>: 151.0 kB of JavaScript in 3 files</summary>');
    expect(lists).toContain(
      '<summary><code>/privacy</code>: 100.0 kB of JavaScript in 1 file</summary>',
    );
    expect(lists).toContain('| `assets/purify-3.js` | dompurify 100% | 50.0 |');
    expect(lists).toContain('| `assets/boot-1.js` |  | 1.0 |');
    expect(lists.match(/<\/details>/g)).toHaveLength(2);
  });

  it('prints the same lists as text, with the failed requests', () => {
    const text = scriptListsText([privacy], origin, sources);
    expect(text.split('\n')).toEqual([
      '/privacy: 100.0 kB of JavaScript',
      '   100.0 kB  assets/main-2.js  (react-dom 86%, src/app 5%)',
      '  failed: http://127.0.0.1:9199/gone.webp (net::ERR_FAILED)',
    ]);
  });
});

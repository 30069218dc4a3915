import {
  criticalPath,
  firstPaintUrls,
  forbiddenCode,
  isIdle,
  kindOf,
  quietSince,
  quietWindowMs,
  totalBytes,
  totalsByKind,
  type Fetched,
} from './visit-model.ts';

describe('quietSince and isIdle', () => {
  const done = [
    { startedAt: 0, endedAt: 300 },
    { startedAt: 100, endedAt: 900 },
  ];

  it('is not quiet before the load event or before the app is ready', () => {
    expect(quietSince({ readyAt: 500, requests: done })).toBeUndefined();
    expect(quietSince({ loadedAt: 500, requests: done })).toBeUndefined();
    expect(isIdle({ loadedAt: 500, requests: done }, 100_000)).toBe(false);
  });

  it('is not quiet while a request is in flight, however long ago it started', () => {
    const open = [...done, { startedAt: 50 }];
    expect(quietSince({ loadedAt: 500, readyAt: 600, requests: open })).toBeUndefined();
    expect(isIdle({ loadedAt: 500, readyAt: 600, requests: open }, 100_000)).toBe(false);
  });

  it('is quiet since the latest of load, readiness and the last request', () => {
    expect(quietSince({ loadedAt: 500, readyAt: 600, requests: done })).toBe(900);
    expect(quietSince({ loadedAt: 500, readyAt: 1200, requests: done })).toBe(1200);
    expect(quietSince({ loadedAt: 1500, readyAt: 1200, requests: done })).toBe(1500);
    expect(quietSince({ loadedAt: 10, readyAt: 20, requests: [] })).toBe(20);
  });

  it('is idle once the quiet spell has lasted the whole window, not a millisecond before', () => {
    const timeline = { loadedAt: 500, readyAt: 600, requests: done };
    expect(isIdle(timeline, 900 + quietWindowMs - 1)).toBe(false);
    expect(isIdle(timeline, 900 + quietWindowMs)).toBe(true);
    expect(isIdle(timeline, 1400, 500)).toBe(true);
    expect(isIdle(timeline, 1399, 500)).toBe(false);
  });

  it('starts the spell again when a late request (an idle-time load) comes', () => {
    const late = [...done, { startedAt: 2000, endedAt: 2100 }];
    expect(isIdle({ loadedAt: 500, readyAt: 600, requests: late }, 900 + quietWindowMs)).toBe(
      false,
    );
    expect(isIdle({ loadedAt: 500, readyAt: 600, requests: late }, 2100 + quietWindowMs)).toBe(
      true,
    );
  });

  it('outlasts the idle-time loads’ own deadline (whenIdle waits up to 2 s)', () => {
    expect(quietWindowMs).toBeGreaterThan(2000);
  });
});

describe('kindOf', () => {
  it.each([
    ['document', 'html'],
    ['script', 'js'],
    ['stylesheet', 'css'],
    ['font', 'fonts'],
    ['image', 'images'],
    ['media', 'images'],
    ['fetch', 'data'],
    ['xhr', 'data'],
    ['websocket', 'data'],
  ] as const)('files a %s request under %s', (resourceType, kind) => {
    expect(kindOf(resourceType, 'application/octet-stream')).toBe(kind);
  });

  it.each([
    ['text/javascript; charset=utf-8', 'js'],
    ['application/javascript', 'js'],
    ['text/css', 'css'],
    ['font/woff2', 'fonts'],
    ['image/webp', 'images'],
    ['TEXT/HTML; charset=utf-8', 'html'],
    ['application/manifest+json', 'other'],
    [undefined, 'other'],
  ] as const)('files an "other" request of type %s under %s', (contentType, kind) => {
    expect(kindOf('other', contentType)).toBe(kind);
  });
});

const fetched: Fetched[] = [
  { url: 'http://site.test/cavalli', kind: 'html', bytes: 4000 },
  { url: 'http://site.test/assets/boot.css', kind: 'css', bytes: 16000 },
  { url: 'http://site.test/assets/boot.js', kind: 'js', bytes: 1000 },
  { url: 'http://site.test/assets/lato.woff2', kind: 'fonts', bytes: 23000 },
  { url: 'http://site.test/assets/main.js', kind: 'js', bytes: 60000 },
  { url: 'http://site.test/assets/vendor.js', kind: 'js', bytes: 50000 },
  { url: 'http://127.0.0.1:8080/v1/projects/p:runQuery', kind: 'data', bytes: 3000 },
  { url: 'http://127.0.0.1:9199/v0/b/photo.webp', kind: 'images', bytes: 30000 },
  { url: 'http://127.0.0.1:9199/v0/b/gone.webp', kind: 'images', bytes: 0, failure: 'net::ERR' },
];

describe('totalsByKind and totalBytes', () => {
  it('adds the bytes of each kind, every kind present', () => {
    const totals = totalsByKind(fetched);
    expect(totals).toEqual({
      html: 4000,
      js: 111000,
      css: 16000,
      fonts: 23000,
      images: 30000,
      data: 3000,
      other: 0,
    });
    expect(totalBytes(totals)).toBe(187000);
  });

  it('is all zeros for a visit that fetched nothing', () => {
    expect(totalBytes(totalsByKind([]))).toBe(0);
    expect(totalsByKind([]).js).toBe(0);
  });
});

const html = `<!doctype html><html><head>
<link rel="preload" as="font" type="font/woff2" href="/assets/lato.woff2" crossorigin>
<link rel="preconnect" href="http://127.0.0.1:9199">
<link rel="canonical" href="http://site.test/cavalli">
<link rel="icon" href="/favicon.svg">
<script type="module" crossorigin src="/assets/boot.js"></script>
<link rel=modulepreload href='/assets/boot-dep.js'>
<LINK REL="stylesheet" crossorigin HREF="/assets/boot.css?v=1&amp;x=2">
<script type="application/json" id="data">{"a":"<\\u003c/script>"}</script>
</head><body><div id="root"></div></body></html>`;

describe('firstPaintUrls', () => {
  it('names the scripts, module preloads and style sheets of the HTML, as absolute URLs', () => {
    expect(firstPaintUrls(html, 'http://site.test/cavalli')).toEqual([
      'http://site.test/assets/boot.js',
      'http://site.test/assets/boot-dep.js',
      'http://site.test/assets/boot.css?v=1&x=2',
    ]);
  });

  it('is empty for HTML without scripts or style sheets', () => {
    expect(firstPaintUrls('<p>Ciao</p><script>inline()</script>', 'http://site.test/')).toEqual([]);
  });
});

describe('criticalPath', () => {
  it('counts the page’s HTML and the CSS and scripts it names, not the app or the fonts', () => {
    const page = html.replace('?v=1&amp;x=2', '');
    expect(criticalPath(fetched, 'http://site.test/cavalli', page)).toEqual({
      html: 4000,
      css: 16000,
      js: 1000,
      total: 21000,
    });
  });

  it('counts nothing of a page whose document is not among the requests', () => {
    expect(criticalPath(fetched, 'http://site.test/altro', '').total).toBe(0);
  });
});

describe('forbiddenCode', () => {
  it('names each kind of forbidden code found in any script, once', () => {
    expect(
      forbiddenCode([
        'fetch("https://identitytoolkit.googleapis.com")',
        'x',
        '"Area riservata" identitytoolkit',
      ]),
    ).toEqual(['Firebase Auth', 'back office']);
  });

  it('finds nothing in public code', () => {
    expect(forbiddenCode(['export const a = 1;', 'firestore.googleapis.com'])).toEqual([]);
  });
});

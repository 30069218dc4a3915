import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { serveBuild } from './static-server.ts';
import { measureVisit } from './visit.ts';

// A site shaped like the app: the HTML names a style sheet and a small boot script; the boot script
// imports the app a moment after load; the app marks the page ready and, as whenIdle may, asks for
// data 1.5 s later. The visit must see all of it, at the size the server sent on the wire.
const files: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Prova</title>
<link rel="preload" as="font" type="font/woff2" href="/assets/font.woff2" crossorigin>
<link rel="stylesheet" href="/assets/style.css">
<script type="module" src="/assets/boot.js"></script>
</head><body><div id="root"><h1>Prova</h1><img src="/assets/pic.svg" width="10" height="10" alt=""></div></body></html>`,
  'late.html': `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Tardi</title>
<script type="module" src="/assets/late.js"></script></head><body><p>Tardi</p></body></html>`,
  'never.html': `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Mai</title>
</head><body><p>Mai pronta</p></body></html>`,
  'assets/style.css': `body { color: #222; font-family: serif; }\n`.repeat(40),
  'assets/boot.js': `setTimeout(() => import('/assets/app.js'), 200);\n`,
  'assets/app.js': `${'// the app\n'.repeat(200)}document.documentElement.dataset.app = 'ready';
setTimeout(() => fetch('/data.json'), 1500);\n`,
  'assets/late.js': `setTimeout(() => { document.documentElement.dataset.app = 'ready'; }, 1200);\n`,
  'assets/pic.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`,
  'assets/font.woff2': Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)),
  'data.json': JSON.stringify({ horses: Array.from({ length: 50 }, (_, i) => `horse-${i}`) }),
};

let root: string;
let server: Server;
let origin: string;
let browser: Browser;
const gz = (file: string) => gzipSync(readFileSync(join(root, file))).length;
const raw = (file: string) => readFileSync(join(root, file)).length;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'equinozio-visit-'));
  mkdirSync(join(root, 'assets'));
  for (const [file, content] of Object.entries(files)) writeFileSync(join(root, file), content);
  server = await serveBuild(root, '127.0.0.1', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('measureVisit', () => {
  it('counts everything until idle, by kind, at the gzip size sent', async () => {
    const visit = await measureVisit(browser, origin, '/');
    expect(visit.fetched.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/',
      '/assets/app.js',
      '/assets/boot.js',
      '/assets/font.woff2',
      '/assets/pic.svg',
      '/assets/style.css',
      '/data.json',
    ]);
    expect(visit.totals).toEqual({
      html: gz('index.html'),
      js: gz('assets/boot.js') + gz('assets/app.js'),
      css: gz('assets/style.css'),
      // Not compressible: sent as it is.
      fonts: raw('assets/font.woff2'),
      images: gz('assets/pic.svg'),
      data: gz('data.json'),
      other: 0,
    });
    expect(visit.totals.css).toBeLessThan(raw('assets/style.css'));
    // The data came 1.5 s after the app was ready, and the visit waited for it.
    expect(visit.quietAfterMs).toBeGreaterThanOrEqual(1500);
    expect(visit.scripts.some((text) => text.includes("fetch('/data.json')"))).toBe(true);
  });

  it('puts the HTML, its style sheet and its script in the first paint, not the app', async () => {
    const visit = await measureVisit(browser, origin, '/');
    expect(visit.critical).toEqual({
      html: gz('index.html'),
      css: gz('assets/style.css'),
      js: gz('assets/boot.js'),
      total: gz('index.html') + gz('assets/style.css') + gz('assets/boot.js'),
    });
  });

  it('ends a visit after the quiet window: a shorter one misses the idle-time load', async () => {
    const visit = await measureVisit(browser, origin, '/', { windowMs: 500 });
    expect(visit.fetched.map((request) => new URL(request.url).pathname)).not.toContain(
      '/data.json',
    );
    expect(visit.totals.data).toBe(0);
  });

  it('waits for the app to be ready, long after the load event', async () => {
    const visit = await measureVisit(browser, origin, '/late', { windowMs: 300 });
    expect(visit.quietAfterMs).toBeGreaterThanOrEqual(1200);
    expect(visit.totals.js).toBe(gz('assets/late.js'));
  });

  it('fails, saying why, when the app never becomes ready', async () => {
    await expect(
      measureVisit(browser, origin, '/never', { windowMs: 300, timeoutMs: 2000 }),
    ).rejects.toThrow('/never was not idle after 2 s: the app never set <html data-app="ready">');
  });

  it('fails on a page the server does not serve', async () => {
    const broken = createServer((_request, response) =>
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Non trovata</h1>'),
    );
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const brokenOrigin = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
      await expect(measureVisit(browser, brokenOrigin, '/cavalli')).rejects.toThrow(
        '/cavalli: the server answered 404',
      );
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

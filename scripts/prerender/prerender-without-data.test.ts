// A build whose reads do not answer in time (no backend, offline): it still writes the fixed pages,
// the event lists as they load in the browser and both circle forms, and says what it left out;
// unless data is required (deploys), when it fails instead.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../tools/emulator-config.ts';
import { prerenderSite, type PrerenderReport } from './prerender.ts';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const template = readFileSync(join(repoRoot, 'index.html'), 'utf8');
const outDirs: string[] = [];

function newOutDir(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'equinozio-prerender-nodata-'));
  writeFileSync(join(outDir, 'index.html'), template);
  outDirs.push(outDir);
  return outDir;
}

afterAll(() => {
  for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
});

describe('prerendering without the data', () => {
  let outDir = '';
  let report: PrerenderReport;
  const lines: string[] = [];

  beforeAll(async () => {
    outDir = newOutDir();
    // No read of the published site answers (within a millisecond, or ever).
    report = await prerenderSite({
      outDir,
      mode: 'emulator',
      dataTimeoutMs: 1,
      fetch: () => new Promise(() => {}),
      log: (line) => lines.push(line),
    });
  }, 180_000);

  it('says which reads it went without', () => {
    expect(lines).toContainEqual(
      expect.stringMatching(/^Prerendering without the horse list \(horse list: no answer/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Prerendering without the event list \(event list: no answer/),
    );
    expect(report.horses).toBeUndefined();
    expect(report.events).toBeUndefined();
  });

  it('writes the fixed pages, the event lists and the circle forms, but no event page', () => {
    for (const path of ['/', '/it/eventi', '/en/events', '/en/circle-application']) {
      expect(report.pages).toContain(path);
    }
    expect(
      report.pages.filter((path) => /^\/(it\/eventi|en\/events|cavalli)\//.test(path)),
    ).toEqual([]);
    expect(existsSync(join(outDir, 'sostienici/cerchie/candidatura-cerchia.html'))).toBe(true);
  });

  it('leaves the event lists loading in the browser, with only the missed read embedded', () => {
    const doc = new JSDOM(readFileSync(join(outDir, 'it/eventi.html'), 'utf8')).window.document;
    expect(doc.querySelector('h1')?.textContent).toBe('Eventi');
    expect(doc.querySelectorAll('.events-section [role="status"]')).toHaveLength(2);
    // The loader's failed answer (decision 84): the page hydrates loading, then reads.
    const embedded = JSON.parse(
      doc.querySelector('script[type="application/json"]')?.textContent ?? '{}',
    ) as { loaderData?: Record<string, { success?: boolean }> };
    expect(Object.values(embedded.loaderData ?? {}).map((answer) => answer.success)).toEqual([
      false,
    ]);
  });

  it('fails instead when the data is required', async () => {
    await expect(
      prerenderSite({
        outDir: newOutDir(),
        mode: 'emulator',
        dataTimeoutMs: 1,
        requireData: true,
        fetch: () => new Promise(() => {}),
        log: () => {},
      }),
    ).rejects.toThrow(/^Prerendering needs the horse list: horse list: no answer in/);
  }, 120_000);
});

// The real prerenderer (Vite SSR of the app, reading the published site's files) on horses
// whose texts hold what could break a page: `$` replacement patterns, script and comment openers,
// line separators. Each text must come out once, verbatim, where the page shows it, and the page's
// embedded data must parse back to exactly what was read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { prerenderDataId } from '#src/app/prerender-data.ts';
import { publicHorseSchema } from '#src/features/horses/model/public-horse.ts';
import { repoRoot } from '../../tools/emulator-config.ts';
import { servingSite } from '../../tests/support/published-site.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import { prerenderSite } from './prerender.ts';

// jsdom ships no types of its own (and @types/jsdom is not installed): this is the part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const parse = (html: string) => new JSDOM(html).window.document;

/** Everything that a careless splice or an unescaped script could turn into something else. */
const tricky = "$& $` $' $$ $1 $<x> </script> <!-- --> <script>x</script> \u2028\u2029 end";

const ada = z.parse(publicHorseSchema, {
  slug: 'ada',
  name: `Ada ${tricky}`,
  status: 'In cerca di casa',
  showWeb: true,
  claim_it: `Claim ${tricky}`,
  short_it: 'Una cavalla dolcissima.',
  // Staff HTML: sanitised into the page at build time, and embedded raw with the data.
  description_it:
    "<p>Storia $&amp; $` $' $$ $1 &lt;/script&gt; &lt;!-- --&gt; &lt;script&gt; \u2028 fine</p>",
  // A plain-text reason, shown as text.
  stripeDonationLink: 'https://donate.stripe.com/test_ada',
  donationReason: 'Cure dentali',
});
/** Staff HTML as staff write it, with what must never reach a page mixed in. */
const bruno = z.parse(publicHorseSchema, {
  slug: 'bruno',
  name: "Bruno $` $' $&",
  status: "Residente dell'Oasi",
  showWeb: true,
  description_it:
    '<p>Bruno è arrivato <strong>magrissimo</strong>.</p><script>alert("story")</script>' +
    '<p><a href="javascript:alert(1)">guarda</a> <a href="https://example.org/bruno">il video</a></p>' +
    '<img src="x" onerror="alert(2)"><ul><li>fieno</li></ul>',
  stripeDonationLink: 'https://donate.stripe.com/test_bruno',
  donationReason: 'Fieno',
  donationDescription_it:
    '<p onclick="alert(3)">Con <strong>90 euro</strong> compri il fieno.</p><script>alert("donation")</script>',
});
/** Bruno's staff HTML as sanitised: what his page shows and embeds. */
const brunoStory =
  '<p>Bruno è arrivato <strong>magrissimo</strong>.</p>' +
  '<p><a>guarda</a> <a href="https://example.org/bruno">il video</a></p><ul><li>fieno</li></ul>';
const brunoDonation = '<p>Con <strong>90 euro</strong> compri il fieno.</p>';

let outDir = '';
const template = readFileSync(join(repoRoot, 'index.html'), 'utf8');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'equinozio-prerender-'));
  writeFileSync(join(outDir, 'index.html'), template);
  // The site as the back office publishes it (the same functions build the files).
  const files = siteFiles({ horses: [ada, bruno], news: [], events: [] }, new Date());
  await prerenderSite({
    outDir,
    mode: 'emulator',
    requireData: true,
    fetch: servingSite(files),
    log: () => {},
  });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The page's embedded data, read as the browser reads it (the script element's text). */
function embeddedData(doc: Document): unknown {
  const scripts = doc.querySelectorAll('script[type="application/json"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.id).toBe(prerenderDataId);
  return JSON.parse(scripts[0]?.textContent ?? '');
}

/** What a page's loaders answered, whatever their routes' ids. */
const answered = (data: unknown) => {
  const { loaderData, ...rest } = data as { loaderData?: Record<string, unknown> };
  return { ...rest, loaderData: Object.values(loaderData ?? {}) };
};

/** A horse page's loader data: its horse route's answer, whatever the route's id. */
const loaded = (data: unknown) => ({ [horseRouteId()]: { success: true, data } });

function horseRouteId(): string {
  const found = JSON.parse(
    /id="prerender-data">(.*?)<\/script>/s.exec(read('cavalli/ada.html'))?.[1] ?? '{}',
  ) as { loaderData?: Record<string, unknown> };
  const ids = Object.keys(found.loaderData ?? {});
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

/** Every part of the template is there once, as it was; only its default head tags are gone. */
function expectTemplateIntact(html: string, doc: Document): void {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  for (const tag of [/<html\b/g, /<head>/g, /<\/head>/g, /<body>/g, /<\/body>/g, /<\/html>/g]) {
    expect(html.match(tag), String(tag)).toHaveLength(1);
  }
  expect(doc.querySelectorAll('#root')).toHaveLength(1);
  expect(doc.querySelectorAll('title')).toHaveLength(1);
  expect(doc.querySelectorAll('[data-default-head]')).toHaveLength(0);
  expect(doc.querySelectorAll('meta[charset="UTF-8"]')).toHaveLength(1);
  expect(doc.querySelectorAll('meta[name="viewport"]')).toHaveLength(1);
  expect(doc.querySelectorAll('link[rel="icon"][href="/logo.svg"]')).toHaveLength(1);
  // The template's "needs JavaScript" message is the app shell's: a prerendered page works without.
  expect(doc.querySelectorAll('noscript')).toHaveLength(0);
  // The only script that runs is the template's boot script; its element closes the body.
  const modules = [...doc.querySelectorAll('script:not([type="application/json"])')];
  expect(modules.map((script) => script.getAttribute('src'))).toEqual(['/src/boot.ts']);
  expect(doc.body.lastElementChild).toBe(modules[0]);
  // Nothing of the page ended up after the document.
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
}

describe('a prerendered horse page with tricky texts', () => {
  it('shows the name and the claim once each, verbatim', () => {
    const html = read('cavalli/ada.html');
    const doc = parse(html);
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([ada.name]);
    expect([...doc.querySelectorAll('.horse-detail__claim')].map((p) => p.textContent)).toEqual([
      ada.claim_it,
    ]);
    expect(doc.querySelector('.horse-detail__story')?.getAttribute('aria-label')).toBe(
      `La storia di ${ada.name}`,
    );
    expect(doc.title.startsWith(`${ada.name} |`)).toBe(true);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      ada.short_it,
    );
    expectTemplateIntact(html, doc);
  });

  it('shows the story verbatim as sanitised HTML and the plain donation reason as text', () => {
    const doc = parse(read('cavalli/ada.html'));
    const story = doc.querySelectorAll('.horse-detail__story p');
    expect([...story].map((p) => p.textContent)).toEqual([
      "Storia $& $` $' $$ $1 </script> <!-- --> <script> \u2028 fine",
    ]);
    const donation = doc.querySelector('.horse-detail__donation');
    expect(donation?.localName).toBe('p');
    expect(donation?.innerHTML).toBe('Cure dentali');
  });

  it('embeds the horse as JSON that parses back to what was read, with its story sanitised', () => {
    // What the horse page's loader answered, its router's hydration data (decision 84): the horse
    // and its news (none in this test's data).
    expect(embeddedData(parse(read('cavalli/ada.html')))).toEqual({
      loaderData: loaded({ horse: ada, news: [] }),
      // Entities stay entities: the text that looks like markup stays text.
      sanitizedHtml: [[ada.description_it, ada.description_it]],
    });
    expect(embeddedData(parse(read('cavalli/bruno.html')))).toEqual({
      loaderData: loaded({ horse: bruno, news: [] }),
      sanitizedHtml: [
        [bruno.donationDescription_it, brunoDonation],
        [bruno.description_it, brunoStory],
      ],
    });
  });
});

describe('a prerendered horse page with staff HTML', () => {
  it('holds the story and the donation text as elements, sanitised', () => {
    const html = read('cavalli/bruno.html');
    const doc = parse(html);
    const story = doc.querySelector('.horse-detail__story > div');
    expect(story?.innerHTML).toBe(brunoStory);
    expect(story?.querySelector('strong')?.textContent).toBe('magrissimo');
    expect([...(story?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      null,
      'https://example.org/bruno',
    ]);
    const donation = doc.querySelector('.horse-detail__donation');
    expect(donation?.innerHTML).toBe(brunoDonation);
    expect(donation?.querySelector('strong')?.textContent).toBe('90 euro');
    expectTemplateIntact(html, doc);
  });

  it('shows no tag as text and keeps nothing that runs from the staff HTML', () => {
    const doc = parse(read('cavalli/bruno.html'));
    const root = doc.getElementById('root');
    // A tag escaped into text would read "<strong>" on the page.
    expect(root?.textContent).not.toMatch(/<\/?[a-z]/i);
    expect(root?.innerHTML).not.toMatch(/&lt;|&gt;/);
    expect(root?.innerHTML).not.toMatch(/alert|javascript:|onerror|onclick/);
    expect(root?.querySelectorAll('script, img[onerror], [onclick]')).toHaveLength(0);
  });
});

describe('the prerendered horse list with tricky names', () => {
  const shown = { 'cavalli.html': [ada, bruno], 'sostienici.html': [bruno] };
  for (const [file, horses] of Object.entries(shown)) {
    it(`${file} shows the names verbatim, embeds the list exactly and keeps the template`, () => {
      const html = read(file);
      const doc = parse(html);
      const names = [...doc.querySelectorAll('.gallery-card__name')].map((n) => n.textContent);
      expect(new Set(names)).toEqual(new Set(horses.map((horse) => horse.name)));
      // What the page's loader answered (decision 84), whatever its route's id.
      expect(answered(embeddedData(doc))).toEqual({
        loaderData: [
          {
            success: true,
            data: [
              // Both have a circle, listed by the circles page with its funding bar.
              {
                slug: ada.slug,
                name: ada.name,
                status: ada.status,
                funding: { monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 },
              },
              {
                slug: bruno.slug,
                name: bruno.name,
                status: bruno.status,
                funding: { monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 },
              },
            ],
          },
        ],
      });
      expectTemplateIntact(html, doc);
    });
  }

  it('a page without data embeds none and keeps the template', () => {
    const html = read('associazione.html');
    const doc = parse(html);
    expect(doc.querySelectorAll('script[type="application/json"]')).toHaveLength(0);
    expectTemplateIntact(html, doc);
  });
});

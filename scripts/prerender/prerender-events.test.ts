// The real prerenderer (Vite SSR of the app, reading the published site's files) on the
// demo horses and events: the event lists with both sections filled, one page per web-visible event
// in each language with its description sanitised at build time, and both circle-form addresses with
// the horse choices in their HTML.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { prerenderDataId } from '#src/app/prerender-data.ts';
import { prerenderRoutes } from '#src/entry-server.tsx';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import { hasCircle, noCoverage } from '#src/features/horses/model/coverage.ts';
import { toPublicHorse } from '#src/features/horses/model/public-horse.ts';
import { summarizeHorse } from '#src/features/horses/web-horses.ts';
import { repoRoot } from '../../tools/emulator-config.ts';
import { servingSite } from '../../tests/support/published-site.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import { buildDemoDocuments } from '../seed/seed-demo-data.ts';
import { fileFor, languageOf, prerenderSite, type PrerenderReport } from './prerender.ts';

// jsdom ships no types of its own (and @types/jsdom is not installed): this is the part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const parse = (html: string) => new JSDOM(html).window.document;

const now = new Date();
const demo = buildDemoDocuments(now);
const webHorses = demo.horses.filter((horse) => horse.showWeb);
const shownEvents = demo.events.filter((event) => event.showWeb);
const byDate = (a: HorseEvent, b: HorseEvent) => a.date.getTime() - b.date.getTime();
// The demo dates its events a year back and a year ahead, whatever the day it is built.
const next = shownEvents.filter((event) => event.date > now).sort(byDate);
const past = shownEvents.filter((event) => event.date < now).sort((a, b) => byDate(b, a));
const draft = demo.events.find((event) => !event.showWeb);
if (!draft) throw new Error('The demo data has no hidden event');

/** An event whose staff HTML holds what must never reach a page. */
const risky: HorseEvent = {
  slug: 'serata-sotto-le-stelle',
  name: 'Serata sotto le stelle',
  name_it: 'Serata sotto le stelle',
  name_en: '',
  date: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  location: 'Oasi',
  description_it:
    '<p onclick="alert(1)">Osserviamo il cielo <strong>con i cavalli</strong>.</p>' +
    '<script>alert("event")</script><img src="x" onerror="alert(2)">' +
    '<p><a href="javascript:alert(3)">iscriviti</a></p>',
  description_en: '',
  showWeb: true,
};
const riskySanitised =
  '<p>Osserviamo il cielo <strong>con i cavalli</strong>.</p><p><a>iscriviti</a></p>';

let outDir = '';
let report: PrerenderReport;
const template = readFileSync(join(repoRoot, 'index.html'), 'utf8');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const page = (file: string) => parse(read(file));

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'equinozio-prerender-events-'));
  writeFileSync(join(outDir, 'index.html'), template);
  // The site as the back office publishes it: the web-visible horses and events.
  const files = siteFiles(
    {
      horses: webHorses.map((horse) => toPublicHorse(horse, noCoverage)),
      news: [],
      events: [...demo.events, risky].filter((event) => event.showWeb),
    },
    now,
  );
  report = await prerenderSite({
    outDir,
    mode: 'emulator',
    requireData: true,
    now,
    fetch: servingSite(files),
    log: () => {},
  });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** What a page's loaders answered at build time, whatever their routes' ids (decision 84). */
const answered = (data: Record<string, unknown>) => ({
  ...data,
  loaderData: Object.values((data.loaderData ?? {}) as Record<string, unknown>),
});
const ok = (data: unknown) => [{ success: true, data }];

/** The page's embedded data, read as the browser reads it (the script element's text). */
function embeddedData(doc: Document): Record<string, unknown> {
  const script = doc.getElementById(prerenderDataId);
  expect(script?.getAttribute('type')).toBe('application/json');
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

/** The card names of the section headed `heading`. */
function sectionNames(doc: Document, heading: string): string[] {
  const section = [...doc.querySelectorAll('section.events-section')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === heading,
  );
  expect(section, heading).toBeDefined();
  return [...(section?.querySelectorAll('.gallery-card__name') ?? [])].map((n) => n.textContent);
}

const summary = ({ slug, name, name_it, name_en, date }: HorseEvent) => ({
  slug,
  name,
  name_it,
  name_en,
  date: date.toISOString(),
});

describe('the prerendered event lists', () => {
  it('hold both sections filled, in Italian, without a loading placeholder', () => {
    const doc = page('it/eventi.html');
    expect(doc.querySelector('h1')?.textContent).toBe('Eventi');
    const upcoming = [risky, ...next].sort(byDate);
    expect(sectionNames(doc, 'Prossimi eventi')).toEqual(upcoming.map((event) => event.name_it));
    expect(sectionNames(doc, 'Eventi passati')).toEqual(past.map((event) => event.name_it));
    expect(next).toHaveLength(4);
    expect(past).toHaveLength(4);
    expect(doc.querySelectorAll('#root [role="status"], #root .loading')).toHaveLength(0);
    const links = [...doc.querySelectorAll('a.gallery-card')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/it/eventi/festa-di-primavera');
    expect(answered(embeddedData(doc))).toEqual({
      loaderData: ok({ next: upcoming.map(summary), past: past.map(summary) }),
    });
  });

  it('hold the English names and links on the English page', () => {
    const doc = page('en/events.html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Events');
    // An event without an English name shows its plain name.
    expect(sectionNames(doc, 'Upcoming events')).toEqual(
      [risky, ...next].sort(byDate).map((event) => event.name_en || event.name),
    );
    expect(sectionNames(doc, 'Past events')).toEqual(past.map((event) => event.name_en));
    const links = [...doc.querySelectorAll('a.gallery-card')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/en/events/festa-di-primavera');
  });

  it('leave out the hidden draft, which gets no page of its own', () => {
    expect(draft.slug).toBe('cena-di-beneficenza');
    for (const file of ['it/eventi.html', 'en/events.html']) {
      expect(read(file)).not.toContain('cena-di-beneficenza');
      expect(read(file)).not.toContain(draft.name_it);
    }
    expect(existsSync(join(outDir, 'it/eventi/cena-di-beneficenza.html'))).toBe(false);
    expect(existsSync(join(outDir, 'en/events/cena-di-beneficenza.html'))).toBe(false);
  });
});

describe('the prerendered event pages', () => {
  it('are one per web-visible event in each language', () => {
    const eventPages = report.pages.filter((path) => /^\/(it\/eventi|en\/events)\//.test(path));
    const slugs = [...shownEvents, risky].map((event) => event.slug);
    expect(eventPages.sort()).toEqual(
      [
        ...slugs.map((slug) => `/it/eventi/${slug}`),
        ...slugs.map((slug) => `/en/events/${slug}`),
      ].sort(),
    );
    expect(report.events).toBe(shownEvents.length + 1);
  });

  it('hold the heading, the date, the place and the description as HTML', () => {
    const festa = shownEvents.find((event) => event.slug === 'festa-di-primavera');
    const doc = page('it/eventi/festa-di-primavera.html');
    expect(doc.title).toBe(`${festa?.name_it} | Equinozio ODV`);
    expect(doc.querySelector('h1')?.textContent).toBe(festa?.name_it);
    const facts = [...doc.querySelectorAll('.horse-facts dd')].map((dd) => dd.textContent);
    expect(facts).toEqual([expect.any(String), festa?.location]);
    expect(facts[0]).toContain(String(festa?.date.getUTCFullYear()));
    const description = doc.querySelector('.event-detail__grid > div > div');
    expect(description?.innerHTML).toBe(festa?.description_it);
    expect(description?.querySelector('strong')?.textContent).toBe('pranzo nel prato');
    expect(doc.querySelectorAll('#root [role="status"]')).toHaveLength(0);
    expect(answered(embeddedData(doc))).toEqual({
      loaderData: ok({
        slug: 'festa-di-primavera',
        language: 'it',
        name: festa?.name_it,
        date: festa?.date.toISOString(),
        when: facts[0],
        location: festa?.location,
        description: festa?.description_it,
      }),
      sanitizedHtml: [[festa?.description_it, festa?.description_it]],
    });
  });

  it('in English hold the English name and description', () => {
    const festa = shownEvents.find((event) => event.slug === 'festa-di-primavera');
    const doc = page('en/events/festa-di-primavera.html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe(festa?.name_en);
    expect(doc.querySelector('.event-detail__grid strong')?.textContent).toBe(
      'lunch on the meadow',
    );
    const data = answered(embeddedData(doc));
    expect(data.loaderData).toEqual(
      ok(expect.objectContaining({ language: 'en', description: festa?.description_en })),
    );
    // Only the description the page shows is embedded.
    expect(read('en/events/festa-di-primavera.html')).not.toContain('pranzo nel prato');
  });

  it('hold staff HTML sanitised: nothing that runs, no tag as text', () => {
    const html = read(`it/eventi/${risky.slug}.html`);
    const doc = parse(html);
    const root = doc.getElementById('root');
    expect(doc.querySelector('.event-detail__grid > div > div')?.innerHTML).toBe(riskySanitised);
    expect(root?.textContent).not.toMatch(/<\/?[a-z]/i);
    expect(root?.innerHTML).not.toMatch(/alert|javascript:|onerror|onclick/);
    expect(root?.querySelectorAll('script, [onerror], [onclick]')).toHaveLength(0);
    expect(embeddedData(doc).sanitizedHtml).toEqual([[risky.description_it, riskySanitised]]);
    // The English page falls back to the Italian description, sanitised the same.
    expect(page(`en/events/${risky.slug}.html`).querySelector('h1')?.textContent).toBe(risky.name);
    expect(embeddedData(page(`en/events/${risky.slug}.html`)).sanitizedHtml).toEqual([
      [risky.description_it, riskySanitised],
    ]);
  });
});

describe('the prerendered circle forms', () => {
  // Only the horses with a circle are offered (decision 57).
  const names = webHorses
    .filter((horse) => hasCircle(horse.status))
    .map((horse) => horse.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it('hold the Italian form with its headings, labels and the horse choices', () => {
    const doc = page('sostienici/cerchie/candidatura-cerchia.html');
    expect(doc.documentElement.lang).toBe('it');
    expect(doc.querySelector('h1')?.textContent).toBe('Candidatura a una cerchia');
    const labels = [...doc.querySelectorAll('form label')].map((label) => label.textContent);
    for (const label of ['Cavallo', 'Nome del donatore', 'Telefono']) {
      expect(labels).toContainEqual(expect.stringContaining(label));
    }
    const select = doc.querySelector('select[name="horse"]');
    expect(select?.hasAttribute('disabled')).toBe(false);
    const options = [...(select?.querySelectorAll('option') ?? [])].map((o) => o.textContent);
    expect(options).toEqual(['Scegli un cavallo', ...names]);
    // One language per address: no English label beside the Italian one.
    expect(labels.join(' ')).not.toMatch(/Horse|Donor name|Phone/);
    expect(doc.querySelectorAll('#root [role="status"]')).toHaveLength(0);
    // No horse is chosen in the HTML: ?cavallo= is applied after hydration.
    const selected = [...(select?.querySelectorAll('option[selected]') ?? [])];
    expect(selected.map((option) => option.getAttribute('value'))).toEqual(['']);
    expect(doc.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe(
      '/en/circle-application',
    );
    expect(answered(embeddedData(doc))).toEqual({
      loaderData: ok(
        webHorses
          .map((horse) => summarizeHorse(toPublicHorse(horse, noCoverage)))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      ),
    });
  });

  it('hold the English form, in English only', () => {
    const doc = page('en/circle-application.html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Circle application | Equinozio ODV');
    expect(doc.querySelector('h1')?.textContent).toBe('Circle application');
    const labels = [...doc.querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels).toContainEqual(expect.stringContaining('Horse'));
    expect(labels.join(' ')).not.toMatch(/Cavallo|Nome del donatore|Telefono/);
    const options = [...doc.querySelectorAll('select[name="horse"] option')].map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['Choose a horse', ...names]);
    expect(doc.querySelector('a[hreflang="it"]')?.getAttribute('href')).toBe(
      '/sostienici/cerchie/candidatura-cerchia',
    );
  });
});

describe('every prerendered page', () => {
  /** The page's embedded data as the browser reads it; none when it embeds nothing. */
  const embeddedOf = (path: string): Record<string, unknown> => {
    const script = parse(readFileSync(fileFor(outDir, path), 'utf8')).getElementById(
      prerenderDataId,
    );
    return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : {};
  };
  const slugs = (items: unknown) => (items as { slug: string }[]).map((item) => item.slug);
  const upcoming = [risky, ...next].sort(byDate);

  it('embeds exactly what its route declares (site-routes.tsx), and is one of its pages', () => {
    expect(report.pages.length).toBeGreaterThan(prerenderRoutes.length);
    for (const path of report.pages) {
      const routes = prerenderRoutes.filter((route) => matchPath(route.path, path));
      expect(
        routes.map((route) => route.path),
        path,
      ).toHaveLength(1);
      const [route] = routes;
      if (!route) continue;
      const declared = route.prerender;
      const slug = matchPath(route.path, path)?.params.slug;
      const { loaderData, sanitizedHtml, ...other } = embeddedOf(path) as {
        loaderData?: Record<string, { data?: unknown }>;
        sanitizedHtml?: unknown;
      };
      // What the page's loader answered (decision 84): one answer, the page's route's.
      const answers = Object.values(loaderData ?? {});
      expect(answers.length, path).toBe(declared.horses || declared.events ? 1 : 0);
      const data = answers[0]?.data as
        | ({ slug?: unknown; horse?: { slug?: unknown }; news?: unknown } & Record<string, unknown>)
        | undefined;
      const horses = declared.horses === 'list' ? { list: data } : undefined;
      const events =
        declared.events === 'next'
          ? { lists: { next: data } }
          : declared.events === 'lists'
            ? { lists: data as { next?: unknown; past?: unknown } }
            : declared.events === 'one'
              ? { event: data }
              : undefined;
      expect(other, path).toEqual({});
      expect(sanitizedHtml === undefined || Array.isArray(sanitizedHtml), path).toBe(true);

      if (declared.horses === 'list') {
        expect(Object.keys(horses ?? {}), path).toEqual(['list']);
        expect(slugs(horses?.list).sort(), path).toEqual(webHorses.map((h) => h.slug).sort());
      } else {
        expect(horses, path).toBeUndefined();
      }

      // A horse page's horse and news are its loader's answer (decision 84); this test's data has
      // no news, so its horse's list is empty.
      if (declared.horses === 'one') {
        expect(answers, path).toHaveLength(1);
        expect(data?.horse?.slug, path).toBe(slug);
        expect(data?.news, path).toEqual([]);
      } else if (!declared.horses && !declared.events) {
        expect(loaderData, path).toBeUndefined();
      }

      if (declared.events === 'next') {
        expect(Object.keys(events ?? {}), path).toEqual(['lists']);
        expect(Object.keys(events?.lists ?? {}), path).toEqual(['next']);
        expect(slugs(events?.lists?.next), path).toEqual(slugs(upcoming));
      } else if (declared.events === 'lists') {
        expect(Object.keys(events ?? {}), path).toEqual(['lists']);
        expect(slugs(events?.lists?.next), path).toEqual(slugs(upcoming));
        expect(slugs(events?.lists?.past), path).toEqual(slugs(past));
      } else if (declared.events === 'one') {
        expect(events, path).toEqual({
          event: expect.objectContaining({ slug, language: languageOf(path) }),
        });
      } else {
        expect(events, path).toBeUndefined();
      }
    }
  });

  it('covers every route that declares it, once per web-visible horse or event for `one`', () => {
    for (const route of prerenderRoutes) {
      const built = report.pages.filter((path) => matchPath(route.path, path));
      const expected =
        route.prerender.horses === 'one'
          ? webHorses.length
          : route.prerender.events === 'one'
            ? shownEvents.length + 1
            : 1;
      expect(built, route.path).toHaveLength(expected);
    }
  });
});

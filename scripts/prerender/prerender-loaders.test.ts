import { matchPath } from 'react-router';
import type { PrerenderRoute } from '#src/app/prerender-spec.ts';
import { prerenderRoutes, renderPage } from '#src/entry-server.tsx';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { summarizeHorse } from '#src/features/horses/web-horses.ts';
import { formatEventDate } from '#src/lib/format/dates.ts';
import { createPublishedReads } from '#src/lib/published/published-reads.tsx';
import { anEvent, aPublicHorse } from '#src/test-support/factories.ts';
import { servingSite } from '../../tests/support/published-site.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import { languageOf, pagesToRender } from './prerender.ts';

// What a page embeds is what its route's loader answered at build time (decision 84): only what the
// page shows (a list as lists show it, one event as its page shows it in its language).

const horse = (slug: string, status: PublicHorse['status'] = 'In cerca di casa') =>
  aPublicHorse({ slug, status, showWeb: true });

/** An event with its names and story in both languages, as its page shows them. */
const event = (slug: string, date: string) =>
  anEvent({
    slug,
    name_it: `${slug.toUpperCase()} it`,
    name_en: `${slug.toUpperCase()} en`,
    date: new Date(date),
    location: 'Oasi',
    description_it: `<p>${slug}</p>`,
    description_en: `<p>${slug} in English</p>`,
    showWeb: true,
  });
/** An event as the lists embed it: its names and its date, for the cards. */
const summary = ({ slug, name, name_it, name_en, date }: HorseEvent) => ({
  slug,
  name,
  name_it,
  name_en,
  date: date.toISOString(),
});

const now = new Date('2026-05-19T10:00:00.000Z');
const unsanitized = (html: string) => html;
const published = (site: { horses?: PublicHorse[]; events?: HorseEvent[] }) =>
  createPublishedReads(
    servingSite(siteFiles({ horses: site.horses ?? [], news: [], events: site.events ?? [] }, now)),
  );
const offline = () => createPublishedReads(async () => new Response('', { status: 503 }));

/** What the page's loaders answered at `at`, whatever their routes' ids. */
async function answers(
  path: string,
  reads: ReturnType<typeof createPublishedReads>,
  at = now,
  refuseFailed = true,
) {
  return Object.values(
    (await renderPage(path, unsanitized, reads, { now: at, refuseFailed })).loaderData,
  );
}
const ok = (data: unknown) => ({ success: true, data });

describe('what the pages prerendered embed', () => {
  it('only what they show: the list as lists show it, a horse page its horse', async () => {
    const horses = [horse('ada'), horse('bruno', 'Adottato')];
    const reads = published({ horses });
    // As lists show them: a horse with a circle with its bar's figures, the other without.
    const list = ok([
      { slug: 'ada', name: 'Ada', status: 'In cerca di casa', funding: expect.any(Object) },
      { slug: 'bruno', name: 'Bruno', status: 'Adottato' },
    ]);
    // The home announces the upcoming events only.
    expect(await answers('/', reads)).toEqual([ok([])]);
    expect(await answers('/cavalli', reads)).toEqual([list]);
    // The circle form offers the horses as the list knows them.
    expect(await answers('/sostienici/cerchie/candidatura-cerchia', reads)).toEqual([list]);
    expect(await answers('/en/circle-application', reads)).toEqual([list]);
    expect(await answers('/cavalli/bruno', reads)).toEqual([ok({ horse: horses[1], news: [] })]);
    // Built without the list (the build's read failed): the failure, and the page reads it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [without] = await answers('/cavalli', offline(), now, false);
    expect(without).toEqual(expect.objectContaining({ success: false }));
  });

  it('both event lists split on Rome’s day, and one event in its page’s language', async () => {
    // 22:00 in Rome on 19 May 2026.
    const evening = new Date('2026-05-19T20:00:00.000Z');
    const events = [
      // 01:30 on 19 May in Rome (still 18 May in UTC): today, so upcoming all day.
      event('alba', '2026-05-18T23:30:00.000Z'),
      // 23:30 on 18 May in Rome: yesterday.
      event('sera', '2026-05-18T21:30:00.000Z'),
      event('festa', '2026-06-01T08:00:00.000Z'),
      event('mercatino', '2025-12-13T09:00:00.000Z'),
    ];
    const reads = published({ events });
    const of = (slug: string) =>
      summary(events.filter((candidate) => candidate.slug === slug)[0] as HorseEvent);
    // The home page announces the upcoming events only.
    expect(await answers('/', reads, evening)).toEqual([ok(['alba', 'festa'].map(of))]);
    const lists = ok({ next: ['alba', 'festa'].map(of), past: ['sera', 'mercatino'].map(of) });
    expect(await answers('/it/eventi', reads, evening)).toEqual([lists]);
    expect(await answers('/en/events', reads, evening)).toEqual([lists]);
    expect(await answers('/it/eventi/festa', reads, evening)).toEqual([
      ok({
        slug: 'festa',
        language: 'it',
        name: 'FESTA it',
        date: '2026-06-01T08:00:00.000Z',
        when: formatEventDate(new Date('2026-06-01T08:00:00.000Z'), 'it'),
        location: 'Oasi',
        description: '<p>festa</p>',
      }),
    ]);
    expect(await answers('/en/events/festa', reads, evening)).toEqual([
      ok(
        expect.objectContaining({
          language: 'en',
          name: 'FESTA en',
          when: formatEventDate(new Date('2026-06-01T08:00:00.000Z'), 'en'),
          description: '<p>festa in English</p>',
        }),
      ),
    ]);
    // An hour later in UTC it is the next day in Rome: yesterday's early event is past.
    const [later] = (await answers('/it/eventi', reads, new Date('2026-05-19T22:30:00Z'))) as {
      data: { past: { slug: string }[] };
    }[];
    expect(later?.data.past.map((e) => e.slug)).toEqual(['alba', 'sera', 'mercatino']);
    // Without the events (the read failed), the lists embed the failure and load in the browser.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [without] = await answers('/it/eventi', offline(), now, false);
    expect(without).toEqual(expect.objectContaining({ success: false }));
  });

  it('for each page exactly what its route declares, and only routes that declare it', async () => {
    const horses = [horse('ada'), horse('bruno', 'Adottato')];
    const events = [event('festa', '2026-06-01'), event('mercatino', '2025-12-13')];
    const reads = published({ horses, events });
    const pages = pagesToRender(prerenderRoutes, horses, events);
    const routeOf = (path: string) => {
      const routes = prerenderRoutes.filter((route) => matchPath(route.path, path));
      expect(routes, path).toHaveLength(1);
      return routes[0] as PrerenderRoute;
    };
    const [festa, mercatino] = events.map(summary);
    const { next, past } = { next: [festa], past: [mercatino] };
    const list = horses.map(summarizeHorse);
    for (const page of pages) {
      const declared = routeOf(page.path).prerender;
      const slug = matchPath(routeOf(page.path).path, page.path)?.params.slug;
      const horsesExpected = {
        list: ok(list),
        one: ok({ horse: horses.find((candidate) => candidate.slug === slug), news: [] }),
      };
      const eventsExpected = {
        next: ok(next),
        lists: ok({ next, past }),
        one: ok(expect.objectContaining({ slug, language: languageOf(page.path) })),
      };
      const expected = [
        ...(declared.horses ? [horsesExpected[declared.horses]] : []),
        ...(declared.events ? [eventsExpected[declared.events]] : []),
      ];
      expect(await answers(page.path, reads), page.path).toEqual(expected);
    }
  });
});

import { join } from 'node:path';
import { matchPath } from 'react-router';
import type { PrerenderData } from '#src/app/prerender-data.ts';
import { prerendered, prerenderRoutesOf, type PrerenderRoute } from '#src/app/prerender-spec.ts';
import { prerenderRoutes } from '#src/entry-server.tsx';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { injectPage, splitHead } from './html.ts';
import {
  embeddedData,
  fileFor,
  languageOf,
  pagesToRender as pagesOfRoutes,
  type PageToRender,
} from './prerender.ts';

/** The pages the site's routes declare (site-routes.tsx), for these horses and events. */
const pagesToRender = (horses?: readonly PublicHorse[], events?: readonly HorseEvent[]) =>
  pagesOfRoutes(prerenderRoutes, horses, events);

const template = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <!-- Defaults for clients without JavaScript; the app replaces them on every page. -->
    <title data-default-head>Equinozio ODV</title>
    <meta
      name="description"
      content="Aiutaci"
      data-default-head
    />
    <script type="module" crossorigin src="/assets/boot.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const horse = (slug: string, status = 'In cerca di casa') =>
  ({ slug, name: slug.toUpperCase(), status, description_it: '<p>storia</p>' }) as PublicHorse;

const event = (slug: string, date: string): HorseEvent => ({
  slug,
  name: slug.toUpperCase(),
  name_it: `${slug.toUpperCase()} it`,
  name_en: `${slug.toUpperCase()} en`,
  date: new Date(date),
  location: 'Oasi',
  description_it: `<p>${slug}</p>`,
  description_en: `<p>${slug} in English</p>`,
  showWeb: true,
});

describe('splitHead', () => {
  it('takes the head tags React placed before the markup, and only those', () => {
    const rendered =
      '<link rel="preconnect" href="https://media"/><title>Ada | Equinozio</title>' +
      '<meta name="description" content="x"/><div class="site-layout"><title>not head</title></div>';
    expect(splitHead(rendered)).toEqual({
      head: '<link rel="preconnect" href="https://media"/><title>Ada | Equinozio</title><meta name="description" content="x"/>',
      body: '<div class="site-layout"><title>not head</title></div>',
    });
  });
});

describe('injectPage', () => {
  it('replaces the default head tags, fills #root and embeds the data as inert JSON', () => {
    const page = injectPage(template, '<title>Ada</title><div>Ada</div>', {
      loaderData: { horse: { success: true, data: { horse: horse('ada'), news: [] } } },
    });
    expect(page).not.toContain('data-default-head');
    expect(page).not.toContain('the app replaces them');
    expect(page).toContain('<title>Ada</title></head>');
    expect(page).toContain('<div id="root"><div>Ada</div></div>');
    expect(page).toMatch(/<script type="application\/json" id="prerender-data">\{"loaderData"/);
    expect(page).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>');
  });

  it('escapes "<" in the data, so staff text cannot close the script element', () => {
    const evil = { ...horse('ada'), description_it: '</script><script>alert(1)</script>' };
    const page = injectPage(template, '<div></div>', { loaderData: { horse: { horse: evil } } });
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('splices text verbatim whatever "$" patterns it holds, and keeps the rest of the template', () => {
    // As React renders it: `<` escaped in the markup, as it is in the data.
    const text = "$& $` $' $$ $1 $&lt;x>";
    const rendered = `<title>${text}</title><div>${text}</div>`;
    const name = "$& $` $' $$ $1 $<x>";
    const data: PrerenderData = {
      loaderData: { list: [{ slug: 'ada', name, status: 'Adottato' }] },
    };
    const page = injectPage(template, rendered, data);
    const json =
      '{"loaderData":{"list":[{"slug":"ada","name":"$& $` $\' $$ $1 $\\u003cx>","status":"Adottato"}]}}';
    expect(page).toBe(`<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/boot.js"></script>
  <title>${text}</title></head>
  <body>
    <div id="root"><div>${text}</div></div><script type="application/json" id="prerender-data">${json}</script>
  </body>
</html>`);
  });

  it('keeps script and comment openers in the data inert, and the data parses back unchanged', () => {
    const text = '</script><script>alert(1)</script> <!-- x --> <SCRIPT> \u2028\u2029 </ScRiPt';
    const data = {
      loaderData: { horse: { horse: { ...horse('ada'), name: text, description_it: text } } },
    };
    const page = injectPage(template, '<div></div>', data);
    const [, json = ''] =
      /<script type="application\/json" id="prerender-data">(.*?)<\/script>/s.exec(page) ?? [];
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toEqual(data);
    expect(page.match(/<\/script>/gi)).toHaveLength(2);
    expect(page.match(/<!--/g)).toBeNull();
  });

  it('names the page’s language on <html>', () => {
    expect(injectPage(template, '<div></div>', {}, 'en')).toContain('<html lang="en">');
    expect(injectPage(template, '<div></div>', {})).toContain('<html lang="it">');
    expect(languageOf('/en/events')).toBe('en');
    expect(languageOf('/cavalli')).toBe('it');
    expect(languageOf('/enrico')).toBe('it');
  });

  it('embeds nothing for a page without data', () => {
    expect(injectPage(template, '<div></div>', {})).not.toContain('application/json');
  });

  it('refuses a template without an empty #root or without </head>', () => {
    expect(() => injectPage('<html><head></head><body></body></html>', '', {})).toThrow(/root/);
    expect(() => injectPage('<html><body><div id="root"></div></body></html>', '', {})).toThrow(
      /<\/head>/,
    );
  });
});

describe('the pages prerendered', () => {
  it('are the public pages with fixed paths, both circle forms, and one per horse and event', () => {
    const paths = pagesToRender([horse('ada'), horse('bruno')], [event('festa', '2026-06-01')]).map(
      (page) => page.path,
    );
    // In the order the routes declare them.
    expect(paths).toEqual([
      '/',
      '/associazione',
      '/sostienici',
      '/sostienici/cerchie',
      '/sostienici/cinque-x-mille',
      '/cavalli',
      '/cavalli/ada',
      '/cavalli/bruno',
      '/contatti',
      '/privacy',
      '/en',
      '/en/association',
      '/en/support-us',
      '/en/support-us/circles',
      '/en/support-us/five-per-thousand',
      '/en/horses',
      '/en/horses/ada',
      '/en/horses/bruno',
      '/en/contacts',
      '/en/privacy',
      '/sostienici/volontariato',
      '/en/support-us/volunteering',
      '/it/eventi',
      '/en/events',
      '/it/eventi/festa',
      '/en/events/festa',
      '/sostienici/cerchie/candidatura-cerchia',
      '/en/circle-application',
      '/candidatura-adozione',
      '/en/adoption-form',
      '/candidatura-cessione',
      '/en/surrender-form',
      '/it/disiscrizione',
      '/en/unsubscribe',
    ]);
  });

  it('without the horses or the events, still include the fixed pages and the lists', () => {
    const paths = pagesToRender(undefined, undefined).map((page) => page.path);
    expect(paths).toContain('/cavalli');
    expect(paths).toContain('/it/eventi');
    expect(paths).toContain('/en/circle-application');
    expect(paths.filter((path) => path.startsWith('/it/eventi/'))).toEqual([]);
  });

  it('embed the staff HTML they show as sanitised, and nothing when they show none', () => {
    expect(embeddedData([['<p>storia</p><script></script>', '<p>storia</p>']])).toEqual({
      sanitizedHtml: [['<p>storia</p><script></script>', '<p>storia</p>']],
    });
    expect(embeddedData([])).toEqual({});
  });

  it('embed what their loaders answered, by route, and nothing when no loader ran', () => {
    const answered = { success: true, data: { horse: horse('ada'), news: [] } };
    expect(embeddedData([], { horse: answered })).toEqual({
      loaderData: { horse: answered },
    });
    expect(embeddedData([['<p>a</p>', '<p>a</p>']], { horse: answered })).toEqual({
      loaderData: { horse: answered },
      sanitizedHtml: [['<p>a</p>', '<p>a</p>']],
    });
    expect(embeddedData([], {})).toEqual({});
  });

  it('build every declared route: the fixed ones once, the others once per horse or event', () => {
    const horses = [horse('ada'), horse('bruno', 'Adottato')];
    const events = [event('festa', '2026-06-01'), event('mercatino', '2025-12-13')];
    const pages = pagesToRender(horses, events);
    const routeOf = (page: PageToRender) => {
      const routes = prerenderRoutes.filter((route) => matchPath(route.path, page.path));
      expect(routes, page.path).toHaveLength(1);
      return routes[0] as PrerenderRoute;
    };
    for (const page of pages) {
      expect(page.prerender, page.path).toBe(routeOf(page).prerender);
    }
    for (const route of prerenderRoutes) {
      const built = pages.filter((page) => matchPath(route.path, page.path));
      const one = route.prerender.horses === 'one' || route.prerender.events === 'one';
      expect(built, route.path).toHaveLength(one ? 2 : 1);
    }
  });

  it('are declared on the public routes only, each with what it shows', () => {
    expect(prerenderRoutes.map(({ path, prerender }) => [path, prerender])).toEqual([
      ['/', { events: 'next' }],
      ['/associazione', {}],
      ['/sostienici', { horses: 'list' }],
      ['/sostienici/cerchie', { horses: 'list' }],
      ['/sostienici/cinque-x-mille', {}],
      ['/cavalli', { horses: 'list' }],
      ['/cavalli/:slug', { horses: 'one' }],
      ['/contatti', {}],
      ['/privacy', {}],
      ['/en', { events: 'next' }],
      ['/en/association', {}],
      ['/en/support-us', { horses: 'list' }],
      ['/en/support-us/circles', { horses: 'list' }],
      ['/en/support-us/five-per-thousand', {}],
      ['/en/horses', { horses: 'list' }],
      ['/en/horses/:slug', { horses: 'one' }],
      ['/en/contacts', {}],
      ['/en/privacy', {}],
      ['/sostienici/volontariato', {}],
      ['/en/support-us/volunteering', {}],
      ['/it/eventi', { events: 'lists' }],
      ['/en/events', { events: 'lists' }],
      ['/it/eventi/:slug', { events: 'one' }],
      ['/en/events/:slug', { events: 'one' }],
      ['/sostienici/cerchie/candidatura-cerchia', { horses: 'list' }],
      ['/en/circle-application', { horses: 'list' }],
      ['/candidatura-adozione', { horses: 'list' }],
      ['/en/adoption-form', { horses: 'list' }],
      ['/candidatura-cessione', {}],
      ['/en/surrender-form', {}],
      ['/it/disiscrizione', {}],
      ['/en/unsubscribe', {}],
    ]);
  });

  it('follow nested routes, relative paths included, and refuse a declaration they cannot build', () => {
    const routes = prerenderRoutesOf([
      {
        path: '/a',
        children: [
          { path: 'b', handle: prerendered({ horses: 'list' }) },
          { path: ':slug', handle: prerendered({ horses: 'one' }) },
          { path: 'c' },
        ],
      },
      { children: [{ path: '/d', handle: prerendered() }] },
    ]);
    expect(routes).toEqual([
      { path: '/a/b', prerender: { horses: 'list' } },
      { path: '/a/:slug', prerender: { horses: 'one' } },
      { path: '/d', prerender: {} },
    ]);
    expect(pagesOfRoutes(routes, [horse('ada')]).map((page) => page.path)).toEqual([
      '/a/b',
      '/a/ada',
      '/d',
    ]);
    const refused = (route: PrerenderRoute) => () => pagesOfRoutes([route], [horse('ada')], []);
    expect(refused({ path: '/x/:slug', prerender: {} })).toThrow(/not one page per item/);
    expect(refused({ path: '/x', prerender: { events: 'one' } })).toThrow(/has no :slug/);
    expect(refused({ path: '/x/:slug', prerender: { horses: 'one', events: 'one' } })).toThrow(
      /per horse and per event/,
    );
  });

  it('are written where hosting finds them with clean URLs', () => {
    expect(fileFor('/out', '/')).toBe(join('/out', 'index.html'));
    expect(fileFor('/out', '/cavalli')).toBe(join('/out', 'cavalli.html'));
    expect(fileFor('/out', '/cavalli/ada')).toBe(join('/out', 'cavalli', 'ada.html'));
  });
});

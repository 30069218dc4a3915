import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import { prerenderRoutes } from '#src/entry-server.tsx';
import { pagesToRender } from '../prerender/prerender.ts';
import { benchPages, formPages, isFormPage, lighthouseTargets } from './pages.ts';

// What the prerenderer writes with two web horses and two events (its own list of pages, not a
// copy). It reads only the slugs.
const horse = (slug: string) => ({ slug, name: slug }) as PublicHorse;
const event = (slug: string) => ({ slug }) as HorseEvent;
const prerendered = pagesToRender(
  prerenderRoutes,
  [horse('ada'), horse('tom')],
  [event('festa-di-primavera'), event('open-day')],
).map((page) => page.path);

describe('benchPages', () => {
  it('measures every prerendered page but the mail-only ones, with one horse page per language and one event page for the others', () => {
    expect(benchPages(prerendered)).toEqual([
      '/',
      '/associazione',
      '/sostienici',
      '/sostienici/cerchie',
      '/sostienici/cinque-x-mille',
      '/cavalli',
      '/cavalli/ada',
      '/contatti',
      '/privacy',
      '/en',
      '/en/association',
      '/en/support-us',
      '/en/support-us/circles',
      '/en/support-us/five-per-thousand',
      '/en/horses',
      '/en/horses/ada',
      '/en/contacts',
      '/en/privacy',
      '/sostienici/volontariato',
      '/en/support-us/volunteering',
      '/it/eventi',
      '/en/events',
      '/it/eventi/festa-di-primavera',
      '/sostienici/cerchie/candidatura-cerchia',
      '/en/circle-application',
      '/candidatura-adozione',
      '/en/adoption-form',
      '/candidatura-cessione',
      '/en/surrender-form',
    ]);
  });

  it('includes the pages whose Lighthouse score the budget names', () => {
    expect(benchPages(prerendered)).toEqual(expect.arrayContaining([...lighthouseTargets]));
  });

  it('refuses a build without the sample horse’s or event’s page', () => {
    expect(() => benchPages(prerendered.filter((path) => path !== '/cavalli/ada'))).toThrow(
      'The prerenderer wrote no /cavalli/ada',
    );
    expect(() =>
      benchPages(prerendered.filter((path) => path !== '/it/eventi/festa-di-primavera')),
    ).toThrow('The prerenderer wrote no /it/eventi/festa-di-primavera');
  });
});

describe('isFormPage', () => {
  it('tells the four public forms, in both languages, from the information pages', () => {
    const pages = benchPages(prerendered);
    expect(pages.filter(isFormPage)).toEqual([
      '/sostienici/volontariato',
      '/en/support-us/volunteering',
      '/sostienici/cerchie/candidatura-cerchia',
      '/en/circle-application',
      '/candidatura-adozione',
      '/en/adoption-form',
      '/candidatura-cessione',
      '/en/surrender-form',
    ]);
    expect(formPages).toHaveLength(8);
    expect(pages.filter((path) => !isFormPage(path))).toHaveLength(21);
  });
});

import type { PublicHorse } from '../../src/features/horses/model/public-horse.ts';
import { pagesToRender } from '../prerender/prerender.ts';
import { benchPages, lighthouseTargets } from './pages.ts';

// What the prerenderer writes with two web horses (its own list of pages, not a copy). It reads
// only the slugs.
const horse = (slug: string) => ({ slug, name: slug }) as PublicHorse;
const prerendered = pagesToRender([horse('ada'), horse('tom')]).map((page) => page.path);

describe('benchPages', () => {
  it('measures every prerendered page, one horse page, an event page and both circle forms', () => {
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
      '/it/eventi',
      '/en/events',
      '/it/eventi/festa-di-primavera',
      '/sostienici/cerchie/candidatura-cerchia',
      '/en/circle-application',
    ]);
  });

  it('includes the pages whose Lighthouse score the budget names', () => {
    expect(benchPages(prerendered)).toEqual(expect.arrayContaining([...lighthouseTargets]));
  });

  it('refuses a build without the sample horse’s page', () => {
    expect(() => benchPages(prerendered.filter((path) => path !== '/cavalli/ada'))).toThrow(
      'The prerenderer wrote no /cavalli/ada',
    );
  });
});

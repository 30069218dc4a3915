import { matchRoutes } from 'react-router';
import { publicPages, type PublicPage } from '#src/config/paths';
import { languageOfPath } from '#src/config/language-pages';
import { siteLanguages } from '#src/config/site';
import { appRoutes } from '../../router';
import { pageRoutes, pagesTable } from './site-routes';
import { associationTexts } from './texts/association';

const names = Object.keys(publicPages) as PublicPage[];
const every = names.flatMap((name) => siteLanguages.map((language) => ({ name, language })));
const sample = (pattern: string) => pattern.replace(':slug', 'ada');

describe('the pages table', () => {
  it('has a row for every public page, each with an Italian and an English path', () => {
    expect(Object.keys(pagesTable)).toEqual(names);
    for (const { name, language } of every) {
      const path = publicPages[name][language];
      expect(path, `${name} in ${language}`).toMatch(/^\//);
      expect(languageOfPath(path), path).toBe(language);
    }
  });

  it('gives every page its own two addresses: none used twice', () => {
    const paths = every.map(({ name, language }) => publicPages[name][language]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(2 * names.length);
  });

  it('makes one route per page and language, which the router matches at that address', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(
      every.map(({ name, language }) => publicPages[name][language]).sort(),
    );
    for (const { name, language } of every) {
      const pattern = publicPages[name][language];
      const matched = matchRoutes(appRoutes, sample(pattern))?.at(-1)?.route;
      expect(matched?.path, pattern).toBe(pattern);
      expect(matched?.handle, pattern).toBe(pagesTable[name].handle);
    }
  });

  it("downloads a text page's texts in its address's language only, before the page", async () => {
    const route = pageRoutes.find((each) => each.path === publicPages.association.en);
    if (typeof route?.lazy !== 'function') throw new Error('/en/association is not lazy');
    expect(associationTexts.has('en')).toBe(false);
    const loaded = await route.lazy();
    expect(loaded).toHaveProperty('Component');
    expect(associationTexts.get('en').heading).toBe('About us');
    expect(associationTexts.has('it')).toBe(false);
  });

  it('shows the Italian home at once: its page and texts are in the first download', () => {
    const home = pageRoutes.find((route) => route.path === publicPages.home.it);
    expect(home?.lazy).toBeUndefined();
    expect(home?.Component).toBeDefined();
    expect(pageRoutes.find((route) => route.path === publicPages.home.en)?.lazy).toBeDefined();
  });
});

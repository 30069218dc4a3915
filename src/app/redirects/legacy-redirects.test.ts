import { paths } from '#src/config/paths';
import { siteLanguages } from '#src/config/site';
import {
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
  legacyRedirectTarget,
} from './legacy-redirects';

// Written out on purpose (not read from the module): a change to the table must change this list.
// An old English address leads to the English page (none where it is that page itself).
const expectedPages: readonly (readonly [slug: string, italian: string, english: string])[] = [
  ['', '/', '/en'],
  ['home', '/', '/en'],
  ['chi-siamo', '/associazione', '/en/association'],
  ['about-us', '/associazione', '/en/association'],
  ['associazione', '/associazione', '/en/association'],
  ['association', '/associazione', '/en/association'],
  ['come-aiutarci', '/sostienici', '/en/support-us'],
  ['sostienici', '/sostienici', '/en/support-us'],
  ['help-us', '/sostienici', '/en/support-us'],
  ['support-us', '/sostienici', '/en/support-us'],
  ['volontariato-a-distanza', '/sostienici', '/en/support-us'],
  ['volontariato-da-remoto', '/sostienici', '/en/support-us'],
  ['volunteering-at-a-distance', '/sostienici', '/en/support-us'],
  ['distance-volunteering', '/sostienici', '/en/support-us'],
  ['remote-volunteering', '/sostienici', '/en/support-us'],
  ['cerchie', '/sostienici/cerchie', '/en/support-us/circles'],
  ['adozioni-a-distanza', '/sostienici/cerchie', '/en/support-us/circles'],
  ['adozione-a-distanza', '/sostienici/cerchie', '/en/support-us/circles'],
  ['distance-adoptions', '/sostienici/cerchie', '/en/support-us/circles'],
  ['distance-adoption', '/sostienici/cerchie', '/en/support-us/circles'],
  ['remote-adoptions', '/sostienici/cerchie', '/en/support-us/circles'],
  ['remote-adoption', '/sostienici/cerchie', '/en/support-us/circles'],
  ['cinquexmille', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['cinque-x-mille', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['cinque-per-mille', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['cinquepermille', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['5x1000', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['5-x-1000', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['5permille', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['five-per-thousand', '/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['candidatura-adozione', '/contatti', '/en/contacts'],
  ['adoption-application', '/contatti', '/en/contacts'],
  ['candidatura-cessione', '/contatti', '/en/contacts'],
  ['cession-application', '/contatti', '/en/contacts'],
  ['contatti', '/contatti', '/en/contacts'],
  ['contacts', '/contatti', '/en/contacts'],
  ['cavalli', '/cavalli', '/en/horses'],
  ['horses', '/cavalli', '/en/horses'],
];

const expectedHorses = [
  'ada',
  'alba',
  'aramisz',
  'aylen',
  'benji',
  'blu',
  'colorado',
  'dacki',
  'dudu',
  'esperanza',
  'frodo',
  'kiya',
  'maverick',
  'roky',
  'sad',
  'shasir',
  'margarita',
  'sugar-smart-spot',
  'curry-king',
  'gerba',
  'gino',
  'kristal',
  'leila',
  'rio',
  'tom',
];

const oldAddress = (language: string, rest: string) => `/${language}/${rest}`.replace(/\/$/, '');

const pageCases = siteLanguages.flatMap((language) =>
  expectedPages.flatMap(([slug, italian, english]) => {
    const address = oldAddress(language, slug);
    const target = language === 'it' ? italian : english;
    return address === target ? [] : [[address, target]];
  }),
);

const horseCases = siteLanguages.flatMap((language) =>
  ['cavalli', 'horses'].flatMap((folder) =>
    expectedHorses.flatMap((name) => {
      const address = `/${language}/${folder}/${name}`;
      const target = language === 'it' ? `/cavalli/${name}` : `/en/horses/${name}`;
      return address === target ? [] : [[address, target]];
    }),
  ),
);

/** The English pages that were old addresses too: the app shows them, nothing redirects. */
const nowPages = [
  '/en',
  '/en/association',
  '/en/support-us',
  '/en/contacts',
  '/en/horses',
  '/en/horses/ada',
];

describe('legacyRedirectTarget', () => {
  it.each(pageCases)('redirects the page %s to %s', (pathname, target) => {
    expect(legacyRedirectTarget(pathname)).toBe(target);
  });

  it.each(horseCases)('redirects the horse %s to %s', (pathname, target) => {
    expect(legacyRedirectTarget(pathname)).toBe(target);
  });

  it.each([...pageCases, ...horseCases])('ignores a trailing slash: %s/', (pathname, target) => {
    expect(legacyRedirectTarget(`${pathname}/`)).toBe(target);
  });

  it('ignores letter case, as the router does', () => {
    expect(legacyRedirectTarget('/IT/Chi-Siamo')).toBe('/associazione');
    expect(legacyRedirectTarget('/En/Cavalli/ADA/')).toBe('/en/horses/ada');
  });

  it.each(nowPages)('leaves %s, now a page itself, alone', (pathname) => {
    expect(legacyRedirectTarget(pathname)).toBeNull();
  });

  it.each([
    ['a horse that had no page on the old site', '/it/cavalli/unknown-horse'],
    ['an unknown horse in English', '/en/horses/unknown-horse'],
    ['a named horse below another folder', '/it/chi-siamo/ada'],
    ['a named horse without a language', '/cavalli/ada'],
    ['a named horse one level too deep', '/it/cavalli/ada/foto'],
    ['another language', '/fr/home'],
    ['another language, bare', '/fr'],
    ['no language', '/home'],
    ['an unknown page', '/it/nonesiste'],
    ['a known page one level too deep', '/en/contacts/extra'],
    ['an empty segment', '/it//chi-siamo'],
    ['the root', '/'],
    ['an empty path', ''],
    ['a relative path', 'it/home'],
    ['a real events page', paths.events('it')],
    ['a real events page in English', paths.events('en')],
    ['a real event page', paths.event('it', 'festa')],
    ['the English circle form', paths.circleApplication('en')],
  ])('does not redirect %s (%s)', (_case, pathname) => {
    expect(legacyRedirectTarget(pathname)).toBeNull();
  });
});

describe('legacy redirect table', () => {
  it('holds exactly the pages this test lists', () => {
    const slugs = legacyPageRedirects.flatMap((entry) => entry.slugs);
    expect([...slugs].sort()).toEqual(expectedPages.map(([slug]) => slug).sort());
  });

  it('holds the 25 named horses of docs/product.md §2 and both horse folders', () => {
    expect([...legacyHorseNames]).toEqual(expectedHorses);
    expect([...legacyHorseFolders]).toEqual(['cavalli', 'horses']);
  });

  it('names each old page once, in lower case', () => {
    const slugs = legacyPageRedirects.flatMap((entry) => entry.slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toBe(slug.toLowerCase());
  });

  it('sends every old page to a page of the site in its language', () => {
    const pages = (language: 'it' | 'en') => [
      paths.home(language),
      paths.association(language),
      paths.support(language),
      paths.circles(language),
      paths.fivePerThousand(language),
      paths.contacts(language),
      paths.horses(language),
    ];
    for (const entry of legacyPageRedirects) {
      expect(pages('it')).toContain(entry.target.it);
      expect(pages('en')).toContain(entry.target.en);
    }
  });
});

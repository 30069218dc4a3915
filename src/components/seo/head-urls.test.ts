import {
  absoluteUrl,
  alternateLinks,
  buildPageTitle,
  canonicalUrl,
  normalisePath,
} from './head-urls';

const host = 'https://www.example.org';

describe('buildPageTitle', () => {
  it('joins the page title and the organisation with a pipe', () => {
    expect(buildPageTitle('Cavalli', 'Equinozio ODV')).toBe('Cavalli | Equinozio ODV');
  });

  it('uses the organisation alone when there is no page title', () => {
    expect(buildPageTitle(undefined, 'Equinozio ODV')).toBe('Equinozio ODV');
    expect(buildPageTitle('  ', 'Equinozio ODV')).toBe('Equinozio ODV');
    expect(buildPageTitle('Equinozio ODV', 'Equinozio ODV')).toBe('Equinozio ODV');
  });
});

describe('normalisePath', () => {
  it('drops query, hash and trailing slashes but keeps the root', () => {
    expect(normalisePath('/cavalli/?x=1#top')).toBe('/cavalli');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('contatti')).toBe('/contatti');
  });
});

describe('canonicalUrl', () => {
  it('is the site host plus the current path', () => {
    expect(canonicalUrl(host, '/cavalli/frodo')).toBe('https://www.example.org/cavalli/frodo');
    expect(canonicalUrl(`${host}/`, '/')).toBe('https://www.example.org/');
  });
});

describe('absoluteUrl', () => {
  it('prefixes paths with the host and leaves absolute URLs alone', () => {
    expect(absoluteUrl(host, '/web/headers/home.jpg')).toBe(
      'https://www.example.org/web/headers/home.jpg',
    );
    expect(absoluteUrl(host, 'https://cdn.example.net/a.jpg')).toBe(
      'https://cdn.example.net/a.jpg',
    );
  });
});

describe('alternateLinks', () => {
  it('lists the page, its counterpart and x-default (the Italian page)', () => {
    const both = [
      { hrefLang: 'it', href: 'https://www.example.org/associazione' },
      { hrefLang: 'en', href: 'https://www.example.org/en/association' },
      { hrefLang: 'x-default', href: 'https://www.example.org/associazione' },
    ];
    expect(alternateLinks(host, '/associazione')).toEqual(both);
    expect(alternateLinks(host, '/en/association/')).toEqual(both);
  });

  it('pairs the home pages, the horses by slug, the events and the forms', () => {
    const hrefs = (path: string) => alternateLinks(host, path).map((link) => link.href);
    expect(hrefs('/')).toEqual([`${host}/`, `${host}/en`, `${host}/`]);
    expect(hrefs('/en/horses/ada')).toEqual([
      `${host}/cavalli/ada`,
      `${host}/en/horses/ada`,
      `${host}/cavalli/ada`,
    ]);
    expect(hrefs('/it/eventi/festa')).toEqual([
      `${host}/it/eventi/festa`,
      `${host}/en/events/festa`,
      `${host}/it/eventi/festa`,
    ]);
    expect(hrefs('/en/circle-application')).toEqual([
      `${host}/sostienici/cerchie/candidatura-cerchia`,
      `${host}/en/circle-application`,
      `${host}/sostienici/cerchie/candidatura-cerchia`,
    ]);
  });

  it('lists nothing for an address that is no public page', () => {
    expect(alternateLinks(host, '/admin/horses')).toEqual([]);
    expect(alternateLinks(host, '/it/associazione')).toEqual([]);
    expect(alternateLinks(host, '/en/sostienici')).toEqual([]);
  });
});

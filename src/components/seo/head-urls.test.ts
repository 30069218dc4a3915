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
  it('builds {host}/{language}/{path} for Italian and English', () => {
    expect(alternateLinks(host, '/associazione')).toEqual([
      { language: 'it', href: 'https://www.example.org/it/associazione' },
      { language: 'en', href: 'https://www.example.org/en/associazione' },
    ]);
  });

  it('maps the home page to the bare language prefix', () => {
    expect(alternateLinks(host, '/').map((link) => link.href)).toEqual([
      'https://www.example.org/it',
      'https://www.example.org/en',
    ]);
  });

  it('does not double a language prefix already in the path', () => {
    expect(alternateLinks(host, '/en/circle-application').map((link) => link.href)).toEqual([
      'https://www.example.org/it/circle-application',
      'https://www.example.org/en/circle-application',
    ]);
  });

  it('uses the page overrides for translated paths', () => {
    expect(
      alternateLinks(host, '/it/eventi/festa', { it: '/it/eventi/festa', en: '/en/events/festa' }),
    ).toEqual([
      { language: 'it', href: 'https://www.example.org/it/eventi/festa' },
      { language: 'en', href: 'https://www.example.org/en/events/festa' },
    ]);
  });
});

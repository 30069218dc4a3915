import { isSiteLanguage, normaliseSiteUrl } from './site';

describe('normaliseSiteUrl', () => {
  it('defaults to the local dev server', () => {
    expect(normaliseSiteUrl(undefined)).toBe('http://localhost:5173');
    expect(normaliseSiteUrl('  ')).toBe('http://localhost:5173');
  });

  it('trims spaces and trailing slashes', () => {
    expect(normaliseSiteUrl(' https://www.example.org// ')).toBe('https://www.example.org');
  });
});

describe('isSiteLanguage', () => {
  it('accepts the site languages only', () => {
    expect(isSiteLanguage('it')).toBe(true);
    expect(isSiteLanguage('en')).toBe(true);
    expect(isSiteLanguage('fr')).toBe(false);
    expect(isSiteLanguage(undefined)).toBe(false);
  });
});

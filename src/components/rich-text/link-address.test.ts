import { isAllowedHref, linkHref } from './link-address';

describe('linkHref', () => {
  it.each([
    ['https://www.example.org/cavalli', 'https://www.example.org/cavalli'],
    ['  http://example.org  ', 'http://example.org'],
    ['www.example.org', 'https://www.example.org'],
    ['example.org/sostienici?x=1', 'https://example.org/sostienici?x=1'],
    ['info@example.org', 'mailto:info@example.org'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['+39 0000 123 456', 'tel:+390000123456'],
    ['0000-123.456', 'tel:0000123456'],
    ['tel:+390000123456', 'tel:+390000123456'],
    ['/sostienici', '/sostienici'],
  ])('makes %j a link to %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.org',
    'https://',
    '//evil.example',
    '/\\evil.example',
    'due parole',
    'cavallo',
    '1.5',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeUndefined();
  });
});

describe('isAllowedHref', () => {
  it('keeps http(s), mailto, tel and paths of this site only', () => {
    expect(
      ['https://a.it', 'HTTP://a.it', 'mailto:a@b.it', 'tel:1', '/a'].map(isAllowedHref),
    ).toEqual([true, true, true, true, true]);
    expect(
      [
        'javascript:x',
        ' javascript:x',
        'vbscript:x',
        'data:x',
        'ftp://a',
        '//a',
        '/\\a',
        'a.it',
      ].map(isAllowedHref),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});

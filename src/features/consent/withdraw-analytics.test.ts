// @vitest-environment jsdom
import {
  analyticsCookieNames,
  clearAnalyticsCookies,
  cookieDomains,
  withdrawAnalytics,
} from './withdraw-analytics';

function clearAllCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

describe('withdrawing analytics consent', () => {
  afterEach(clearAllCookies);

  it('recognises the Google Analytics cookies only', () => {
    expect(
      analyticsCookieNames('_ga=GA1.1.1; _ga_ABC123=GS1; _gid=x; _gat_gtag=1; gallery=1'),
    ).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_gtag']);
    expect(analyticsCookieNames('')).toEqual([]);
  });

  it('lists the host and each parent domain, not the bare top-level domain', () => {
    expect(cookieDomains('www.equinozio.org')).toEqual(['www.equinozio.org', 'equinozio.org']);
    expect(cookieDomains('localhost')).toEqual([]);
  });

  it('deletes the analytics cookies and keeps the others', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST=GS1.1; path=/';
    document.cookie = 'other=1; path=/';
    clearAnalyticsCookies();
    expect(document.cookie).toBe('other=1');
  });

  it('reloads the page after clearing, so the analytics SDK is gone', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    const reload = vi.fn();
    withdrawAnalytics(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toBe('');
  });
});

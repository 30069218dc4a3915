import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { headFacts, type PageHeadFacts } from '../../scripts/prerender/sitemap.ts';
import { association } from '#src/config/association.ts';
import { testSiteDir } from '../support/test-site.ts';
import { expect, test } from './support/fixtures.ts';

// A check over the built HTML, as a search engine reads it: every language link of every page is a
// page of the build, indexable, in its language, and links back; the sitemap lists exactly those;
// every title and heading says something once.

interface BuiltPage extends PageHeadFacts {
  readonly address: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') && name !== 'app.html' ? [path] : [];
  });
}

/** The site's address as the build knows it: the home page's canonical. */
function builtSiteUrl(): string {
  const home = headFacts(readFileSync(join(testSiteDir, 'index.html'), 'utf8'));
  return (home.canonical ?? '').replace(/\/$/, '');
}

function builtPages(): Map<string, BuiltPage> {
  const siteUrl = builtSiteUrl();
  const pages = new Map<string, BuiltPage>();
  for (const file of htmlFiles(testSiteDir)) {
    const path = `/${relative(testSiteDir, file).replace(/\.html$/, '')}`;
    const address = `${siteUrl}${path === '/index' ? '/' : path}`;
    pages.set(address, { address, ...headFacts(readFileSync(file, 'utf8')) });
  }
  return pages;
}

const informationPages: [italian: string, english: string][] = [
  ['/', '/en'],
  ['/associazione', '/en/association'],
  ['/sostienici', '/en/support-us'],
  ['/sostienici/cerchie', '/en/support-us/circles'],
  ['/sostienici/cinque-x-mille', '/en/support-us/five-per-thousand'],
  ['/cavalli', '/en/horses'],
  ['/cavalli/ada', '/en/horses/ada'],
  ['/contatti', '/en/contacts'],
  ['/privacy', '/en/privacy'],
  ['/it/eventi', '/en/events'],
];

// Reached only from a mail's link, with the member's key: built, never indexed.
const unindexedPages = ['/it/disiscrizione', '/en/unsubscribe'];

test('every language link is an indexable page of the build, in its language, linking back', () => {
  const pages = builtPages();
  expect(pages.size).toBeGreaterThan(40);
  const unindexed = [...pages.values()].filter((page) => page.noindex);
  expect(unindexed.map((page) => new URL(page.address).pathname).sort()).toEqual(
    [...unindexedPages].sort(),
  );
  for (const page of pages.values()) {
    if (page.noindex) continue;
    expect(page.canonical, page.address).toBe(page.address);
    const links = new Map(page.alternates.map((link) => [link.hrefLang, link.href]));
    expect([...links.keys()].sort(), page.address).toEqual(['en', 'it', 'x-default']);
    expect(links.get(page.lang ?? ''), `${page.address} lists itself`).toBe(page.address);
    expect(links.get('x-default'), page.address).toBe(links.get('it'));
    for (const [hrefLang, href] of links) {
      const target = pages.get(href);
      expect(target, `${page.address} -> ${href} is a built page`).toBeDefined();
      expect(target?.noindex, `${href} is indexable`).toBe(false);
      if (hrefLang !== 'x-default') expect(target?.lang, href).toBe(hrefLang);
      expect(
        target?.alternates.some((link) => link.href === page.address),
        `${href} links back to ${page.address}`,
      ).toBe(true);
    }
  }
});

test('every Italian information page has its English counterpart', () => {
  const siteUrl = builtSiteUrl();
  const pages = builtPages();
  for (const [italian, english] of informationPages) {
    const page = pages.get(`${siteUrl}${italian}`);
    expect(page?.lang, italian).toBe('it');
    expect(pages.get(`${siteUrl}${english}`)?.lang, english).toBe('en');
    expect(page?.alternates).toContainEqual({ hrefLang: 'en', href: `${siteUrl}${english}` });
  }
});

test('the sitemap lists exactly the indexable pages, each with its alternates', () => {
  const siteUrl = builtSiteUrl();
  const pages = builtPages();
  const xml = readFileSync(join(testSiteDir, 'sitemap.xml'), 'utf8');
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const indexable = [...pages.values()].filter((page) => !page.noindex).map((page) => page.address);
  expect([...listed].sort()).toEqual([...indexable].sort());
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/association"/>`,
  );
  expect(readFileSync(join(testSiteDir, 'robots.txt'), 'utf8')).toContain(
    `Sitemap: ${siteUrl}/sitemap.xml`,
  );
});

/** The text of some HTML, as a reader sees it. */
const shownText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

test('every page has one title naming the association once, and no heading repeats the one above', () => {
  const files = htmlFiles(testSiteDir);
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const at = relative(testSiteDir, file);
    const html = readFileSync(file, 'utf8');
    const titles = [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/g)].map((found) =>
      shownText(found[1] ?? ''),
    );
    expect(titles, `${at}: one title`).toHaveLength(1);
    const parts = (titles[0] ?? '').split(' | ');
    expect(parts.at(-1), `${at}: the title ends with the association`).toBe(association.name);
    expect(new Set(parts).size, `${at}: "${titles[0]}" says something twice`).toBe(parts.length);
    const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((found) =>
      shownText(found[2] ?? '').toLowerCase(),
    );
    const repeated = headings.filter((heading, index) => heading === headings[index - 1]);
    expect(repeated, `${at}: a heading right under the same one`).toEqual([]);
  }
});

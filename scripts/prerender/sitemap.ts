/** What a built page says of itself in its head: its address, its language versions, noindex. */
export interface PageHeadFacts {
  readonly canonical: string | undefined;
  readonly alternates: readonly { readonly hrefLang: string; readonly href: string }[];
  readonly noindex: boolean;
  readonly lang: string | undefined;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Read from the HTML as a crawler reads it: the head's canonical, alternates and robots tags. */
export function headFacts(html: string): PageHeadFacts {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const links = head.match(/<link\b[^>]*>/gi) ?? [];
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  const canonicalTag = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  const canonical = canonicalTag && attribute(canonicalTag, 'href');
  const alternates = links.flatMap((tag) => {
    const hrefLang = attribute(tag, 'hreflang');
    const href = attribute(tag, 'href');
    return attribute(tag, 'rel') === 'alternate' && hrefLang && href
      ? [{ hrefLang, href: unescape(href) }]
      : [];
  });
  const noindex = metas.some(
    (tag) =>
      attribute(tag, 'name') === 'robots' && /noindex/i.test(attribute(tag, 'content') ?? ''),
  );
  const lang = /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
  return { canonical: canonical && unescape(canonical), alternates, noindex, lang };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every indexable built page with its language versions, as search engines read a sitemap. */
export function sitemapXml(pages: readonly PageHeadFacts[]): string {
  const urls = pages
    .filter((page) => !page.noindex && page.canonical)
    .map((page) => {
      const links = page.alternates.map(
        ({ hrefLang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeXml(page.canonical ?? '')}</loc>`,
        ...links,
        `  </url>`,
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt as published, naming the sitemap by its full address. */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const kept = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${kept}\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

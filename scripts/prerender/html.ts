import type { SiteLanguage } from '../../src/config/site.ts';
import {
  prerenderDataId,
  serializePrerenderData,
  type PrerenderData,
} from '../../src/app/prerender-data.ts';

/** The app shell: the built index.html as is, served for every path that has no page of its own. */
export const spaShellFile = 'app.html';

/** A `<title>`, `<meta>` or `<link>` that React 19 placed before the page's markup. */
const headTag = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)/;

/** Splits React's render into the head tags it hoisted first and the body markup after them. */
export function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = headTag.exec(rest); match; match = headTag.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

/**
 * Puts a rendered page into the built template: its head tags replace the template's defaults
 * (marked `data-default-head`), its markup fills `#root`, its data follows as inert JSON, and
 * `<html lang>` names its language.
 */
export function injectPage(
  template: string,
  html: string,
  data: PrerenderData,
  language: SiteLanguage = 'it',
): string {
  const { head, body } = splitHead(html);
  const withoutDefaults = template
    .replace(/\s*<!--[^>]*the app replaces them[^>]*-->/, '')
    .replace(/\s*<(title|meta)\b[^>]*data-default-head[^>]*?(?:\/>|>[^<]*<\/\1>|>)/g, '');
  if (!withoutDefaults.includes('<div id="root"></div>')) {
    throw new Error('The built index.html has no empty <div id="root"></div>');
  }
  const json = Object.keys(data).length
    ? `<script type="application/json" id="${prerenderDataId}">${serializePrerenderData(data)}</script>`
    : '';
  return withoutDefaults
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${json}`);
}

import type { SiteLanguage } from '#src/config/site.ts';
import {
  prerenderDataId,
  serializePrerenderData,
  type PrerenderData,
} from '#src/app/prerender-data.ts';

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

const emptyRoot = '<div id="root"></div>';
const headEnd = '</head>';

/**
 * The JSON of a page's data, checked to be inert inside `<script type="application/json">`: with no
 * `<` at all, nothing in it can end the element (`</script`) or start a comment (`<!--`) that would
 * swallow the rest of the page. U+2028 and U+2029 need no escape: they are plain characters to HTML
 * and to JSON.parse, and the JSON never runs as a script.
 */
function dataScript(data: PrerenderData): string {
  if (!Object.keys(data).length) return '';
  const json = serializePrerenderData(data);
  if (json.includes('<')) throw new Error('The page data would not be inert inside <script>');
  return `<script type="application/json" id="${prerenderDataId}">${json}</script>`;
}

/**
 * Puts a rendered page into the built template: its head tags replace the template's defaults
 * (marked `data-default-head`), its markup fills `#root`, its data follows as inert JSON,
 * `<html lang>` names its language, and the `<noscript>` message (the app shell's) is dropped. Rendered markup and data are spliced in by position, never as
 * `String.replace` replacement strings, so a `$&` or `` $` `` in a horse's text stays as it is.
 */
export function injectPage(
  template: string,
  html: string,
  data: PrerenderData,
  language: SiteLanguage = 'it',
): string {
  const { head, body } = splitHead(html);
  const page = template
    .replace(/\s*<!--[^>]*the app replaces them[^>]*-->/, '')
    .replace(/\s*<(title|meta)\b[^>]*data-default-head[^>]*?(?:\/>|>[^<]*<\/\1>|>)/g, '')
    // The template's "needs JavaScript" message is for the app shell: this page works without it.
    .replace(/\s*<noscript>[^<]*<\/noscript>/g, '')
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  const headAt = page.indexOf(headEnd);
  if (headAt < 0) throw new Error('The built index.html has no </head>');
  const rootAt = page.indexOf(emptyRoot, headAt);
  if (rootAt < 0) throw new Error('The built index.html has no empty <div id="root"></div>');
  return [
    page.slice(0, headAt),
    head,
    page.slice(headAt, rootAt),
    `<div id="root">${body}</div>`,
    dataScript(data),
    page.slice(rootAt + emptyRoot.length),
  ].join('');
}

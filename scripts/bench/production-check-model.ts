// The pure part of the bench's production-shaped check (production-check.ts drives the browser): a
// build with an App Check site key must not make a visitor's page fetch reCAPTCHA or query
// Firestore before the visitor does anything; a form may start reCAPTCHA once it is touched.
import { markdownTable, type Row } from './report.ts';
import { classifyRequest, type ClassifyOptions, type RequestClass } from './requests.ts';

/** What one page of the production-shaped build requested. */
export interface CheckedPage {
  path: string;
  /** The page's address. */
  url: string;
  /** Every request until the page was idle, with nothing touched. */
  before: readonly string[];
  /** For a form: every request after its first field was focused (undefined on other pages). */
  afterInteraction?: readonly string[];
}

/** A request that must not be made before any interaction. */
export interface Finding {
  path: string;
  pageUrl: string;
  kind: Exclude<RequestClass, 'other'>;
  url: string;
}

export const classLabels: Record<Exclude<RequestClass, 'other'>, string> = {
  recaptcha: 'reCAPTCHA',
  firestore: 'Firestore',
};

/** Every reCAPTCHA or Firestore request made before any interaction, page by page. */
export function findingsOf(
  pages: readonly CheckedPage[],
  options: ClassifyOptions = {},
): Finding[] {
  return pages.flatMap((page) =>
    page.before.flatMap((url): Finding[] => {
      const kind = classifyRequest(url, options);
      return kind === 'other' ? [] : [{ path: page.path, pageUrl: page.url, kind, url }];
    }),
  );
}

/** The first reCAPTCHA request after the form's first field was focused, if any. */
export function recaptchaAfterInteraction(
  page: CheckedPage,
  options: ClassifyOptions = {},
): string | undefined {
  return page.afterInteraction?.find((url) => classifyRequest(url, options) === 'recaptcha');
}

/**
 * What focusing a form's first field did, in words: reCAPTCHA requested then, or not (and whether
 * it had been already, before any interaction). Undefined on a page that is not a form.
 */
export function interactionOutcome(
  page: CheckedPage,
  options: ClassifyOptions = {},
): string | undefined {
  if (page.afterInteraction === undefined) return undefined;
  if (recaptchaAfterInteraction(page, options)) return 'reCAPTCHA requested';
  const before = page.before.some((url) => classifyRequest(url, options) === 'recaptcha');
  return before ? 'no new request (reCAPTCHA was already loaded)' : 'no reCAPTCHA request';
}

export interface CheckVerdict {
  ok: boolean;
  /** One line per offending request (page, what, URL); empty when ok. */
  problems: string[];
}

/** Fails on any finding, naming the page, what it requested and the URL. */
export function checkVerdict(findings: readonly Finding[]): CheckVerdict {
  return {
    ok: findings.length === 0,
    problems: findings.map(
      (finding) =>
        `${finding.path} (${finding.pageUrl}) requested ${classLabels[finding.kind]} before any ` +
        `interaction: ${finding.url}`,
    ),
  };
}

/**
 * The budget table's row: no page requests reCAPTCHA or Firestore before any interaction. It names
 * up to three offending pages; more are counted (the production table names each).
 */
export function productionCheckRow(
  pages: readonly CheckedPage[],
  findings: readonly Finding[],
): Row {
  const offending = [...new Set(findings.map((finding) => finding.path))];
  const kinds = (path: string) =>
    [...new Set(findings.filter((f) => f.path === path).map((f) => classLabels[f.kind]))].join(
      ' + ',
    );
  const pagesWith = (kind: Finding['kind']) =>
    new Set(findings.filter((f) => f.kind === kind).map((f) => f.path)).size;
  const value =
    offending.length === 0
      ? 'none'
      : offending.length <= 3
        ? offending.map((path) => `${path} (${kinds(path)})`).join(', ')
        : `${offending.length} of ${pages.length} pages: reCAPTCHA on ${pagesWith('recaptcha')}, ` +
          `Firestore on ${pagesWith('firestore')}`;
  return {
    figure:
      `Production-shaped build (App Check key): reCAPTCHA or Firestore requested before any ` +
      `interaction, on ${pages.length} pages`,
    value,
    budget: 'none',
    ok: offending.length === 0,
  };
}

/** Per page: what it requested with nothing touched and, for a form, once its first field is. */
export function productionCheckTable(
  pages: readonly CheckedPage[],
  options: ClassifyOptions = {},
): string {
  const count = (urls: readonly string[], kind: RequestClass) =>
    urls.filter((url) => classifyRequest(url, options) === kind).length;
  const before = (page: CheckedPage) => {
    const found = (['recaptcha', 'firestore'] as const)
      .map((kind) => [kind, count(page.before, kind)] as const)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${classLabels[kind]} (${n})`);
    return found.length ? found.join(', ') : 'nothing';
  };
  const after = (page: CheckedPage) => interactionOutcome(page, options) ?? '';
  return markdownTable(
    [
      'Page',
      'reCAPTCHA or Firestore before any interaction',
      'After focusing the first field (forms)',
    ],
    pages.map((page) => [page.path, before(page), after(page)]),
  );
}

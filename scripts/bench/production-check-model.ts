import { markdownTable, type Row } from './report.ts';
import { classifyRequest, type ClassifyOptions, type RequestClass } from './requests.ts';

export interface CheckedPage {
  path: string;
  url: string;
  before: readonly string[];
  afterInteraction?: readonly string[];
}

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

export function recaptchaAfterInteraction(
  page: CheckedPage,
  options: ClassifyOptions = {},
): string | undefined {
  return page.afterInteraction?.find((url) => classifyRequest(url, options) === 'recaptcha');
}

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
  problems: string[];
}

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

/** Names up to three offending pages; the production table names each. */
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

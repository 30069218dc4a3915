/**
 * Content-Security-Policy as data: parse the header of firebase.json, check it, add the local
 * emulator origins for the served browser tests, and write it back. See
 * docs/decisions/0020-hosting-and-csp.md.
 */

/** A policy: directive name -> its sources (in order; empty for value-less directives). */
export type CspPolicy = Map<string, string[]>;

/** Fetch directives (their value is a source list) of CSP Level 3. */
const fetchDirectives = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
] as const;

/** Other directives whose value is a source list. */
const sourceListDirectives = [...fetchDirectives, 'base-uri', 'form-action', 'frame-ancestors'];

/** Every directive this module knows; anything else in the policy is reported as unknown. */
export const knownDirectives: readonly string[] = [
  ...sourceListDirectives,
  'sandbox',
  'report-uri',
  'report-to',
  'upgrade-insecure-requests',
  'require-trusted-types-for',
  'trusted-types',
];

const keywords = [
  "'self'",
  "'none'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'strict-dynamic'",
  "'unsafe-hashes'",
  "'report-sample'",
  "'wasm-unsafe-eval'",
];

/** `https:`, `data:`… */
const schemeSource = /^[a-z][a-z0-9+.-]*:$/;
/** `'nonce-…'`, `'sha256-…'` */
const nonceOrHash = /^'(nonce-[A-Za-z0-9+/_-]+=*|sha(256|384|512)-[A-Za-z0-9+/_-]+=*)'$/;
/** `https://maps.googleapis.com`, `https://*.example.org`, `http://127.0.0.1:8080`, with a path. */
const hostSource =
  /^(?:(?<scheme>[a-z][a-z0-9+.-]*):\/\/)?(?<host>\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?<port>\d{1,5}|\*))?(?<path>\/[^\s;,]*)?$/i;

/** Parses a policy. Directive names are lower-cased; sources keep their case. */
export function parseCsp(header: string): CspPolicy {
  const policy: CspPolicy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    // As browsers do, the first occurrence of a directive wins; a repeat is an error (see lintCsp).
    if (!policy.has(directive)) policy.set(directive, sources);
  }
  return policy;
}

export function serializeCsp(policy: CspPolicy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** True when a source is well formed for a source-list directive. */
export function isWellFormedSource(source: string): boolean {
  if (keywords.includes(source)) return true;
  if (nonceOrHash.test(source)) return true;
  if (schemeSource.test(source)) return true;
  if (source.startsWith("'")) return false;
  const match = hostSource.exec(source);
  if (!match?.groups) return false;
  const port = match.groups.port;
  return port === undefined || port === '*' || Number(port) <= 65_535;
}

/**
 * Every problem of a policy's syntax: unknown or repeated directives, malformed sources, `'none'`
 * mixed with other sources, values on value-less directives. Empty when the policy is well formed.
 */
export function lintCsp(header: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (name !== directive) problems.push(`${name}: directive names are written in lower case`);
    if (seen.has(directive)) problems.push(`${directive}: repeated (browsers ignore the repeat)`);
    seen.add(directive);
    if (!knownDirectives.includes(directive)) {
      problems.push(`${directive}: unknown directive`);
      continue;
    }
    if (directive === 'upgrade-insecure-requests' && sources.length > 0) {
      problems.push(`${directive}: takes no value`);
    }
    if (!sourceListDirectives.includes(directive)) continue;
    if (sources.length === 0) problems.push(`${directive}: no source (write 'none' to block all)`);
    if (sources.includes("'none'") && sources.length > 1) {
      problems.push(`${directive}: 'none' must stand alone`);
    }
    for (const source of sources) {
      if (!isWellFormedSource(source)) problems.push(`${directive}: malformed source ${source}`);
    }
  }
  return problems;
}

/** The sources that govern scripts: script-src, or default-src when there is none. */
export function scriptSources(policy: CspPolicy): string[] {
  const own = ['script-src', 'script-src-elem', 'script-src-attr'].flatMap(
    (name) => policy.get(name) ?? [],
  );
  return policy.has('script-src') ? own : [...own, ...(policy.get('default-src') ?? [])];
}

/**
 * Script sources that let an attacker's script run: wildcards (`*`, `*.host`, a bare scheme such as
 * `https:`, `data:`, `blob:`), `'unsafe-inline'` and `'unsafe-eval'`.
 */
export function unsafeScriptSources(policy: CspPolicy): string[] {
  return scriptSources(policy).filter(
    (source) =>
      source === "'unsafe-inline'" ||
      source === "'unsafe-eval'" ||
      source.includes('*') ||
      schemeSource.test(source),
  );
}

/**
 * The policy with more sources in some directives (for the served tests, the local emulators' origins).
 * A directive that is absent falls back to default-src, so it starts from default-src's sources.
 */
export function withExtraSources(
  header: string,
  extra: Readonly<Record<string, readonly string[]>>,
): string {
  const policy = parseCsp(header);
  for (const [directive, sources] of Object.entries(extra)) {
    const current = policy.get(directive) ?? policy.get('default-src') ?? [];
    const merged = current.filter((source) => source !== "'none'");
    for (const source of sources) if (!merged.includes(source)) merged.push(source);
    policy.set(directive, merged);
  }
  return serializeCsp(policy);
}

/**
 * The inline `<script>` elements of an HTML page that would run (and that the CSP refuses): without
 * `src`, and not a data block such as the prerendered pages' `type="application/json"`.
 */
export function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type.includes('javascript');
    })
    .map(([tag]) => tag);
}

// Content-Security-Policy as data (docs/decisions/0020-hosting-and-csp.md).

export type CspPolicy = Map<string, string[]>;

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

const sourceListDirectives = [...fetchDirectives, 'base-uri', 'form-action', 'frame-ancestors'];

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

const schemeSource = /^[a-z][a-z0-9+.-]*:$/;
const nonceOrHash = /^'(nonce-[A-Za-z0-9+/_-]+=*|sha(256|384|512)-[A-Za-z0-9+/_-]+=*)'$/;
const hostSource =
  /^(?:(?<scheme>[a-z][a-z0-9+.-]*):\/\/)?(?<host>\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?<port>\d{1,5}|\*))?(?<path>\/[^\s;,]*)?$/i;

export function parseCsp(header: string): CspPolicy {
  const policy: CspPolicy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    // As browsers do, the first occurrence of a directive wins; lintCsp reports the repeat.
    if (!policy.has(directive)) policy.set(directive, sources);
  }
  return policy;
}

export function serializeCsp(policy: CspPolicy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

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

export function scriptSources(policy: CspPolicy): string[] {
  const own = ['script-src', 'script-src-elem', 'script-src-attr'].flatMap(
    (name) => policy.get(name) ?? [],
  );
  return policy.has('script-src') ? own : [...own, ...(policy.get('default-src') ?? [])];
}

export function unsafeScriptSources(policy: CspPolicy): string[] {
  return scriptSources(policy).filter(
    (source) =>
      source === "'unsafe-inline'" ||
      source === "'unsafe-eval'" ||
      source.includes('*') ||
      schemeSource.test(source),
  );
}

/** An absent directive falls back to default-src, so it starts from default-src's sources. */
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

/** Not a data block such as the prerendered pages' `type="application/json"`. */
export function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type.includes('javascript');
    })
    .map(([tag]) => tag);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { repoRoot } from '../emulator-config.ts';
import { withExtraSources } from './csp.ts';
import type { HostingRedirectRule } from './hosting-redirects.ts';

/** A header rule of firebase.json's `hosting.headers`: a glob `source` or an RE2 `regex`. */
export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

/** The part of firebase.json's `hosting` this project uses. */
export interface HostingConfig {
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  /** Generated from the app's legacy redirect table (scripts/hosting-redirects.ts). */
  redirects?: HostingRedirectRule[];
  rewrites?: { source: string; destination: string }[];
  headers?: HostingHeaderRule[];
  [key: string]: unknown;
}

/** The `hosting` block of the repository's firebase.json. */
export function readHostingConfig(file = join(repoRoot, 'firebase.json')): HostingConfig {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig };
  if (!json.hosting) throw new Error(`${file}: no "hosting" block`);
  return json.hosting;
}

/** The value of a header set by the rule whose source is exactly `source` (e.g. `**`). */
export function headerOf(hosting: HostingConfig, source: string, key: string): string | undefined {
  const rule = hosting.headers?.find((candidate) => candidate.source === source);
  return rule?.headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

const cspKey = 'content-security-policy';

// Hosting matches every header rule against the request path (before rewrites: /admin/horses is
// matched as itself, not as the app.html it is served from) and applies all that match. The Hosting
// emulator (superstatic) matches with these two functions; the checks below use them too, so that
// they agree with what the served tests are served.
const fromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
);
const fromSuperstatic = createRequire(fromFirebaseTools.resolve('superstatic/package.json'));
const { configMatcher } = fromSuperstatic('./lib/utils/patterns.js') as {
  configMatcher(path: string, rule: { source?: string; regex?: string }): boolean;
};
const slasher = fromSuperstatic('glob-slasher') as (path: string) => string;

/** The header rules of the hosting block that apply to a request for `path`. */
export function rulesMatching(hosting: HostingConfig, path: string): HostingHeaderRule[] {
  return (hosting.headers ?? []).filter((rule) =>
    configMatcher(slasher(path), {
      ...(rule.source === undefined ? {} : { source: slasher(rule.source) }),
      ...(rule.regex === undefined ? {} : { regex: rule.regex }),
    }),
  );
}

/** The values of header `key` that Hosting sends for `path`, one per matching rule. */
export function headerValuesAt(hosting: HostingConfig, path: string, key: string): string[] {
  return rulesMatching(hosting, path).flatMap((rule) =>
    rule.headers
      .filter((header) => header.key.toLowerCase() === key.toLowerCase())
      .map((header) => header.value),
  );
}

/**
 * The Content-Security-Policy of a path. Exactly one rule may set it: a browser enforces every
 * policy it receives, so two would leave only what both allow (docs/decisions/0028).
 */
export function policyAt(hosting: HostingConfig, path: string): string {
  const policies = headerValuesAt(hosting, path, cspKey);
  if (policies.length !== 1) {
    throw new Error(
      `firebase.json: ${policies.length} Content-Security-Policy rules match ${path}; one must.`,
    );
  }
  return policies[0] ?? '';
}

/** The public site's policy (every path outside /admin) and the back office's. */
export function sitePolicies(hosting: HostingConfig): { site: string; admin: string } {
  return { site: policyAt(hosting, '/'), admin: policyAt(hosting, '/admin') };
}

/** Every distinct Content-Security-Policy that firebase.json sets, on any path. */
export function allPolicies(hosting: HostingConfig): string[] {
  const values = (hosting.headers ?? []).flatMap((rule) =>
    rule.headers.filter((header) => header.key.toLowerCase() === cspKey).map((h) => h.value),
  );
  return [...new Set(values)];
}

/** Origins the emulator-mode app talks to (tools/emulator-config.ts). */
export interface EmulatorOrigins {
  /** Firestore, Auth and Storage: fetched by the SDKs. */
  connect: string[];
  /** Storage: the public media URLs of images. */
  img: string[];
}

/**
 * The hosting config the served tests run with: the production one, with `public` pointing at the
 * emulator-mode build and every CSP widened by exactly the local emulators' origins (the
 * emulator-mode app talks to them instead of *.googleapis.com). `configDir` is the folder the
 * generated firebase.json goes to: firebase-tools resolves `public` relative to it.
 */
export function servedHostingConfig(
  hosting: HostingConfig,
  options: { publicDir: string; configDir: string; origins: EmulatorOrigins },
): HostingConfig {
  const extra = { 'connect-src': options.origins.connect, 'img-src': options.origins.img };
  return {
    ...hosting,
    public: relative(options.configDir, options.publicDir) || '.',
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === cspKey
          ? { ...header, value: withExtraSources(header.value, extra) }
          : header,
      ),
    })),
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { repoRoot } from '../emulator-config.ts';
import { withExtraSources } from './csp.ts';
import type { HostingRedirectRule } from './hosting-redirects.ts';

export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface HostingConfig {
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: HostingRedirectRule[];
  rewrites?: { source: string; destination: string }[];
  headers?: HostingHeaderRule[];
  [key: string]: unknown;
}

export function readHostingConfig(file = join(repoRoot, 'firebase.json')): HostingConfig {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig };
  if (!json.hosting) throw new Error(`${file}: no "hosting" block`);
  return json.hosting;
}

export function headerOf(hosting: HostingConfig, source: string, key: string): string | undefined {
  const rule = hosting.headers?.find((candidate) => candidate.source === source);
  return rule?.headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

const cspKey = 'content-security-policy';

// Hosting applies every header rule matching the path, before rewrites; these are the emulator's
// own matchers, so the checks agree with what the served tests are served.
const fromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
);
const fromSuperstatic = createRequire(fromFirebaseTools.resolve('superstatic/package.json'));
const { configMatcher } = fromSuperstatic('./lib/utils/patterns.js') as {
  configMatcher(path: string, rule: { source?: string; regex?: string }): boolean;
};
const slasher = fromSuperstatic('glob-slasher') as (path: string) => string;

export function rulesMatching(hosting: HostingConfig, path: string): HostingHeaderRule[] {
  return (hosting.headers ?? []).filter((rule) =>
    configMatcher(slasher(path), {
      ...(rule.source === undefined ? {} : { source: slasher(rule.source) }),
      ...(rule.regex === undefined ? {} : { regex: rule.regex }),
    }),
  );
}

export function headerValuesAt(hosting: HostingConfig, path: string, key: string): string[] {
  return rulesMatching(hosting, path).flatMap((rule) =>
    rule.headers
      .filter((header) => header.key.toLowerCase() === key.toLowerCase())
      .map((header) => header.value),
  );
}

/** One rule only: a browser enforces every policy it gets, so two allow their intersection (0028). */
export function policyAt(hosting: HostingConfig, path: string): string {
  const policies = headerValuesAt(hosting, path, cspKey);
  if (policies.length !== 1) {
    throw new Error(
      `firebase.json: ${policies.length} Content-Security-Policy rules match ${path}; one must.`,
    );
  }
  return policies[0] ?? '';
}

export function sitePolicies(hosting: HostingConfig): { site: string; admin: string } {
  return { site: policyAt(hosting, '/'), admin: policyAt(hosting, '/admin') };
}

export function allPolicies(hosting: HostingConfig): string[] {
  const values = (hosting.headers ?? []).flatMap((rule) =>
    rule.headers.filter((header) => header.key.toLowerCase() === cspKey).map((h) => h.value),
  );
  return [...new Set(values)];
}

export interface EmulatorOrigins {
  connect: string[];
  img: string[];
}

/** firebase-tools resolves `public` relative to `configDir`, the generated firebase.json's folder. */
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

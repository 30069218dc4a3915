import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../emulator-config.ts';
import { withExtraSources } from './csp.ts';

/** A header rule of firebase.json's `hosting.headers`. */
export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The part of firebase.json's `hosting` this project uses. */
export interface HostingConfig {
  public: string;
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
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

/** The site's Content-Security-Policy: the one set on every path (`**`). */
export function contentSecurityPolicy(hosting: HostingConfig): string {
  const policy = headerOf(hosting, '**', 'Content-Security-Policy');
  if (!policy) throw new Error('firebase.json: hosting sets no Content-Security-Policy on "**"');
  return policy;
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
 * emulator-mode build and the CSP widened by exactly the local emulators' origins (the emulator-mode
 * app talks to them instead of *.googleapis.com). `configDir` is the folder the generated
 * firebase.json goes to: firebase-tools resolves `public` relative to it.
 */
export function servedHostingConfig(
  hosting: HostingConfig,
  options: { publicDir: string; configDir: string; origins: EmulatorOrigins },
): HostingConfig {
  const policy = withExtraSources(contentSecurityPolicy(hosting), {
    'connect-src': options.origins.connect,
    'img-src': options.origins.img,
  });
  return {
    ...hosting,
    public: relative(options.configDir, options.publicDir) || '.',
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy' && rule.source === '**'
          ? { ...header, value: policy }
          : header,
      ),
    })),
  };
}

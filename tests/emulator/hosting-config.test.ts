import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readEmulatorConfig, repoRoot } from '../../tools/emulator-config.ts';
import {
  lintCsp,
  runnableInlineScripts,
  parseCsp,
  unsafeScriptSources,
  withExtraSources,
} from '../../tools/hosting/csp.ts';
import {
  contentSecurityPolicy,
  headerOf,
  readHostingConfig,
  servedHostingConfig,
} from '../../tools/hosting/hosting-config.ts';
import { spaShellFile } from '../../scripts/prerender/html.ts';
import {
  freePort,
  startHostingEmulator,
  type HostingEmulator,
} from '../../tools/hosting/hosting-emulator.ts';

// firebase.json's hosting block (docs/decisions/0020-hosting-and-csp.md): the policy is well formed
// and strict, and the Hosting emulator serves prerendered pages, the SPA fallback and the caching
// headers as intended.

const hosting = readHostingConfig();

const policyText = contentSecurityPolicy(hosting);
const policy = parseCsp(policyText);

describe('the Content-Security-Policy of firebase.json', () => {
  it('parses: every directive known, every source well formed', () => {
    expect(lintCsp(policyText)).toEqual([]);
  });

  it('blocks plugins, base rewriting, framing, and foreign form targets', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('admits no wildcard, inline or eval script source', () => {
    expect(policy.has('script-src')).toBe(true);
    expect(unsafeScriptSources(policy)).toEqual([]);
  });

  it('admits https sources only, besides self and data: images', () => {
    const foreign = [...policy.values()]
      .flat()
      .filter((source) => !source.startsWith("'") && source !== 'data:');
    expect(foreign.filter((source) => !source.startsWith('https://'))).toEqual([]);
  });

  it('catches what it must refuse (the checks above can fail)', () => {
    expect(lintCsp("default-src 'self'; scrpt-src 'self'")).toEqual([
      'scrpt-src: unknown directive',
    ]);
    expect(lintCsp("img-src 'self' https://")).toEqual(['img-src: malformed source https://']);
    expect(lintCsp("object-src 'none' 'self'")).toEqual(["object-src: 'none' must stand alone"]);
    expect(lintCsp("img-src 'slef'")).toEqual(["img-src: malformed source 'slef'"]);
    expect(lintCsp("img-src 'self'; img-src *")).toEqual([
      'img-src: repeated (browsers ignore the repeat)',
    ]);
    for (const unsafe of [
      '*',
      'https:',
      'https://*.example.org',
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]) {
      expect(unsafeScriptSources(parseCsp(`script-src 'self' ${unsafe}`))).toEqual([unsafe]);
    }
    expect(unsafeScriptSources(parseCsp("default-src 'self' data:"))).toEqual(['data:']);
  });

  it('is widened for the served tests by exactly the origins asked for', () => {
    const widened = parseCsp(
      withExtraSources(policyText, {
        'connect-src': ['http://127.0.0.1:8080'],
        'img-src': ['http://127.0.0.1:9199'],
      }),
    );
    expect(widened.get('connect-src')).toEqual([
      ...(policy.get('connect-src') ?? []),
      'http://127.0.0.1:8080',
    ]);
    expect(widened.get('img-src')).toEqual([
      ...(policy.get('img-src') ?? []),
      'http://127.0.0.1:9199',
    ]);
    for (const [directive, sources] of policy) {
      if (directive !== 'connect-src' && directive !== 'img-src') {
        expect(widened.get(directive)).toEqual(sources);
      }
    }
  });
});

describe('the other headers and the hosting block', () => {
  it('sets the security headers on every path', () => {
    expect(headerOf(hosting, '**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(hosting, '**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerOf(hosting, '**', 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(hosting, '**', 'Strict-Transport-Security')).toMatch(/^max-age=(\d{8,})/);
    const permissions = headerOf(hosting, '**', 'Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('serves dist with clean URLs, no trailing slash, and the app shell for the rest', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    // The shell that scripts/prerender writes (index.html is the prerendered home page).
    expect(hosting.rewrites?.at(-1)).toEqual({ source: '**', destination: `/${spaShellFile}` });
  });

  it('has no inline script that runs in index.html', () => {
    const html = readFileSync(join(repoRoot, 'index.html'), 'utf8');
    expect(runnableInlineScripts(html)).toEqual([]);
    expect(
      runnableInlineScripts('<script>alert(1)</script><script type="module">x</script>'),
    ).toHaveLength(2);
    expect(runnableInlineScripts('<script type="application/json" id="d">{}</script>')).toEqual([]);
  });
});

describe('firebase.json served by the Hosting emulator', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'equinozio-hosting-test-'));
  const site = join(workDir, 'site');
  let server: HostingEmulator;

  // A build as scripts/prerender leaves it: pages as {path}.html, the home as index.html, the shell
  // as app.html; and a page in the {path}/index.html form, which works too.
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>prerendered home</title>',
    [spaShellFile]: '<!doctype html><title>shell</title>',
    'cavalli.html': '<!doctype html><title>prerendered cavalli</title>',
    'cavalli/ada.html': '<!doctype html><title>prerendered ada</title>',
    'privacy/index.html': '<!doctype html><title>prerendered privacy</title>',
    'assets/index-AbC123.js': 'console.log(1)',
    'assets/lato-latin-400-normal-AbC123.woff2': 'font',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };

  beforeAll(async () => {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), content);
    }
    const { host, projectId } = readEmulatorConfig();
    const serverDir = join(workDir, 'hosting');
    // The production block as it is, only `public` moved (no extra origin).
    const config = servedHostingConfig(hosting, {
      publicDir: site,
      configDir: serverDir,
      origins: { connect: [], img: [] },
    });
    server = await startHostingEmulator({
      hosting: config,
      host,
      port: await freePort(host),
      projectId,
      workDir: serverDir,
    });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  it('serves a prerendered page at its clean path, with the headers', async () => {
    const pages = {
      '/': 'prerendered home',
      '/cavalli': 'prerendered cavalli',
      '/cavalli/ada': 'prerendered ada',
      '/privacy': 'prerendered privacy',
    };
    for (const [path, title] of Object.entries(pages)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(title);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toBe(policyText);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('redirects a page with a trailing slash or .html to its clean path', async () => {
    const redirects = {
      '/cavalli/': '/cavalli',
      '/cavalli.html': '/cavalli',
      '/cavalli/ada/': '/cavalli/ada',
      '/privacy/': '/privacy',
      '/index.html': '/',
    };
    for (const [path, location] of Object.entries(redirects)) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('serves the app shell for every other path, never cached', async () => {
    for (const path of ['/cavalli/nessuno', '/admin/horses', '/it/eventi/festa', '/nowhere/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toBe(policyText);
    }
  });

  it('caches hashed assets and fonts for a year, and nothing else', async () => {
    for (const path of ['/assets/index-AbC123.js', '/assets/lato-latin-400-normal-AbC123.woff2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const logo = await get('/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(logo.headers.get('content-security-policy')).toBe(policyText);
  });
});

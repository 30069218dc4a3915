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
import { blockingSeverities, evaluateCsp } from '../../tools/hosting/csp-evaluator.ts';
import {
  allPolicies,
  headerOf,
  headerValuesAt,
  policyAt,
  readHostingConfig,
  servedHostingConfig,
  sitePolicies,
} from '../../tools/hosting/hosting-config.ts';
import { spaShellFile } from '../../scripts/prerender/html.ts';
import { siteLanguages } from '#src/config/site.ts';
import {
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
  legacyRedirectTarget,
} from '#src/app/redirects/legacy-redirects.ts';
import {
  hostingRedirectsCommand,
  withHostingRedirects,
} from '../../tools/hosting/firebase-json.ts';
import {
  emulatorUsesRe2,
  hostingRedirectAt,
  type HostingRedirectRule,
} from '../../tools/hosting/hosting-redirects.ts';
import { siteHostingRedirects } from '../../tools/hosting/legacy-redirects.ts';
import { typedAddressTarget } from '#src/app/redirects/typed-addresses.ts';
import {
  freePort,
  startHostingEmulator,
  type HostingEmulator,
} from '../../tools/hosting/hosting-emulator.ts';

// docs/decisions/0020-hosting-and-csp.md, 0028.

const hosting = readHostingConfig();
const { site, admin } = sitePolicies(hosting);
const policies = { site, admin };

/** As Hosting matches them: the request path, before the rewrite to app.html. */
const adminPaths = ['/admin', '/admin/', '/admin/login', '/admin/horses', '/admin/horses/ada'];
const sitePaths = [
  '/',
  '/cavalli',
  '/cavalli/ada',
  '/app.html',
  '/index.html',
  '/assets/index-AbC123.js',
  '/logo.svg',
  '/it/eventi/festa',
  '/administrator',
  '/adminx/horses',
  '/cavalli/admin',
];

const mapsScriptSources = [
  'https://maps.googleapis.com/maps/api/js',
  'https://maps.googleapis.com/maps-api-v3/api/js/',
  'https://maps.googleapis.com/maps/api/js/AuthenticationService.Authenticate',
  'https://maps.googleapis.com/maps/api/js/QuotaService.RecordEvent',
  'https://maps.googleapis.com/maps/api/js/ViewportInfoService.GetViewportInfo',
  'https://maps.googleapis.com/maps/vt',
];

const allSources = (policy: string) => [...parseCsp(policy).values()].flat();

describe('which policy each path gets', () => {
  it('firebase.json sets two policies, and exactly one of them on every path', () => {
    expect(allPolicies(hosting)).toHaveLength(2);
    expect(site).not.toBe(admin);
    for (const path of [...adminPaths, ...sitePaths]) {
      expect(headerValuesAt(hosting, path, 'Content-Security-Policy'), path).toHaveLength(1);
    }
  });

  it('gives the back office its policy and every other path the public one', () => {
    for (const path of adminPaths) expect(policyAt(hosting, path), path).toBe(admin);
    for (const path of sitePaths) expect(policyAt(hosting, path), path).toBe(site);
  });

  it('refuses a configuration where two policies meet on a path (the check can fail)', () => {
    const overlapping = {
      ...hosting,
      headers: [
        ...(hosting.headers ?? []),
        { source: '/admin/**', headers: [{ key: 'Content-Security-Policy', value: site }] },
      ],
    };
    expect(() => policyAt(overlapping, '/admin/horses')).toThrow(/2 Content-Security-Policy rules/);
    expect(() => policyAt({ ...hosting, headers: [] }, '/')).toThrow(/0 Content-Security-Policy/);
  });
});

describe.each(Object.entries(policies))('the %s policy', (_name, policyText) => {
  const policy = parseCsp(policyText);

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

  it("admits https sources only, besides self, data: images and the back office's blob: images", () => {
    // Decision 28: staff see what they read with their credentials through object URLs.
    const imageSchemes = policyText === admin ? ['data:', 'blob:'] : ['data:'];
    for (const [directive, sources] of policy) {
      const foreign = sources.filter(
        (source) =>
          !source.startsWith("'") && !(directive === 'img-src' && imageSchemes.includes(source)),
      );
      expect(
        foreign.filter((source) => !source.startsWith('https://')),
        directive,
      ).toEqual([]);
    }
  });

  it("has no finding of Google's CSP Evaluator that means a bypass", () => {
    const findings = evaluateCsp(policyText);
    expect(findings.filter((finding) => blockingSeverities.includes(finding.severity))).toEqual([]);
    // Each reviewed script host must serve no JSONP (decision 28); a new one must be reviewed here.
    const reviewed = [
      "'self'",
      'https://www.googletagmanager.com/gtag/',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      ...(policyText === admin ? mapsScriptSources : []),
    ];
    expect(
      findings.map((finding) => `${finding.severity} ${finding.directive} ${finding.value}`),
    ).toEqual(reviewed.map((source) => `MEDIUM_MAYBE script-src ${source}`));
  });

  it("admits what App Check's reCAPTCHA Enterprise and token exchange load", () => {
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(policy.get('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
  });
});

describe('what only the back office may load', () => {
  const staffOnlyHosts = [
    'maps.googleapis.com',
    'maps.gstatic.com',
    'khms0.googleapis.com',
    'khms1.googleapis.com',
    'fonts.googleapis.com',
    'fonts.gstatic.com',
    'identitytoolkit.googleapis.com',
    'securetoken.googleapis.com',
  ];

  it('the public policy names no Maps, Maps font, or Auth host', () => {
    const mentioned = allSources(site).filter((source) =>
      staffOnlyHosts.some((host) => source.includes(host)),
    );
    expect(mentioned).toEqual([]);
  });

  it('the public policy lets the application forms upload their photos to Storage', () => {
    // Decision 37: visitors upload the photos of an adoption or cession application.
    expect(parseCsp(site).get('connect-src')).toContain('https://firebasestorage.googleapis.com');
  });

  it('the back office policy admits the Maps script by path, and Auth and Storage uploads', () => {
    const policy = parseCsp(admin);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(mapsScriptSources));
    expect(policy.get('script-src')).not.toContain('https://maps.googleapis.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://maps.googleapis.com',
      ]),
    );
  });

  it('only the back office policy shows images from object URLs (blob:), and only as images', () => {
    // Decision 28: an applicant's photos, a picked photo's preview. The public forms' thumbnails
    // are data: URLs, so the public policy needs no blob:.
    expect(parseCsp(admin).get('img-src')).toContain('blob:');
    for (const [directive, sources] of parseCsp(admin)) {
      if (directive !== 'img-src') expect(sources, directive).not.toContain('blob:');
    }
    expect(allSources(site)).not.toContain('blob:');
  });

  it('the back office policy admits everything the public one does', () => {
    // The back office links to the public site: a click there keeps the document, and its policy.
    const staff = parseCsp(admin);
    for (const [directive, sources] of parseCsp(site)) {
      expect(staff.get(directive) ?? [], directive).toEqual(expect.arrayContaining(sources));
    }
  });
});

describe('the CSP checks themselves', () => {
  it('catch what they must refuse (the checks above can fail)', () => {
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

  it("Google's evaluator flags a whole Maps host, a missing object-src and inline script", () => {
    const severities = (policy: string) =>
      evaluateCsp(policy).map((finding) => `${finding.severity} ${finding.directive}`);
    expect(
      severities(
        "script-src 'self' https://maps.googleapis.com; object-src 'none'; base-uri 'none'",
      ),
    ).toContain('HIGH script-src');
    expect(severities("script-src 'self'; base-uri 'none'")).toContain('HIGH object-src');
    expect(
      severities("script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'"),
    ).toContain('HIGH script-src');
  });

  it('widen a policy for the served tests by exactly the origins asked for', () => {
    const policy = parseCsp(site);
    const widened = parseCsp(
      withExtraSources(site, {
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

  it('widen every policy of the served configuration, and nothing else', () => {
    const origins = { connect: ['http://127.0.0.1:8080'], img: ['http://127.0.0.1:9199'] };
    const served = servedHostingConfig(hosting, {
      publicDir: '/x/site',
      configDir: '/x/h',
      origins,
    });
    expect(served.public).toBe('../site');
    const extra = { 'connect-src': origins.connect, 'img-src': origins.img };
    expect(policyAt(served, '/')).toBe(withExtraSources(site, extra));
    expect(policyAt(served, '/admin/horses')).toBe(withExtraSources(admin, extra));
    expect(headerValuesAt(served, '/', 'X-Frame-Options')).toEqual(['DENY']);
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

// The legacy redirects (docs/decisions/0010), matched by the emulator's own code.

const firebaseJsonFile = join(repoRoot, 'firebase.json');

/** Where the app sends a path: an old address, or one typed without `/it` (decision 77). */
const appTarget = (path: string) => legacyRedirectTarget(path) ?? typedAddressTarget(path);
const outOfDate = `firebase.json's hosting.redirects is out of date with src/app/redirects/legacy-redirects.ts: run \`${hostingRedirectsCommand}\``;

function hostingTarget(rules: readonly HostingRedirectRule[], path: string): string | null {
  const answer = hostingRedirectAt(rules, path);
  if (answer === null) return null;
  return answer.status === 301 ? answer.location : `status ${answer.status}`;
}

const everyOldAddress = siteLanguages.flatMap((language) => [
  ...legacyPageRedirects.flatMap(({ slugs }) =>
    slugs.map((slug) => (slug === '' ? `/${language}` : `/${language}/${slug}`)),
  ),
  ...legacyHorseFolders.flatMap((folder) =>
    legacyHorseNames.map((name) => `/${language}/${folder}/${name}`),
  ),
]);

// The old English addresses that are English pages now (`/en/association`, `/en/horses/ada`…).
const nowPages = everyOldAddress.filter((path) => legacyRedirectTarget(path) === null);
const oldAddresses = everyOldAddress.filter((path) => legacyRedirectTarget(path) !== null);

const spellingsOf = (path: string) => [
  path,
  `${path}/`,
  `${path}//`,
  path.toUpperCase(),
  path.replace(/\/(\w)/g, (_match, letter: string) => `/${letter.toUpperCase()}`),
];

const lookAlikesOf = (path: string) =>
  [
    `${path}x`,
    `${path}.html`,
    `${path}/x`,
    `/x${path}`,
    path.replace(/^\/(it|en)/, '/fr'),
    path.replace(/^\/(it|en)/, ''),
    path.replace(/^\/(it|en)/, '/$1/'),
    path.slice(0, -1),
  ].filter((lookAlike) => lookAlike.startsWith('/') && appTarget(lookAlike) === null);

const otherLookAlikes = [
  '/',
  '/it/cavalli/unknown-horse',
  '/en/horses/unknown-horse',
  '/it/chi-siamo/ada',
  '/it/cavalli/ada/foto',
  '/it/index.html',
  '/it/eventi',
  '/it/eventi/festa',
  '/en/events',
  '/en/events/festa',
  '/en/circle-application',
  '/cavalli',
  '/cavalli/ada',
  '/admin',
];

describe('the legacy redirects in firebase.json', () => {
  const rules = hosting.redirects ?? [];

  it('are the ones generated from the app table', async () => {
    expect(hosting.redirects, outOfDate).toEqual(siteHostingRedirects());
    const text = readFileSync(firebaseJsonFile, 'utf8');
    expect(
      await withHostingRedirects(text, siteHostingRedirects(), firebaseJsonFile),
      outOfDate,
    ).toBe(text);
  });

  it('are regenerated in place, the rest of firebase.json untouched', async () => {
    const text = readFileSync(firebaseJsonFile, 'utf8');
    const json = JSON.parse(text) as { hosting: Record<string, unknown> };
    const rules = siteHostingRedirects();
    const generated = await withHostingRedirects(text, rules, firebaseJsonFile);
    const { redirects: _redirects, ...rest } = json.hosting;
    const regenerated = JSON.parse(generated) as { hosting: Record<string, unknown> };
    expect(regenerated.hosting.redirects).toEqual(rules);
    expect({ ...regenerated.hosting, redirects: undefined }).toEqual({
      ...rest,
      redirects: undefined,
    });
    // The order in which Hosting applies them.
    const keys = Object.keys(rest);
    const rewritesAt = keys.indexOf('rewrites');
    expect(Object.keys(regenerated.hosting)).toEqual([
      ...keys.slice(0, rewritesAt),
      'redirects',
      ...keys.slice(rewritesAt),
    ]);
    const stale = { ...json, hosting: { ...json.hosting, redirects: rules.slice(0, -1) } };
    for (const before of [stale, { ...json, hosting: rest }]) {
      expect(await withHostingRedirects(JSON.stringify(before), rules, firebaseJsonFile)).toBe(
        generated,
      );
    }
    await expect(withHostingRedirects('{}', rules, firebaseJsonFile)).rejects.toThrow(
      /no "hosting" block/,
    );
  });

  it('are matched with RE2 by the emulator, as by production Hosting', () => {
    // Without RE2 the emulator would fall back to JavaScript's RegExp, which has no `(?i)`.
    expect(emulatorUsesRe2()).toBe(true);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.type).toBe(301);
      expect(rule.regex).toMatch(/^\(\?i\)\^\/.*\/\*\$$/);
    }
  });

  it('send every old address, in every spelling the app accepts, where the app sends it', () => {
    const paths = oldAddresses.flatMap(spellingsOf);
    expect(nowPages).toHaveLength(5 + 25);
    expect(paths).toHaveLength((2 * (38 + 2 * 25) - nowPages.length) * 5);
    const app = Object.fromEntries(paths.map((path) => [path, legacyRedirectTarget(path)]));
    const served = Object.fromEntries(paths.map((path) => [path, hostingTarget(rules, path)]));
    expect(Object.values(app)).not.toContain(null);
    expect(served).toEqual(app);
  });

  it('leave alone the old addresses that are English pages now, in every spelling', () => {
    const paths = nowPages.flatMap(spellingsOf);
    const served = Object.fromEntries(paths.map((path) => [path, hostingTarget(rules, path)]));
    expect(Object.values(served).every((target) => target === null)).toBe(true);
    expect(paths.every((path) => legacyRedirectTarget(path) === null)).toBe(true);
  });

  it('leave alone the look-alikes the app does not redirect', () => {
    const paths = [...new Set([...oldAddresses.flatMap(lookAlikesOf), ...otherLookAlikes])];
    expect(paths.length).toBeGreaterThan(oldAddresses.length * 5);
    const served = Object.fromEntries(paths.map((path) => [path, hostingTarget(rules, path)]));
    const app = Object.fromEntries(paths.map((path) => [path, appTarget(path)]));
    expect(Object.values(app).every((target) => target === null)).toBe(true);
    expect(served).toEqual(app);
  });

  it('send the events typed without /it, in every spelling, where the app sends them', () => {
    const typed = ['/eventi', '/eventi/festa-di-primavera', '/eventi/Festa'].flatMap((path) => [
      path,
      `${path}/`,
      `${path}//`,
      path.replace('/eventi', '/EVENTI'),
      path.replace('/eventi', '/Eventi'),
    ]);
    const served = Object.fromEntries(typed.map((path) => [path, hostingTarget(rules, path)]));
    const app = Object.fromEntries(typed.map((path) => [path, appTarget(path)]));
    expect(served['/eventi']).toBe('/it/eventi');
    expect(served['/Eventi/festa-di-primavera']).toBe('/it/eventi/festa-di-primavera');
    expect(served['/eventi/Festa/']).toBe('/it/eventi/Festa');
    expect(served).toEqual(app);
    const alone = ['/eventi/festa/foto', '/eventix', '/x/eventi', '/evento', '/eventi.html'];
    expect(alone.map((path) => hostingTarget(rules, path))).toEqual(alone.map(() => null));
    expect(alone.map(appTarget)).toEqual(alone.map(() => null));
  });

  it('keep the query string, which the app drops', () => {
    // Hosting keeps the query, the app drops it: both land on the same page, as no target reads one.
    expect(hostingRedirectAt(rules, '/it/chi-siamo?utm_source=old')).toEqual({
      status: 301,
      location: '/associazione?utm_source=old',
    });
    expect(hostingRedirectAt(rules, '/EN/cavalli/Ada/?x=1')).toEqual({
      status: 301,
      location: '/en/horses/ada?x=1',
    });
  });

  it('disagree with the app when written as globs or captures (the check can fail)', () => {
    // Why the rules are case-insensitive regexes, one per horse: globs keep the case as written.
    const globs: HostingRedirectRule[] = [
      { source: '/it/chi-siamo', destination: '/associazione', type: 301 },
      { source: '/:lang/horses/:name', destination: '/cavalli/:name', type: 301 },
    ];
    expect(hostingTarget(globs, '/it/chi-siamo')).toBe(legacyRedirectTarget('/it/chi-siamo'));
    expect(hostingTarget(globs, '/IT/Chi-Siamo')).toBeNull();
    expect(legacyRedirectTarget('/IT/Chi-Siamo')).toBe('/associazione');
    expect(hostingTarget(globs, '/it/horses/ADA')).toBe('/cavalli/ADA');
    expect(legacyRedirectTarget('/it/horses/ADA')).toBe('/cavalli/ada');
    expect(hostingTarget(globs, '/fr/horses/ada')).toBe('/cavalli/ada');
    expect(legacyRedirectTarget('/fr/horses/ada')).toBeNull();
    const withoutTom = rules.filter((rule) => rule.destination !== '/en/horses/tom');
    expect(hostingTarget(withoutTom, '/en/cavalli/tom')).toBeNull();
    expect(legacyRedirectTarget('/en/cavalli/tom')).toBe('/en/horses/tom');
  });
});

describe('firebase.json served by the Hosting emulator', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'equinozio-hosting-test-'));
  const siteDir = join(workDir, 'site');
  let server: HostingEmulator;

  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>prerendered home</title>',
    [spaShellFile]: '<!doctype html><title>shell</title>',
    'cavalli.html': '<!doctype html><title>prerendered cavalli</title>',
    'cavalli/ada.html': '<!doctype html><title>prerendered ada</title>',
    'privacy/index.html': '<!doctype html><title>prerendered privacy</title>',
    'it/eventi.html': '<!doctype html><title>prerendered eventi</title>',
    'assets/index-AbC123.js': 'console.log(1)',
    'assets/lato-latin-400-normal-AbC123.woff2': 'font',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };

  beforeAll(async () => {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(siteDir, path)), { recursive: true });
      writeFileSync(join(siteDir, path), content);
    }
    const { host, projectId } = readEmulatorConfig();
    const serverDir = join(workDir, 'hosting');
    const config = servedHostingConfig(hosting, {
      publicDir: siteDir,
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
      expect(response.headers.get('content-security-policy'), path).toBe(site);
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
    }
  });

  it('sends one policy per page: the back office its own, every other path the public one', async () => {
    // Two policies would arrive joined in one value, which equals neither.
    const expected = {
      '/admin': admin,
      '/admin/horses': admin,
      '/admin/horses/ada': admin,
      '/': site,
      '/cavalli/ada': site,
      '/app.html': site,
      '/it/eventi/festa': site,
      '/administrator': site,
    };
    for (const [path, policy] of Object.entries(expected)) {
      const response = await get(path);
      // /app.html redirects to /app (cleanUrls), with the headers too.
      expect(response.status, path).toBe(path === '/app.html' ? 301 : 200);
      expect(response.headers.get('content-security-policy'), path).toBe(policy);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
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
    expect(logo.headers.get('content-security-policy')).toBe(site);
  });

  it('answers the old addresses with a 301 to their new page, before files and rewrites', async () => {
    // `/it/` names a folder of the build (it/eventi.html): the redirect still comes first.
    const redirects = {
      '/it': '/',
      '/it/': '/',
      '/en/home': '/en',
      '/it/chi-siamo': '/associazione',
      '/EN/About-Us/': '/en/association',
      '/it/cinquexmille': '/sostienici/cinque-x-mille',
      '/en/distance-adoptions': '/en/support-us/circles',
      '/en/cavalli': '/en/horses',
      '/it/cavalli/ada': '/cavalli/ada',
      '/it/horses/ADA/': '/cavalli/ada',
      '/en/cavalli/ADA/': '/en/horses/ada',
      '/it/contatti?ref=old': '/contatti?ref=old',
      '/eventi': '/it/eventi',
      '/eventi/festa/': '/it/eventi/festa',
    };
    for (const [path, location] of Object.entries(redirects)) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    const followed = await fetch(`${server.url}/it/horses/ada/`);
    expect(followed.redirected).toBe(true);
    expect(followed.url).toBe(`${server.url}/cavalli/ada`);
    expect(await followed.text()).toContain('prerendered ada');
  });

  it('serves the look-alikes as any other path: their own page, or the app shell', async () => {
    const pages = {
      '/it/eventi': 'prerendered eventi',
      '/it/cavalli/unknown-horse': '<title>shell</title>',
      '/it/cavalli/ada/foto': '<title>shell</title>',
      '/fr/home': '<title>shell</title>',
      '/it/chi-siamo.html': '<title>shell</title>',
      '/it/chi-siamox': '<title>shell</title>',
    };
    for (const [path, content] of Object.entries(pages)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(content);
    }
  });
});

import { runScript } from '../../tests/support/scripts.ts';
import { checkDeployConfig, requiredProductionVariables } from './checks.ts';
import { rulesTestFiles, runDeploy, type DeployStep } from './run-deploy.ts';

// Every test runs the deploy with a recording runner: nothing here can reach Firebase.

const realEnv = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'equinozio-odv.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'equinozio-odv',
  VITE_FIREBASE_STORAGE_BUCKET: 'equinozio-odv.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
  VITE_GOOGLE_MAPS_API_KEY: 'AIzaSyMapsKey',
  VITE_GOOGLE_MAPS_MAP_ID: '8e0a97af9386fef',
  VITE_SITE_URL: 'https://www.equinozio.it',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6LcSiteKey',
  FIREBASE_APPCHECK_DEBUG_TOKEN: '2a7c1f0e-debug-token',
};

function deployWith(
  env: Record<string, string | undefined>,
  options: { dryRun?: boolean; association?: string[]; failing?: string; missing?: string[] } = {},
) {
  const steps: DeployStep[] = [];
  const lines: string[] = [];
  const outcome = runDeploy(
    { dryRun: options.dryRun ?? false },
    {
      env,
      associationProblems: options.association ?? [],
      log: (line) => lines.push(line),
      missingBuildFiles: () => options.missing ?? [],
      run: async (step) => {
        steps.push(step);
        return step.name !== options.failing;
      },
    },
  );
  return outcome.then((result) => ({ ...result, steps, output: lines.join('\n') }));
}

describe('npm run deploy refuses a configuration that is not the real project', () => {
  it('refuses without a project, running nothing', async () => {
    const { VITE_FIREBASE_PROJECT_ID: _, ...env } = realEnv;
    const result = await deployWith(env);
    expect(result.ok).toBe(false);
    expect(result.steps).toEqual([]);
    expect(result.output).toMatch(/No Firebase project: set VITE_FIREBASE_PROJECT_ID/);
    expect(result.output).toMatch(/Nothing was built or published/);
  });

  it('refuses a demo- project', async () => {
    const result = await deployWith({ ...realEnv, VITE_FIREBASE_PROJECT_ID: 'demo-equinozio' });
    expect(result.ok).toBe(false);
    expect(result.steps).toEqual([]);
    expect(result.output).toMatch(/"demo-equinozio" is a demo project/);
  });

  it('refuses a FIREBASE_PROJECT other than the project the build is for', async () => {
    const result = await deployWith({ ...realEnv, FIREBASE_PROJECT: 'another-project' });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/FIREBASE_PROJECT is "another-project" but the build is for/);
  });

  it('names every missing production variable', async () => {
    const result = await deployWith({ VITE_FIREBASE_PROJECT_ID: 'equinozio-odv' });
    expect(result.ok).toBe(false);
    const missing = requiredProductionVariables.filter((key) => key !== 'VITE_FIREBASE_PROJECT_ID');
    expect(result.output).toContain(`Missing production variables: ${missing.join(', ')}`);
  });

  it('refuses an emulator build and a sample site address', async () => {
    const emulators = await deployWith({ ...realEnv, VITE_USE_EMULATORS: 'true' });
    expect(emulators.output).toMatch(/VITE_USE_EMULATORS=true/);
    const sample = await deployWith({ ...realEnv, VITE_SITE_URL: 'https://www.example.org' });
    expect(sample.output).toMatch(/is a sample address/);
    const http = await deployWith({ ...realEnv, VITE_SITE_URL: 'http://www.equinozio.it' });
    expect(http.output).toMatch(/must be the site's https:\/\/ address/);
    expect([emulators.ok, sample.ok, http.ok]).toEqual([false, false, false]);
  });

  it('refuses while the association constants are samples, naming them', async () => {
    const result = await deployWith(realEnv, {
      association: ['iban: still listed in sampleAssociationFields (a sample value)'],
    });
    expect(result.ok).toBe(false);
    expect(result.steps).toEqual([]);
    expect(result.output).toMatch(/association\.ts still holds sample values:\n\s+- iban: still/);
  });

  it('lists every problem at once', () => {
    const check = checkDeployConfig({ VITE_FIREBASE_PROJECT_ID: 'demo-x' }, ['taxCode: sample']);
    expect(check.problems).toHaveLength(3);
  });
});

describe('npm run deploy refuses code that fails its checks', () => {
  for (const failing of ['typecheck', 'lint', 'unit tests', 'rules tests']) {
    it(`stops when the ${failing} fails, before building`, async () => {
      const result = await deployWith(realEnv, { failing });
      expect(result.ok).toBe(false);
      expect(result.steps.map((step) => step.name)).not.toContain('build');
      expect(result.steps.at(-1)?.name).toBe(failing);
      expect(result.output).toContain(`The ${failing} failed`);
    });
  }

  it('publishes no rules that fail their tests on the emulators, dry run or not', async () => {
    for (const dryRun of [false, true]) {
      const result = await deployWith(realEnv, { failing: 'rules tests', dryRun });
      expect(result.ok).toBe(false);
      expect(result.steps.map((step) => step.name)).toEqual([
        'typecheck',
        'lint',
        'unit tests',
        'rules tests',
      ]);
      expect(result.output).toMatch(/The rules tests failed \(output above\)/);
      expect(result.output).toMatch(/need Java/);
      expect(result.output).toMatch(/Nothing was built or published/);
    }
  });

  it('runs the rules tests of Firestore, Storage and the headers on emulators of its own', async () => {
    const { steps } = await deployWith(realEnv, { dryRun: true });
    const rules = steps.find((step) => step.name === 'rules tests');
    expect(rules?.tool).toBe('vitest');
    expect(rules?.args).toEqual(['run', '--project', 'emulator', ...rulesTestFiles]);
    expect(rulesTestFiles).toEqual(
      expect.arrayContaining(['tests/emulator/rules/', 'tools/storage-emulator/']),
    );
    // Its own ports (away from a running `npm start`), and its own backend, stopped at the end.
    expect(rules?.env).toEqual({ EQ_PORT_OFFSET: '90', EQ_BACKEND: '' });
  });

  for (const failing of ['build', 'prerender']) {
    it(`does not publish when the ${failing} fails`, async () => {
      const result = await deployWith(realEnv, { failing });
      expect(result.ok).toBe(false);
      expect(result.steps.map((step) => step.name)).not.toContain('deploy');
      expect(result.output).toMatch(/Nothing was published/);
    });
  }

  it('does not publish a build without the app shell', async () => {
    const result = await deployWith(realEnv, { missing: ['app.html'] });
    expect(result.ok).toBe(false);
    expect(result.steps.map((step) => step.name)).not.toContain('deploy');
    expect(result.output).toMatch(/The build left no app\.html in dist\//);
  });
});

describe('npm run deploy on a good configuration', () => {
  it('with --dry-run, checks everything and says what it would publish, building nothing', async () => {
    const result = await deployWith(realEnv, { dryRun: true });
    expect(result.ok).toBe(true);
    expect(result.steps.map((step) => step.name)).toEqual([
      'typecheck',
      'lint',
      'unit tests',
      'rules tests',
    ]);
    expect(result.output).toContain(
      'firebase deploy --only hosting,firestore:rules,firestore:indexes,storage --project equinozio-odv',
    );
  });

  it('checks, builds, publishes the four targets, then repairs the projections, moves the horse photos and writes the mail templates', async () => {
    const result = await deployWith(realEnv);
    expect(result.ok).toBe(true);
    expect(result.steps.map((step) => `${step.tool} ${step.args.join(' ')}`)).toEqual([
      'tsc --noEmit',
      'eslint . --max-warnings 0',
      'vitest run --project unit',
      `vitest run --project emulator ${rulesTestFiles.join(' ')}`,
      'vite build --mode production',
      'tsx scripts/prerender.ts --mode production --require-data',
      'firebase deploy --only hosting,firestore:rules,firestore:indexes,storage --project equinozio-odv',
      'tsx scripts/repair-projections.ts --project equinozio-odv',
      'tsx scripts/move-horse-photos.ts --project equinozio-odv',
      'tsx scripts/mail-templates.ts --project equinozio-odv --site-url https://www.equinozio.it',
    ]);
  });

  it('stops when the horse photos cannot be moved, saying how to move them again', async () => {
    const result = await deployWith(realEnv, { failing: 'horse photos' });
    expect(result.ok).toBe(false);
    expect(result.steps.map((step) => step.name).slice(-3)).toEqual([
      'deploy',
      'public projections',
      'horse photos',
    ]);
    expect(result.output).toMatch(/Moving the horse photos failed/);
    expect(result.output).toMatch(/npm run move-horse-photos/);
    const dry = await deployWith(realEnv, { dryRun: true });
    expect(dry.output).toContain('tsx scripts/move-horse-photos.ts --project equinozio-odv');
  });

  it('gives the App Check debug token to the prerender only', async () => {
    const result = await deployWith(realEnv);
    const withToken = result.steps.filter((step) => step.env?.FIREBASE_APPCHECK_DEBUG_TOKEN);
    expect(withToken.map((step) => step.name)).toEqual(['prerender']);
    expect(withToken[0]?.env?.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('2a7c1f0e-debug-token');
    // Secrets stay out of the log.
    expect(result.output).not.toContain('2a7c1f0e-debug-token');
    const { FIREBASE_APPCHECK_DEBUG_TOKEN: _, ...withoutToken } = realEnv;
    const plain = await deployWith(withoutToken);
    expect(plain.steps.find((step) => step.name === 'prerender')?.env).toBeUndefined();
  });

  it('recommends App Check without requiring it', async () => {
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _, ...withoutKey } = realEnv;
    const off = await deployWith(withoutKey, { dryRun: true });
    expect(off.ok).toBe(true);
    expect(off.output).toMatch(
      /Note: VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is empty: App Check is off/,
    );
    const { FIREBASE_APPCHECK_DEBUG_TOKEN: __, ...withoutToken } = realEnv;
    const noToken = await deployWith(withoutToken, { dryRun: true });
    expect(noToken.ok).toBe(true);
    expect(noToken.output).toMatch(/Note: FIREBASE_APPCHECK_DEBUG_TOKEN is not set/);
    const complete = await deployWith(realEnv, { dryRun: true });
    expect(complete.output).not.toMatch(/App ?Check/);
  });

  it('refuses an App Check debug token in a VITE_ variable, which every page would carry', async () => {
    const result = await deployWith({
      ...realEnv,
      VITE_FIREBASE_APPCHECK_DEBUG_TOKEN: '2a7c1f0e-debug-token',
    });
    expect(result.ok).toBe(false);
    expect(result.steps).toEqual([]);
    expect(result.output).toMatch(
      /VITE_FIREBASE_APPCHECK_DEBUG_TOKEN: a VITE_ variable is published/,
    );
    expect(result.output).not.toContain('2a7c1f0e-debug-token');
  });

  it('warns when analytics or the Maps key are not configured', async () => {
    const result = await deployWith(
      { ...realEnv, VITE_FIREBASE_MEASUREMENT_ID: '', VITE_GOOGLE_MAPS_API_KEY: ' ' },
      { dryRun: true },
    );
    expect(result.ok).toBe(true);
    expect(result.output).toMatch(/no analytics/);
    expect(result.output).toMatch(/staff horse map/);
  });

  it('warns when the Maps key is set without a Map ID, and not when both are', async () => {
    const withoutId = await deployWith(
      { ...realEnv, VITE_GOOGLE_MAPS_MAP_ID: '' },
      { dryRun: true },
    );
    expect(withoutId.ok).toBe(true);
    expect(withoutId.output).toMatch(/VITE_GOOGLE_MAPS_MAP_ID is empty/);
    const withBoth = await deployWith(realEnv, { dryRun: true });
    expect(withBoth.output).not.toMatch(/VITE_GOOGLE_MAPS_MAP_ID/);
  });
});

describe('the npm run deploy command', () => {
  it('refuses the demo project before running anything', async () => {
    const result = await runScript('deploy.ts', ['--dry-run'], {
      ...process.env,
      FIREBASE_PROJECT: 'demo-equinozio',
      VITE_FIREBASE_PROJECT_ID: '',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/Deploy refused:/);
    expect(result.stdout).toMatch(/"demo-equinozio" is a demo project/);
    expect(result.stdout).not.toMatch(/> typecheck/);
  });

  it('explains its usage on an unknown argument', async () => {
    const result = await runScript('deploy.ts', ['--force']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown argument: --force\nUsage: npm run deploy/);
  });
});

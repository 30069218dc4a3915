import { checkDeployConfig, type DeployEnv } from './checks.ts';

export const deployTargets = 'hosting,firestore:rules,firestore:indexes,storage';

export interface DeployStep {
  name: string;
  tool: 'tsc' | 'eslint' | 'vitest' | 'vite' | 'tsx' | 'firebase';
  args: string[];
  env?: Readonly<Record<string, string>>;
  hint?: string;
}

export const rulesTestFiles = [
  'tests/emulator/rules/',
  'tests/emulator/storage-',
  'tools/storage-emulator/',
  'tests/emulator/hosting-config.test.ts',
] as const;

/** So that a backend left running by `npm start` does not stop the deploy. */
export const rulesTestPortOffset = '90';

export const qualitySteps: readonly DeployStep[] = [
  { name: 'typecheck', tool: 'tsc', args: ['--noEmit'] },
  { name: 'lint', tool: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'unit tests', tool: 'vitest', args: ['run', '--project', 'unit'] },
  {
    name: 'rules tests',
    tool: 'vitest',
    args: ['run', '--project', 'emulator', ...rulesTestFiles],
    // The backend must be its own, not one already running.
    env: { EQ_PORT_OFFSET: rulesTestPortOffset, EQ_BACKEND: '' },
    hint: 'They run on the local emulators, which need Java 11 or newer (docs/operations.md).',
  },
];

export function buildSteps(env: DeployEnv): DeployStep[] {
  const debugToken = env.FIREBASE_APPCHECK_DEBUG_TOKEN?.trim();
  return [
    { name: 'build', tool: 'vite', args: ['build', '--mode', 'production'] },
    {
      name: 'prerender',
      tool: 'tsx',
      args: ['scripts/prerender.ts', '--mode', 'production', '--require-data'],
      // Once App Check is enforced on Firestore, prerendering needs this debug token; only this step.
      ...(debugToken ? { env: { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken } } : {}),
    },
  ];
}

/** The home page and the app shell every other path is rewritten to. */
export const requiredBuildFiles = ['index.html', 'app.html'] as const;

export function deployStep(projectId: string): DeployStep {
  return {
    name: 'deploy',
    tool: 'firebase',
    args: ['deploy', '--only', deployTargets, '--project', projectId],
  };
}

/** After the rules: the templates and the notification addresses the rules check (decision 52). */
export function mailTemplatesStep(projectId: string, siteUrl: string): DeployStep {
  return {
    name: 'mail templates',
    tool: 'tsx',
    args: ['scripts/mail-templates.ts', '--project', projectId, '--site-url', siteUrl],
  };
}

/**
 * After the rules: every horse gets the projection its rules expect, with its members' totals
 * (decision 71); it changes nothing on a project already repaired.
 */
export function projectionsStep(projectId: string): DeployStep {
  return {
    name: 'public projections',
    tool: 'tsx',
    args: ['scripts/repair-projections.ts', '--project', projectId],
  };
}

/**
 * After the rules and the projections: the horse photos stored before move into each horse's
 * folder, where the rules serve them only while the horse is published (decision 75); it changes
 * nothing on a project already moved.
 */
export function horsePhotosStep(projectId: string): DeployStep {
  return {
    name: 'horse photos',
    tool: 'tsx',
    args: ['scripts/move-horse-photos.ts', '--project', projectId],
  };
}

export interface DeployDeps {
  env: DeployEnv;
  associationProblems: readonly string[];
  run: (step: DeployStep) => Promise<boolean>;
  missingBuildFiles: () => string[];
  log: (line: string) => void;
}

export interface DeployOutcome {
  ok: boolean;
  projectId: string | undefined;
  ran: string[];
}

const describe = (step: DeployStep) => `${step.tool} ${step.args.join(' ')}`;

/** docs/decisions/0021-deploy.md; `dryRun` checks everything and builds and publishes nothing. */
export async function runDeploy(
  options: { dryRun: boolean },
  deps: DeployDeps,
): Promise<DeployOutcome> {
  const { log } = deps;
  const ran: string[] = [];
  const config = checkDeployConfig(deps.env, deps.associationProblems);
  const refuse = (
    reasons: string[],
    outcome = 'Nothing was built or published.',
  ): DeployOutcome => {
    log('\nDeploy refused:');
    for (const reason of reasons) log(`  - ${reason}`);
    log(outcome);
    return { ok: false, projectId: config.projectId, ran };
  };
  if (config.problems.length > 0 || !config.projectId) return refuse(config.problems);
  const projectId = config.projectId;
  log(`Target: the Firebase project "${projectId}".`);
  for (const warning of config.warnings) log(`Note: ${warning}`);

  for (const step of qualitySteps) {
    log(`\n> ${step.name}: ${describe(step)}`);
    ran.push(step.name);
    if (!(await deps.run(step))) {
      const hint = step.hint ? ` ${step.hint}` : '';
      return refuse([`The ${step.name} failed (output above). Fix it, then deploy again.${hint}`]);
    }
  }

  const publish = deployStep(projectId);
  if (options.dryRun) {
    log('\nDry run: every check passed. A real run would now:');
    log(`  1. build the site for "${projectId}" into dist/:`);
    for (const step of buildSteps(deps.env)) log(`       ${describe(step)}`);
    log(`  2. publish it: ${describe(publish)}`);
    log('     - hosting: dist/ with the headers of firebase.json (CSP included)');
    log('     - firestore:rules: firestore.rules; firestore:indexes: firestore.indexes.json');
    log('     - storage: storage.rules');
    log(`  3. give every horse its public projection: ${describe(projectionsStep(projectId))}`);
    log(
      `  4. move the horse photos into their horses' folders: ${describe(horsePhotosStep(projectId))}`,
    );
    log(
      `  5. write the mail templates and notification addresses: ${describe(mailTemplatesStep(projectId, deps.env.VITE_SITE_URL ?? ''))}`,
    );
    return { ok: true, projectId, ran };
  }

  for (const step of buildSteps(deps.env)) {
    log(`\n> ${step.name}: ${describe(step)}`);
    ran.push(step.name);
    if (!(await deps.run(step))) {
      return refuse([`The ${step.name} failed (output above).`], 'Nothing was published.');
    }
  }
  const missing = deps.missingBuildFiles();
  if (missing.length > 0) {
    return refuse(
      [`The build left no ${missing.join(', ')} in dist/: hosting needs them (firebase.json).`],
      'Nothing was published.',
    );
  }

  log(`\n> ${publish.name}: ${describe(publish)}`);
  ran.push(publish.name);
  if (!(await deps.run(publish))) {
    return refuse(
      ['firebase deploy failed (output above); run "npx firebase login" if it asks to.'],
      'Some targets may have been published: run "npm run deploy" again once it is fixed.',
    );
  }
  const projections = projectionsStep(projectId);
  log(`\n> ${projections.name}: ${describe(projections)}`);
  ran.push(projections.name);
  if (!(await deps.run(projections))) {
    return refuse(
      [
        'Repairing the public projections failed (output above): run "npm run repair-projections" with --project.',
      ],
      'The site is published; showing a horse hidden before this version may be refused until this is done.',
    );
  }
  const photos = horsePhotosStep(projectId);
  log(`\n> ${photos.name}: ${describe(photos)}`);
  ran.push(photos.name);
  if (!(await deps.run(photos))) {
    return refuse(
      [
        'Moving the horse photos failed (output above): run "npm run move-horse-photos" with --project.',
      ],
      'The site is published; the photos not yet moved are missing from its pages until this is done.',
    );
  }
  const templates = mailTemplatesStep(projectId, deps.env.VITE_SITE_URL ?? '');
  log(`\n> ${templates.name}: ${describe(templates)}`);
  ran.push(templates.name);
  if (!(await deps.run(templates))) {
    return refuse(
      [
        'Writing the mail templates failed (output above): run "npm run mail-templates" with --project.',
      ],
      'The site is published; the mails may use old templates or be refused until this is done.',
    );
  }
  log(`\nPublished on "${projectId}".`);
  return { ok: true, projectId, ran };
}

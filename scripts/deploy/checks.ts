export const requiredProductionVariables = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_SITE_URL',
] as const;

export type DeployEnv = Readonly<Record<string, string | undefined>>;

export interface ConfigCheck {
  projectId: string | undefined;
  problems: string[];
  warnings: string[];
}

const text = (env: DeployEnv, key: string): string | undefined => {
  const value = env[key]?.trim();
  return value ? value : undefined;
};

const projectIdPattern = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** `FIREBASE_PROJECT` must name the build's project, so a build is never published on another. */
export function checkDeployConfig(
  env: DeployEnv,
  associationProblems: readonly string[],
): ConfigCheck {
  const problems: string[] = [];
  const warnings: string[] = [];
  const buildProject = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const chosenProject = text(env, 'FIREBASE_PROJECT');
  const projectId = buildProject ?? chosenProject;

  if (!projectId) {
    problems.push(
      'No Firebase project: set VITE_FIREBASE_PROJECT_ID in .env.production.local ' +
        '(copy .env.example; see docs/operations.md).',
    );
  } else if (projectId.startsWith('demo-')) {
    problems.push(
      `"${projectId}" is a demo project: it exists only in the local emulators. ` +
        "Set VITE_FIREBASE_PROJECT_ID to the association's real project.",
    );
  } else if (!projectIdPattern.test(projectId)) {
    problems.push(`"${projectId}" is not a Firebase project id (6-30 of a-z, 0-9 and -).`);
  }
  if (buildProject && chosenProject && buildProject !== chosenProject) {
    problems.push(
      `FIREBASE_PROJECT is "${chosenProject}" but the build is for VITE_FIREBASE_PROJECT_ID ` +
        `"${buildProject}": the site would talk to one project and be published on the other.`,
    );
  }

  const missing = requiredProductionVariables.filter((key) => text(env, key) === undefined);
  if (missing.length > 0) {
    problems.push(
      `Missing production variables: ${missing.join(', ')} (in .env.production.local; ` +
        'values from Firebase console > Project settings > Your apps).',
    );
  }
  if (text(env, 'VITE_USE_EMULATORS') === 'true') {
    problems.push('VITE_USE_EMULATORS=true: a production build must not talk to the emulators.');
  }
  const siteUrl = text(env, 'VITE_SITE_URL');
  if (siteUrl && !/^https:\/\/[^/]+/.test(siteUrl)) {
    problems.push(`VITE_SITE_URL "${siteUrl}" must be the site's https:// address.`);
  } else if (siteUrl && /example\.(org|com)|localhost|127\.0\.0\.1/.test(siteUrl)) {
    problems.push(`VITE_SITE_URL "${siteUrl}" is a sample address: write the site's real one.`);
  }

  // A VITE_ variable is written into every page: a debug token there would let anyone pass App Check.
  const exposedTokens = Object.keys(env).filter(
    (key) =>
      key.startsWith('VITE_') && /APP_?CHECK.*DEBUG|DEBUG.*TOKEN/i.test(key) && text(env, key),
  );
  if (exposedTokens.length > 0) {
    problems.push(
      `${exposedTokens.join(', ')}: a VITE_ variable is published in every page. Name the App ` +
        'Check debug token FIREBASE_APPCHECK_DEBUG_TOKEN (no VITE_ prefix), and delete the exposed ' +
        'one in Firebase console > App Check > Manage debug tokens.',
    );
  }

  if (associationProblems.length > 0) {
    problems.push(
      'src/config/association.ts still holds sample values:\n' +
        associationProblems.map((problem) => `    - ${problem}`).join('\n'),
    );
  }

  if (!text(env, 'VITE_FIREBASE_MEASUREMENT_ID')) {
    warnings.push('VITE_FIREBASE_MEASUREMENT_ID is empty: the site will have no analytics.');
  }
  if (!text(env, 'VITE_GOOGLE_MAPS_API_KEY')) {
    warnings.push(
      'VITE_GOOGLE_MAPS_API_KEY is empty: the staff horse map will list the horses instead.',
    );
  } else if (!text(env, 'VITE_GOOGLE_MAPS_MAP_ID')) {
    // Advanced markers need a Map ID (docs/decisions/0034): without it the map is not drawn.
    warnings.push(
      'VITE_GOOGLE_MAPS_MAP_ID is empty: with a Maps key but no Map ID the staff horse map ' +
        'lists the horses instead of drawing them (see docs/operations.md).',
    );
  }
  // App Check is recommended, not required: the site works without it (docs/decisions/0028).
  if (!text(env, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY')) {
    warnings.push(
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is empty: App Check is off, so Firestore cannot tell ' +
        'the site from other clients (recommended; see docs/operations.md).',
    );
  } else if (!text(env, 'FIREBASE_APPCHECK_DEBUG_TOKEN')) {
    warnings.push(
      'FIREBASE_APPCHECK_DEBUG_TOKEN is not set: fine while App Check is not enforced on ' +
        'Firestore; once it is, the build cannot read the horses and the deploy stops at the prerender.',
    );
  }
  return { projectId, problems, warnings };
}

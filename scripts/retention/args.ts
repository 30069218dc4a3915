/** The kinds of application and their collections (src/features/applications/api). */
export const applicationCollections = {
  adoption: 'adoptionApplications',
  cession: 'cessionApplications',
  circle: 'circleApplications',
} as const;

export type ApplicationKind = keyof typeof applicationCollections;

export const applicationKinds = Object.keys(applicationCollections) as ApplicationKind[];

export interface RetentionOptions {
  /** Applications dated more than this many months before now are expired. */
  months: number;
  kinds: ApplicationKind[];
  /** False: list only (the default). */
  delete: boolean;
  /** A real Firebase project; undefined: the local emulators. */
  project: string | undefined;
  /** Who runs the script, for the log (an e-mail address or a name). */
  operator: string | undefined;
}

export type ParsedArgs = { ok: true; options: RetentionOptions } | { ok: false; message: string };

export const retentionUsage =
  'Usage: npm run retention -- --older-than <N>m|<N>y [--kind adoption|cession|circle|all] ' +
  '[--delete] [--project <firebase-project-id>] [--operator <e-mail>]';

/**
 * The shortest limit accepted: the privacy notice promises 12 and 24 months, and a slip such as
 * "2m" for "24m" must not empty the registry.
 */
export const minimumMonths = 6;

const valueFlags = ['--older-than', '--kind', '--project', '--operator'] as const;

/** Parses the command line of `npm run retention`; a bad argument gives a message saying why. */
export function parseRetentionArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  let remove = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--delete') {
      remove = true;
    } else if ((valueFlags as readonly string[]).includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) {
        return { ok: false, message: `${arg} needs a value.` };
      }
      values.set(arg, value);
      i++;
    } else {
      return { ok: false, message: `Unknown argument: ${arg}` };
    }
  }

  const limit = values.get('--older-than');
  if (limit === undefined) {
    return { ok: false, message: '--older-than is required, e.g. --older-than 24m (24 months).' };
  }
  const match = /^(\d{1,3})([my])$/.exec(limit);
  if (!match) {
    return {
      ok: false,
      message: `--older-than "${limit}": write a number of months or years, e.g. 24m or 2y.`,
    };
  }
  const months = Number(match[1]) * (match[2] === 'y' ? 12 : 1);
  if (months < minimumMonths) {
    return {
      ok: false,
      message: `--older-than "${limit}" is under ${minimumMonths} months: the privacy notice promises 12 and 24.`,
    };
  }

  const kind = values.get('--kind') ?? 'all';
  let kinds: ApplicationKind[];
  if (kind === 'all') kinds = applicationKinds;
  else if ((applicationKinds as string[]).includes(kind)) kinds = [kind as ApplicationKind];
  else {
    return {
      ok: false,
      message: `--kind "${kind}": use adoption, cession, circle or all.`,
    };
  }

  return {
    ok: true,
    options: {
      months,
      kinds,
      delete: remove,
      project: values.get('--project'),
      operator: values.get('--operator'),
    },
  };
}

import type { ApplicationPhotoKind } from '#src/config/storage-paths.ts';

export const applicationCollections = {
  adoption: 'adoptionApplications',
  cession: 'cessionApplications',
  circle: 'circleApplications',
  volunteer: 'volunteerApplications',
} as const;

export type ApplicationKind = keyof typeof applicationCollections;

export const applicationKinds = Object.keys(applicationCollections) as ApplicationKind[];

/** A volunteer application has no photos: its kind has no folder in Storage. */
export const photoKindOf = (kind: ApplicationKind): ApplicationPhotoKind | null =>
  kind === 'volunteer' ? null : kind;

export type RetentionSelection =
  | {
      by: 'age';
      months: number;
      kinds: ApplicationKind[];
    }
  | { by: 'id'; id: string; kind: ApplicationKind };

export interface RetentionOptions {
  selection: RetentionSelection;
  delete: boolean;
  /** Undefined: the local emulators. */
  project: string | undefined;
  bucket: string | undefined;
  operator: string | undefined;
}

export type ParsedArgs = { ok: true; options: RetentionOptions } | { ok: false; message: string };

export const retentionUsage =
  'Usage: npm run retention -- --older-than <N>m|<N>y [--kind adoption|cession|circle|volunteer|all] ' +
  '[--delete] [--project <firebase-project-id> [--bucket <storage-bucket>]] [--operator <e-mail>]\n' +
  '   or: npm run retention -- --id <application-id> --kind adoption|cession|circle|volunteer ' +
  '[--delete] [--project <firebase-project-id> [--bucket <storage-bucket>]] [--operator <e-mail>]';

/** The privacy notice promises 12 and 24 months; a slip such as "2m" must not empty the registry. */
export const minimumMonths = 6;

/** Older projects have `<id>.appspot.com`, which the operator passes with --bucket. */
export const defaultBucket = (project: string): string => `${project}.firebasestorage.app`;

const valueFlags = [
  '--older-than',
  '--kind',
  '--id',
  '--project',
  '--bucket',
  '--operator',
] as const;

const bucketPattern = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

export function isDocumentId(id: string): boolean {
  return (
    id !== '' &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    Buffer.byteLength(id) <= 1500
  );
}

/** It also names the photo folder, so a slash is refused whatever Firestore would say. */
function idProblem(id: string): string | null {
  if (id.includes('/')) return `--id "${id}" contains "/": write only the code of the application.`;
  if (!isDocumentId(id)) return `--id "${id}" is not a document id.`;
  return null;
}

function kindOf(value: string | undefined, allowAll: boolean): ApplicationKind[] | string {
  const kind = value ?? 'all';
  if (allowAll && kind === 'all') return applicationKinds;
  if ((applicationKinds as string[]).includes(kind)) return [kind as ApplicationKind];
  return allowAll
    ? `--kind "${kind}": use adoption, cession, circle, volunteer or all.`
    : `--kind "${kind}": with --id use adoption, cession, circle or volunteer.`;
}

function ageSelection(values: Map<string, string>): RetentionSelection | string {
  const limit = values.get('--older-than');
  if (limit === undefined) {
    return (
      '--older-than or --id is required, e.g. --older-than 24m (24 months), or --id <code> ' +
      '--kind adoption for one application.'
    );
  }
  const match = /^(\d{1,3})([my])$/.exec(limit);
  if (!match) return `--older-than "${limit}": write a number of months or years, e.g. 24m or 2y.`;
  const months = Number(match[1]) * (match[2] === 'y' ? 12 : 1);
  if (months < minimumMonths) {
    return `--older-than "${limit}" is under ${minimumMonths} months: the privacy notice promises 12 and 24.`;
  }
  const kinds = kindOf(values.get('--kind'), true);
  return typeof kinds === 'string' ? kinds : { by: 'age', months, kinds };
}

function idSelection(values: Map<string, string>, id: string): RetentionSelection | string {
  if (values.has('--older-than')) {
    return (
      '--id and --older-than go separately: --id deletes one application whatever its date, ' +
      '--older-than every application older than the limit.'
    );
  }
  const problem = idProblem(id);
  if (problem) return problem;
  const kind = values.get('--kind');
  if (kind === undefined) {
    return '--id needs --kind adoption, cession, circle or volunteer: the kind of the application.';
  }
  const kinds = kindOf(kind, false);
  if (typeof kinds === 'string') return kinds;
  return { by: 'id', id, kind: kinds[0] ?? 'adoption' };
}

export function parseRetentionArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<string, string>();
  let remove = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--delete') {
      remove = true;
    } else if ((valueFlags as readonly string[]).includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--') || value.trim() === '') {
        return { ok: false, message: `${arg} needs a value.` };
      }
      if (values.has(arg)) return { ok: false, message: `${arg} is given twice.` };
      values.set(arg, value);
      i++;
    } else {
      return { ok: false, message: `Unknown argument: ${arg}` };
    }
  }

  const id = values.get('--id');
  const selection = id === undefined ? ageSelection(values) : idSelection(values, id);
  if (typeof selection === 'string') return { ok: false, message: selection };

  const project = values.get('--project');
  const bucket = values.get('--bucket');
  if (bucket !== undefined && project === undefined) {
    return {
      ok: false,
      message: '--bucket goes with --project: on the emulators the bucket is the local one.',
    };
  }
  if (bucket !== undefined && !bucketPattern.test(bucket)) {
    return {
      ok: false,
      message: `--bucket "${bucket}": write the bucket's name, e.g. my-project.firebasestorage.app (no gs://).`,
    };
  }

  return {
    ok: true,
    options: {
      selection,
      delete: remove,
      project,
      bucket,
      operator: values.get('--operator'),
    },
  };
}

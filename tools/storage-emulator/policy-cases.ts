import { MAX_IMAGE_BYTES } from './access-policy.ts';

// The one table of Storage access cases (issue 12). tests/emulator/storage-policy.test.ts checks
// every row three ways: storage.rules (evaluated by storage-rules.ts), access-policy.ts, and the
// running Storage emulator through the Firebase web SDK with real Auth emulator sign-ins.
// `{run}` in a path stands for a folder of the test run's own; paths without it are whole folders.

/** anonymous: a visitor; user: signed in without the staff claim; staff: `staff: true`. */
export type Caller = 'anonymous' | 'user' | 'staff';

/** What the web SDK reports: success, storage/unauthenticated (401) or storage/unauthorized (403). */
export type Outcome = 'allowed' | 'unauthenticated' | 'unauthorized';

export type Operation =
  /** getMetadata, getBytes and getDownloadURL. */
  | { kind: 'get'; path: string }
  /** listAll (every page), or list (one page) with `page: true`. */
  | { kind: 'list'; path: string; page?: boolean }
  /** uploadBytes: a create, or an update when the path is a fixture. */
  | { kind: 'upload'; path: string; contentType: string; size: number }
  /** updateMetadata changing only the content type (an update). */
  | { kind: 'set-type'; path: string; contentType: string }
  | { kind: 'delete'; path: string };

export interface PolicyCase {
  caller: Caller;
  operation: Operation;
  expect: Outcome;
  /** The hole of issue 12 this case closes: it failed before the change. */
  hole?: string;
}

/** Size of every fixture object. */
export const FIXTURE_BYTES = 64;

/** Objects stored (by the owner, past the policy) before the cases run. */
export const FIXTURES: Readonly<Record<string, string>> = {
  'horses/{run}/stella.webp': 'image/webp',
  'horses/{run}/keep.webp': 'image/webp',
  'horses/{run}/gone.webp': 'image/webp',
  'events/{run}/festa.png': 'image/png',
  'web/{run}/header.jpg': 'image/jpeg',
  'private/{run}/scan.png': 'image/png',
};

const KIB = 1024;
const get = (path: string): Operation => ({ kind: 'get', path });
const listAll = (path: string): Operation => ({ kind: 'list', path });
const listPage = (path: string): Operation => ({ kind: 'list', path, page: true });
const upload = (path: string, contentType: string, size = KIB): Operation => ({
  kind: 'upload',
  path,
  contentType,
  size,
});
const setType = (path: string, contentType: string): Operation => ({
  kind: 'set-type',
  path,
  contentType,
});
const remove = (path: string): Operation => ({ kind: 'delete', path });

const LIST = 'a public listing shows the photos of hidden horses';
const TYPE = 'only WebP, PNG and JPEG may be stored';

export const POLICY_CASES: readonly PolicyCase[] = [
  // Anyone gets a public image by its path; the rest is staff only.
  { caller: 'anonymous', operation: get('horses/{run}/stella.webp'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('events/{run}/festa.png'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('web/{run}/header.jpg'), expect: 'allowed' },
  { caller: 'user', operation: get('horses/{run}/stella.webp'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('private/{run}/scan.png'), expect: 'unauthenticated' },
  { caller: 'user', operation: get('private/{run}/scan.png'), expect: 'unauthorized' },
  { caller: 'staff', operation: get('private/{run}/scan.png'), expect: 'allowed' },

  // Nobody but staff lists a folder, public or not.
  { caller: 'anonymous', operation: listAll('horses'), expect: 'unauthorized', hole: LIST },
  { caller: 'anonymous', operation: listAll('events'), expect: 'unauthorized', hole: LIST },
  { caller: 'anonymous', operation: listAll('web'), expect: 'unauthorized', hole: LIST },
  { caller: 'anonymous', operation: listPage('horses/{run}'), expect: 'unauthorized', hole: LIST },
  { caller: 'user', operation: listAll('horses'), expect: 'unauthorized', hole: LIST },
  { caller: 'user', operation: listPage('events'), expect: 'unauthorized', hole: LIST },
  { caller: 'user', operation: listAll('web/{run}'), expect: 'unauthorized', hole: LIST },
  { caller: 'anonymous', operation: listAll(''), expect: 'unauthorized' },
  { caller: 'anonymous', operation: listAll('private/{run}'), expect: 'unauthorized' },
  { caller: 'user', operation: listAll('private/{run}'), expect: 'unauthorized' },
  { caller: 'staff', operation: listAll('horses'), expect: 'allowed' },
  { caller: 'staff', operation: listPage('horses/{run}'), expect: 'allowed' },
  { caller: 'staff', operation: listAll('events'), expect: 'allowed' },
  { caller: 'staff', operation: listAll('web'), expect: 'allowed' },
  { caller: 'staff', operation: listPage(''), expect: 'allowed' },
  { caller: 'staff', operation: listAll('private/{run}'), expect: 'allowed' },

  // Staff store WebP, PNG and JPEG images smaller than 10 MiB, and nothing else.
  { caller: 'staff', operation: upload('horses/{run}/new.webp', 'image/webp'), expect: 'allowed' },
  { caller: 'staff', operation: upload('events/{run}/new.png', 'image/png'), expect: 'allowed' },
  { caller: 'staff', operation: upload('web/{run}/new.jpg', 'image/jpeg'), expect: 'allowed' },
  { caller: 'staff', operation: upload('private/{run}/new.webp', 'image/webp'), expect: 'allowed' },
  {
    caller: 'staff',
    operation: upload('horses/{run}/drawing.svg', 'image/svg+xml'),
    expect: 'unauthorized',
    hole: 'an SVG can carry scripts',
  },
  {
    caller: 'staff',
    operation: upload('web/{run}/notes.txt', 'text/plain'),
    expect: 'unauthorized',
    hole: TYPE,
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}/moving.gif', 'image/gif'),
    expect: 'unauthorized',
    hole: TYPE,
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}/blob', 'application/octet-stream'),
    expect: 'unauthorized',
    hole: TYPE,
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}/huge.webp', 'image/webp', MAX_IMAGE_BYTES),
    expect: 'unauthorized',
    hole: 'images are smaller than 10 MiB',
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}/largest.webp', 'image/webp', MAX_IMAGE_BYTES - 1),
    expect: 'allowed',
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}/stella.webp', 'image/svg+xml'),
    expect: 'unauthorized',
    hole: 'an SVG can carry scripts',
  },
  {
    caller: 'staff',
    operation: setType('horses/{run}/stella.webp', 'image/svg+xml'),
    expect: 'unauthorized',
    hole: 'an SVG can carry scripts',
  },
  { caller: 'staff', operation: setType('web/{run}/header.jpg', 'image/png'), expect: 'allowed' },
  {
    caller: 'anonymous',
    operation: upload('horses/{run}/anonymous.webp', 'image/webp'),
    expect: 'unauthenticated',
  },
  {
    caller: 'user',
    operation: upload('horses/{run}/user.webp', 'image/webp'),
    expect: 'unauthorized',
  },
  {
    caller: 'user',
    operation: setType('horses/{run}/keep.webp', 'image/png'),
    expect: 'unauthorized',
  },

  // Only staff delete.
  { caller: 'anonymous', operation: remove('horses/{run}/keep.webp'), expect: 'unauthenticated' },
  { caller: 'user', operation: remove('horses/{run}/keep.webp'), expect: 'unauthorized' },
  { caller: 'staff', operation: remove('horses/{run}/gone.webp'), expect: 'allowed' },
];

/** A row in words, for test names: "anonymous list horses/{run} -> unauthorized". */
export function describeCase({ caller, operation, expect }: PolicyCase): string {
  const what =
    operation.kind === 'upload'
      ? `upload ${operation.path} (${operation.contentType}, ${operation.size} B)`
      : operation.kind === 'set-type'
        ? `set type of ${operation.path} to ${operation.contentType}`
        : operation.kind === 'list'
          ? `${operation.page ? 'list' : 'listAll'} ${operation.path || '/'}`
          : `${operation.kind} ${operation.path}`;
  return `${caller} ${what} -> ${expect}`;
}

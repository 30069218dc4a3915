import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_PUBLISHED_BYTES } from './access-policy.ts';

// One table of Storage access cases, checked by tests/emulator/storage-policy.test.ts against the
// rules and the emulator. `{run}`: a folder of the run's own; `{id}`, `{old}`, `{none}`, `{kept}`:
// auto-ids (FIRESTORE_FIXTURES says which documents they have); `{short}`: 19 letters and digits.

/** What an uploader may ask the stored file to be served with, beside its type. */
export interface UploadHeaders {
  contentDisposition?: string;
  cacheControl?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata?: Record<string, string>;
}

export type Caller = 'anonymous' | 'user' | 'staff';

export type Outcome = 'allowed' | 'unauthenticated' | 'unauthorized';

export type Operation =
  | { kind: 'get'; path: string }
  | { kind: 'list'; path: string; page?: boolean }
  /** An update when the path is a fixture; `headers` are set by the uploader (default: none). */
  | {
      kind: 'upload';
      path: string;
      contentType: string;
      size: number;
      headers?: UploadHeaders;
    }
  | { kind: 'set-type'; path: string; contentType: string }
  | { kind: 'delete'; path: string };

export interface PolicyCase {
  caller: Caller;
  operation: Operation;
  expect: Outcome;
  /** The hole of an earlier, looser policy that this case keeps closed. */
  hole?: string;
  photo?: PhotoRule;
  site?: SiteRule;
  folder?: FolderRule;
  cell?: CellRule;
}

export const PHOTO_RULES = {
  create: 'anyone creates a photo of an adoption or cession application',
  size: 'smaller than 10 MiB',
  type: 'WebP or JPEG, matching the name',
  name: 'the name is 12 lowercase letters or digits + .webp or .jpg',
  id: 'the folder is an auto-id',
  kind: 'adoption or cession only',
  nested: 'no deeper path',
  outside: 'nowhere else',
  overwrite: 'a create, never an overwrite or a metadata update, by nobody',
  headers: 'no header or metadata of the uploader own: no download name, caching, encoding',
  read: 'the public never gets one',
  list: 'the public never lists them',
  delete: 'the public never deletes one',
  staff: 'staff get, list and delete them',
  first: 'the application exists first',
  named: 'the application names the photo (at most five names, by Firestore rules)',
  window: 'within 30 minutes of the application',
} as const;

export type PhotoRule = keyof typeof PHOTO_RULES;

export const SITE_RULES = {
  get: 'anyone, signed in or not, gets a published file by its path, at any depth',
  list: 'only staff list the folder',
  write: 'staff create and overwrite a JSON file',
  size: 'smaller than 2 MiB',
  type: 'application/json exactly: no image, page or script',
  writers: 'nobody but staff creates, overwrites or changes one',
  delete: 'only staff delete one',
  outside: 'JSON nowhere else',
} as const;

export type SiteRule = keyof typeof SITE_RULES;

export const FOLDER_RULES = {
  own: 'each folder the app writes has its own write rule; no write anywhere else, staff included',
  document: 'a document file is created once: never overwritten, retyped or changed',
} as const;

export type FolderRule = keyof typeof FOLDER_RULES;

/**
 * The cells where the emulator's own copy of the rules and storage.rules disagreed (issue 37; the
 * grid of tests/emulator/storage-grid.test.ts; docs/decisions/0073-storage-emulator-runs-the-rules.md).
 */
export const CELL_RULES = {
  folderName: 'an object named exactly as the horses folder is not public, and nobody deletes it',
  leftover:
    'staff delete whatever an application’s or a horse’s document folder holds, odd names included',
} as const;

export type CellRule = keyof typeof CELL_RULES;

export const FIXTURE_BYTES = 64;

/** Stored by the owner, past the policy, before the cases run. */
export const FIXTURES: Readonly<Record<string, string>> = {
  'horses/{run}/photo/thumb.webp': 'image/webp',
  'horses/{run}/photo/zoom.png': 'image/png',
  'horses/{run}/photo/old/thumb.webp': 'image/webp',
  'horses/{run}/stella.webp': 'image/webp',
  'horses/{run}/keep.webp': 'image/webp',
  'horses/{run}/gone.webp': 'image/webp',
  'horses/{run}-hidden/photo/thumb.webp': 'image/webp',
  'horses/{run}-hidden/photo/zoom.png': 'image/png',
  'horses/{run}-hidden/photo/old/thumb.webp': 'image/webp',
  'horses/{run}-gone/photo/thumb.webp': 'image/webp',
  'horses/{run}.webp': 'image/webp',
  'horses/{run}.png': 'image/png',
  'horses/{run}/news/NewsPhotoFixture0001.webp': 'image/webp',
  'horses/{run}/news/NewsPhotoFixture0002.webp': 'image/webp',
  'horses/{run}/news/NewsPhotoHidden00001.webp': 'image/webp',
  'horses/{run}/news/NewsPhotoNoNews00001.webp': 'image/webp',
  'horses/{run}/news/NewsPhotoNoNews00002.webp': 'image/webp',
  'events/{run}/festa.png': 'image/png',
  'web/{run}/header.jpg': 'image/jpeg',
  'private/{run}/scan.png': 'image/png',
  'applications/adoption/{id}/fixture00001.webp': 'image/webp',
  'applications/cession/{id}/fixture00002.jpg': 'image/jpeg',
  'applications/cession/{id}/replaced0001.webp': 'image/webp',
  'applications/cession/{id}/gone00000001.webp': 'image/webp',
  'horseDocuments/{run}/{id}/passaporto.pdf': 'application/pdf',
  'horseDocuments/{run}/{id}/gone-referto.pdf': 'application/pdf',
  'horseDocuments/{run}/{kept}/contratto.pdf': 'application/pdf',
  'applications/circle/{id}/leftover0001.webp': 'image/webp',
  'applications/adoption/{short}/leftover0002.webp': 'image/webp',
  'applications/adoption/{id}/leftover0003.JPG': 'image/jpeg',
  'applications/cession/{id}/leftover0004.png': 'image/png',
  'horseDocuments/{run}/{short}/referto.pdf': 'application/pdf',
  'horseDocuments/{run}/{id}/Referto.PDF': 'application/pdf',
  'volunteerRegisterPrints/{id}/registro-volontari-2025.pdf': 'application/pdf',
  'volunteerRegisterPrints/{kept}/registro-volontari-2024.pdf': 'application/pdf',
  'books/{id}/fattura-12.pdf': 'application/pdf',
  'books/{kept}/scontrino.jpg': 'image/jpeg',
  'public/site/{run}/horses.json': 'application/json',
  'public/site/{run}/horses/ada.json': 'application/json',
  'public/site/{run}/events.json': 'application/json',
  'public/site/{run}/events/gone.json': 'application/json',
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
const withHeaders = (path: string, contentType: string, headers: UploadHeaders): Operation => ({
  kind: 'upload',
  path,
  contentType,
  size: KIB,
  headers,
});
const remove = (path: string): Operation => ({ kind: 'delete', path });

const LIST = 'a public listing shows the photos of hidden horses';
const NEWS_PHOTO = 'horses/{run}/news/NewsPhotoFixture0001.webp';
const SHOWN = 'a news’ photo deleted while its news still shows it, with no entry naming it';
const HIDDEN_NEWS_PHOTO = 'horses/{run}/news/NewsPhotoHidden00001.webp';
const LOST_NEWS_PHOTO = 'horses/{run}/news/NewsPhotoNoNews00001.webp';
/** Its news is gone: the photo may go. */
const DROPPED_NEWS_PHOTO = 'horses/{run}/news/NewsPhotoNoNews00002.webp';
const HIDDEN = 'the photo of a hidden horse’s news is public by its path';
const newNewsPhoto = (n: number) => `horses/{run}/news/NewsPhotoUpload0000${n}.webp`;
const TYPE = 'only WebP, PNG and JPEG may be stored';
/** Horse `{run}` is published; `{run}-hidden` is not; `{run}-gone` has no projection. */
const HIDDEN_HORSE = 'a hidden horse’s photos are served to whoever guesses the path';
const HIDDEN_HORSE_PHOTOS = [
  'horses/{run}-hidden/photo/thumb.webp',
  'horses/{run}-hidden/photo/zoom.png',
  'horses/{run}-hidden/photo/old/thumb.webp',
  'horses/{run}-gone/photo/thumb.webp',
  // At the top of horses/, where photos were before decision 75: staff only now.
  'horses/{run}.webp',
];

const IMAGE_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get('horses/{run}/photo/thumb.webp'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('horses/{run}/photo/zoom.png'), expect: 'allowed' },
  { caller: 'user', operation: get('horses/{run}/photo/old/thumb.webp'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('horses/{run}/stella.webp'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('events/{run}/festa.png'), expect: 'allowed' },
  { caller: 'anonymous', operation: get('web/{run}/header.jpg'), expect: 'allowed' },
  { caller: 'user', operation: get('horses/{run}/stella.webp'), expect: 'allowed' },
  ...HIDDEN_HORSE_PHOTOS.flatMap((path): PolicyCase[] => [
    { caller: 'anonymous', operation: get(path), expect: 'unauthenticated', hole: HIDDEN_HORSE },
    { caller: 'user', operation: get(path), expect: 'unauthorized', hole: HIDDEN_HORSE },
    { caller: 'staff', operation: get(path), expect: 'allowed' },
  ]),
  {
    caller: 'anonymous',
    operation: listAll('horses/{run}-hidden/photo'),
    expect: 'unauthorized',
    hole: LIST,
  },
  {
    caller: 'staff',
    operation: upload('horses/{run}-hidden/photo/new.webp', 'image/webp'),
    expect: 'allowed',
  },
  { caller: 'staff', operation: remove('horses/{run}.png'), expect: 'allowed' },
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

  { caller: 'staff', operation: upload('horses/{run}/new.webp', 'image/webp'), expect: 'allowed' },
  { caller: 'staff', operation: upload('events/{run}/new.png', 'image/png'), expect: 'allowed' },
  { caller: 'staff', operation: upload('web/{run}/new.jpg', 'image/jpeg'), expect: 'allowed' },
  {
    caller: 'staff',
    operation: upload('private/{run}/new.webp', 'image/webp'),
    expect: 'unauthorized',
    folder: 'own',
  },
  {
    caller: 'staff',
    operation: upload('misc/{run}/new.png', 'image/png'),
    expect: 'unauthorized',
    folder: 'own',
  },
  {
    caller: 'staff',
    operation: setType('private/{run}/scan.png', 'image/webp'),
    expect: 'unauthorized',
    folder: 'own',
  },
  {
    caller: 'staff',
    operation: remove('private/{run}/scan.png'),
    expect: 'unauthorized',
    folder: 'own',
  },
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

  { caller: 'anonymous', operation: remove('horses/{run}/keep.webp'), expect: 'unauthenticated' },
  { caller: 'user', operation: remove('horses/{run}/keep.webp'), expect: 'unauthorized' },
  { caller: 'staff', operation: remove('horses/{run}/gone.webp'), expect: 'allowed' },

  // News photos (decision 39): the public gets one by its path, never lists or writes them.
  { caller: 'anonymous', operation: get(NEWS_PHOTO), expect: 'allowed' },
  { caller: 'user', operation: get(NEWS_PHOTO), expect: 'allowed' },
  // ... while its news is public, as the news carries its horse's visibility.
  {
    caller: 'anonymous',
    operation: get(HIDDEN_NEWS_PHOTO),
    expect: 'unauthenticated',
    hole: HIDDEN,
  },
  { caller: 'user', operation: get(HIDDEN_NEWS_PHOTO), expect: 'unauthorized', hole: HIDDEN },
  { caller: 'anonymous', operation: get(LOST_NEWS_PHOTO), expect: 'unauthenticated', hole: HIDDEN },
  { caller: 'user', operation: get('horses/{run}/news'), expect: 'unauthorized', hole: HIDDEN },
  { caller: 'staff', operation: get(HIDDEN_NEWS_PHOTO), expect: 'allowed' },
  { caller: 'staff', operation: get(LOST_NEWS_PHOTO), expect: 'allowed' },
  { caller: 'anonymous', operation: listAll('horses/{run}/news'), expect: 'unauthorized' },
  {
    caller: 'anonymous',
    operation: upload(newNewsPhoto(1), 'image/webp'),
    expect: 'unauthenticated',
  },
  { caller: 'user', operation: upload(newNewsPhoto(2), 'image/webp'), expect: 'unauthorized' },
  { caller: 'user', operation: upload(NEWS_PHOTO, 'image/webp'), expect: 'unauthorized' },
  { caller: 'anonymous', operation: remove(NEWS_PHOTO), expect: 'unauthenticated' },
  { caller: 'staff', operation: upload(newNewsPhoto(3), 'image/webp'), expect: 'allowed' },
  { caller: 'staff', operation: upload(NEWS_PHOTO, 'image/webp'), expect: 'allowed' },
  { caller: 'staff', operation: listAll('horses/{run}/news'), expect: 'allowed' },
  {
    caller: 'staff',
    operation: remove('horses/{run}/news/NewsPhotoFixture0002.webp'),
    expect: 'allowed',
  },
  // A news' photo goes only after its news dropped it: that commit's log entry names the file.
  { caller: 'staff', operation: remove(NEWS_PHOTO), expect: 'unauthorized', hole: SHOWN },
  { caller: 'staff', operation: remove(HIDDEN_NEWS_PHOTO), expect: 'unauthorized', hole: SHOWN },
  { caller: 'staff', operation: remove('horses/{run}/news'), expect: 'unauthorized' },
  { caller: 'user', operation: remove(DROPPED_NEWS_PHOTO), expect: 'unauthorized' },
  { caller: 'staff', operation: remove(DROPPED_NEWS_PHOTO), expect: 'allowed' },
];

const ADOPTION = 'applications/adoption/{id}';
const CESSION = 'applications/cession/{id}';
const OLD = 'applications/adoption/{old}';
const UNNAMED_PHOTOS = ['n00000000001.webp', 'n00000000002.jpg'];
const PHOTO = `${ADOPTION}/fixture00001.webp`;
const JPEG_PHOTO = `${CESSION}/fixture00002.jpg`;
const webp = (path: string, size = KIB) => upload(path, 'image/webp', size);
const jpeg = (path: string, size = KIB) => upload(path, 'image/jpeg', size);

const PHOTO_CASES: readonly PolicyCase[] = [
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a00000000001.webp`),
    expect: 'allowed',
    photo: 'create',
  },
  {
    caller: 'anonymous',
    operation: webp(`${CESSION}/a00000000002.webp`),
    expect: 'allowed',
    photo: 'create',
  },
  {
    caller: 'user',
    operation: webp(`${ADOPTION}/u00000000001.webp`),
    expect: 'allowed',
    photo: 'create',
  },
  {
    caller: 'anonymous',
    operation: jpeg(`${ADOPTION}/j00000000001.jpg`),
    expect: 'allowed',
    photo: 'create',
  },
  {
    caller: 'user',
    operation: jpeg(`${CESSION}/j00000000002.jpg`),
    expect: 'allowed',
    photo: 'create',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a00000000003.webp`, MAX_IMAGE_BYTES - 1),
    expect: 'allowed',
    photo: 'size',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a00000000004.webp`, MAX_IMAGE_BYTES),
    expect: 'unauthorized',
    photo: 'size',
  },
  {
    caller: 'anonymous',
    operation: jpeg(`${CESSION}/j00000000003.jpg`, MAX_IMAGE_BYTES),
    expect: 'unauthorized',
    photo: 'size',
  },
  ...[
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'image/gif',
    'text/plain',
    'application/octet-stream',
  ].map((contentType, i): PolicyCase => ({
    caller: 'anonymous',
    operation: upload(`${ADOPTION}/t0000000000${i}.webp`, contentType),
    expect: 'unauthorized',
    photo: 'type',
  })),
  {
    caller: 'user',
    operation: upload(`${CESSION}/u00000000002.webp`, 'image/png'),
    expect: 'unauthorized',
    photo: 'type',
  },
  {
    caller: 'user',
    operation: jpeg(`${ADOPTION}/u00000000007.webp`),
    expect: 'unauthorized',
    photo: 'type',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/j00000000004.jpg`),
    expect: 'unauthorized',
    photo: 'type',
  },
  {
    caller: 'user',
    operation: webp(`${CESSION}/j00000000005.jpg`),
    expect: 'unauthorized',
    photo: 'type',
  },
  ...['image/png', 'image/svg+xml', 'image/jpg'].map((contentType, i): PolicyCase => ({
    caller: 'anonymous',
    operation: upload(`${CESSION}/t1000000000${i}.jpg`, contentType),
    expect: 'unauthorized',
    photo: 'type',
  })),

  // Anywhere else under applications/ the catch-all applies: staff only.
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/photo.webp`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/A00000000005.webp`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a0000000006.webp`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a000000000007.webp`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a00000000008.png`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/a00000000009.webp.png`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'user',
    operation: webp(`${ADOPTION}/photo-1.webp`),
    expect: 'unauthorized',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: jpeg(`${ADOPTION}/j00000000006.jpeg`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'user',
    operation: jpeg(`${CESSION}/j00000000007.jpeg`),
    expect: 'unauthorized',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: jpeg(`${ADOPTION}/j00000000008.JPG`),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: upload(`${ADOPTION}/a00000000019.png`, 'image/png'),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: upload(`${ADOPTION}/a00000000020.svg`, 'image/svg+xml'),
    expect: 'unauthenticated',
    photo: 'name',
  },
  {
    caller: 'anonymous',
    operation: webp('applications/adoption/{run}/a00000000010.webp'),
    expect: 'unauthenticated',
    photo: 'id',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}x/a00000000011.webp`),
    expect: 'unauthenticated',
    photo: 'id',
  },
  {
    caller: 'user',
    operation: webp('applications/cession/{run}/u00000000003.webp'),
    expect: 'unauthorized',
    photo: 'id',
  },
  {
    caller: 'anonymous',
    operation: webp('applications/circle/{id}/a00000000012.webp'),
    expect: 'unauthenticated',
    photo: 'kind',
  },
  {
    caller: 'user',
    operation: webp('applications/circle/{id}/u00000000004.webp'),
    expect: 'unauthorized',
    photo: 'kind',
  },
  {
    caller: 'anonymous',
    operation: webp('applications/horses/{id}/a00000000013.webp'),
    expect: 'unauthenticated',
    photo: 'kind',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/x/a00000000014.webp`),
    expect: 'unauthenticated',
    photo: 'nested',
  },
  {
    caller: 'user',
    operation: webp(`${CESSION}/a00000000015.webp/u00000000005.webp`),
    expect: 'unauthorized',
    photo: 'nested',
  },
  {
    caller: 'anonymous',
    operation: webp('applications/a00000000016.webp'),
    expect: 'unauthenticated',
    photo: 'outside',
  },
  {
    caller: 'anonymous',
    operation: webp('applications/adoption/a00000000017.webp'),
    expect: 'unauthenticated',
    photo: 'outside',
  },
  {
    caller: 'anonymous',
    operation: webp('horses/{id}/a00000000018.webp'),
    expect: 'unauthenticated',
    photo: 'outside',
  },
  {
    caller: 'user',
    operation: webp('private/{id}/u00000000006.webp'),
    expect: 'unauthorized',
    photo: 'outside',
  },

  // Never an overwrite: the public's photos are created once, and changed by nobody but staff.
  { caller: 'anonymous', operation: webp(PHOTO), expect: 'unauthorized', photo: 'overwrite' },
  { caller: 'user', operation: webp(PHOTO), expect: 'unauthorized', photo: 'overwrite' },
  {
    caller: 'anonymous',
    operation: jpeg(JPEG_PHOTO),
    expect: 'unauthorized',
    photo: 'overwrite',
  },
  {
    caller: 'anonymous',
    operation: setType(PHOTO, 'image/webp'),
    expect: 'unauthorized',
    photo: 'overwrite',
  },
  {
    caller: 'user',
    operation: setType(PHOTO, 'image/png'),
    expect: 'unauthorized',
    photo: 'overwrite',
  },
  {
    caller: 'staff',
    operation: webp(`${CESSION}/replaced0001.webp`),
    expect: 'unauthorized',
    photo: 'overwrite',
  },
  // The application first, its photos after: by name, soon after.
  {
    caller: 'anonymous',
    operation: webp('applications/adoption/{none}/a00000000021.webp'),
    expect: 'unauthorized',
    photo: 'first',
  },
  {
    caller: 'user',
    operation: jpeg('applications/cession/{none}/j00000000021.jpg'),
    expect: 'unauthorized',
    photo: 'first',
  },
  {
    caller: 'anonymous',
    operation: webp(`${ADOPTION}/${UNNAMED_PHOTOS[0]}`),
    expect: 'unauthorized',
    photo: 'named',
    hole: '12 photos in a folder where the form allows 5',
  },
  {
    caller: 'user',
    operation: jpeg(`${CESSION}/${UNNAMED_PHOTOS[1]}`),
    expect: 'unauthorized',
    photo: 'named',
  },
  {
    caller: 'anonymous',
    operation: webp(`${OLD}/a00000000022.webp`),
    expect: 'unauthorized',
    photo: 'window',
  },
  {
    caller: 'staff',
    operation: upload(`${ADOPTION}/staff-photo.png`, 'image/png'),
    expect: 'unauthorized',
    folder: 'own',
  },

  // The visitor chooses no header: a photo served as `Ricevuta-bonifico.html` or cached for a year.
  ...(
    [
      { contentDisposition: 'attachment; filename="Ricevuta-bonifico.html"' },
      { contentDisposition: 'inline' },
      { cacheControl: 'public, max-age=31536000' },
      { contentEncoding: 'gzip' },
      { contentLanguage: 'it' },
      { customMetadata: { note: 'x' } },
    ] satisfies UploadHeaders[]
  ).map((headers, i): PolicyCase => ({
    caller: i % 2 === 0 ? 'anonymous' : 'user',
    operation: withHeaders(`${ADOPTION}/h0000000000${i}.webp`, 'image/webp', headers),
    expect: 'unauthorized',
    photo: 'headers',
  })),
  {
    caller: 'anonymous',
    operation: withHeaders(`${CESSION}/h00000000009.jpg`, 'image/jpeg', {
      cacheControl: 'no-cache',
    }),
    expect: 'unauthorized',
    photo: 'headers',
  },

  { caller: 'anonymous', operation: get(PHOTO), expect: 'unauthenticated', photo: 'read' },
  { caller: 'user', operation: get(PHOTO), expect: 'unauthorized', photo: 'read' },
  { caller: 'anonymous', operation: get(JPEG_PHOTO), expect: 'unauthenticated', photo: 'read' },
  { caller: 'anonymous', operation: listAll(ADOPTION), expect: 'unauthorized', photo: 'list' },
  {
    caller: 'anonymous',
    operation: listPage('applications'),
    expect: 'unauthorized',
    photo: 'list',
  },
  { caller: 'user', operation: listAll(CESSION), expect: 'unauthorized', photo: 'list' },
  {
    caller: 'user',
    operation: listPage('applications/adoption'),
    expect: 'unauthorized',
    photo: 'list',
  },
  { caller: 'anonymous', operation: remove(PHOTO), expect: 'unauthenticated', photo: 'delete' },
  { caller: 'user', operation: remove(PHOTO), expect: 'unauthorized', photo: 'delete' },
  {
    caller: 'anonymous',
    operation: remove(JPEG_PHOTO),
    expect: 'unauthenticated',
    photo: 'delete',
  },
  { caller: 'staff', operation: get(PHOTO), expect: 'allowed', photo: 'staff' },
  { caller: 'staff', operation: get(JPEG_PHOTO), expect: 'allowed', photo: 'staff' },
  { caller: 'staff', operation: listAll(ADOPTION), expect: 'allowed', photo: 'staff' },
  { caller: 'staff', operation: listPage('applications'), expect: 'allowed', photo: 'staff' },
  {
    caller: 'staff',
    operation: remove(`${CESSION}/gone00000001.webp`),
    expect: 'allowed',
    photo: 'staff',
  },
];

// Horse documents (decision 41): staff only.
const DOCUMENTS = 'horseDocuments/{run}/{id}';
const DOCUMENT = `${DOCUMENTS}/passaporto.pdf`;
const pdf = (path: string, size = KIB) => upload(path, 'application/pdf', size);

const DOCUMENT_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get(DOCUMENT), expect: 'unauthenticated' },
  { caller: 'user', operation: get(DOCUMENT), expect: 'unauthorized' },
  { caller: 'staff', operation: get(DOCUMENT), expect: 'allowed' },
  { caller: 'anonymous', operation: listAll('horseDocuments'), expect: 'unauthorized' },
  { caller: 'anonymous', operation: listAll(DOCUMENTS), expect: 'unauthorized' },
  { caller: 'user', operation: listAll('horseDocuments/{run}'), expect: 'unauthorized' },
  { caller: 'user', operation: listPage(DOCUMENTS), expect: 'unauthorized' },
  { caller: 'staff', operation: listAll('horseDocuments/{run}'), expect: 'allowed' },
  { caller: 'staff', operation: listPage(DOCUMENTS), expect: 'allowed' },

  { caller: 'staff', operation: pdf(`${DOCUMENTS}/contratto-di-adozione.pdf`), expect: 'allowed' },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/referto_2026-05.jpg`, 'image/jpeg'),
    expect: 'allowed',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/modello-4.png`, 'image/png'),
    expect: 'allowed',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/scansione.webp`, 'image/webp'),
    expect: 'allowed',
  },
  {
    caller: 'staff',
    operation: pdf(`${DOCUMENTS}/largest.pdf`, MAX_DOCUMENT_BYTES - 1),
    expect: 'allowed',
  },
  {
    caller: 'staff',
    operation: pdf(`${DOCUMENTS}/huge.pdf`, MAX_DOCUMENT_BYTES),
    expect: 'unauthorized',
  },

  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/pagina.html`, 'text/html'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/finto.pdf`, 'text/html'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/disegno.svg`, 'image/svg+xml'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/disegno-finto.png`, 'image/svg+xml'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/note.txt`, 'text/plain'),
    expect: 'unauthorized',
  },
  { caller: 'staff', operation: pdf(`${DOCUMENTS}/finto.png`), expect: 'unauthorized' },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/senza-tipo.pdf`, 'application/octet-stream'),
    expect: 'unauthorized',
  },

  { caller: 'staff', operation: pdf('horses/{run}/passaporto.pdf'), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf('private/{run}/passaporto.pdf'), expect: 'unauthorized' },
  {
    caller: 'staff',
    operation: pdf('horseDocuments/{run}/passaporto.pdf'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: pdf('horseDocuments/{run}/{run}/passaporto.pdf'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: pdf(`${DOCUMENTS}/cartella/passaporto.pdf`),
    expect: 'unauthorized',
  },
  { caller: 'staff', operation: pdf(`${DOCUMENTS}/Passaporto.pdf`), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf(`${DOCUMENTS}/passaporto.PDF`), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf(`${DOCUMENTS}/-passaporto.pdf`), expect: 'unauthorized' },

  // Never replaced, with a PDF or anything else: a new version is a new document.
  { caller: 'staff', operation: pdf(DOCUMENT), expect: 'unauthorized', folder: 'document' },
  {
    caller: 'staff',
    operation: upload(DOCUMENT, 'image/png'),
    expect: 'unauthorized',
    folder: 'document',
    hole: 'an adoption contract PDF overwritten by a PNG',
  },
  {
    caller: 'staff',
    operation: setType(DOCUMENT, 'image/png'),
    expect: 'unauthorized',
    folder: 'document',
  },
  {
    caller: 'staff',
    operation: upload(`${DOCUMENTS}/immagine.pdf`, 'image/png'),
    expect: 'unauthorized',
    folder: 'document',
  },
  { caller: 'anonymous', operation: pdf(`${DOCUMENTS}/anonimo.pdf`), expect: 'unauthenticated' },
  { caller: 'user', operation: pdf(`${DOCUMENTS}/utente.pdf`), expect: 'unauthorized' },
  {
    caller: 'user',
    operation: upload(`${DOCUMENTS}/utente.webp`, 'image/webp'),
    expect: 'unauthorized',
  },
  // A document's file goes with its record, after it: never while the record stays.
  {
    caller: 'staff',
    operation: remove('horseDocuments/{run}/{kept}/contratto.pdf'),
    expect: 'unauthorized',
    folder: 'document',
    hole: 'a document’s file deleted while its record stays',
  },
  {
    caller: 'staff',
    operation: pdf('horseDocuments/{run}/{kept}/nuovo.pdf'),
    expect: 'unauthorized',
    folder: 'document',
  },
  { caller: 'anonymous', operation: remove(DOCUMENT), expect: 'unauthenticated' },
  { caller: 'user', operation: remove(DOCUMENT), expect: 'unauthorized' },
  { caller: 'staff', operation: remove(`${DOCUMENTS}/gone-referto.pdf`), expect: 'allowed' },
];

// The register of volunteers printed (decision 88): staff only; a PDF created before its print,
// never replaced, deleted only while no print names it.
const PRINTS = 'volunteerRegisterPrints/{id}';
const PRINT = `${PRINTS}/registro-volontari-2025.pdf`;
const KEPT_PRINT = 'volunteerRegisterPrints/{kept}/registro-volontari-2024.pdf';

const PRINT_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get(PRINT), expect: 'unauthenticated' },
  { caller: 'user', operation: get(PRINT), expect: 'unauthorized' },
  { caller: 'staff', operation: get(PRINT), expect: 'allowed' },
  { caller: 'user', operation: listAll('volunteerRegisterPrints'), expect: 'unauthorized' },
  { caller: 'staff', operation: listAll('volunteerRegisterPrints'), expect: 'allowed' },
  { caller: 'staff', operation: pdf(`${PRINTS}/registro-volontari-2026.pdf`), expect: 'allowed' },
  { caller: 'staff', operation: pdf(`${PRINTS}/registro-volontari-intero.pdf`), expect: 'allowed' },
  {
    caller: 'staff',
    operation: pdf(`${PRINTS}/registro-volontari-26.pdf`),
    expect: 'unauthorized',
  },
  { caller: 'staff', operation: pdf(`${PRINTS}/registro.pdf`), expect: 'unauthorized' },
  {
    caller: 'staff',
    operation: upload(`${PRINTS}/registro-volontari-2027.pdf`, 'text/html'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: pdf(`${PRINTS}/registro-volontari-2023.pdf`, MAX_DOCUMENT_BYTES),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: pdf('volunteerRegisterPrints/{short}/registro-volontari-2026.pdf'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: pdf('volunteerRegisterPrints/registro-volontari-2026.pdf'),
    expect: 'unauthorized',
  },
  // A stored print's PDF is never replaced nor deleted, nor another put beside it.
  { caller: 'staff', operation: pdf(PRINT), expect: 'unauthorized' },
  {
    caller: 'staff',
    operation: pdf('volunteerRegisterPrints/{kept}/registro-volontari-intero.pdf'),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: remove(KEPT_PRINT),
    expect: 'unauthorized',
    hole: 'a signed register’s PDF deleted while its print stays',
  },
  {
    caller: 'user',
    operation: pdf(`${PRINTS}/registro-volontari-2021.pdf`),
    expect: 'unauthorized',
  },
  {
    caller: 'anonymous',
    operation: pdf(`${PRINTS}/registro-volontari-2022.pdf`),
    expect: 'unauthenticated',
  },
  { caller: 'user', operation: remove(PRINT), expect: 'unauthorized' },
  { caller: 'staff', operation: remove(PRINT), expect: 'allowed' },
];

// The books' attachments (decision 93): staff only; an invoice or receipt created for its
// movement, never replaced, deleted only while no movement names it.
const BOOKS = 'books/{id}';
const INVOICE = `${BOOKS}/fattura-12.pdf`;
const KEPT_RECEIPT = 'books/{kept}/scontrino.jpg';

const BOOKS_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get(INVOICE), expect: 'unauthenticated' },
  { caller: 'user', operation: get(INVOICE), expect: 'unauthorized' },
  { caller: 'staff', operation: get(INVOICE), expect: 'allowed' },
  { caller: 'user', operation: listAll('books'), expect: 'unauthorized' },
  { caller: 'staff', operation: listAll('books'), expect: 'allowed' },
  { caller: 'staff', operation: pdf(`${BOOKS}/fattura-13.pdf`), expect: 'allowed' },
  { caller: 'staff', operation: upload(`${BOOKS}/scontrino.jpg`, 'image/jpeg'), expect: 'allowed' },
  { caller: 'staff', operation: upload(`${BOOKS}/foto.webp`, 'image/webp'), expect: 'allowed' },
  {
    caller: 'staff',
    operation: pdf(`${BOOKS}/huge.pdf`, MAX_DOCUMENT_BYTES),
    expect: 'unauthorized',
  },
  {
    caller: 'staff',
    operation: upload(`${BOOKS}/pagina.html`, 'text/html'),
    expect: 'unauthorized',
  },
  { caller: 'staff', operation: upload(`${BOOKS}/finta.pdf`, 'text/html'), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf(`${BOOKS}/Fattura.pdf`), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf('books/{short}/fattura.pdf'), expect: 'unauthorized' },
  { caller: 'staff', operation: pdf('books/fattura.pdf'), expect: 'unauthorized' },
  { caller: 'user', operation: pdf(`${BOOKS}/fattura-14.pdf`), expect: 'unauthorized' },
  { caller: 'anonymous', operation: pdf(`${BOOKS}/fattura-15.pdf`), expect: 'unauthenticated' },
  // A stored invoice is never replaced; one its movement names is never deleted.
  { caller: 'staff', operation: pdf(INVOICE), expect: 'unauthorized' },
  {
    caller: 'staff',
    operation: remove(KEPT_RECEIPT),
    expect: 'unauthorized',
    hole: 'an invoice deleted while its movement names it',
  },
  { caller: 'user', operation: remove(INVOICE), expect: 'unauthorized' },
  { caller: 'staff', operation: remove(INVOICE), expect: 'allowed' },
];

// The published site (decision 26): `public/site/{run}/...` stands for `public/site/...`.
const SITE = 'public/site/{run}';
const HORSE_LIST = `${SITE}/horses.json`;
const json = (path: string, size = KIB) => upload(path, 'application/json', size);

const SITE_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get(HORSE_LIST), expect: 'allowed', site: 'get' },
  { caller: 'user', operation: get(HORSE_LIST), expect: 'allowed', site: 'get' },
  {
    caller: 'anonymous',
    operation: get(`${SITE}/horses/ada.json`),
    expect: 'allowed',
    site: 'get',
  },
  { caller: 'staff', operation: get(HORSE_LIST), expect: 'allowed', site: 'get' },
  { caller: 'anonymous', operation: listAll('public/site'), expect: 'unauthorized', site: 'list' },
  { caller: 'anonymous', operation: listPage(SITE), expect: 'unauthorized', site: 'list' },
  { caller: 'anonymous', operation: listAll('public'), expect: 'unauthorized', site: 'list' },
  { caller: 'user', operation: listAll(`${SITE}/horses`), expect: 'unauthorized', site: 'list' },
  { caller: 'staff', operation: listAll(SITE), expect: 'allowed', site: 'list' },
  { caller: 'staff', operation: listPage(`${SITE}/horses`), expect: 'allowed', site: 'list' },

  { caller: 'staff', operation: json(`${SITE}/news.json`), expect: 'allowed', site: 'write' },
  {
    caller: 'staff',
    operation: json(`${SITE}/horses/bruno.json`),
    expect: 'allowed',
    site: 'write',
  },
  { caller: 'staff', operation: json(`${SITE}/events.json`), expect: 'allowed', site: 'write' },
  {
    caller: 'staff',
    operation: json(`${SITE}/largest.json`, MAX_PUBLISHED_BYTES - 1),
    expect: 'allowed',
    site: 'size',
  },
  {
    caller: 'staff',
    operation: json(`${SITE}/huge.json`, MAX_PUBLISHED_BYTES),
    expect: 'unauthorized',
    site: 'size',
  },

  // Nothing but JSON: no image (allowed anywhere else), no page, no script, no other spelling.
  ...[
    ['photo.webp', 'image/webp'],
    ['horses/ada.jpg', 'image/jpeg'],
    ['header.png', 'image/png'],
    ['index.html', 'text/html'],
    ['app.js', 'application/javascript'],
    ['app.mjs', 'text/javascript'],
    ['drawing.svg', 'image/svg+xml'],
    ['charset.json', 'application/json; charset=utf-8'],
    ['upper.json', 'Application/JSON'],
    ['text.json', 'text/plain'],
    ['blob.json', 'application/octet-stream'],
  ].map(([name = '', contentType = '']): PolicyCase => ({
    caller: 'staff',
    operation: upload(`${SITE}/${name}`, contentType),
    expect: 'unauthorized',
    site: 'type',
  })),
  {
    caller: 'staff',
    operation: upload(HORSE_LIST, 'image/webp'),
    expect: 'unauthorized',
    site: 'type',
  },
  {
    caller: 'staff',
    operation: setType(`${SITE}/horses/ada.json`, 'text/html'),
    expect: 'unauthorized',
    site: 'type',
  },
  {
    caller: 'staff',
    operation: setType(`${SITE}/horses/ada.json`, 'image/webp'),
    expect: 'unauthorized',
    site: 'type',
  },

  {
    caller: 'anonymous',
    operation: json(`${SITE}/anonymous.json`),
    expect: 'unauthenticated',
    site: 'writers',
  },
  { caller: 'user', operation: json(`${SITE}/user.json`), expect: 'unauthorized', site: 'writers' },
  { caller: 'anonymous', operation: json(HORSE_LIST), expect: 'unauthenticated', site: 'writers' },
  { caller: 'user', operation: json(HORSE_LIST), expect: 'unauthorized', site: 'writers' },
  {
    caller: 'anonymous',
    operation: setType(HORSE_LIST, 'application/json'),
    expect: 'unauthenticated',
    site: 'writers',
  },
  {
    caller: 'user',
    operation: setType(HORSE_LIST, 'application/json'),
    expect: 'unauthorized',
    site: 'writers',
  },

  { caller: 'anonymous', operation: remove(HORSE_LIST), expect: 'unauthenticated', site: 'delete' },
  { caller: 'user', operation: remove(HORSE_LIST), expect: 'unauthorized', site: 'delete' },
  {
    caller: 'staff',
    operation: remove(`${SITE}/events/gone.json`),
    expect: 'allowed',
    site: 'delete',
  },

  {
    caller: 'staff',
    operation: json('horses/{run}/x.json'),
    expect: 'unauthorized',
    site: 'outside',
  },
  {
    caller: 'staff',
    operation: json('private/{run}/x.json'),
    expect: 'unauthorized',
    site: 'outside',
  },
  {
    caller: 'staff',
    operation: json('public/{run}/x.json'),
    expect: 'unauthorized',
    site: 'outside',
  },
  {
    caller: 'staff',
    operation: json('public/sitemap/{run}/x.json'),
    expect: 'unauthorized',
    site: 'outside',
  },
  {
    caller: 'staff',
    operation: upload('public/sitemap/{run}/x.webp', 'image/webp'),
    expect: 'unauthorized',
    folder: 'own',
  },
];

/**
 * The back office deletes every object it lists in an application's photo folder, and every file of
 * a horse's documents: an odd leftover (a kind, id, name or extension no form writes today) is
 * deleted as production deletes it. The folder's own name, `horses`, is no public image.
 */
const CELL_CASES: readonly PolicyCase[] = [
  { caller: 'anonymous', operation: get('horses'), expect: 'unauthenticated', cell: 'folderName' },
  { caller: 'user', operation: get('horses'), expect: 'unauthorized', cell: 'folderName' },
  { caller: 'staff', operation: remove('horses'), expect: 'unauthorized', cell: 'folderName' },
  ...[
    'applications/circle/{id}/leftover0001.webp',
    'applications/adoption/{short}/leftover0002.webp',
    'applications/adoption/{id}/leftover0003.JPG',
    'applications/cession/{id}/leftover0004.png',
    'horseDocuments/{run}/{short}/referto.pdf',
    'horseDocuments/{run}/{id}/Referto.PDF',
  ].flatMap((path): PolicyCase[] => [
    { caller: 'anonymous', operation: remove(path), expect: 'unauthenticated', cell: 'leftover' },
    { caller: 'user', operation: remove(path), expect: 'unauthorized', cell: 'leftover' },
    { caller: 'staff', operation: remove(path), expect: 'allowed', cell: 'leftover' },
  ]),
];

export const POLICY_CASES: readonly PolicyCase[] = [
  ...IMAGE_CASES,
  ...PHOTO_CASES,
  ...DOCUMENT_CASES,
  ...PRINT_CASES,
  ...BOOKS_CASES,
  ...SITE_CASES,
  ...CELL_CASES,
];

/**
 * The Firestore documents the rules read, stored before the cases run; `ageMs`: how long ago the
 * application was sent; `showWeb`: a news' visibility. The `{id}` applications name every photo the table uploads there, but the
 * unnamed ones, so that each refusal there has its own reason.
 */
export const FIRESTORE_FIXTURES: Readonly<
  Record<
    string,
    {
      photos?: readonly string[];
      ageMs?: number;
      showWeb?: boolean;
      photo?: string;
      attachmentPath?: string;
    }
  >
> = {
  'horseNews/NewsPhotoFixture0001': { showWeb: true, photo: NEWS_PHOTO },
  'horseNews/NewsPhotoHidden00001': { showWeb: false, photo: HIDDEN_NEWS_PHOTO },
  'publicHorses/{run}': { showWeb: true },
  'publicHorses/{run}-hidden': { showWeb: false },
  'adoptionApplications/{id}': { photos: photoNamesIn(ADOPTION), ageMs: 60_000 },
  'cessionApplications/{id}': { photos: photoNamesIn(CESSION), ageMs: 60_000 },
  'adoptionApplications/{old}': { photos: photoNamesIn(OLD), ageMs: 31 * 60_000 },
  'horseDocuments/{kept}': {},
  'volunteerRegisterPrints/{kept}': {},
  'booksMovements/{kept}': { attachmentPath: KEPT_RECEIPT },
};

function photoNamesIn(folder: string): string[] {
  return POLICY_CASES.flatMap(({ operation }) => {
    const name = operation.path.slice(folder.length + 1);
    return operation.path.startsWith(`${folder}/`) &&
      !name.includes('/') &&
      !UNNAMED_PHOTOS.includes(name)
      ? [name]
      : [];
  });
}

export function describeCase({ caller, operation, expect }: PolicyCase): string {
  const what =
    operation.kind === 'upload'
      ? `upload ${operation.path} (${operation.contentType}, ${operation.size} B` +
        `${operation.headers ? `, ${JSON.stringify(operation.headers)}` : ''})`
      : operation.kind === 'set-type'
        ? `set type of ${operation.path} to ${operation.contentType}`
        : operation.kind === 'list'
          ? `${operation.page ? 'list' : 'listAll'} ${operation.path || '/'}`
          : `${operation.kind} ${operation.path}`;
  return `${caller} ${what} -> ${expect}`;
}

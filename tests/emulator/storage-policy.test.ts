import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { repoRoot } from '../../tools/emulator-config.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_FOLDERS,
  OWN_HEADER_FIELDS,
  isPublicPhotoPath,
  MAX_IMAGE_BYTES,
  MAX_PUBLISHED_BYTES,
  PUBLIC_GET_FOLDERS,
  PUBLIC_PHOTO_KINDS,
  PUBLIC_PHOTO_TYPES,
  publicPhotoType,
  PUBLISHED_CONTENT_TYPE,
  PUBLISHED_SITE_FOLDER,
  PHOTO_WINDOW_MS,
} from '../../tools/storage-emulator/access-policy.ts';
import {
  describeCase,
  FIXTURE_BYTES,
  FIXTURES,
  PHOTO_RULES,
  POLICY_CASES,
  SITE_RULES,
  FIRESTORE_FIXTURES,
  FOLDER_RULES,
  CELL_RULES,
  type Caller,
  type Operation,
  type UploadHeaders,
  type Outcome,
  type PolicyCase,
} from '../../tools/storage-emulator/policy-cases.ts';
import {
  parseStorageRules,
  type FirestoreLookup,
  type RulesRequest,
} from '../../tools/storage-emulator/storage-rules.ts';
import { adminDb, createUser, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';

// Each case of tools/storage-emulator/policy-cases.ts against storage.rules and the running emulator
// through the web SDK (docs/decisions/0026-storage-policy.md); the emulator decides with the rules
// themselves (decision 73), and tests/emulator/storage-grid.test.ts compares the two in every cell.

const { host, ports, projectId, storageBucket } = emulatorConfig;
const rules = parseStorageRules(readFileSync(join(repoRoot, 'storage.rules'), 'utf8'));
const run = `policy-${Date.now()}`;
/** A Firestore auto-id, 20 letters and digits. */
const applicationId = `P${Date.now().toString(36)}${randomUUID().replaceAll('-', '')}`.slice(0, 20);
const autoId = (prefix: string) => `${prefix}${applicationId.slice(prefix.length)}`;
const ids: Readonly<Record<string, string>> = {
  '{id}': applicationId,
  '{old}': autoId('Old'),
  '{none}': autoId('None'),
  '{kept}': autoId('Kept'),
  '{short}': autoId('Short').slice(1),
};
const at = (path: string) =>
  Object.entries(ids).reduce(
    (result, [placeholder, id]) => result.replaceAll(placeholder, id),
    path.replaceAll('{run}', run),
  );
const firestoreData = (fixture: (typeof FIRESTORE_FIXTURES)[string]) => ({
  ...(fixture.photos ? { photos: [...fixture.photos] } : {}),
  ...(fixture.showWeb === undefined ? {} : { showWeb: fixture.showWeb }),
  ...(fixture.photo === undefined ? {} : { photo: at(fixture.photo) }),
  ...(fixture.attachmentPath === undefined ? {} : { attachmentPath: at(fixture.attachmentPath) }),
  ...(fixture.ageMs === undefined ? {} : { date: new Date(Date.now() - fixture.ageMs) }),
});
/** What the rules read; the emulator reads the same from the Firestore emulator. */
const firestoreDocuments = new Map(
  Object.entries(FIRESTORE_FIXTURES).map(([path, fixture]) => [at(path), firestoreData(fixture)]),
);
const firestore: FirestoreLookup = (path) => firestoreDocuments.get(path) ?? null;

interface Client {
  storage: FirebaseStorage;
  auth: RulesRequest['auth'];
}

const apps: FirebaseApp[] = [];
const clients = {} as Record<Caller, Client>;

function newApp(name: string): FirebaseApp {
  const app = initializeApp({ projectId, storageBucket, apiKey: 'demo-api-key' }, `${run}-${name}`);
  apps.push(app);
  return app;
}

async function signedInClient(caller: Caller): Promise<Client> {
  const app = newApp(caller);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, ports.storage);
  if (caller === 'anonymous') {
    return { storage, auth: null };
  }
  const account = await createUser(`${run}-${caller}@example.org`, { staff: caller === 'staff' });
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  const token = await user.getIdTokenResult();
  return { storage, auth: { uid: user.uid, token: token.claims } };
}

function fixtureBytes(size: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(size).map((_, i) => i % 251);
}

beforeAll(async () => {
  for (const caller of ['anonymous', 'user', 'staff'] as const) {
    clients[caller] = await signedInClient(caller);
  }
  for (const [path, data] of firestoreDocuments) await adminDb().doc(path).set(data);
  // The owner stores the fixtures past the policy, as the seed does.
  const owner = getStorage(newApp('owner'));
  connectStorageEmulator(owner, host, ports.storage, { mockUserToken: 'owner' });
  for (const [path, contentType] of Object.entries(FIXTURES)) {
    await uploadBytes(ref(owner, at(path)), fixtureBytes(FIXTURE_BYTES), { contentType });
  }
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await deleteAdminApps();
});

/** The SDK's `customMetadata` is the rules' `metadata`. */
function rulesHeaders({ customMetadata, ...headers }: UploadHeaders = {}) {
  return { ...headers, ...(customMetadata ? { metadata: customMetadata } : {}) };
}

/** Uploads over a fixture are updates. */
function rulesRequest(operation: Operation, auth: RulesRequest['auth']): RulesRequest {
  const path = at(operation.path);
  switch (operation.kind) {
    case 'get':
    case 'list':
    case 'delete':
      return { method: operation.kind, path, auth, firestore };
    case 'upload':
      return {
        method: operation.path in FIXTURES ? 'update' : 'create',
        path,
        auth,
        firestore,
        resource: {
          contentType: operation.contentType,
          size: operation.size,
          headers: rulesHeaders(operation.headers),
        },
      };
    case 'set-type':
      return {
        method: 'update',
        path,
        auth,
        resource: { contentType: operation.contentType, size: FIXTURE_BYTES },
      };
  }
}

async function outcomeOf(action: () => Promise<unknown>): Promise<Outcome> {
  try {
    await action();
    return 'allowed';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'storage/unauthenticated') return 'unauthenticated';
    if (code === 'storage/unauthorized') return 'unauthorized';
    throw error;
  }
}

async function sdkOutcome(operation: Operation, storage: FirebaseStorage): Promise<Outcome> {
  const target = ref(storage, at(operation.path));
  switch (operation.kind) {
    case 'get':
      return outcomeOf(async () => {
        expect((await getMetadata(target)).size).toBe(FIXTURE_BYTES);
        expect((await getBytes(target)).byteLength).toBe(FIXTURE_BYTES);
        expect(await getDownloadURL(target)).toContain('token=');
      });
    case 'list':
      return outcomeOf(async () => {
        const listing = operation.page
          ? await list(target, { maxResults: 1000 })
          : await listAll(target);
        expect(listing.items.length + listing.prefixes.length).toBeGreaterThan(0);
      });
    case 'upload':
      return outcomeOf(async () => {
        const bytes = fixtureBytes(operation.size);
        const { metadata } = await uploadBytes(target, bytes, {
          ...operation.headers,
          contentType: operation.contentType,
        });
        expect(metadata).toMatchObject({
          contentType: operation.contentType,
          size: operation.size,
        });
      });
    case 'set-type':
      return outcomeOf(async () => {
        const metadata = await updateMetadata(target, { contentType: operation.contentType });
        expect(metadata.contentType).toBe(operation.contentType);
      });
    case 'delete':
      return outcomeOf(async () => {
        await deleteObject(target);
        await expect(
          getMetadata(ref(clients.staff.storage, target.fullPath)),
        ).rejects.toMatchObject({ code: 'storage/object-not-found' });
      });
  }
}

describe('one table of Storage cases: storage.rules and the emulator', () => {
  it.each(POLICY_CASES.map((testCase) => [describeCase(testCase), testCase] as const))(
    '%s',
    async (_name, { caller, operation, expect: expected }: PolicyCase) => {
      const client = clients[caller];
      expect
        .soft(rules.allows(rulesRequest(operation, client.auth)), 'storage.rules')
        .toBe(expected === 'allowed');
      expect(await sdkOutcome(operation, client.storage), 'the emulator through the SDK').toBe(
        expected,
      );
    },
  );

  it('holds every closed hole and every allowed path', () => {
    const holes = POLICY_CASES.filter((testCase) => testCase.hole);
    const publicLists = holes.filter(
      ({ caller, operation }) => caller !== 'staff' && operation.kind === 'list',
    );
    for (const folder of PUBLIC_GET_FOLDERS) {
      expect(publicLists.some(({ operation }) => operation.path.startsWith(folder))).toBe(true);
    }
    const refusedTypes = holes.flatMap(({ operation }) =>
      operation.kind === 'upload' ? [operation.contentType] : [],
    );
    expect(refusedTypes).toEqual(expect.arrayContaining(['image/svg+xml', 'text/plain']));
    expect(
      holes.some(
        ({ operation }) => operation.kind === 'upload' && operation.size >= MAX_IMAGE_BYTES,
      ),
    ).toBe(true);
    const uploadPaths = POLICY_CASES.flatMap(({ operation }) =>
      operation.kind === 'upload' && !(operation.path in FIXTURES) ? [operation.path] : [],
    );
    // A fresh path per upload: one case's object never changes another case's answer.
    expect(new Set(uploadPaths).size).toBe(uploadPaths.length);
  });

  it('has a row for every part of the rule for the photos of public applications', () => {
    const rows = (rule: keyof typeof PHOTO_RULES) =>
      POLICY_CASES.filter((testCase) => testCase.photo === rule);
    for (const rule of Object.keys(PHOTO_RULES) as (keyof typeof PHOTO_RULES)[]) {
      expect(rows(rule), PHOTO_RULES[rule]).not.toHaveLength(0);
    }
    const creates = rows('create').filter((row) => row.expect === 'allowed');
    for (const kind of PUBLIC_PHOTO_KINDS) {
      expect(
        creates.some(({ operation }) => operation.path.startsWith(`applications/${kind}/`)),
        kind,
      ).toBe(true);
    }
    expect(new Set(creates.map(({ caller }) => caller))).toEqual(new Set(['anonymous', 'user']));
    const uploadsOf = (cases: readonly PolicyCase[]) =>
      cases.flatMap(({ caller, operation }) =>
        operation.kind === 'upload'
          ? [
              `${caller} ${operation.path.slice(operation.path.lastIndexOf('.'))} ${operation.contentType}`,
            ]
          : [],
      );
    expect(new Set(uploadsOf(creates))).toEqual(
      new Set([
        'anonymous .webp image/webp',
        'user .webp image/webp',
        'anonymous .jpg image/jpeg',
        'user .jpg image/jpeg',
      ]),
    );
    const refusedTypes = uploadsOf(rows('type'));
    expect(refusedTypes).toEqual(
      expect.arrayContaining([
        'anonymous .webp image/png',
        'anonymous .webp image/svg+xml',
        'anonymous .webp text/plain',
        'anonymous .jpg image/png',
        'anonymous .jpg image/svg+xml',
        'user .webp image/jpeg',
        'anonymous .webp image/jpeg',
        'anonymous .jpg image/webp',
        'user .jpg image/webp',
      ]),
    );
    expect(rows('type').every(({ expect: outcome }) => outcome === 'unauthorized')).toBe(true);
    expect(uploadsOf(rows('name'))).toEqual(
      expect.arrayContaining(['anonymous .jpeg image/jpeg', 'user .jpeg image/jpeg']),
    );
    expect(rows('name').every(({ expect: outcome }) => outcome !== 'allowed')).toBe(true);
    expect(new Set(rows('size').map(({ expect: outcome }) => outcome))).toEqual(
      new Set(['allowed', 'unauthorized']),
    );
    expect(uploadsOf(rows('size').filter((row) => row.expect === 'unauthorized'))).toEqual(
      expect.arrayContaining(['anonymous .webp image/webp', 'anonymous .jpg image/jpeg']),
    );
    const publicRows = (rule: keyof typeof PHOTO_RULES) =>
      rows(rule).filter(({ caller }) => caller !== 'staff');
    for (const rule of ['overwrite', 'read', 'list', 'delete', 'headers'] as const) {
      expect(
        publicRows(rule).every(({ expect: outcome }) => outcome !== 'allowed'),
        rule,
      ).toBe(true);
    }
    expect(rows('overwrite').some(({ caller }) => caller === 'staff')).toBe(true);
    expect(rows('overwrite').every(({ expect: outcome }) => outcome !== 'allowed')).toBe(true);
    const headersSet = rows('headers').flatMap(({ operation }) =>
      operation.kind === 'upload' ? Object.keys(rulesHeaders(operation.headers)) : [],
    );
    expect(new Set(headersSet)).toEqual(new Set(OWN_HEADER_FIELDS));
    expect(
      rows('overwrite').some(({ operation }) => operation.kind === 'upload'),
      'an overwrite with an upload',
    ).toBe(true);
    const staffDoes = new Set(rows('staff').map(({ operation }) => operation.kind));
    expect(staffDoes).toEqual(new Set(['get', 'list', 'delete']));
    expect(rows('staff').every(({ expect: outcome }) => outcome === 'allowed')).toBe(true);
  });

  it('has a row for every folder rule: no write outside the folders the app writes', () => {
    const rows = (rule: keyof typeof FOLDER_RULES) =>
      POLICY_CASES.filter((testCase) => testCase.folder === rule);
    for (const rule of Object.keys(FOLDER_RULES) as (keyof typeof FOLDER_RULES)[]) {
      expect(rows(rule), FOLDER_RULES[rule]).not.toHaveLength(0);
      expect(rows(rule).every((row) => row.caller === 'staff' && row.expect === 'unauthorized'));
    }
    const kinds = (rule: keyof typeof FOLDER_RULES) =>
      new Set(rows(rule).map(({ operation }) => operation.kind));
    expect(kinds('own')).toEqual(new Set(['upload', 'set-type', 'delete']));
    expect(kinds('document')).toEqual(new Set(['upload', 'set-type', 'delete']));
  });

  it('has a row for every cell where the emulator’s old copy and storage.rules disagreed', () => {
    const rows = (rule: keyof typeof CELL_RULES) =>
      POLICY_CASES.filter((testCase) => testCase.cell === rule);
    for (const rule of Object.keys(CELL_RULES) as (keyof typeof CELL_RULES)[]) {
      expect(rows(rule), CELL_RULES[rule]).not.toHaveLength(0);
    }
    // The tighter answer: nobody but staff gets the folder's own name, nobody deletes it.
    expect(rows('folderName').every((row) => row.expect !== 'allowed')).toBe(true);
    // The looser one, for the staff job that empties a folder; still nobody else.
    const leftovers = rows('leftover');
    expect(new Set(leftovers.map(({ operation }) => operation.path.split('/')[0]))).toEqual(
      new Set(['applications', 'horseDocuments']),
    );
    for (const row of leftovers) {
      expect(row.operation.path in FIXTURES, row.operation.path).toBe(true);
      expect(row.expect === 'allowed', describeCase(row)).toBe(row.caller === 'staff');
    }
  });

  it('has a row for every part of the rule for the published site', () => {
    const rows = (rule: keyof typeof SITE_RULES) =>
      POLICY_CASES.filter((testCase) => testCase.site === rule);
    for (const rule of Object.keys(SITE_RULES) as (keyof typeof SITE_RULES)[]) {
      expect(rows(rule), SITE_RULES[rule]).not.toHaveLength(0);
    }
    const inSite = ({ operation }: PolicyCase) => operation.path.startsWith('public/site/');
    const gets = rows('get').filter((row) => row.expect === 'allowed');
    expect(new Set(gets.map(({ caller }) => caller))).toEqual(
      new Set(['anonymous', 'user', 'staff']),
    );
    expect(gets.some(({ operation }) => operation.path.split('/').length > 4)).toBe(true);
    for (const rule of ['list', 'writers', 'delete'] as const) {
      const publicRows = rows(rule).filter(({ caller }) => caller !== 'staff');
      expect(publicRows, rule).not.toHaveLength(0);
      expect(
        publicRows.every((row) => row.expect !== 'allowed'),
        rule,
      ).toBe(true);
    }
    const anonymousWrites = rows('writers').filter(({ caller }) => caller === 'anonymous');
    expect(anonymousWrites.every((row) => row.expect === 'unauthenticated')).toBe(true);
    const staffDoes = new Set(
      POLICY_CASES.filter(
        (row) => row.site && row.caller === 'staff' && row.expect === 'allowed' && inSite(row),
      ).map(({ operation }) => operation.kind),
    );
    expect(staffDoes).toEqual(new Set(['get', 'list', 'upload', 'delete']));
    const staffWrites = rows('write').filter((row) => row.expect === 'allowed');
    expect(new Set(staffWrites.map(({ operation }) => operation.path in FIXTURES))).toEqual(
      new Set([true, false]),
    );
    const sizes = rows('size').flatMap(({ operation, expect: outcome }) =>
      operation.kind === 'upload' ? [`${operation.size} ${outcome}`] : [],
    );
    expect(sizes).toEqual([
      `${MAX_PUBLISHED_BYTES - 1} allowed`,
      `${MAX_PUBLISHED_BYTES} unauthorized`,
    ]);
    const refusedTypes = rows('type').flatMap(({ operation }) =>
      operation.kind === 'upload' ? [operation.contentType] : [],
    );
    expect(refusedTypes).toEqual(
      expect.arrayContaining([
        ...ACCEPTED_IMAGE_TYPES,
        'text/html',
        'application/javascript',
        'image/svg+xml',
      ]),
    );
    expect(rows('type').every((row) => row.expect === 'unauthorized' && inSite(row))).toBe(true);
    const outside = rows('outside').filter((row) => row.expect !== 'allowed');
    expect(outside.every((row) => !inSite(row))).toBe(true);
    expect(outside.some(({ operation }) => operation.path.startsWith('horses/'))).toBe(true);
  });
});

/** The folders whose objects anyone may get by their path. */
const isPublicFolder = (folder: string) =>
  (PUBLIC_GET_FOLDERS as readonly string[]).includes(folder);

describe('storage.rules have the constants the app and the emulator rely on', () => {
  const staffAuth = { uid: 'staff-1', token: { staff: true } };
  const userAuth = { uid: 'user-1', token: { email: 'visitor@example.org' } };

  it('accepts exactly the content types storage.rules accepts', () => {
    const candidates = [
      ...ACCEPTED_IMAGE_TYPES,
      ...['image/svg+xml', 'image/gif', 'image/avif', 'image/heic', 'image/bmp', 'image/tiff'],
      ...['image/x-icon', 'image/jpg', 'image/png; charset=utf-8', 'IMAGE/PNG', 'image/png '],
      ...['image/', 'image/*', 'text/plain', 'text/html', 'application/pdf'],
      ...['application/octet-stream', ''],
    ];
    const acceptedByRules = candidates.filter((contentType) =>
      rules.allows({
        method: 'create',
        path: 'horses/a',
        auth: staffAuth,
        resource: { contentType, size: 1 },
      }),
    );
    expect(acceptedByRules).toEqual([...ACCEPTED_IMAGE_TYPES]);
  });

  it('has the size limit of storage.rules', () => {
    const upload = (size: number, method: 'create' | 'update') =>
      rules.allows({
        method,
        path: 'web/a.png',
        auth: staffAuth,
        resource: { contentType: 'image/png', size },
      });
    for (const method of ['create', 'update'] as const) {
      expect(upload(MAX_IMAGE_BYTES - 1, method)).toBe(true);
      expect(upload(MAX_IMAGE_BYTES, method)).toBe(false);
    }
  });

  it('makes public, to get but not to list, the folders storage.rules makes public', () => {
    const folders = [...PUBLIC_GET_FOLDERS, 'private', 'adoptions', 'applications', 'horsesx'];
    for (const folder of folders) {
      for (const path of [`${folder}/a.webp`, `${folder}/deep/a.webp`]) {
        expect(rules.allows({ method: 'get', path, auth: null }), path).toBe(
          isPublicFolder(folder),
        );
      }
    }
    for (const path of ['', ...folders, ...folders.map((folder) => `${folder}/deep`)]) {
      for (const auth of [null, userAuth]) {
        expect(rules.allows({ method: 'list', path, auth }), `list ${path}`).toBe(false);
      }
      expect(rules.allows({ method: 'list', path, auth: staffAuth }), `list ${path}`).toBe(true);
    }
  });

  it('lets only staff write and delete, as storage.rules does', () => {
    for (const auth of [null, userAuth, { uid: 'u', token: { staff: 'true' } }]) {
      expect(rules.allows({ method: 'delete', path: 'horses/a.webp', auth })).toBe(false);
      expect(
        rules.allows({
          method: 'create',
          path: 'horses/a.webp',
          auth,
          resource: { contentType: 'image/webp', size: 1 },
        }),
      ).toBe(false);
    }
    expect(rules.allows({ method: 'delete', path: 'horses/a.webp', auth: staffAuth })).toBe(true);
  });

  it('makes public, to create only, the photo paths storage.rules makes public', () => {
    const id = 'Ab3dEf6hIj9kLm2nOp5q';
    const name = 'k3j9x0a1b2c4.webp';
    const jpg = 'k3j9x0a1b2c4.jpg';
    const kinds = [...PUBLIC_PHOTO_KINDS, 'circle', 'adoptions', 'Adoption', 'horses', ''];
    const ids = [
      id,
      id.toLowerCase(),
      '01234567890123456789',
      id.slice(1),
      `${id}x`,
      'Ab3dEf6hIj9kLm2nOp-q',
      '',
    ];
    const names = [
      name,
      '000000000000.webp',
      jpg,
      '000000000000.jpg',
      'K3j9x0a1b2c4.webp',
      'k3j9x0a1b2c.webp',
      'k3j9x0a1b2c4d.webp',
      'k3j9x0a1b2c4.png',
      'k3j9x0a1b2c4.webp.png',
      'k3j9x0a1b2c4xwebp',
      'k3j9x0a1b2c4.WEBP',
      'k3j9-0a1b2c4.webp',
      'K3j9x0a1b2c4.jpg',
      'k3j9x0a1b2c.jpg',
      'k3j9x0a1b2c4d.jpg',
      'k3j9x0a1b2c4.jpeg',
      'k3j9x0a1b2c4.JPG',
      'k3j9x0a1b2c4.jpg.webp',
      'k3j9x0a1b2c4.webp.jpg',
      'k3j9x0a1b2c4xjpg',
      'k3j9x0a1b2c4.svg',
      '',
    ];
    const paths = [
      ...kinds.flatMap((kind) =>
        ids.flatMap((candidate) =>
          names.map((photo) => `applications/${kind}/${candidate}/${photo}`),
        ),
      ),
      `applications/adoption/${id}/deeper/${name}`,
      `applications/adoption/${id}/${name}/${name}`,
      `applications/cession/${id}/deeper/${jpg}`,
      `applications/cession/${id}/${jpg}/${jpg}`,
      `applications/adoption/${name}`,
      `applications/${name}`,
      `applications/${jpg}`,
      `horses/adoption/${id}/${name}`,
      `adoption/${id}/${name}`,
    ];
    // Every application was sent a minute ago and names every photo: this grid is about paths,
    // names and types.
    const sent: FirestoreLookup = (path) =>
      path.includes('Applications/')
        ? { photos: [...names, name, jpg], date: new Date(Date.now() - 60_000) }
        : null;
    const publicCreate = (
      path: string,
      auth: RulesRequest['auth'],
      contentType: string,
      size = 1,
    ) =>
      rules.allows({
        method: 'create',
        path,
        auth,
        resource: { contentType, size },
        firestore: sent,
      });
    const callers: RulesRequest['auth'][] = [null, userAuth];
    /** A photo's path, named after its type: what the rule lets anyone create. */
    const isPhotoOfItsType = (path: string, contentType: string, size = 1) =>
      isPublicPhotoPath(path) &&
      publicPhotoType(path.slice(path.lastIndexOf('/') + 1)) === contentType &&
      size < MAX_IMAGE_BYTES;
    const photoTypes = Object.values(PUBLIC_PHOTO_TYPES);
    let allowed = 0;
    for (const path of paths) {
      for (const auth of callers) {
        for (const contentType of [...photoTypes, 'image/png']) {
          const expected = isPhotoOfItsType(path, contentType);
          expect(publicCreate(path, auth, contentType), `${path} ${contentType}`).toBe(expected);
          if (expected) allowed += 1;
        }
        for (const method of ['get', 'list', 'update', 'delete'] as const) {
          const resource = { contentType: 'image/webp', size: 1 };
          const open = method === 'get' && isPublicFolder(path.split('/')[0] ?? '');
          expect(rules.allows({ method, path, auth, resource }), `${method} ${path}`).toBe(open);
        }
      }
    }
    // Kinds × three valid ids × four names (two WebP, two JPEG) × two callers.
    expect(allowed).toBe(PUBLIC_PHOTO_KINDS.length * 3 * 4 * 2);

    const candidates = [
      ...ACCEPTED_IMAGE_TYPES,
      ...[
        'image/svg+xml',
        'image/gif',
        'image/avif',
        'image/webp; x=y',
        'IMAGE/WEBP',
        'image/webp ',
        'image/jpg',
        'image/pjpeg',
        'IMAGE/JPEG',
        'image/jpeg ',
      ],
      ...['text/plain', 'application/octet-stream', ''],
    ];
    for (const [photo, type] of [
      [`applications/cession/${id}/${name}`, PUBLIC_PHOTO_TYPES.webp],
      [`applications/adoption/${id}/${jpg}`, PUBLIC_PHOTO_TYPES.jpg],
    ] as const) {
      for (const auth of callers) {
        expect(candidates.filter((candidate) => publicCreate(photo, auth, candidate))).toEqual([
          type,
        ]);
        for (const size of [MAX_IMAGE_BYTES - 1, MAX_IMAGE_BYTES]) {
          expect(publicCreate(photo, auth, type, size), `${photo} ${size} B`).toBe(
            size < MAX_IMAGE_BYTES,
          );
        }
      }
      // Staff create a photo as anyone may, and never overwrite one.
      for (const contentType of ACCEPTED_IMAGE_TYPES) {
        const resource = { contentType, size: 1 };
        expect(
          rules.allows({
            method: 'create',
            path: photo,
            auth: staffAuth,
            resource,
            firestore: sent,
          }),
        ).toBe(contentType === type);
        expect(rules.allows({ method: 'update', path: photo, auth: staffAuth, resource })).toBe(
          false,
        );
      }
      for (const [field, value] of [
        ['contentDisposition', 'attachment; filename="a.html"'],
        ['cacheControl', 'public, max-age=31536000'],
        ['contentEncoding', 'gzip'],
        ['contentLanguage', 'it'],
        ['metadata', { a: 'b' }],
      ] as const) {
        const resource = { contentType: type, size: 1, headers: { [field]: value } };
        for (const auth of callers) {
          expect(
            rules.allows({ method: 'create', path: photo, auth, resource, firestore: sent }),
            field,
          ).toBe(false);
        }
      }
      for (const method of ['get', 'list', 'delete'] as const) {
        expect(rules.allows({ method, path: photo, auth: staffAuth })).toBe(true);
      }
    }
  });

  it('reads Firestore as storage.rules do: a photo after its application, a file with its record', () => {
    const id = 'Ab3dEf6hIj9kLm2nOp5q';
    const now = new Date('2026-11-27T10:00:00Z');
    const photo = 'k3j9x0a1b2c4.webp';
    const resource = { contentType: 'image/webp', size: 1 };
    const cases: [string, Record<string, unknown> | null, boolean][] = [
      ['no application', null, false],
      ['a minute old', { photos: [photo], date: new Date(now.getTime() - 60_000) }, true],
      ['just sent', { photos: [photo], date: now }, true],
      [
        'one ms inside',
        { photos: [photo], date: new Date(now.getTime() - PHOTO_WINDOW_MS + 1) },
        true,
      ],
      [
        'the window over',
        { photos: [photo], date: new Date(now.getTime() - PHOTO_WINDOW_MS) },
        false,
      ],
      ['not named', { photos: ['k3j9x0a1b2c5.webp'], date: now }, false],
      ['no photos', { date: now }, false],
      ['no date', { photos: [photo] }, false],
      ['a date as text', { photos: [photo], date: now.toISOString() }, false],
    ];
    for (const kind of PUBLIC_PHOTO_KINDS) {
      const path = `applications/${kind}/${id}/${photo}`;
      for (const [what, data, expected] of cases) {
        const documents: FirestoreLookup = (docPath) =>
          docPath === `${kind}Applications/${id}` ? data : null;
        const other: FirestoreLookup = (docPath) =>
          docPath === `${kind === 'adoption' ? 'cession' : 'adoption'}Applications/${id}`
            ? data
            : null;
        for (const [lookup, allowed] of [
          [documents, expected],
          [other, false],
        ] as const) {
          expect(
            rules.allows({
              method: 'create',
              path,
              auth: null,
              resource,
              firestore: lookup,
              time: now,
            }),
            `${kind} ${what}`,
          ).toBe(allowed);
        }
      }
    }

    const file = `horseDocuments/ada/${id}/contratto.pdf`;
    const pdf = { contentType: 'application/pdf', size: 1 };
    for (const [record, allowed] of [
      [null, true],
      [{ path: file }, false],
    ] as const) {
      const documents: FirestoreLookup = (docPath) =>
        docPath === `horseDocuments/${id}` ? record : null;
      const request = { path: file, auth: staffAuth, firestore: documents };
      expect(rules.allows({ ...request, method: 'create', resource: pdf })).toBe(allowed);
      expect(rules.allows({ ...request, method: 'delete' })).toBe(allowed);
    }
  });

  it('has the published site of storage.rules: its folder, content type and size limit', () => {
    const callers: RulesRequest['auth'][] = [null, userAuth, staffAuth];
    const site = PUBLISHED_SITE_FOLDER;
    const inSite = (path: string) => path === site || path.startsWith(`${site}/`);
    const folderOf = (path: string) => path.split('/')[0] ?? '';
    // Staff store and delete images in every image folder; anyone gets them only in the public
    // ones (a horse's photos only while it is shown, and these paths name no shown horse).
    const inImages = (path: string) =>
      (IMAGE_FOLDERS as readonly string[]).includes(folderOf(path));
    const inPublic = (path: string) => isPublicFolder(folderOf(path));
    const paths = [
      `${site}/horses.json`,
      `${site}/horses/ada.json`,
      `${site}/events/festa.json`,
      `${site}/a/b/c/d.json`,
      `${site}/photo.webp`,
      site,
      ...['public/sitemap.json', 'public/site-old/a.json', 'public/sitex/a.json', 'public/a.json'],
      ...['Public/site/a.json', 'public/Site/a.json', 'site/a.json', 'horses/public/site/a.json'],
      ...['horses/a.json', 'web/a.webp', 'private/a.webp'],
    ];
    const types = [PUBLISHED_CONTENT_TYPE, ...ACCEPTED_IMAGE_TYPES, 'text/html', 'text/plain'];
    for (const path of paths) {
      for (const auth of callers) {
        const who = `${auth === null ? 'anonymous' : auth.uid} ${path}`;
        const staff = auth === staffAuth;
        for (const method of ['create', 'update'] as const) {
          for (const contentType of types) {
            const resource = { contentType, size: 1 };
            const stored = inSite(path)
              ? contentType === PUBLISHED_CONTENT_TYPE
              : inImages(path) && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType);
            expect(rules.allows({ method, path, auth, resource }), `${who} ${contentType}`).toBe(
              staff && stored,
            );
          }
        }
        expect(rules.allows({ method: 'get', path, auth }), `get ${who}`).toBe(
          staff || inSite(path) || inPublic(path),
        );
        expect(rules.allows({ method: 'delete', path, auth }), `delete ${who}`).toBe(
          staff && (inSite(path) || inImages(path)),
        );
      }
    }
    for (const path of [site, `${site}/horses`, 'public']) {
      for (const auth of [null, userAuth]) {
        expect(rules.allows({ method: 'list', path, auth }), `list ${path}`).toBe(false);
      }
      expect(rules.allows({ method: 'list', path, auth: staffAuth }), `list ${path}`).toBe(true);
    }

    const candidates = [
      PUBLISHED_CONTENT_TYPE,
      ...ACCEPTED_IMAGE_TYPES,
      ...['application/json; charset=utf-8', 'Application/JSON', 'application/json ', 'text/json'],
      ...['application/ld+json', 'application/javascript', 'text/javascript', 'text/html'],
      ...['image/svg+xml', 'text/plain', 'application/octet-stream', ''],
    ];
    const staffStores = (path: string) =>
      candidates.filter((contentType) =>
        rules.allows({
          method: 'create',
          path,
          auth: staffAuth,
          resource: { contentType, size: 1 },
        }),
      );
    for (const path of [`${site}/horses.json`, `${site}/horses/ada.json`]) {
      expect(staffStores(path), path).toEqual([PUBLISHED_CONTENT_TYPE]);
    }
    expect(staffStores('horses/a.json')).toEqual([...ACCEPTED_IMAGE_TYPES]);
    // No catch-all write: outside the folders the app writes, staff store nothing.
    for (const path of ['public/a.json', 'public/sitemap/a.json', 'private/a.webp', 'a.webp']) {
      expect(staffStores(path), path).toEqual([]);
    }

    for (const method of ['create', 'update'] as const) {
      for (const size of [MAX_PUBLISHED_BYTES - 1, MAX_PUBLISHED_BYTES]) {
        const resource = { contentType: PUBLISHED_CONTENT_TYPE, size };
        const path = `${site}/horses.json`;
        expect(rules.allows({ method, path, auth: staffAuth, resource }), `${size} B`).toBe(
          size < MAX_PUBLISHED_BYTES,
        );
      }
    }
  });
});

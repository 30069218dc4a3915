import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../tools/emulator-config.ts';
import {
  parseStorageRules,
  type RulesMethod,
  type RulesRequest,
} from '../../tools/storage-emulator/storage-rules.ts';
import { adminDb, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';

// Issue 37, item 2: the Storage emulator answers as production answers with storage.rules, in every
// cell of a generated grid (docs/decisions/0073-storage-emulator-runs-the-rules.md): each caller x
// each operation x object names at depth 0 to 5 under every top folder of storage.rules (and an
// unknown one), with odd kinds, ids, names and extensions. Each cell is evaluated by the rules
// evaluator (tools/storage-emulator/storage-rules.ts) and asked of the running emulator over its
// REST API, as the web SDK calls it; any difference fails with the list of differing cells.

const { host, ports, projectId } = emulatorConfig;
const rules = parseStorageRules(readFileSync(join(repoRoot, 'storage.rules'), 'utf8'));
const run = `grid-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

const CALLERS = ['anonymous', 'user', 'staff'] as const;
type Caller = (typeof CALLERS)[number];
const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const satisfies RulesMethod[];
type GridOperation = (typeof OPERATIONS)[number];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Firestore auto-id: 20 letters and digits. */
const autoId = (): string =>
  Array.from(randomBytes(20), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/** The application (both kinds) and the document without a record. */
const ID = autoId();
/** A document of a horse whose record exists. */
const KEPT = autoId();
/** A news shown on the website, and one that is not. */
const NEWS = autoId();
const HIDDEN_NEWS = autoId();
/**
 * A horse on the website and one hidden, the run's own: their projections (`publicHorses/{slug}`)
 * are written here, so no other file's horse (the seed's `ada`, published or not) decides a cell.
 */
const SLUG = `${run}-shown`;
const HIDDEN_SLUG = `${run}-hidden`;

/** The rules' own words: the strings they compare segments with, the extensions of their patterns. */
const ruleWords = rules.strings.filter((text) => /^[A-Za-z0-9_-]+$/.test(text));
const ruleExtensions = [
  ...new Set(
    rules.patterns.flatMap((pattern) =>
      [...pattern.matchAll(/\[\.\]([a-z0-9]+)/g)].map((match) => match[1] ?? ''),
    ),
  ),
];

/** Each match path's literal start: `horses`, `public/site`, ...; the catch-all's is ''. */
const ruleFolders = [
  ...new Set(
    rules.matchPaths.map((path) => {
      const segments = path.slice(1).split('/');
      const variable = segments.findIndex((segment) => segment.startsWith('{'));
      return segments.slice(0, variable === -1 ? segments.length : variable).join('/');
    }),
  ),
];

/** Every top folder, each start of a longer one (`public`), and a folder no rule names. */
const TOP_FOLDERS = [
  ...new Set([
    ...ruleFolders
      .filter((folder) => folder !== '')
      .flatMap((folder) => folder.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
    'private',
  ]),
];

/** Ids: auto-ids with and without documents, 19 and 21 characters, lower case, a dash. */
const IDS = [
  ID,
  KEPT,
  ID.slice(1),
  `${ID}x`,
  ID.toLowerCase(),
  `${ID.slice(0, 10)}-${ID.slice(11)}`,
];

/** The run's ids as the report names them. */
const ID_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...IDS.map((id, i) => [
    id,
    ['{ID}', '{KEPT}', '{ID19}', '{ID21}', '{id-lower}', '{ID-dash}'][i] ?? id,
  ]),
  [NEWS, '{NEWS}'],
  [HIDDEN_NEWS, '{HIDDEN_NEWS}'],
  [SLUG, '{SHOWN}'],
  [HIDDEN_SLUG, '{HIDDEN}'],
]) as Record<string, string>;

/** A name as the report gives it: `applications/circle/{ID}/k3j9x0a1b2c4.webp`. */
const labelled = (name: string) =>
  name
    .split('/')
    .map((segment) => {
      const [stem = '', ...extension] = segment.split('.');
      return [ID_LABELS[stem] ?? stem, ...extension].join('.');
    })
    .join('/');

const PHOTO = 'k3j9x0a1b2c4';
/** A register print's PDF (decision 88): its name is the rules' own, not a random one. */
const PRINT_NAME = 'registro-volontari-2026.pdf';
/** File names: every extension of the rules and others, upper case, news photos, none. */
const NAMES = [
  ...new Set([
    ...[...ruleExtensions, 'jpeg', 'json'].map((extension) => `${PHOTO}.${extension}`),
    ...ruleExtensions.map((extension) => `${PHOTO}.${extension.toUpperCase()}`),
    `${NEWS}.webp`,
    `${HIDDEN_NEWS}.webp`,
    PRINT_NAME,
    'x',
  ]),
];

/** Words in a folder position: the rules', the folder's own name, two slugs, an unknown kind. */
const wordsFor = (folder: string) => [
  ...new Set([
    ...ruleWords,
    folder.slice(folder.lastIndexOf('/') + 1),
    SLUG,
    HIDDEN_SLUG,
    'circle',
  ]),
];

type Slot = 'word' | 'id' | 'name';

/** A slot of a shape: what it holds, its value, and whether it runs through its whole pool. */
type ShapeSlot = readonly [Slot, string, 'vary'?];

/**
 * The shapes of names below a top folder, depth 0 to 5, each slot with its value; in turn each
 * slot marked `vary` runs through its pool while the others keep theirs (the sum of the pools,
 * not their product). They follow the rules' blocks (a kind or a slug, an id, a file; a shown
 * and a hidden horse's photo folder; a news folder; deeper paths), below every folder alike.
 */
const SHAPES: readonly (readonly ShapeSlot[])[] = [
  [],
  [
    ['id', ID, 'vary'],
    ['name', PRINT_NAME, 'vary'],
  ],
  [['word', SLUG, 'vary']],
  [['id', ID, 'vary']],
  [['name', `${PHOTO}.webp`, 'vary']],
  [
    ['word', SLUG],
    ['name', `${PHOTO}.webp`, 'vary'],
  ],
  [
    ['word', HIDDEN_SLUG],
    ['name', `${PHOTO}.webp`, 'vary'],
  ],
  [
    ['word', SLUG],
    ['word', 'photo'],
    ['name', `${PHOTO}.webp`, 'vary'],
  ],
  [
    ['word', HIDDEN_SLUG],
    ['word', 'photo'],
    ['name', `${PHOTO}.webp`, 'vary'],
  ],
  [
    ['word', 'adoption', 'vary'],
    ['id', ID, 'vary'],
    ['name', `${PHOTO}.webp`, 'vary'],
  ],
  [
    ['word', SLUG],
    ['word', 'news', 'vary'],
    ['name', `${NEWS}.webp`, 'vary'],
  ],
  [
    ['word', SLUG],
    ['id', KEPT, 'vary'],
    ['name', `${PHOTO}.pdf`],
  ],
  [
    ['word', 'adoption'],
    ['id', ID],
    ['word', SLUG],
    ['name', `${PHOTO}.webp`],
  ],
  [
    ['word', SLUG],
    ['word', 'news'],
    ['name', `${NEWS}.webp`],
    ['name', `${PHOTO}.webp`],
  ],
  [
    ['word', SLUG],
    ['word', 'news'],
    ['id', ID],
    ['word', SLUG],
    ['name', `${PHOTO}.webp`],
  ],
  [
    ['word', 'cession'],
    ['id', ID],
    ['name', `${PHOTO}.jpg`],
    ['word', 'news'],
    ['name', `${PHOTO}.jpg`],
  ],
];

function namesUnder(folder: string): string[] {
  const pools: Readonly<Record<Slot, readonly string[]>> = {
    word: wordsFor(folder),
    id: IDS,
    name: NAMES,
  };
  const names = new Set<string>();
  for (const shape of SHAPES) {
    const base = shape.map(([, value]) => value);
    names.add([folder, ...base].join('/'));
    shape.forEach(([slot, , vary], i) => {
      if (vary === undefined) return;
      for (const value of pools[slot]) {
        names.add([folder, ...base.slice(0, i), value, ...base.slice(i + 1)].join('/'));
      }
    });
  }
  return [...names];
}

const GRID_NAMES = TOP_FOLDERS.flatMap(namesUnder);

const NOW = Date.now();
/**
 * What the rules read, in the Firestore emulator for the emulator and here for the evaluator: only
 * the fields the rules read, so that no other file's query (a horse's documents, its news) meets them.
 */
const DOCUMENTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  [`adoptionApplications/${ID}`]: { photos: NAMES, date: new Date(NOW - 60_000) },
  [`cessionApplications/${ID}`]: { photos: NAMES, date: new Date(NOW - 60_000) },
  [`horseDocuments/${KEPT}`]: {},
  [`volunteerRegisterPrints/${KEPT}`]: {},
  [`booksMovements/${KEPT}`]: { attachmentPath: `books/${KEPT}/${PHOTO}.pdf` },
  [`horseNews/${NEWS}`]: { showWeb: true, photo: `horses/${SLUG}/news/${NEWS}.webp` },
  [`horseNews/${HIDDEN_NEWS}`]: {
    showWeb: false,
    photo: `horses/${SLUG}/news/${HIDDEN_NEWS}.webp`,
  },
  [`publicHorses/${SLUG}`]: { showWeb: true },
  [`publicHorses/${HIDDEN_SLUG}`]: { showWeb: false },
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  json: 'application/json',
};

/** The type a client would send for a name: its extension's, else WebP (what the app sends). */
function contentTypeOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'image/webp';
}

const BYTES = new Uint8Array(16).fill(7);

const AUTH: Readonly<Record<Caller, RulesRequest['auth']>> = {
  anonymous: null,
  user: { uid: `${run}-user`, token: { email: 'visitor@example.org' } },
  staff: { uid: `${run}-staff`, token: { email: 'staff@example.org', staff: true } },
};

/** An ID token as the Auth emulator issues it (unsigned), with the caller's claims. */
function authorization(caller: Caller): Record<string, string> {
  const auth = AUTH[caller];
  if (auth === null) return {};
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { aud: projectId, sub: auth.uid, user_id: auth.uid, ...auth.token };
  return { Authorization: `Firebase ${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.` };
}

const OWNER = { Authorization: 'Bearer owner' };
const origin = `http://${host}:${ports.storage}`;
/** Creates in a bucket of their own per caller, so that each is a create; the rest in one. */
const BUCKETS = {
  shared: `${run}-shared`,
  create: (caller: Caller) => `${run}-create-${caller}`,
};
const objectUrl = (bucket: string, name: string) =>
  `${origin}/v0/b/${bucket}/o/${encodeURIComponent(name)}`;

async function status(url: string, init: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

/** Each cell as the web SDK asks it: getMetadata, list, uploadBytes, deleteObject. */
function ask(caller: Caller, operation: GridOperation, name: string): Promise<number> {
  const headers = authorization(caller);
  switch (operation) {
    case 'get':
      return status(objectUrl(BUCKETS.shared, name), { headers });
    case 'list': {
      const query = new URLSearchParams({ prefix: `${name}/`, delimiter: '/' });
      return status(`${origin}/v0/b/${BUCKETS.shared}/o?${query}`, { headers });
    }
    case 'create':
    case 'update': {
      const bucket = operation === 'create' ? BUCKETS.create(caller) : BUCKETS.shared;
      return status(`${origin}/v0/b/${bucket}/o?${new URLSearchParams({ name })}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentTypeOf(name) },
        body: BYTES,
      });
    }
    case 'delete':
      return status(objectUrl(BUCKETS.shared, name), { method: 'DELETE', headers });
  }
}

function rulesAllow(caller: Caller, operation: GridOperation, name: string): boolean {
  const write = operation === 'create' || operation === 'update';
  return rules.allows({
    method: operation,
    path: name,
    auth: AUTH[caller],
    time: new Date(),
    firestore: (path) => DOCUMENTS[path] ?? null,
    ...(write ? { resource: { contentType: contentTypeOf(name), size: BYTES.length } } : {}),
  });
}

/** 2xx and 404 (the rules passed, the object is not there) allow; 401 and 403 refuse. */
function emulatorAllows(answer: number): boolean | string {
  if ((answer >= 200 && answer < 300) || answer === 404) return true;
  if (answer === 401 || answer === 403) return false;
  return `HTTP ${answer}`;
}

/** At most `limit` requests at a time, on the connections fetch keeps open. */
async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const PARALLEL = 16;

interface Cell {
  caller: Caller;
  operation: GridOperation;
  name: string;
}

const cellsOf = (operations: readonly GridOperation[]): Cell[] =>
  operations.flatMap((operation) =>
    CALLERS.flatMap((caller) => GRID_NAMES.map((name) => ({ caller, operation, name }))),
  );

async function deleteEverything(bucket: string): Promise<void> {
  const listing = (await (
    await fetch(`${origin}/v0/b/${bucket}/o`, { headers: OWNER })
  ).json()) as { items?: { name: string }[] };
  await inParallel(listing.items ?? [], PARALLEL, ({ name }) =>
    status(objectUrl(bucket, name), { method: 'DELETE', headers: OWNER }),
  );
}

beforeAll(async () => {
  await Promise.all(Object.entries(DOCUMENTS).map(([path, data]) => adminDb().doc(path).set(data)));
  // Every name exists in the shared bucket, stored by the owner past the rules: uploads there are
  // updates, gets find an object, deletes remove one.
  const stored = await inParallel(GRID_NAMES, PARALLEL, (name) =>
    status(`${origin}/v0/b/${BUCKETS.shared}/o?${new URLSearchParams({ name })}`, {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': contentTypeOf(name) },
      body: BYTES,
    }),
  );
  expect(stored.filter((answer) => answer !== 200)).toEqual([]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [BUCKETS.shared, ...CALLERS.map(BUCKETS.create)].map((bucket) => deleteEverything(bucket)),
  );
  await Promise.all(Object.keys(DOCUMENTS).map((path) => adminDb().doc(path).delete()));
  await deleteAdminApps();
});

describe('the Storage emulator decides as storage.rules, in every cell of the grid', () => {
  it('covers every top folder of storage.rules at depth 0 to 5, with odd names', () => {
    for (const folder of ruleFolders.filter((folder) => folder !== '')) {
      const depths = new Set(
        GRID_NAMES.filter((name) => name === folder || name.startsWith(`${folder}/`)).map(
          (name) => name.split('/').length - folder.split('/').length,
        ),
      );
      expect([...depths].sort(), folder).toEqual([0, 1, 2, 3, 4, 5]);
    }
    expect(GRID_NAMES).toEqual(
      expect.arrayContaining([
        'horses',
        `applications/circle/${ID}/${PHOTO}.webp`,
        `applications/adoption/${ID.slice(1)}/${PHOTO}.webp`,
        `applications/adoption/${ID}/${PHOTO}.WEBP`,
        `horseDocuments/${SLUG}/${ID.toLowerCase()}/${PHOTO}.pdf`,
        `horses/${SLUG}/news/${HIDDEN_NEWS}.webp`,
        `horses/${SLUG}/photo/${PHOTO}.webp`,
        `horses/${HIDDEN_SLUG}/photo/${PHOTO}.webp`,
        `horses/${HIDDEN_SLUG}/${PHOTO}.webp`,
        `private/${SLUG}/${PHOTO}.webp`,
      ]),
    );
  });

  it(
    'gives the answer of the rules to every caller, operation and name',
    { timeout: 120_000 },
    async () => {
      const started = performance.now();
      // Deletes last: the other operations find every object where the owner stored it.
      const first = cellsOf(['get', 'list', 'create', 'update']);
      const deletes = cellsOf(['delete']);
      const answers = [
        ...(await inParallel(first, PARALLEL, (cell) =>
          ask(cell.caller, cell.operation, cell.name),
        )),
        ...(await inParallel(deletes, PARALLEL, (cell) =>
          ask(cell.caller, cell.operation, cell.name),
        )),
      ];
      const differing = [...first, ...deletes].flatMap((cell, i) => {
        const expected = rulesAllow(cell.caller, cell.operation, cell.name);
        const actual = emulatorAllows(answers[i] ?? 0);
        if (actual === expected) return [];
        const answer = (allowed: boolean | string) =>
          typeof allowed === 'string' ? allowed : allowed ? 'allows' : 'refuses';
        return [
          `${cell.caller} ${cell.operation} ${labelled(cell.name)}: storage.rules ${answer(expected)}, ` +
            `the emulator ${answer(actual)} (HTTP ${answers[i]})`,
        ];
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `Storage grid: ${first.length + deletes.length} cells (${GRID_NAMES.length} names x ` +
          `${CALLERS.length} callers x ${OPERATIONS.length} operations) in ${seconds} s`,
      );
      expect(differing).toEqual([]);
    },
  );
});

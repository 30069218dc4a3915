import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from './auth.ts';
import { memoryReader, type FirestoreReader } from './firestore-reader.ts';
import { HttpError } from './http-io.ts';
import { decide, loadRulesFile, type DocumentCache, type RulesContext } from './rules-decision.ts';
import { RulesSyntaxError } from './storage-rules.ts';
import { BUCKET, idTokenHeader, objectUrl, startTestServer } from './test-support.ts';

const rulesWith = (body: string): string => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isStaff() { return request.auth != null && request.auth.token.staff == true; }
    ${body}
  }
}`;

const RULES = rulesWith(`
    function newsOf(id) { return firestore.get(/databases/(default)/documents/news/$(id)); }
    function newsExists(id) { return firestore.exists(/databases/(default)/documents/news/$(id)); }
    match /open/{file} { allow get: if true; }
    match /staff/{rest=**} { allow get, list, delete: if isStaff(); }
    match /news/{id} {
      allow get: if newsOf(id).data.shown == true;
      allow delete: if isStaff() && newsExists(newsOf(id).data.next);
    }
    match /applications/{kind}/{id}/{name} { allow create: if true; }`);

const anonymous: Principal = { kind: 'anonymous' };
const visitor: Principal = { kind: 'user', uid: 'u', staff: false, claims: {} };
const staff: Principal = { kind: 'user', uid: 's', staff: true, claims: { staff: true } };

let folder: string;
let rulesPath: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'storage-rules-decision-'));
  rulesPath = join(folder, 'storage.rules');
  await writeFile(rulesPath, RULES);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function contextWith(firestore?: FirestoreReader): RulesContext {
  return { rules: loadRulesFile(rulesPath), ...(firestore ? { firestore } : {}) };
}

describe('the emulator decides with storage.rules', () => {
  it('answers as the rules do, 401 asking a caller without credentials to sign in, else 403', async () => {
    const context = contextWith();
    expect(await decide(context, anonymous, { method: 'get', path: 'open/a' })).toEqual({
      allowed: true,
    });
    expect(await decide(context, staff, { method: 'get', path: 'staff/a/b' })).toEqual({
      allowed: true,
    });
    expect(await decide(context, anonymous, { method: 'get', path: 'staff/a' })).toMatchObject({
      allowed: false,
      status: 401,
      message: expect.stringContaining('Sign in as staff'),
    });
    expect(await decide(context, visitor, { method: 'get', path: 'staff/a' })).toMatchObject({
      status: 403,
    });
    expect(await decide(context, staff, { method: 'get', path: 'elsewhere' })).toMatchObject({
      status: 403,
      message: "Permission denied. storage.rules do not let staff get 'elsewhere'.",
    });
    // A listing is refused with 403 signed in or not: signing in never lets a visitor list.
    expect(await decide(context, anonymous, { method: 'list', path: 'staff' })).toMatchObject({
      status: 403,
    });
    expect(await decide(context, staff, { method: 'list', path: 'staff' })).toEqual({
      allowed: true,
    });
    expect(await decide(context, staff, { method: 'list', path: '' })).toMatchObject({
      status: 403,
      message: expect.stringContaining("list '/'"),
    });
  });

  it('refuses a visitor’s write of an application photo with 403, signed in or not', async () => {
    const context = contextWith();
    const photo = 'applications/adoption/Ab3dEf6hIj9kLm2nOp5q/k3j9x0a1b2c4.webp';
    const resource = { contentType: 'image/webp', size: 1 };
    expect(await decide(context, anonymous, { method: 'create', path: photo, resource })).toEqual({
      allowed: true,
    });
    expect(
      await decide(context, anonymous, { method: 'update', path: photo, resource }),
    ).toMatchObject({ status: 403 });
    expect(
      await decide(context, anonymous, { method: 'update', path: 'open/a', resource }),
    ).toMatchObject({ status: 401 });
  });

  it('lets the owner through and refuses invalid credentials before the rules', async () => {
    const context = contextWith();
    expect(await decide(context, { kind: 'owner' }, { method: 'delete', path: 'x' })).toEqual({
      allowed: true,
    });
    expect(
      await decide(context, { kind: 'invalid', reason: 'bad' }, { method: 'get', path: 'open/a' }),
    ).toEqual({ allowed: false, status: 401, message: 'Invalid credentials: bad' });
  });

  it('reads the documents the rules ask for, each once per decision, one after another', async () => {
    const read: string[] = [];
    const stored = memoryReader({
      'news/a': { shown: true, next: 'b' },
      'news/b': { shown: false },
      'news/c': { shown: false, next: 'missing' },
    });
    const context = contextWith((path) => {
      read.push(path);
      return stored(path);
    });
    expect(await decide(context, anonymous, { method: 'get', path: 'news/a' })).toEqual({
      allowed: true,
    });
    expect(await decide(context, anonymous, { method: 'get', path: 'news/b' })).toMatchObject({
      status: 401,
    });
    // A missing document is an error in the rules, which denies.
    expect(await decide(context, anonymous, { method: 'get', path: 'news/none' })).toMatchObject({
      allowed: false,
    });
    const documents: DocumentCache = new Map();
    expect(await decide(context, staff, { method: 'delete', path: 'news/a' }, documents)).toEqual({
      allowed: true,
    });
    // The path of the second read comes from the first document.
    expect([...documents.keys()]).toEqual(['news/a', 'news/b']);
    expect(await decide(context, staff, { method: 'delete', path: 'news/c' })).toMatchObject({
      status: 403,
    });
    expect(read).toEqual([
      'news/a',
      'news/b',
      'news/none',
      'news/a',
      'news/b',
      'news/c',
      'news/missing',
    ]);
    // Without a reader no document exists.
    expect(await decide(contextWith(), anonymous, { method: 'get', path: 'news/a' })).toMatchObject(
      { allowed: false },
    );
  });

  it('reads the rules file again when it changes, and never guesses a construct it does not know', async () => {
    const context = contextWith();
    const get = () => decide(context, anonymous, { method: 'get', path: 'open/a' });
    expect(await get()).toEqual({ allowed: true });
    await writeFile(rulesPath, rulesWith('match /open/{file} { allow get: if false; }'));
    expect(await get()).toMatchObject({ allowed: false, status: 401 });
    await writeFile(
      rulesPath,
      rulesWith("match /open/{file} { allow get: if request.path == 'open/a'; }"),
    );
    // Not the older rules: every decision fails, naming what the evaluator does not know.
    for (let i = 0; i < 2; i += 1) {
      const failure = await get().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({
        status: 500,
        message: expect.stringContaining("unsupported field 'request.path'"),
      });
    }
    await writeFile(rulesPath, RULES);
    expect(await get()).toEqual({ allowed: true });
    await writeFile(rulesPath, rulesWith('match /x/{a} { allow peek: if true; }'));
    expect(() => loadRulesFile(rulesPath)).toThrow(RulesSyntaxError);
  });

  it('refuses to start on rules it cannot evaluate, and serves the rules file it is given', async () => {
    const dataDir = join(folder, 'data');
    await writeFile(rulesPath, rulesWith("match /x/{a} { allow get: if request.path == 'x'; }"));
    await expect(startTestServer({ dataDir, rules: rulesPath })).rejects.toThrow(
      /unsupported field 'request.path'/,
    );
    await writeFile(rulesPath, RULES);
    const server = await startTestServer({ dataDir, rules: rulesPath });
    try {
      const staffHeader = { Authorization: idTokenHeader({ staff: true }) };
      const upload = await fetch(
        `${server.emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent('open/a')}`,
        { method: 'POST', headers: { ...staffHeader, 'Content-Type': 'image/png' }, body: 'x' },
      );
      // These rules let nobody write there, staff included.
      expect(upload.status).toBe(403);
      expect((await fetch(objectUrl(server.emulator, 'open/a'))).status).toBe(404);
      expect((await fetch(objectUrl(server.emulator, 'staff/a'))).status).toBe(401);
      await writeFile(rulesPath, rulesWith("match /x/{a} { allow get: if request.path == 'x'; }"));
      const broken = await fetch(objectUrl(server.emulator, 'open/a'));
      expect(broken.status).toBe(500);
      expect(await broken.json()).toMatchObject({
        error: { message: expect.stringContaining('storage.rules cannot be evaluated') },
      });
    } finally {
      await server.stop();
    }
  });
});

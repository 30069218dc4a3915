import { describe, expect, it } from 'vitest';
import { parseStorageRules, RulesSyntaxError, type RulesRequest } from './storage-rules.ts';

const rulesWith = (body: string): string => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    ${body}
  }
}`;

const staff = { uid: 's', token: { staff: true } };
const user = { uid: 'u', token: { email: 'u@example.org' } };
const allows = (body: string, request: RulesRequest): boolean =>
  parseStorageRules(rulesWith(body)).allows(request);

describe('storage.rules evaluator', () => {
  it('matches literal segments, single wildcards and {x=**} (zero or more segments)', () => {
    const body = `
      match /horses/{allPaths=**} { allow get: if true; }
      match /events/{file} { allow read: if true; }
      match /web/{owner}/{rest=**} { allow get: if owner == 'site' && rest == 'a/b.png'; }`;
    expect(allows(body, { method: 'get', path: 'horses', auth: null })).toBe(true);
    expect(allows(body, { method: 'get', path: 'horses/a/b/c.webp', auth: null })).toBe(true);
    expect(allows(body, { method: 'list', path: 'horses', auth: null })).toBe(false);
    expect(allows(body, { method: 'list', path: 'events/x', auth: null })).toBe(true);
    expect(allows(body, { method: 'get', path: 'events/a/b.png', auth: null })).toBe(false);
    expect(allows(body, { method: 'get', path: 'events', auth: null })).toBe(false);
    expect(allows(body, { method: 'get', path: 'web/site/a/b.png', auth: null })).toBe(true);
    expect(allows(body, { method: 'get', path: 'web/other/a/b.png', auth: null })).toBe(false);
    expect(allows(body, { method: 'get', path: 'horsesx/a.png', auth: null })).toBe(false);
  });

  it('expands read and write, and combines every matching allow with or', () => {
    const body = `
      match /{allPaths=**} { allow read: if false; allow write: if request.auth != null; }
      match /a/{p=**} { allow list: if true; }`;
    expect(allows(body, { method: 'list', path: 'a/b', auth: null })).toBe(true);
    expect(allows(body, { method: 'get', path: 'a/b', auth: null })).toBe(false);
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(allows(body, { method, path: 'z', auth: user })).toBe(true);
      expect(allows(body, { method, path: 'z', auth: null })).toBe(false);
    }
  });

  it('replaces every match of a pattern in a string with replace()', () => {
    const body = `
      match /n/{file} { allow get: if file.replace('[.]webp$', '') == 'abc'; }
      match /m/{file} { allow get: if file.replace('a', 'b') == 'bbb'; }`;
    expect(allows(body, { method: 'get', path: 'n/abc.webp', auth: null })).toBe(true);
    expect(allows(body, { method: 'get', path: 'n/abc.png', auth: null })).toBe(false);
    expect(allows(body, { method: 'get', path: 'm/aab', auth: null })).toBe(true);
    expect(() =>
      parseStorageRules(rulesWith("match /n/{f} { allow get: if f.replace('a') == ''; }")),
    ).toThrow(RulesSyntaxError);
  });

  it('evaluates functions, lists, arithmetic, comparisons, !, matches() and errors', () => {
    const body = `
      function isStaff() { return request.auth != null && request.auth.token.staff == true; }
      function small(limit) { return request.resource.size < limit * 1024; }
      match /{allPaths=**} {
        allow create: if isStaff() && small(2)
          && request.resource.contentType in ['image/png', 'image/webp'];
        allow update: if !isStaff() || request.resource.contentType.matches('image/.*');
      }`;
    const create = (auth: RulesRequest['auth'], contentType: string, size: number) =>
      allows(body, { method: 'create', path: 'x', auth, resource: { contentType, size } });
    expect(create(staff, 'image/png', 2047)).toBe(true);
    expect(create(staff, 'image/png', 2048)).toBe(false);
    expect(create(staff, 'image/gif', 1)).toBe(false);
    expect(create(user, 'image/png', 1)).toBe(false);
    expect(create(null, 'image/png', 1)).toBe(false);
    const update = (auth: RulesRequest['auth'], contentType: string) =>
      allows(body, { method: 'update', path: 'x', auth, resource: { contentType, size: 1 } });
    expect(update(staff, 'image/gif')).toBe(true);
    expect(update(staff, 'text/plain')).toBe(false);
    expect(update(staff, 'ximage/gif')).toBe(false);
    // Without the claim isStaff() is an error: `error || true` is true in Firebase, else it denies.
    expect(update(user, 'image/gif')).toBe(true);
    expect(update(user, 'text/plain')).toBe(false);
  });

  it('tests path variables with in, matches() (a full match) and == on the content type', () => {
    const body = `
      match /applications/{kind}/{id}/{name} {
        allow create: if kind in ['adoption', 'cession']
          && id.matches('[A-Za-z0-9]{4}')
          && name.matches('[a-z0-9]{3}[.]webp')
          && request.resource.contentType == 'image/webp';
      }`;
    const create = (
      path: string,
      contentType = 'image/webp',
      method: 'create' | 'update' = 'create',
    ) => allows(body, { method, path, auth: null, resource: { contentType, size: 1 } });
    expect(create('applications/adoption/Ab12/a1b.webp')).toBe(true);
    expect(create('applications/cession/Ab12/a1b.webp')).toBe(true);
    expect(create('applications/adoption/Ab12/a1b.webp', 'image/webp', 'update')).toBe(false);
    expect(create('applications/circle/Ab12/a1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab12/a1b.webp', 'image/png')).toBe(false);
    expect(create('applications/adoption/Ab12/a1b.webp', 'image/webp ')).toBe(false);
    expect(create('applications/adoption/Ab123/a1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab1/a1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab1-/a1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab12/a1bc.webp')).toBe(false);
    expect(create('applications/adoption/Ab12/a1b.webpx')).toBe(false);
    expect(create('applications/adoption/Ab12/a1bxwebp')).toBe(false);
    expect(create('applications/adoption/Ab12/A1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab12/x/a1b.webp')).toBe(false);
    expect(create('applications/adoption/Ab12')).toBe(false);
    expect(
      allows(body, { method: 'get', path: 'applications/adoption/Ab12/a1b.webp', auth: staff }),
    ).toBe(false);
  });

  it('groups alternatives in parentheses: a name and a type that must agree', () => {
    const body = `
      match /applications/{kind}/{id}/{name} {
        allow create: if kind in ['adoption', 'cession']
          && (
            (name.matches('[a-z0-9]{3}[.]webp') && request.resource.contentType == 'image/webp')
            || (name.matches('[a-z0-9]{3}[.]jpg') && request.resource.contentType == 'image/jpeg')
          )
          && request.resource.size < 10;
      }`;
    const create = (path: string, contentType: string, size = 1) =>
      allows(body, { method: 'create', path, auth: null, resource: { contentType, size } });
    expect(create('applications/adoption/x/a1b.webp', 'image/webp')).toBe(true);
    expect(create('applications/cession/x/a1b.jpg', 'image/jpeg')).toBe(true);
    expect(create('applications/adoption/x/a1b.jpg', 'image/webp')).toBe(false);
    expect(create('applications/adoption/x/a1b.webp', 'image/jpeg')).toBe(false);
    expect(create('applications/adoption/x/a1b.jpeg', 'image/jpeg')).toBe(false);
    expect(create('applications/adoption/x/a1b.png', 'image/png')).toBe(false);
    expect(create('applications/adoption/x/a1b.webp', 'image/webp', 10)).toBe(false);
    expect(create('applications/adoption/x/a1b.jpg', 'image/jpeg', 10)).toBe(false);
    expect(create('applications/circle/x/a1b.jpg', 'image/jpeg')).toBe(false);
  });

  it('gives request.resource.name, the full object name, to match a folder in a catch-all', () => {
    const body = `
      function inSite() { return request.resource.name.matches('public/site(/.*)?'); }
      match /public/site/{p=**} {
        allow get: if true;
        allow create, update: if request.resource.contentType == 'application/json';
      }
      match /{p=**} {
        allow create, update: if request.resource.contentType == 'image/webp' && !inSite();
        allow delete: if !inSite();
      }`;
    const write = (path: string, contentType: string, method: 'create' | 'update' = 'create') =>
      allows(body, { method, path, auth: staff, resource: { contentType, size: 1 } });
    for (const method of ['create', 'update'] as const) {
      expect(write('public/site/horses.json', 'application/json', method)).toBe(true);
      expect(write('public/site/horses/ada.json', 'application/json', method)).toBe(true);
      expect(write('public/site/horses.webp', 'image/webp', method)).toBe(false);
      expect(write('public/site/horses/ada.webp', 'image/webp', method)).toBe(false);
      expect(write('public/site', 'image/webp', method)).toBe(false);
      expect(write('public/sitemap/a.webp', 'image/webp', method)).toBe(true);
      expect(write('public/sitemap/a.json', 'application/json', method)).toBe(false);
      expect(write('horses/public/site/a.webp', 'image/webp', method)).toBe(true);
      expect(write('horses/a.json', 'application/json', method)).toBe(false);
    }
    // Without request.resource (a get, list or delete) reading its name is an error, which denies.
    expect(allows(body, { method: 'delete', path: 'horses/a.webp', auth: staff })).toBe(false);
    expect(allows(body, { method: 'get', path: 'public/site/a/b.json', auth: null })).toBe(true);
  });

  it('denies, as Firebase does, when a condition reads a missing field or mixes types', () => {
    const body = `match /{p=**} {
      allow get: if request.auth.token.staff == true;
      allow list: if request.auth.uid < 3;
      allow delete: if request.resource.size < 10;
    }`;
    expect(allows(body, { method: 'get', path: 'x', auth: null })).toBe(false);
    expect(allows(body, { method: 'get', path: 'x', auth: user })).toBe(false);
    expect(allows(body, { method: 'get', path: 'x', auth: staff })).toBe(true);
    expect(allows(body, { method: 'list', path: 'x', auth: user })).toBe(false);
    expect(allows(body, { method: 'delete', path: 'x', auth: staff })).toBe(false);
  });

  it('reads Firestore, request.time and durations as Firebase does', () => {
    const rules = parseStorageRules(
      rulesWith(`match /a/{kind}/{id} {
        function doc(kind, id) {
          return firestore.get(/databases/(default)/documents/$(kind + 'Docs')/$(id));
        }
        allow create: if 'x' in doc(kind, id).data.names
          && request.time < doc(kind, id).data.date + duration.value(2, 'h');
        allow delete: if !firestore.exists(/databases/(default)/documents/records/$(id));
      }`),
    );
    const time = new Date('2026-11-27T10:00:00Z');
    const data = { names: ['x'], date: new Date(time.getTime() - 7_199_999) };
    const docs = (path: string) => (path === 'oneDocs/b' ? data : path === 'records/c' ? {} : null);
    const create = (path: string, at = time) =>
      rules.allows({
        method: 'create',
        path,
        auth: null,
        resource: { contentType: 'a/b', size: 1 },
        time: at,
        firestore: docs,
      });
    expect(create('a/one/b')).toBe(true);
    expect(create('a/one/b', new Date(time.getTime() + 1))).toBe(false);
    expect(create('a/two/b')).toBe(false);
    expect(create('a/one/c')).toBe(false);
    const remove = (path: string) =>
      rules.allows({ method: 'delete', path, auth: null, firestore: docs });
    expect(remove('a/one/b')).toBe(true);
    expect(remove('a/one/c')).toBe(false);
  });

  it("serves a folder while a document's flag is true, under a {rest=**} of any depth", () => {
    // storage.rules' horse photos (decision 75): a projection's showWeb, read on every get.
    const rules = parseStorageRules(
      rulesWith(`function isShown(slug) {
        return firestore.get(/databases/(default)/documents/publicHorses/$(slug)).data.showWeb
          == true;
      }
      match /horses/{slug}/{folder}/{rest=**} {
        allow get: if folder != 'news' && isShown(slug);
      }
      match /{all=**} {
        allow get: if request.auth != null && request.auth.token.staff == true;
      }`),
    );
    const projections: Record<string, Record<string, unknown>> = {
      'publicHorses/ada': { showWeb: true },
      'publicHorses/bea': { showWeb: false },
      'publicHorses/cid': { showWeb: 'true' },
      'publicHorses/dan': {},
    };
    const get = (path: string, auth: RulesRequest['auth'] = null) =>
      rules.allows({ method: 'get', path, auth, firestore: (doc) => projections[doc] ?? null });
    for (const path of [
      'horses/ada/photo',
      'horses/ada/photo/thumb.webp',
      'horses/ada/p/o/z.png',
    ]) {
      expect(get(path), path).toBe(true);
    }
    for (const slug of ['bea', 'cid', 'dan', 'eva']) {
      expect(get(`horses/${slug}/photo/thumb.webp`), slug).toBe(false);
      expect(get(`horses/${slug}/photo/thumb.webp`, user), slug).toBe(false);
      expect(get(`horses/${slug}/photo/thumb.webp`, staff), slug).toBe(true);
    }
    expect(get('horses/ada/news/a.webp')).toBe(false);
    expect(get('horses/ada-thumb.webp')).toBe(false);
    expect(get('horses/ada')).toBe(false);
  });
  it('refuses loudly what it does not understand instead of guessing', () => {
    const refused = (body: string) => () => parseStorageRules(rulesWith(body));
    expect(refused('match /{p=**} { allow get: if resource.size < 10; }')).toThrow(
      RulesSyntaxError,
    );
    expect(refused('match /{p=**} { allow get: if false && resource.size < 10; }')).toThrow(
      /unsupported name 'resource'/,
    );
    expect(refused('match /{p=**} { function f(a) { return a; } allow get: if f(); }')).toThrow(
      /takes 1 arguments/,
    );
    expect(refused('match /{p=**} { allow get: if isAdmin(); }')).toThrow(/unknown function/);
    expect(refused("match /{p=**} { allow get: if 'a'.size() == 1; }")).toThrow(
      /unsupported method/,
    );
    for (const field of [
      'request.resource.md5Hash',
      'request.resource.metadata.x',
      'request.path',
      'request.time.x',
      'request.auth.email',
      'resource.name',
    ]) {
      expect(
        () =>
          parseStorageRules(rulesWith(`match /{p=**} { allow get: if false && ${field} == 1; }`)),
        field,
      ).toThrow(field === 'resource.name' ? /unsupported name 'resource'/ : /unsupported field/);
    }
    expect(refused('match /{p} { allow get: if p.size == 1; }')).toThrow(
      /unsupported field 'p.size'/,
    );
    expect(
      refused('match /{p=**} { allow get: if request.auth.token.anyClaim == 1; }'),
    ).not.toThrow();
    expect(
      refused(
        'match /{p=**} { allow get: if firestore.list(/databases/(default)/documents/a/b); }',
      ),
    ).toThrow(/unsupported call/);
    expect(refused('match /{p=**} { allow get: if duration.value(1) == 1; }')).toThrow(
      /unsupported call/,
    );
    expect(refused('match /{p=**} { allow get: if firestore == 1; }')).toThrow(
      /unsupported name 'firestore'/,
    );
    expect(refused('match /{p=**} { allow get: if true }')).toThrow(/line 4: expected ';'/);
    expect(refused('match /{p=**} { allow peek: if true; }')).toThrow(/unknown method 'peek'/);
    expect(refused('match /{p=**}/x { allow get; }')).toThrow(/must end a path/);
    expect(refused('match /a* { allow get; }')).toThrow(/unsupported path segment/);
    expect(refused('match /{p=**} { let x = 1; allow get; }')).toThrow(
      /expected function, match or allow/,
    );
    expect(refused('match /{p=**} { allow get: if 1 % 2 == 1; }')).toThrow(/unexpected '%'/);
    expect(() => parseStorageRules("rules_version = '1'; service firebase.storage {}")).toThrow(
      /rules_version '2'/,
    );
    expect(() => parseStorageRules("rules_version = '2'; service cloud.firestore {}")).toThrow(
      /expected 'firebase'/,
    );
    expect(() =>
      parseStorageRules("rules_version = '2'; service firebase.storage {} extra"),
    ).toThrow(/unexpected text/);
  });

  it('names its match paths, the strings its conditions compare with and their patterns', () => {
    const parsed = parseStorageRules(
      rulesWith(`
      function isKind(kind) { return kind in ['adoption', 'cession'] && kind != 'circle'; }
      match /horses/{slug}/{rest=**} {
        allow get: if slug.matches('[a-z]+[.]webp') && request.resource.contentType == 'image/png';
        match /news/{file} { allow get: if isKind(file) || file.replace('[.]webp$', '') == 'x'; }
      }
      match /{all=**} { allow get: if request.time < duration.value(1, 'm'); }`),
    );
    expect(parsed.matchPaths).toEqual([
      '/horses/{slug}/{rest=**}',
      '/horses/{slug}/{rest=**}/news/{file}',
      '/{all=**}',
    ]);
    expect(parsed.strings).toEqual(['adoption', 'cession', 'circle', 'image/png', 'x']);
    expect(parsed.patterns).toEqual(['[a-z]+[.]webp']);
  });

  it('allows nothing without an allow (deny by default)', () => {
    expect(allows('match /{p=**} { }', { method: 'get', path: 'x', auth: staff })).toBe(false);
    expect(allows('', { method: 'get', path: 'x', auth: staff })).toBe(false);
  });
});

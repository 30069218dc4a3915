import { describe, expect, it } from 'vitest';
import {
  decideDelete,
  decideGet,
  decideList,
  decidePublicPhoto,
  decideWrite,
  decideWriter,
  documentsToRead,
  isPublicPath,
  isPublicPhotoPath,
  isPublishedSitePath,
  MAX_IMAGE_BYTES as MAX,
  MAX_PUBLISHED_BYTES,
  PUBLIC_PHOTO_TYPES,
  publicPhotoType,
  PUBLISHED_SITE_FOLDER,
  PHOTO_WINDOW_MS,
  type FirestoreDocs,
  type WriteMethod,
} from './access-policy.ts';
import { principalFromAuthorization, type Principal } from './auth.ts';
import { idTokenHeader, PROJECT_ID } from './test-support.ts';

const principal = (authorization?: string): Principal =>
  principalFromAuthorization(authorization, PROJECT_ID);
const anonymous = principal();
const owner = principal('Bearer owner');
const staff = principal(idTokenHeader({ staff: true }));
const visitor = principal(idTokenHeader({ staff: 'yes' }));

describe('principalFromAuthorization', () => {
  it('reads the kinds of callers', () => {
    expect(anonymous).toEqual({ kind: 'anonymous' });
    expect(owner).toEqual({ kind: 'owner' });
    expect(principal('Firebase owner')).toEqual({ kind: 'owner' });
    expect(staff).toMatchObject({ kind: 'user', uid: 'u1', staff: true });
    expect(visitor).toMatchObject({ kind: 'user', staff: false });
  });

  it('counts unreadable tokens and foreign projects as invalid', () => {
    expect(principal('Firebase abc').kind).toBe('invalid');
    expect(principal('Firebase a.!!!.b').kind).toBe('invalid');
    expect(principal('Basic dXNlcjpwYXNz').kind).toBe('invalid');
    expect(principal(idTokenHeader({ aud: 'other-project' })).kind).toBe('invalid');
    expect(principal(idTokenHeader({ sub: '', user_id: '' })).kind).toBe('invalid');
  });
});

describe('access policy (same as storage.rules)', () => {
  it('makes events/ and web/ public to get, not to list', () => {
    expect(isPublicPath('horses/a/b.png')).toBe(false);
    expect(isPublicPath('events/a/b.png')).toBe(true);
    expect(isPublicPath('web')).toBe(true);
    expect(isPublicPath('horsesx/a.png')).toBe(false);
    expect(decideGet(anonymous, 'events/x.png')).toEqual({ allowed: true });
    expect(decideList(anonymous, 'web/')).toMatchObject({ allowed: false, status: 403 });
    expect(decideList(anonymous, 'horses/stella/')).toMatchObject({ status: 403 });
    expect(decideList(visitor, 'events/')).toMatchObject({ status: 403 });
    expect(decideList(anonymous, '')).toMatchObject({ status: 403 });
    expect(decideList(staff, 'horses/')).toEqual({ allowed: true });
    expect(decideList(staff, '')).toEqual({ allowed: true });
    expect(decideList(owner, 'private/')).toEqual({ allowed: true });
    expect(decideList(principal('Firebase bad'), 'horses/')).toMatchObject({ status: 401 });
    expect(decideGet(anonymous, 'private/x.png')).toMatchObject({ allowed: false, status: 401 });
    expect(decideList(visitor, '')).toMatchObject({ allowed: false, status: 403 });
    expect(decideGet(staff, 'private/x.png')).toEqual({ allowed: true });
    expect(decideGet(principal('Firebase bad'), 'horses/x.png')).toMatchObject({ status: 401 });
  });

  it("makes a horse's images public only while its projection says it is shown", () => {
    const stored: Record<string, { showWeb: boolean }> = {
      'publicHorses/ada': { showWeb: true },
      'publicHorses/bruno': { showWeb: false },
    };
    const horses: FirestoreDocs = (path) => stored[path] ?? null;
    for (const path of ['horses/ada/photo/thumb.webp', 'horses/ada/photo/old/zoom.png']) {
      expect(decideGet(anonymous, path, horses), path).toEqual({ allowed: true });
      expect(decideGet(visitor, path, horses), path).toEqual({ allowed: true });
    }
    expect(documentsToRead('horses/bruno/photo/thumb.webp')).toEqual(['publicHorses/bruno']);
    for (const path of [
      'horses/bruno/photo/thumb.webp',
      'horses/carla/photo/thumb.webp',
      'horses/ada-thumb.webp',
      'horses/ada',
      'horses//photo/thumb.webp',
    ]) {
      expect(decideGet(anonymous, path, horses), path).toMatchObject({ status: 401 });
      expect(decideGet(visitor, path, horses), path).toMatchObject({ status: 403 });
      expect(decideGet(staff, path, horses), path).toEqual({ allowed: true });
    }
    expect(documentsToRead('horses//photo/thumb.webp')).toEqual([]);
  });

  it("makes a news' photo public only while its news is", () => {
    const photo = (id: string) => `horses/ada/news/${id}.webp`;
    const stored: Record<string, { showWeb: boolean }> = {
      'horseNews/VisibleNews000000001': { showWeb: true },
      'horseNews/HiddenNews0000000001': { showWeb: false },
    };
    const news: FirestoreDocs = (path) => stored[path] ?? null;
    expect(isPublicPath('horses/ada/news/VisibleNews000000001.webp')).toBe(false);
    expect(decideGet(anonymous, photo('VisibleNews000000001'), news)).toEqual({ allowed: true });
    expect(decideGet(visitor, photo('HiddenNews0000000001'), news)).toMatchObject({ status: 403 });
    expect(decideGet(anonymous, photo('MissingNews000000001'), news)).toMatchObject({
      status: 401,
    });
    expect(decideGet(staff, photo('HiddenNews0000000001'), news)).toEqual({ allowed: true });
    expect(documentsToRead(photo('HiddenNews0000000001'))).toEqual([
      'horseNews/HiddenNews0000000001',
    ]);
    expect(
      decideWrite(
        staff,
        photo('New0000000000000001'),
        { contentType: 'image/webp', size: 1 },
        'create',
      ),
    ).toEqual({ allowed: true });
    expect(decideDelete(staff, photo('HiddenNews0000000001'))).toEqual({ allowed: true });
  });

  it('lets only staff write WebP, PNG or JPEG images below the size limit', () => {
    const image = { contentType: 'image/jpeg', size: 100 };
    expect(decideWrite(staff, 'horses/a.jpg', image, 'create')).toEqual({ allowed: true });
    expect(decideWrite(anonymous, 'horses/a.jpg', image, 'create')).toMatchObject({ status: 401 });
    expect(decideWrite(visitor, 'horses/a.jpg', image, 'create')).toMatchObject({ status: 403 });
    expect(
      decideWrite(staff, 'horses/a.txt', { contentType: 'text/plain', size: 1 }, 'create'),
    ).toMatchObject({ status: 403 });
    expect(
      decideWrite(staff, 'horses/a.jpg', { contentType: 'Image/JPEG', size: 1 }, 'create'),
    ).toMatchObject({ status: 403 });
    for (const contentType of ['image/webp', 'image/png', 'image/jpeg']) {
      expect(decideWrite(staff, 'web/a', { contentType, size: 1 }, 'create')).toEqual({
        allowed: true,
      });
    }
    for (const contentType of ['image/svg+xml', 'image/gif', 'image/jpg', 'image/png; x=y']) {
      expect(decideWrite(staff, 'web/a', { contentType, size: 1 }, 'create')).toMatchObject({
        allowed: false,
        status: 403,
        message: expect.stringContaining(contentType),
      });
    }
    expect(decideWrite(staff, 'horses/a.jpg', { ...image, size: MAX }, 'create')).toMatchObject({
      status: 403,
    });
    expect(decideWrite(staff, 'horses/a.jpg', { ...image, size: MAX - 1 }, 'create')).toEqual({
      allowed: true,
    });
    expect(
      decideWrite(owner, 'any/a.pdf', { contentType: 'application/pdf', size: MAX }, 'create'),
    ).toEqual({
      allowed: true,
    });
    expect(decideWriter(visitor, 'horses/a.jpg')).toMatchObject({ status: 403 });
  });

  it('keeps staff image writes the same whether they create or overwrite', () => {
    for (const method of ['create', 'update'] as const) {
      const write = (path: string, contentType: string, size = 1) =>
        decideWrite(staff, path, { contentType, size }, method);
      expect(write('horses/a.webp', 'image/webp')).toEqual({ allowed: true });
      expect(write('web/a.png', 'image/png')).toEqual({ allowed: true });
      expect(write('web/a.png', 'image/svg+xml')).toMatchObject({ status: 403 });
      expect(write('web/a.webp', 'image/webp', MAX)).toMatchObject({ status: 403 });
      // A visitor's photo: staff create it as anyone may, and never overwrite it.
      expect(write(`${folder}/${NAME}`, 'image/png')).toMatchObject({ status: 403 });
      expect(decideWrite(staff, `${folder}/${NAME}`, webp, method, sent)).toEqual(
        method === 'create' ? { allowed: true } : expect.objectContaining({ status: 403 }),
      );
      expect(
        decideWrite(owner, `${folder}/${NAME}`, { contentType: 'x/y', size: MAX }, method),
      ).toEqual({ allowed: true });
    }
  });
});

describe('the published site', () => {
  const json = (size = 1) => ({ contentType: 'application/json', size });

  it('lets anyone get a published file, and only staff list the folder', () => {
    expect(PUBLISHED_SITE_FOLDER).toBe('public/site');
    expect(isPublishedSitePath('public/site/horses.json')).toBe(true);
    expect(isPublishedSitePath('public/site/horses/ada.json')).toBe(true);
    expect(isPublishedSitePath('public/site')).toBe(true);
    expect(isPublishedSitePath('public/sitemap.json')).toBe(false);
    expect(isPublishedSitePath('public/a.json')).toBe(false);
    expect(isPublishedSitePath('horses/public/site/a.json')).toBe(false);
    for (const who of [anonymous, visitor, staff]) {
      expect(decideGet(who, 'public/site/horses/ada.json')).toEqual({ allowed: true });
    }
    expect(decideGet(anonymous, 'public/other.json')).toMatchObject({ status: 401 });
    expect(decideList(anonymous, 'public/site/')).toMatchObject({ status: 403 });
    expect(decideList(visitor, 'public/site/horses/')).toMatchObject({ status: 403 });
    expect(decideList(staff, 'public/site/horses/')).toEqual({ allowed: true });
  });

  it('lets only staff write JSON there, smaller than 2 MiB, and nothing else', () => {
    for (const method of ['create', 'update'] as const) {
      const write = (who: Principal, contentType: string, size = 1) =>
        decideWrite(who, 'public/site/horses.json', { contentType, size }, method);
      expect(write(staff, 'application/json')).toEqual({ allowed: true });
      expect(write(staff, 'application/json', MAX_PUBLISHED_BYTES - 1)).toEqual({ allowed: true });
      expect(write(staff, 'application/json', MAX_PUBLISHED_BYTES)).toMatchObject({
        status: 403,
        message: expect.stringContaining(`${MAX_PUBLISHED_BYTES} bytes`),
      });
      for (const contentType of [
        'image/webp',
        'image/jpeg',
        'image/png',
        'text/html',
        'application/javascript',
        'application/json; charset=utf-8',
      ]) {
        expect(write(staff, contentType), contentType).toMatchObject({
          status: 403,
          message: expect.stringContaining("only 'application/json'"),
        });
      }
      expect(write(anonymous, 'application/json')).toMatchObject({ status: 401 });
      expect(write(visitor, 'application/json')).toMatchObject({ status: 403 });
      expect(write(owner, 'image/webp')).toEqual({ allowed: true });
      expect(decideWrite(staff, 'horses/x.json', json(), method)).toMatchObject({ status: 403 });
      expect(decideWrite(staff, 'public/x.json', json(), method)).toMatchObject({ status: 403 });
      // No catch-all write: an image outside the folders the app writes is refused too.
      expect(
        decideWrite(staff, 'public/x.webp', { contentType: 'image/webp', size: 1 }, method),
      ).toMatchObject({ status: 403 });
    }
    expect(decideWriter(anonymous, 'public/site/horses.json')).toMatchObject({ status: 401 });
    expect(decideDelete(anonymous, 'public/site/horses.json')).toMatchObject({ status: 401 });
    expect(decideDelete(visitor, 'public/site/horses.json')).toMatchObject({ status: 403 });
    expect(decideDelete(staff, 'public/site/horses.json')).toEqual({ allowed: true });
  });
});

const ID = 'Ab3dEf6hIj9kLm2nOp5q';
const NAME = 'k3j9x0a1b2c4.webp';
const JPG = 'k3j9x0a1b2c4.jpg';
const folder = `applications/adoption/${ID}`;
const webp = { contentType: 'image/webp', size: 1024 };
/** The application, sent a minute ago, names the photos the cases upload. */
const sent: FirestoreDocs = (path) =>
  path.endsWith(`Applications/${ID}`)
    ? {
        photos: [NAME, JPG, '0123456789ab.webp', '0123456789ab.jpg'],
        date: new Date(Date.now() - 60_000),
      }
    : null;
const jpeg = { contentType: 'image/jpeg', size: 1024 };

describe('the photos of a public application', () => {
  it.each([
    [`applications/adoption/${ID}/${NAME}`, true],
    [`applications/cession/${ID}/${NAME}`, true],
    [`applications/cession/${ID}/0123456789ab.webp`, true],
    [`applications/adoption/${ID}/${JPG}`, true],
    [`applications/cession/${ID}/0123456789ab.jpg`, true],
    [`applications/circle/${ID}/${JPG}`, false],
    [`applications/adoption/${ID}/x/${JPG}`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.jpeg`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.JPG`, false],
    [`applications/adoption/${ID}/K3j9x0a1b2c4.jpg`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c.jpg`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.jpg.webp`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.webp.jpg`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4xjpg`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.webpjpg`, false],
    [`applications/circle/${ID}/${NAME}`, false],
    [`applications/adoptions/${ID}/${NAME}`, false],
    [`applications/Adoption/${ID}/${NAME}`, false],
    [`applications/adoption/${ID}/x/${NAME}`, false],
    [`applications/adoption/${ID}/${NAME}/x`, false],
    [`applications/adoption/${ID}`, false],
    [`applications/adoption/${ID}/`, false],
    [`applications/${NAME}`, false],
    [`applications/adoption/${NAME}`, false],
    [`horses/adoption/${ID}/${NAME}`, false],
    [`xapplications/adoption/${ID}/${NAME}`, false],
    [`/applications/adoption/${ID}/${NAME}`, false],
    [`applications/adoption/${ID.slice(1)}/${NAME}`, false],
    [`applications/adoption/${ID}x/${NAME}`, false],
    [`applications/adoption/Ab3dEf6hIj9kLm2nOp-q/${NAME}`, false],
    [`applications/adoption/${ID}/K3j9x0a1b2c4.webp`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c.webp`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4d.webp`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.png`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.webp.png`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4xwebp`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.WEBP`, false],
    [`applications/adoption/${ID}/k3j9x0a1b2c4.webp\n`, false],
  ])('%s is a public photo path: %s', (path, expected) => {
    expect(isPublicPhotoPath(path)).toBe(expected);
  });

  type Expected = 'allowed' | 401 | 403;
  const cases: [
    who: string,
    caller: Principal,
    path: string,
    type: string,
    size: number,
    method: WriteMethod,
    expected: Expected,
  ][] = [
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp', 1024, 'create', 'allowed'],
    ['visitor', visitor, `${folder}/${NAME}`, 'image/webp', 1024, 'create', 'allowed'],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp', MAX - 1, 'create', 'allowed'],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp', 0, 'create', 'allowed'],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/jpeg', 1024, 'create', 'allowed'],
    ['visitor', visitor, `${folder}/${JPG}`, 'image/jpeg', 1024, 'create', 'allowed'],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/jpeg', MAX - 1, 'create', 'allowed'],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/jpeg', MAX, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/jpeg', 1024, 'update', 403],
    ['visitor', visitor, `${folder}/${JPG}`, 'image/jpeg', 1024, 'update', 403],
    ['visitor', visitor, `${folder}/${NAME}`, 'image/jpeg', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/webp', 1024, 'create', 403],
    ['visitor', visitor, `${folder}/${JPG}`, 'image/webp', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/png', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/jpg', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'IMAGE/JPEG', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${JPG}`, 'image/svg+xml', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp', 1024, 'update', 403],
    ['visitor', visitor, `${folder}/${NAME}`, 'image/webp', 1024, 'update', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp', MAX, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/png', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/jpeg', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/svg+xml', 1024, 'create', 403],
    ['visitor', visitor, `${folder}/${NAME}`, 'text/html', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'image/webp; x=y', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'IMAGE/WEBP', 1024, 'create', 403],
    ['anonymous', anonymous, `${folder}/${NAME}`, 'application/octet-stream', 1, 'create', 403],
    ['anonymous', anonymous, `applications/circle/${ID}/${NAME}`, 'image/webp', 1, 'create', 401],
    ['visitor', visitor, `applications/circle/${ID}/${NAME}`, 'image/webp', 1, 'create', 403],
    ['anonymous', anonymous, `${folder}/deeper/${NAME}`, 'image/webp', 1, 'create', 401],
    ['anonymous', anonymous, `${folder}/photo.webp`, 'image/webp', 1, 'create', 401],
    ['anonymous', anonymous, `${folder}/k3j9x0a1b2c4.jpeg`, 'image/jpeg', 1, 'create', 401],
    ['visitor', visitor, `${folder}/k3j9x0a1b2c4.jpeg`, 'image/jpeg', 1, 'create', 403],
    ['anonymous', anonymous, `${folder}/k3j9x0a1b2c4.png`, 'image/png', 1, 'create', 401],
    ['anonymous', anonymous, `${folder}/k3j9x0a1b2c4.svg`, 'image/svg+xml', 1, 'create', 401],
    ['anonymous', anonymous, `applications/circle/${ID}/${JPG}`, 'image/jpeg', 1, 'create', 401],
    ['anonymous', anonymous, `applications/adoption/short/${NAME}`, 'image/webp', 1, 'create', 401],
    ['anonymous', anonymous, `applications/${NAME}`, 'image/webp', 1, 'create', 401],
    ['anonymous', anonymous, `horses/${NAME}`, 'image/webp', 1, 'create', 401],
    ['invalid', principal('Firebase bad'), `${folder}/${NAME}`, 'image/webp', 1, 'create', 401],
  ];

  it.each(cases)(
    '%s writes %s (%s, %i B, %s): %s',
    (_who, caller, path, contentType, size, method, expected) => {
      const decision = decideWrite(caller, path, { contentType, size }, method, sent);
      if (expected === 'allowed') expect(decision).toEqual({ allowed: true });
      else expect(decision).toMatchObject({ allowed: false, status: expected });
    },
  );

  it('lets the public start an upload there, and nowhere else', () => {
    for (const caller of [anonymous, visitor]) {
      expect(decideWriter(caller, `${folder}/${NAME}`)).toEqual({ allowed: true });
      expect(decideWriter(caller, `${folder}/${JPG}`)).toEqual({ allowed: true });
      expect(decideWriter(caller, `${folder}/k3j9x0a1b2c4.jpeg`)).toMatchObject({
        allowed: false,
      });
      expect(decideWriter(caller, `applications/circle/${ID}/${NAME}`)).toMatchObject({
        allowed: false,
      });
      expect(decideWriter(caller, 'horses/a.webp')).toMatchObject({ allowed: false });
    }
    expect(decideWriter(anonymous, 'horses/a.webp')).toMatchObject({ status: 401 });
    expect(decideWriter(principal('Firebase bad'), `${folder}/${NAME}`)).toMatchObject({
      status: 401,
    });
    expect(decideWriter(staff, `${folder}/${NAME}`)).toEqual({ allowed: true });
  });

  it('lets only staff read, list and delete them', () => {
    const path = `${folder}/${NAME}`;
    expect(decideGet(anonymous, path)).toMatchObject({ allowed: false, status: 401 });
    expect(decideGet(visitor, path)).toMatchObject({ allowed: false, status: 403 });
    expect(decideList(anonymous, `${folder}/`)).toMatchObject({ allowed: false, status: 403 });
    expect(decideList(visitor, 'applications/')).toMatchObject({ allowed: false, status: 403 });
    expect(decideDelete(anonymous, path)).toMatchObject({ allowed: false, status: 401 });
    expect(decideDelete(visitor, path)).toMatchObject({ allowed: false, status: 403 });
    expect(decideGet(staff, path)).toEqual({ allowed: true });
    expect(decideList(staff, `${folder}/`)).toEqual({ allowed: true });
    expect(decideDelete(staff, path)).toEqual({ allowed: true });
    expect(decideDelete(owner, path)).toEqual({ allowed: true });
  });

  it('knows the type of each photo name: WebP for .webp, JPEG for .jpg, none for another', () => {
    expect(PUBLIC_PHOTO_TYPES).toEqual({ webp: 'image/webp', jpg: 'image/jpeg' });
    expect(publicPhotoType(NAME)).toBe('image/webp');
    expect(publicPhotoType(JPG)).toBe('image/jpeg');
    for (const name of ['k3j9x0a1b2c4.jpeg', 'k3j9x0a1b2c4.png', 'photo.jpg', `x/${JPG}`, '']) {
      expect(publicPhotoType(name), name).toBeUndefined();
    }
  });

  it('explains each refusal of a visitor', () => {
    const photo = `${folder}/${NAME}`;
    const jpgPhoto = `${folder}/${JPG}`;
    for (const [path, resource] of [
      [photo, webp],
      [jpgPhoto, jpeg],
    ] as const) {
      expect(decidePublicPhoto(path, resource, 'update')).toMatchObject({
        status: 403,
        message: expect.stringContaining('cannot be replaced'),
      });
      expect(decidePublicPhoto(path, { ...resource, size: MAX }, 'create')).toMatchObject({
        status: 403,
        message: expect.stringContaining('smaller than'),
      });
      expect(decidePublicPhoto(path, resource, 'create', sent)).toEqual({ allowed: true });
      expect(decidePublicPhoto(path, resource, 'create')).toMatchObject({
        status: 403,
        message: expect.stringContaining('follows its application'),
      });
      // One clock for the application's date and the decision: a millisecond between them would
      // put the application inside the window.
      const now = new Date();
      const old: FirestoreDocs = (docPath) => {
        const data = sent(docPath);
        return data && { ...data, date: new Date(now.getTime() - PHOTO_WINDOW_MS) };
      };
      expect(decidePublicPhoto(path, resource, 'create', old, now)).toMatchObject({
        status: 403,
        message: expect.stringContaining('within 30 minutes'),
      });
    }
    expect(decidePublicPhoto(photo, { ...webp, contentType: 'image/png' }, 'create')).toMatchObject(
      {
        status: 403,
        message: expect.stringContaining(
          "must be WebP images named .webp or JPEG images named .jpg, not 'image/png' named " +
            `'${NAME}'`,
        ),
      },
    );
    expect(decidePublicPhoto(photo, jpeg, 'create')).toMatchObject({
      status: 403,
      message: expect.stringContaining(`not 'image/jpeg' named '${NAME}'`),
    });
    expect(decidePublicPhoto(jpgPhoto, webp, 'create')).toMatchObject({
      status: 403,
      message: expect.stringContaining(`not 'image/webp' named '${JPG}'`),
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  decideGet,
  decideList,
  decideWrite,
  decideWriter,
  isPublicPath,
  MAX_IMAGE_BYTES as MAX,
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
  it('makes horses/, events/ and web/ public to get, not to list', () => {
    expect(isPublicPath('horses/a/b.png')).toBe(true);
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

  it('lets only staff write WebP, PNG or JPEG images below the size limit', () => {
    const image = { contentType: 'image/jpeg', size: 100 };
    expect(decideWrite(staff, 'horses/a.jpg', image)).toEqual({ allowed: true });
    expect(decideWrite(anonymous, 'horses/a.jpg', image)).toMatchObject({ status: 401 });
    expect(decideWrite(visitor, 'horses/a.jpg', image)).toMatchObject({ status: 403 });
    expect(
      decideWrite(staff, 'horses/a.txt', { contentType: 'text/plain', size: 1 }),
    ).toMatchObject({ status: 403 });
    expect(
      decideWrite(staff, 'horses/a.jpg', { contentType: 'Image/JPEG', size: 1 }),
    ).toMatchObject({ status: 403 });
    for (const contentType of ['image/webp', 'image/png', 'image/jpeg']) {
      expect(decideWrite(staff, 'web/a', { contentType, size: 1 })).toEqual({ allowed: true });
    }
    for (const contentType of ['image/svg+xml', 'image/gif', 'image/jpg', 'image/png; x=y']) {
      expect(decideWrite(staff, 'web/a', { contentType, size: 1 })).toMatchObject({
        allowed: false,
        status: 403,
        message: expect.stringContaining(contentType),
      });
    }
    expect(decideWrite(staff, 'horses/a.jpg', { ...image, size: MAX })).toMatchObject({
      status: 403,
    });
    expect(decideWrite(staff, 'horses/a.jpg', { ...image, size: MAX - 1 })).toEqual({
      allowed: true,
    });
    expect(decideWrite(owner, 'any/a.pdf', { contentType: 'application/pdf', size: MAX })).toEqual({
      allowed: true,
    });
    expect(decideWriter(visitor, 'horses/a.jpg')).toMatchObject({ status: 403 });
  });
});

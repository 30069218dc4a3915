import { describe, expect, it } from 'vitest';
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

import { redirectTarget, signedOutReason } from './login-redirect';

describe('redirectTarget', () => {
  it('returns to the admin page first asked for, with its query and hash', () => {
    expect(
      redirectTarget({ from: { pathname: '/admin/horses', search: '?p=2', hash: '#x' } }),
    ).toBe('/admin/horses?p=2#x');
  });

  it('goes to the dashboard without a remembered location', () => {
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget({})).toBe('/admin');
  });

  it('never returns to the login or outside the back office', () => {
    expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '/cavalli' } })).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '/administrator' } })).toBe('/admin');
    expect(redirectTarget({ from: { pathname: 'https://evil.example/admin' } })).toBe('/admin');
  });
});

describe('signedOutReason', () => {
  it('reads a known reason only', () => {
    expect(signedOutReason({ reason: 'no-access' })).toBe('no-access');
    expect(signedOutReason({ reason: 'other' })).toBeUndefined();
    expect(signedOutReason(undefined)).toBeUndefined();
  });
});

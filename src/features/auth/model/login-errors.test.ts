import { loginErrorMessage, loginMessages, noAccessCode } from './login-errors';

describe('loginErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'says wrong e-mail or password for %s',
    (code) => {
      expect(loginErrorMessage(code)).toBe(loginMessages.wrongCredentials);
    },
  );

  it.each([
    ['auth/too-many-requests', loginMessages.tooManyRequests],
    ['auth/network-request-failed', loginMessages.network],
    ['auth/user-disabled', loginMessages.userDisabled],
    [noAccessCode, loginMessages.noAccess],
  ])('explains %s', (code, message) => {
    expect(loginErrorMessage(code)).toBe(message);
  });

  it('says "Something went wrong" for anything unexpected', () => {
    expect(loginErrorMessage('auth/internal-error')).toBe('Something went wrong');
    expect(loginErrorMessage('unknown')).toBe('Something went wrong');
  });
});

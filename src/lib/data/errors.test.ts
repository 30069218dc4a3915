import { errorCode, failure, messageFor } from './errors';

describe('data errors', () => {
  it('keeps Firestore and Storage codes', () => {
    expect(errorCode({ code: 'permission-denied' })).toBe('permission-denied');
    expect(errorCode({ code: 'firestore/not-found' })).toBe('not-found');
    expect(errorCode({ code: 'storage/quota-exceeded' })).toBe('storage/quota-exceeded');
    expect(errorCode(new Error('plain'))).toBe('unknown');
    expect(errorCode(null)).toBe('unknown');
  });

  it('recognises the offline client by the message Firestore gives it', () => {
    const offline = {
      code: 'unavailable',
      message: 'Failed to get document because the client is offline.',
    };
    expect(errorCode(offline)).toBe('offline');
    expect(messageFor('offline')).toMatch(/offline/);
  });

  it('has a message for the failures a person can act on, and a fallback', () => {
    for (const code of [
      'permission-denied',
      'not-found',
      'storage/quota-exceeded',
      'unavailable',
    ]) {
      expect(messageFor(code)).not.toBe(messageFor('something-else'));
    }
    expect(messageFor('something-else')).toBe('Qualcosa è andato storto: riprova tra poco.');
  });

  it('logs the original error and returns a failed result', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = { code: 'permission-denied', message: 'Missing or insufficient permissions.' };
    expect(failure('Saving horses/ada', original)).toEqual({
      success: false,
      error: { code: 'permission-denied', message: 'Non hai i permessi per questa operazione.' },
    });
    expect(log).toHaveBeenCalledWith('Saving horses/ada failed (permission-denied)', original);
  });
});

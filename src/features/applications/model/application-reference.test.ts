import { applicationReference } from './application-reference';

describe('applicationReference', () => {
  it('is the id’s first 8 characters, upper case, in two groups of four', () => {
    expect(applicationReference('k3J9x0A1b2c4d5e6f7g8')).toBe('K3J9-X0A1');
  });

  it('tells apart ids that differ within their first 8 characters', () => {
    expect(applicationReference('abcdefgh12')).not.toBe(applicationReference('abcdefgi12'));
  });

  it('shows a short id whole', () => {
    expect(applicationReference('abc')).toBe('ABC');
    expect(applicationReference('')).toBe('');
  });
});

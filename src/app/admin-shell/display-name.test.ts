import { userDisplayName } from './display-name';

const base = { email: 'anna@example.org', displayName: null };

describe('userDisplayName', () => {
  it('shows given and family name when both exist', () => {
    expect(userDisplayName({ ...base, given_name: 'Anna', family_name: 'Bianchi' })).toBe(
      'Anna Bianchi',
    );
  });

  it('shows the e-mail when either name is missing', () => {
    expect(userDisplayName({ ...base, given_name: 'Anna' })).toBe('anna@example.org');
    expect(userDisplayName({ ...base, family_name: 'Bianchi' })).toBe('anna@example.org');
    expect(userDisplayName({ ...base, given_name: ' ', family_name: 'Bianchi' })).toBe(
      'anna@example.org',
    );
    expect(userDisplayName(base)).toBe('anna@example.org');
  });

  it('falls back to the display name, then "Staff", without an e-mail', () => {
    expect(userDisplayName({ email: null, displayName: 'Anna' })).toBe('Anna');
    expect(userDisplayName({ email: null, displayName: null })).toBe('Staff');
  });
});

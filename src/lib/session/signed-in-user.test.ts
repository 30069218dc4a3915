import {
  isStaffClaims,
  parseSignedInUser,
  splitName,
  toSignedInUser,
  type ProviderUserFields,
} from './signed-in-user';

const providerUser: ProviderUserFields = {
  uid: 'u1',
  email: 'maria@example.org',
  emailVerified: true,
  displayName: 'Maria De Rossi',
  phoneNumber: null,
};

describe('splitName', () => {
  it('prefers the given_name and family_name claims when both are present', () => {
    expect(splitName('Mary R', { given_name: 'Maria', family_name: 'Rossi' })).toEqual({
      given_name: 'Maria',
      family_name: 'Rossi',
    });
  });

  it('splits a display name of two or more words: first word given, the rest family', () => {
    expect(splitName('Maria De Rossi')).toEqual({ given_name: 'Maria', family_name: 'De Rossi' });
  });

  it('gives no names for a single word or no display name', () => {
    expect(splitName('Maria')).toEqual({});
    expect(splitName(null)).toEqual({});
    expect(splitName('   ')).toEqual({});
  });

  it('keeps a lone claim when the display name cannot be split', () => {
    expect(splitName(null, { given_name: 'Maria', family_name: '' })).toEqual({
      given_name: 'Maria',
    });
  });
});

describe('toSignedInUser', () => {
  it('keeps the fields of docs/product.md §3', () => {
    expect(toSignedInUser(providerUser)).toEqual({
      uid: 'u1',
      email: 'maria@example.org',
      emailVerified: true,
      displayName: 'Maria De Rossi',
      phoneNumber: null,
      given_name: 'Maria',
      family_name: 'De Rossi',
    });
  });

  it('does not copy anything else from the provider user', () => {
    const withExtras = { ...providerUser, refreshToken: 'secret', providerData: [] };
    expect(Object.keys(toSignedInUser(withExtras))).not.toContain('refreshToken');
  });
});

describe('isStaffClaims', () => {
  it('is true only for staff: true', () => {
    expect(isStaffClaims({ staff: true })).toBe(true);
    expect(isStaffClaims({ staff: 'true' })).toBe(false);
    expect(isStaffClaims({})).toBe(false);
  });
});

describe('parseSignedInUser', () => {
  it('reads back a stored user', () => {
    const user = toSignedInUser(providerUser);
    expect(parseSignedInUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it('refuses anything without a uid', () => {
    expect(parseSignedInUser(null)).toBeNull();
    expect(parseSignedInUser('u1')).toBeNull();
    expect(parseSignedInUser({ email: 'a@b.c' })).toBeNull();
  });
});

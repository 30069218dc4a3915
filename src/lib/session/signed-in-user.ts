export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  given_name?: string;
  family_name?: string;
  /**
   * A volunteer's back office (decision 87): only the horses and their care. Absent for staff,
   * whose ID token carries the `staff` claim.
   */
  role?: 'volunteer';
}

export const isVolunteerUser = (user: Pick<SignedInUser, 'role'>): boolean =>
  user.role === 'volunteer';

export interface ProviderUserFields {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly phoneNumber: string | null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function splitName(
  displayName: string | null,
  claims: Readonly<Record<string, unknown>> = {},
): Pick<SignedInUser, 'given_name' | 'family_name'> {
  const given = nonEmptyString(claims.given_name);
  const family = nonEmptyString(claims.family_name);
  if (given && family) return { given_name: given, family_name: family };
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    return { given_name: words[0], family_name: words.slice(1).join(' ') };
  }
  return {
    ...(given ? { given_name: given } : {}),
    ...(family ? { family_name: family } : {}),
  };
}

export function toSignedInUser(
  user: ProviderUserFields,
  claims: Readonly<Record<string, unknown>> = {},
): SignedInUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    ...splitName(user.displayName, claims),
  };
}

export function isStaffClaims(claims: Readonly<Record<string, unknown>>): boolean {
  return claims.staff === true;
}

export function parseSignedInUser(value: unknown): SignedInUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const stringOrNull = (key: string) =>
    typeof record[key] === 'string' ? (record[key] as string) : null;
  if (typeof record.uid !== 'string' || record.uid === '') return null;
  return {
    uid: record.uid,
    email: stringOrNull('email'),
    emailVerified: record.emailVerified === true,
    displayName: stringOrNull('displayName'),
    phoneNumber: stringOrNull('phoneNumber'),
    ...(typeof record.given_name === 'string' ? { given_name: record.given_name } : {}),
    ...(typeof record.family_name === 'string' ? { family_name: record.family_name } : {}),
    ...(record.role === 'volunteer' ? { role: 'volunteer' as const } : {}),
  };
}

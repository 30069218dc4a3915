/** The signed-in user as the app keeps it in browser storage and context (docs/product.md §3). */
export interface SignedInUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  given_name?: string;
  family_name?: string;
}

/** The fields of an authentication provider's user that the app keeps (structurally typed). */
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

/**
 * Given and family name: from the ID token claims `given_name` / `family_name` when both are present,
 * else from a display name of at least two words (first word given name, the rest family name).
 */
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

/** The signed-in user of docs/product.md §3, built from the provider's user and its token claims. */
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

/** True when the ID token carries the custom claim `staff: true` (docs/product.md, "Staff role"). */
export function isStaffClaims(claims: Readonly<Record<string, unknown>>): boolean {
  return claims.staff === true;
}

/** Parses a stored user; anything that is not a signed-in user yields null. */
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
  };
}

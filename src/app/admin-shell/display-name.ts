import type { SignedInUser } from '#src/lib/session/signed-in-user';

/**
 * The name shown in the admin top bar (docs/product.md "Admin shell"): given and family name when both exist,
 * else the e-mail; the provider's display name, then "Staff", when even the e-mail is missing.
 */
export function userDisplayName(
  user: Pick<SignedInUser, 'email' | 'displayName' | 'given_name' | 'family_name'>,
): string {
  const given = user.given_name?.trim();
  const family = user.family_name?.trim();
  if (given && family) return `${given} ${family}`;
  return user.email?.trim() || user.displayName?.trim() || 'Staff';
}

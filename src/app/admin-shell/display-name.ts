import type { SignedInUser } from '#src/lib/session/signed-in-user';

export function userDisplayName(
  user: Pick<SignedInUser, 'email' | 'displayName' | 'given_name' | 'family_name'>,
): string {
  const given = user.given_name?.trim();
  const family = user.family_name?.trim();
  if (given && family) return `${given} ${family}`;
  return user.email?.trim() || user.displayName?.trim() || 'Staff';
}

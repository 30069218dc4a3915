import type { Auth } from 'firebase-admin/auth';

export type StaffAction = 'grant' | 'revoke' | 'show';

export interface StaffRoleResult {
  email: string;
  uid: string;
  staff: boolean;
  /** What changed, in words for the person running the script. */
  summary: string;
}

/**
 * Grants or revokes the `staff` custom claim of the account with this e-mail (DECISIONS.md "Staff
 * role"), keeping its other claims. Revoking also revokes the account's refresh tokens, so that a
 * signed-in browser loses access within the hour instead of keeping it until it signs out.
 */
export async function setStaffRole(
  auth: Auth,
  email: string,
  action: StaffAction,
): Promise<StaffRoleResult> {
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw new Error(
        `No account has the e-mail ${email}. The person must have an account first ` +
          '(Firebase console > Authentication > Add user).',
      );
    }
    throw error;
  });
  const claims = { ...(user.customClaims ?? {}) };
  const wasStaff = claims.staff === true;
  if (action === 'show') {
    return {
      email,
      uid: user.uid,
      staff: wasStaff,
      summary: wasStaff ? 'is staff' : 'is not staff',
    };
  }
  if (action === 'grant') {
    claims.staff = true;
  } else {
    delete claims.staff;
  }
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  const staff = action === 'grant';
  const summary =
    action === 'grant'
      ? wasStaff
        ? 'was already staff'
        : 'is now staff (effective at the next sign-in or token refresh)'
      : wasStaff
        ? 'is no longer staff; their sessions were revoked'
        : 'was not staff; their sessions were revoked anyway';
  return { email, uid: user.uid, staff, summary };
}

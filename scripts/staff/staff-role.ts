import type { Auth } from 'firebase-admin/auth';
import { findAccount, noAccountMessage, unverifiedRefusal } from './account.ts';

export type StaffAction = 'grant' | 'revoke' | 'show';

export interface StaffRoleResult {
  email: string;
  uid: string;
  staff: boolean;
  emailVerified: boolean;
  summary: string;
}

/**
 * Revoking also revokes refresh tokens, so a signed-in browser loses access within the hour.
 * Granting needs a verified e-mail (decision 25): anyone may register a future volunteer's address.
 */
export async function setStaffRole(
  auth: Auth,
  email: string,
  action: StaffAction,
  options: { project?: string | undefined } = {},
): Promise<StaffRoleResult> {
  const user = await findAccount(auth, email);
  if (!user) {
    throw new Error(noAccountMessage(email, options.project, action === 'grant'));
  }
  const claims = { ...(user.customClaims ?? {}) };
  const wasStaff = claims.staff === true;
  const emailVerified = user.emailVerified;
  if (action === 'show') {
    return {
      email,
      uid: user.uid,
      staff: wasStaff,
      emailVerified,
      summary:
        (wasStaff ? 'is staff' : 'is not staff') +
        (emailVerified ? '; e-mail verified' : '; e-mail NOT verified (grant refuses it)'),
    };
  }
  if (action === 'grant') {
    if (!emailVerified) {
      throw new Error(
        unverifiedRefusal(
          email,
          { it: 'Non do il ruolo di staff', en: 'no staff role given' },
          options.project,
        ),
      );
    }
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
  return { email, uid: user.uid, staff, emailVerified, summary };
}

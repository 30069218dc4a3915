import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import {
  findAccount,
  formatAccountDate,
  noAccountMessage,
  staffCommand,
  unverifiedRefusal,
} from './account.ts';

export interface CreateStaffOptions {
  /** The display name of the new account. */
  name?: string | undefined;
  /** Delete an existing account whose e-mail is not verified, then create a fresh one. */
  replaceUnverified?: boolean | undefined;
  /** The project the command runs on, for the commands the messages suggest. */
  project?: string | undefined;
}

/** The account that --replace-unverified deleted, for the operator to judge who made it. */
export interface ReplacedAccount {
  uid: string;
  created: string | undefined;
  lastSignIn: string | undefined;
}

export interface CreateStaffResult {
  email: string;
  uid: string;
  /** Opens a page where the person chooses their password; valid for one hour, once. */
  resetLink: string;
  replaced: ReplacedAccount | undefined;
}

/**
 * A password nobody knows: the person chooses theirs with the reset link. The suffix meets any
 * password policy the project may set (upper and lower case, a digit, a symbol).
 */
export function randomPassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

function existingAccountRefusal(user: UserRecord, email: string, project?: string): string {
  const staff = user.customClaims?.staff === true;
  if (user.emailVerified) {
    const next = staff
      ? `È già staff. Per un nuovo link per la password:\n  ${staffCommand(`link ${email}`, project)}`
      : `Per dargli il ruolo di staff:\n  ${staffCommand(`grant ${email}`, project)}`;
    return [
      `Esiste già un account con l'e-mail verificata ${email}: non ne creo un altro. ${next}`,
      `Refused: an account with the verified e-mail ${email} already exists` +
        (staff ? ' and is staff; the command above prints a new password link.' : '; use grant.'),
    ].join('\n');
  }
  const created = formatAccountDate(user.metadata.creationTime) ?? '?';
  const lastSignIn = formatAccountDate(user.metadata.lastSignInTime);
  return [
    `Esiste già un account con ${email} (creato il ${created}, ` +
      `${lastSignIn ? `ultimo accesso ${lastSignIn}` : 'mai usato'}), ma l'indirizzo non è ` +
      'verificato: può averlo registrato chiunque. Per cancellarlo e crearne uno nuovo:',
    `  ${staffCommand(`create ${email} --replace-unverified`, project)}`,
    `Refused: an account with ${email} exists and its e-mail is not verified (anyone may have ` +
      'registered it). The command above deletes it and creates a fresh one.',
  ].join('\n');
}

/**
 * Creates a staff account the association controls (docs/decisions/0025-staff-accounts.md): the
 * e-mail marked verified, a random password nobody knows, the `staff` claim, and a password-reset
 * link for the operator to send to the person. An existing account is never taken over: a verified
 * one is refused (grant it instead), an unverified one is refused unless `replaceUnverified`, which
 * deletes it first.
 */
export async function createStaffAccount(
  auth: Auth,
  email: string,
  options: CreateStaffOptions = {},
): Promise<CreateStaffResult> {
  const existing = await findAccount(auth, email);
  let replaced: ReplacedAccount | undefined;
  if (existing) {
    if (existing.emailVerified || !options.replaceUnverified) {
      throw new Error(existingAccountRefusal(existing, email, options.project));
    }
    await auth.deleteUser(existing.uid);
    replaced = {
      uid: existing.uid,
      created: formatAccountDate(existing.metadata.creationTime),
      lastSignIn: formatAccountDate(existing.metadata.lastSignInTime),
    };
  }
  const user = await auth.createUser({
    email,
    emailVerified: true,
    password: randomPassword(),
    ...(options.name ? { displayName: options.name } : {}),
  });
  await auth.setCustomUserClaims(user.uid, { staff: true });
  const resetLink = await auth.generatePasswordResetLink(email);
  return { email, uid: user.uid, resetLink, replaced };
}

/**
 * A new password-reset link for an account with a verified e-mail: the link of `create` lasts one
 * hour, and a volunteer who forgot the password needs another. An unverified account is refused,
 * like grant refuses it.
 */
export async function staffPasswordLink(
  auth: Auth,
  email: string,
  options: { project?: string | undefined } = {},
): Promise<{ email: string; uid: string; resetLink: string }> {
  const user = await findAccount(auth, email);
  if (!user) {
    throw new Error(noAccountMessage(email, options.project, true));
  }
  if (!user.emailVerified) {
    throw new Error(
      unverifiedRefusal(
        email,
        { it: 'Non genero il link per la password', en: 'no password link made' },
        options.project,
      ),
    );
  }
  return { email, uid: user.uid, resetLink: await auth.generatePasswordResetLink(email) };
}

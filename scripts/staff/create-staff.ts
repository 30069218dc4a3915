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
  name?: string | undefined;
  replaceUnverified?: boolean | undefined;
  project?: string | undefined;
}

/** For the operator to judge who made it. */
export interface ReplacedAccount {
  uid: string;
  created: string | undefined;
  lastSignIn: string | undefined;
}

export interface CreateStaffResult {
  email: string;
  uid: string;
  /** Valid for one hour, once. */
  resetLink: string;
  replaced: ReplacedAccount | undefined;
}

/** The suffix meets any password policy the project may set (cases, a digit, a symbol). */
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

/** docs/decisions/0025-staff-accounts.md: an existing account is never taken over. */
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

/** The link of `create` lasts one hour, and a volunteer who forgot the password needs another. */
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

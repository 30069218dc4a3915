import type { Auth, UserRecord } from 'firebase-admin/auth';

export async function findAccount(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export function staffCommand(words: string, project: string | undefined): string {
  return `npm run staff -- ${words}${project ? ` --project ${project}` : ''}`;
}

export function formatAccountDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Verifying the address would not help: it proves who reads the mailbox, not who chose the password. */
export function unverifiedRefusal(
  email: string,
  refused: { it: string; en: string },
  project: string | undefined,
): string {
  const command = staffCommand(`create ${email} --replace-unverified`, project);
  return [
    `${refused.it}: l'indirizzo ${email} di questo account non è verificato, quindi può averlo ` +
      'registrato chiunque, con una password sua. Cancellatelo e create un account nuovo, ' +
      "controllato dall'associazione, con:",
    `  ${command}`,
    'poi mandate alla persona il link che il comando stampa (docs/operations.md, punto 4).',
    `Refused (${refused.en}): the e-mail of this account is not verified, so anyone may have ` +
      'registered it with a password of their own. The command above deletes it and creates a ' +
      'verified account the association controls; send the person the link it prints.',
  ].join('\n');
}

export function noAccountMessage(
  email: string,
  project: string | undefined,
  suggestCreate: boolean,
) {
  if (!suggestCreate)
    return `Nessun account ha l'e-mail ${email}. / No account has the e-mail ${email}.`;
  return [
    `Nessun account ha l'e-mail ${email}. Createlo con:`,
    `  ${staffCommand(`create ${email}`, project)}`,
    `No account has the e-mail ${email}: create it with the command above.`,
  ].join('\n');
}

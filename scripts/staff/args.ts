// One mailbox, as every address the product stores (decision 72): a staff e-mail is written in
// each log entry.
import { emailPattern } from '#src/lib/data/email.ts';

export const staffActions = ['grant', 'revoke', 'show', 'create', 'link'] as const;

export type StaffCommand = (typeof staffActions)[number];

export interface StaffOptions {
  action: StaffCommand;
  email: string;
  name: string | undefined;
  replaceUnverified: boolean;
  /** Undefined: the local emulators. */
  project: string | undefined;
}

export type ParsedStaffArgs = { ok: true; options: StaffOptions } | { ok: false; message: string };

export const staffUsage = [
  'Usage: npm run staff -- <command> <e-mail> [--project <firebase-project-id>]',
  '  create <e-mail> [--name "Nome Cognome"] [--replace-unverified]',
  '                  creates a verified staff account and prints a link to choose its password',
  '  grant <e-mail>  gives the staff role to an existing account with a verified e-mail',
  '  link <e-mail>   prints a new link to choose the password (the previous one lasts an hour)',
  '  show <e-mail>   says whether the account is staff and its e-mail verified',
  '  revoke <e-mail> takes the staff role away and ends the sessions of the account',
].join('\n');

export function parseStaffArgs(argv: readonly string[]): ParsedStaffArgs {
  const positional: string[] = [];
  let project: string | undefined;
  let name: string | undefined;
  let replaceUnverified = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--project' || arg === '--name') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--') || value.trim() === '') {
        return { ok: false, message: `${arg} needs a value.` };
      }
      if (arg === '--project') project = value;
      else name = value.trim();
      i++;
    } else if (arg === '--replace-unverified') {
      replaceUnverified = true;
    } else if (arg.startsWith('--')) {
      return { ok: false, message: `Unknown option: ${arg}` };
    } else {
      positional.push(arg);
    }
  }

  const [action, email, ...extra] = positional;
  if (!(staffActions as readonly string[]).includes(action ?? '')) {
    return {
      ok: false,
      message: action
        ? `Unknown command "${action}": use ${staffActions.join(', ')}.`
        : 'Missing the command.',
    };
  }
  if (email === undefined) return { ok: false, message: `${action}: missing the e-mail.` };
  if (!emailPattern.test(email)) {
    return { ok: false, message: `"${email}" is not an e-mail address.` };
  }
  if (extra.length > 0) return { ok: false, message: `Unexpected argument: ${extra[0]}` };
  if (action !== 'create' && (name !== undefined || replaceUnverified)) {
    return {
      ok: false,
      message: `${name !== undefined ? '--name' : '--replace-unverified'} goes only with create.`,
    };
  }
  return {
    ok: true,
    options: { action: action as StaffCommand, email, name, replaceUnverified, project },
  };
}

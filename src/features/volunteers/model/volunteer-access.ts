import * as z from 'zod/mini';
import { isMailbox } from '#src/lib/data/email';
import { timestamp } from '#src/lib/data/schema';

// docs/decisions/0087-volunteer-access-by-e-mail-key.md: a volunteer's access is a document staff
// write, under a key the rules compute from the ID token alone.

export const VOLUNTEER_ACCESS = 'volunteerAccess';

/** The address as the key and the document hold it: trimmed and lower-cased. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/**
 * firestore.rules `accessKeyOf`: the SHA-256 of the lower-cased address, in lower-case hex. The
 * address itself never names a document, so the log can name the access without it.
 */
export async function accessKeyOf(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalEmail(email));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const nullableTime = () => z.nullable(timestamp());

export const volunteerAccessSchema = z.object({
  slug: z.string(),
  email: z.string(),
  name: z.string(),
  registerNumber: z.nullable(z.number()),
  active: z.boolean(),
  grantedAt: timestamp(),
  grantedBy: z.string(),
  revokedAt: z.pipe(
    z.optional(nullableTime()),
    z.transform((value) => value ?? null),
  ),
  invitedAt: z.pipe(
    z.optional(nullableTime()),
    z.transform((value) => value ?? null),
  ),
});

export type VolunteerAccess = z.infer<typeof volunteerAccessSchema>;

export const accessLimits = { name: 200 } as const;

/** What staff type to grant an access (a register entry prefills it). */
export interface AccessDraft {
  name: string;
  email: string;
  /** The register's progressive number, as typed ('' when none). */
  registerNumber: string;
}

export const accessDraftSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', 'Scrivi il nome.'),
    z.maxLength(accessLimits.name, `Al massimo ${accessLimits.name} caratteri.`),
  ),
  email: z
    .string()
    .check(z.refine((value) => isMailbox(normalEmail(value)), "Scrivi un'e-mail valida.")),
  registerNumber: z
    .string()
    .check(z.regex(/^(|[1-9][0-9]{0,5})$/, 'Un numero del registro (1, 2, 3…) o niente.')),
});

export const emptyAccessDraft: AccessDraft = { name: '', email: '', registerNumber: '' };

export type AccessState = 'active' | 'revoked';

export const accessState = (access: Pick<VolunteerAccess, 'active'>): AccessState =>
  access.active ? 'active' : 'revoked';

/** Active ones first, then by name. */
export const byStateAndName = (a: VolunteerAccess, b: VolunteerAccess): number =>
  Number(b.active) - Number(a.active) ||
  a.name.localeCompare(b.name, 'it', { sensitivity: 'base' });

import * as z from 'zod/mini';
import { provinceCodes, type ProvinceCode } from '#src/config/provinces';
import type { SiteLanguage } from '#src/config/site';
import { applicationLimits, emailPattern, isPhoneNumber } from '#src/features/applications';
import { notBlank, type DraftSchema } from '#src/lib/data/field-errors';
import { flag, oneOf, stringList, text, timestamp } from '#src/lib/data/schema';

// A volunteer application (issue 40, item 1): who wants to help, when and how. The public creates
// it (firestore.rules `isValidVolunteerApplication` mirrors `volunteerApplicationInputSchema`,
// bound for bound); staff read it, set its status and notes, and may register the person
// (src/features/volunteers/model/register-record.ts, `applicationId`).

export const VOLUNTEER_APPLICATIONS = 'volunteerApplications';

export const volunteerAgeBands = ['18+', '16-17'] as const;
export type VolunteerAgeBand = (typeof volunteerAgeBands)[number];

export const volunteerSlots = [
  'Feriali mattina',
  'Feriali pomeriggio',
  'Weekend mattina',
  'Weekend pomeriggio',
] as const;
export type VolunteerSlot = (typeof volunteerSlots)[number];

export const volunteerActivities = [
  'Scuderia',
  'Eventi',
  'Trasporti',
  'Ufficio e social',
  'Foto',
] as const;
export type VolunteerActivity = (typeof volunteerActivities)[number];

export const volunteerExperiences = ['Nessuna', 'Poca', 'Buona'] as const;
export type VolunteerExperience = (typeof volunteerExperiences)[number];

/** A new application is "Da contattare" (the menu and the dashboard count them). */
export const volunteerStatuses = [
  'Da contattare',
  'Colloquio fissato',
  'Attivo',
  'Non idoneo',
  'Ritirato',
] as const;
export type VolunteerStatus = (typeof volunteerStatuses)[number];

/** In UTF-16 units, as the rules count them; the same numbers are in firestore.rules. */
export const volunteerLimits = {
  name: applicationLimits.name,
  phone: applicationLimits.phone,
  email: applicationLimits.email,
  notes: applicationLimits.long,
  /** Staff's own notes, as the other applications'. */
  internalNotes: 5000,
} as const;

/** What the visitor fills in: a text per field, '' for a choice not made yet. */
export interface VolunteerFormValues {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  ageBand: VolunteerAgeBand | '';
  /** 16-17 only: a parent or guardian agrees, and is named. */
  guardianConsent: boolean;
  guardianName: string;
  province: ProvinceCode | '';
  availability: VolunteerSlot[];
  activities: VolunteerActivity[];
  experience: VolunteerExperience | '';
  notes: string;
  privacyConsent: boolean;
  /** Its own consent, never ticked for the visitor (decision 52). */
  newsConsent: boolean;
}

export type VolunteerField = keyof VolunteerFormValues;

export const volunteerFields = [
  'givenName',
  'familyName',
  'email',
  'phone',
  'ageBand',
  'guardianConsent',
  'guardianName',
  'province',
  'availability',
  'activities',
  'experience',
  'notes',
  'privacyConsent',
  'newsConsent',
] as const satisfies readonly VolunteerField[];

export const emptyVolunteerForm: VolunteerFormValues = {
  givenName: '',
  familyName: '',
  email: '',
  phone: '',
  ageBand: '',
  guardianConsent: false,
  guardianName: '',
  province: '',
  availability: [],
  activities: [],
  experience: '',
  notes: '',
  privacyConsent: false,
  newsConsent: false,
};

/**
 * The keys of the form's error texts (src/features/volunteers/public/texts): the schema writes
 * them as its messages, `fieldErrorsIn` reads them in the page's language (decision 81).
 */
export type VolunteerErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'choose'
  | 'chooseSome'
  | 'guardianConsent'
  | 'privacyConsent';

const key = (message: VolunteerErrorKey) => message;

const requiredText = (max: number) =>
  z.string().check(notBlank(key('required')), z.maxLength(max, key('tooLong')));

const someOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, key('chooseSome'))).check(z.minLength(1, key('chooseSome')));

const isMinor = (draft: { readonly ageBand: string }) => draft.ageBand === '16-17';

/**
 * The draft's checks, in the form's order; the messages are keys of the error texts. A minor's
 * parent or guardian is checked on the whole draft, and reported under its field.
 */
const draftChecks = z
  .object({
    givenName: requiredText(volunteerLimits.name),
    familyName: requiredText(volunteerLimits.name),
    email: z.string().check(
      notBlank(key('required')),
      z.maxLength(volunteerLimits.email, key('tooLong')),
      z.refine((value) => emailPattern.test(value.trim()), key('email')),
    ),
    phone: z.string().check(
      notBlank(key('required')),
      z.refine((value) => isPhoneNumber(value.trim()), key('phone')),
    ),
    ageBand: z.enum(volunteerAgeBands, key('choose')),
    guardianConsent: z.boolean(),
    guardianName: z.string().check(z.maxLength(volunteerLimits.name, key('tooLong'))),
    province: z.enum(provinceCodes, key('choose')),
    availability: someOf(volunteerSlots),
    activities: someOf(volunteerActivities),
    experience: z.enum(volunteerExperiences, key('choose')),
    notes: z.string().check(z.maxLength(volunteerLimits.notes, key('tooLong'))),
    privacyConsent: z.literal(true, key('privacyConsent')),
    newsConsent: z.boolean(),
  })
  .check(
    z.refine((draft) => !isMinor(draft) || draft.guardianConsent, {
      message: key('guardianConsent'),
      path: ['guardianConsent'],
    }),
    z.refine((draft) => !isMinor(draft) || draft.guardianName.trim() !== '', {
      message: key('required'),
      path: ['guardianName'],
    }),
  );

export const volunteerDraftSchema: DraftSchema<VolunteerFormValues> = draftChecks;

/** What the form sends (and the rules accept): trimmed, a minor's guardian only for a minor. */
export interface VolunteerApplicationInput {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  ageBand: VolunteerAgeBand;
  guardianConsent: boolean;
  guardianName: string;
  province: ProvinceCode;
  availability: VolunteerSlot[];
  activities: VolunteerActivity[];
  experience: VolunteerExperience;
  notes: string;
  privacyConsent: true;
  newsConsent: boolean;
  /** The form's: the applicant's confirmation and staff's messages are in it. */
  language: SiteLanguage;
}

const inputText = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max));

const uniqueList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(
    z.minLength(1),
    z.maxLength(values.length),
    z.refine((list) => new Set(list).size === list.length),
  );

/**
 * Checked key for key, bound for bound, as firestore.rules `isValidVolunteerApplication`: what the
 * data layer refuses before a write, so a draft the form took is never refused for its shape.
 */
export const volunteerApplicationInputSchema = z
  .strictObject({
    givenName: inputText(1, volunteerLimits.name),
    familyName: inputText(1, volunteerLimits.name),
    email: z.string().check(z.maxLength(volunteerLimits.email), z.regex(emailPattern)),
    phone: z.string().check(z.refine(isPhoneNumber)),
    ageBand: z.enum(volunteerAgeBands),
    guardianConsent: z.boolean(),
    guardianName: inputText(0, volunteerLimits.name),
    province: z.enum(provinceCodes),
    availability: uniqueList(volunteerSlots),
    activities: uniqueList(volunteerActivities),
    experience: z.enum(volunteerExperiences),
    notes: inputText(0, volunteerLimits.notes),
    privacyConsent: z.literal(true),
    newsConsent: z.boolean(),
    language: z.enum(['it', 'en']),
  })
  .check(
    z.refine((input) =>
      isMinor(input)
        ? input.guardianConsent && input.guardianName !== ''
        : !input.guardianConsent && input.guardianName === '',
    ),
  );

/** Throws on a draft the schema refuses: sending unchecked input is a programming error. */
export function toVolunteerApplicationInput(
  values: VolunteerFormValues,
  language: SiteLanguage,
): VolunteerApplicationInput {
  const draft = z.safeParse(draftChecks, values);
  if (!draft.success) {
    throw new Error('toVolunteerApplicationInput needs a draft that passed volunteerDraftSchema');
  }
  const checked = draft.data;
  const minor = isMinor(checked);
  // In the form's order, whatever order they were ticked in.
  return {
    givenName: checked.givenName.trim(),
    familyName: checked.familyName.trim(),
    email: checked.email.trim(),
    phone: checked.phone.trim(),
    ageBand: checked.ageBand,
    guardianConsent: minor,
    guardianName: minor ? checked.guardianName.trim() : '',
    province: checked.province,
    availability: volunteerSlots.filter((slot) => checked.availability.includes(slot)),
    activities: volunteerActivities.filter((activity) => checked.activities.includes(activity)),
    experience: checked.experience,
    notes: checked.notes.trim(),
    privacyConsent: true,
    newsConsent: checked.newsConsent,
    language,
  };
}

/** The required fields are filled in (the send button says what is missing until they are). */
export function isVolunteerDraftComplete(values: VolunteerFormValues): boolean {
  return (
    values.givenName !== '' &&
    values.familyName !== '' &&
    values.email !== '' &&
    values.phone !== '' &&
    values.ageBand !== '' &&
    values.province !== '' &&
    values.availability.length > 0 &&
    values.activities.length > 0 &&
    values.experience !== '' &&
    values.privacyConsent
  );
}

/** A stored application, as staff read it: lenient, so a document stored before a change reads. */
export const volunteerApplicationSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  reference: text(),
  givenName: text(),
  familyName: text(),
  email: text(),
  phone: text(),
  ageBand: oneOf(volunteerAgeBands),
  guardianConsent: flag(),
  guardianName: text(),
  province: text(),
  availability: stringList(),
  activities: stringList(),
  experience: text(),
  notes: text(),
  privacyConsent: flag(),
  newsConsent: flag(),
  language: z.pipe(
    z.optional(z.enum(['it', 'en'], { error: 'deve essere "it" o "en"' })),
    z.transform((value): SiteLanguage => value ?? 'it'),
  ),
  status: oneOf(volunteerStatuses),
  isNew: flag(),
  internalNotes: text(),
  date: timestamp(),
});

export type VolunteerApplication = z.infer<typeof volunteerApplicationSchema>;

/** What staff change; the applicant's answers stay as sent. */
export const volunteerStaffFields = ['status', 'internalNotes', 'isNew'] as const;

import * as z from 'zod/mini';
import {
  cessionPriorities,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  regions,
} from '#src/config/options';
import { draftChoice, draftDeclaration, draftEmail, draftPhone, draftText } from './answer-drafts';
import { cessionRequiredFields } from './public-answers';
import { applicationLimits } from './public-application';

// The cession form's draft, checked with the limits of `cessionApplicationInputSchema` (decision
// 81): its messages are keys of the form's `errors` texts. The CAP against the region and the birth
// date against today are the form's own checks (they read another value).

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Not 2025-02-30; from 1900 on. */
export function isRealDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const { name, phone, zip, address, short, long } = applicationLimits;

/** Each text's limit, its `cessionApplicationInputSchema` one (the form's live counts read it). */
export const cessionTextLimits = {
  givenName: name,
  familyName: name,
  phone,
  cause: long,
  horseAddress: address,
  horseName: name,
  horseBreed: short,
  horseHeight: short,
  humanTime: long,
  horseManagementNotes: long,
  horseCurrentPhysical: long,
  horsePastPhysical: long,
  horseCurrentMental: long,
  horsePastMental: long,
  horsePersonality: long,
  horseWithHumans: long,
  horseWithHorses: long,
  notes: long,
} as const;

export type CessionTextField = keyof typeof cessionTextLimits;

const required: ReadonlySet<string> = new Set(cessionRequiredFields);

const textChecks = Object.fromEntries(
  Object.entries(cessionTextLimits).map(([field, max]) => [
    field,
    draftText(max, required.has(field)),
  ]),
) as Record<CessionTextField, ReturnType<typeof draftText>>;

export const cessionDraftSchema = z.object({
  ...textChecks,
  phone: draftPhone(),
  email: draftEmail(false),
  priority: draftChoice(cessionPriorities),
  horseRegion: draftChoice(regions),
  horseZip: draftText(zip, true),
  horseBirthdate: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.refine(isRealDate, 'birthdate')),
  horseFriends: draftChoice(horseFriendsOptions),
  horseHouse: draftChoice(horseHouseOptions),
  horseFeeding: draftChoice(horseFeedingOptions),
  horseFeet: draftChoice(horseFeetOptions),
  declaration: draftDeclaration(),
});

import * as z from 'zod/mini';
import { association } from '#src/config/association';
import { dpaValues, horseStatuses, sexes, species } from '#src/config/options';
import { amountOr, flag, isoDate, optionalOneOf, text, triState } from '#src/lib/data/schema';

/** Absent text reads as '', tri-states as 0, so forms and lists never meet `undefined`. */
export const horseSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  name: text(),
  docname: text(),
  species: optionalOneOf(species),
  breed: text(),
  sex: optionalOneOf(sexes),
  coat: text(),
  birthday: isoDate(),
  birthplace: text(),
  isDeceased: triState(),
  doctype: text(),
  docnumber: text(),
  chipnumber: text(),
  uelnnumber: text(),
  isEquinozio: triState(),
  bdn: triState(),
  dpa: optionalOneOf(dpaValues),
  isDeceasedReported: triState(),
  barn: text(),
  latlng: text(),
  barncode: text(),
  isCorrectBarncode: triState(),
  owner: text(),
  property: triState(),
  notes: text(),
  isAdopted: triState(),
  adopter: text(),
  adopterPhone: text(),
  adopterEmail: text(),
  isAdoptionContractualized: triState(),
  adoptionContractLocation: text(),
  adoptionContractDate: isoDate(),
  barnAdoptionContract: text(),
  barncodeAdoptionContract: text(),
  notesAdoptionContract: text(),
  status: optionalOneOf(horseStatuses),
  /**
   * Starts the 7-day BDN deadline (docs/product.md "BDN deadlines"); staff only, not in the
   * projection.
   */
  statusChangedAt: isoDate(),
  showWeb: flag(),
  claim: text(),
  claim_it: text(),
  claim_en: text(),
  short: text(),
  short_it: text(),
  short_en: text(),
  description: text(),
  /** Staff-authored HTML: sanitise before rendering. */
  description_it: text(),
  description_en: text(),
  emergency: flag(),
  location: text(),
  stripeDonationLink: text(),
  donationReason: text(),
  donationImageSlug: text(),
  donationDescription_it: text(),
  donationDescription_en: text(),
  stripeCircleId: text(),
  stripeCircleLink: text(),
  /** Absent reads as the association's cost; 0 means no funding bar. */
  monthlyCost: amountOr(association.horseMonthlyCost),
});

export type Horse = z.infer<typeof horseSchema>;
export type HorseField = keyof Horse;

/**
 * Every field is present: Firestore leaves a document without the ordered field out of an ordered
 * query.
 */
export function newHorse(slug: string): Horse {
  return { ...z.parse(horseSchema, { slug }), name: slug };
}

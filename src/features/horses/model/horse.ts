import * as z from 'zod/mini';
import { association } from '#src/config/association';
import { dpaValues, horseStatuses, sexes, species } from '#src/config/options';
import { amountOr, flag, isoDate, optionalOneOf, text, triState } from '#src/lib/data/schema';

/**
 * A horse of the registry (`horses/{slug}`, staff only): docs/product.md §3. Text fields read as '' when
 * absent, tri-state flags as 0, so that forms and lists never meet `undefined`.
 */
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
  /** "lat,lng" */
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
   * The day (`YYYY-MM-DD`, in Italy) the saved status last changed, '' when unknown (horses saved
   * before it was recorded, new horses). `updateHorse` sets it; it starts the 7-day BDN deadline of
   * an adoption or a death (docs/product.md "BDN deadlines"). Staff only: not in the projection.
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
  /**
   * Euros a month the horse costs the association; its circle's coverage is measured against it
   * (docs/product.md "Supporter circles"). 0: no funding bar. Absent reads as the association's cost.
   */
  monthlyCost: amountOr(association.horseMonthlyCost),
});

export type Horse = z.infer<typeof horseSchema>;
export type HorseField = keyof Horse;

/**
 * A new horse as the add dialog creates it: only the slug is given (docs/product.md §5); the name starts
 * as the slug so that the list shows something. Every field is present, because Firestore leaves a
 * document without the ordered field out of an ordered query.
 */
export function newHorse(slug: string): Horse {
  return { ...z.parse(horseSchema, { slug }), name: slug };
}

import * as z from 'zod/mini';
import { cessionPriorities, cessionStatuses, regions } from '#src/config/options';
import { flag, isoDate, optionalOneOf, stringList, text, timestamp } from '#src/lib/data/schema';

/** An owner who wants to give up a horse (`cessionApplications/{id}`, staff only): docs/product.md §3. */
export const cessionApplicationSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  status: optionalOneOf(cessionStatuses.filter(Boolean) as ['In carico', 'Riuscito', 'Annullato']),
  givenName: text(),
  familyName: text(),
  phone: text(),
  email: text(),
  cause: text(),
  priority: optionalOneOf(cessionPriorities),
  horseRegion: optionalOneOf(regions),
  horseZip: text(),
  horseAddress: text(),
  horseName: text(),
  horseBirthdate: isoDate(),
  horseBreed: text(),
  horseHeight: text(),
  humanTime: text(),
  horseFriends: text(),
  horseHouse: text(),
  horseFeeding: text(),
  horseFeet: text(),
  horseManagementNotes: text(),
  horseCurrentPhysical: text(),
  horsePastPhysical: text(),
  horseCurrentMental: text(),
  horsePastMental: text(),
  horsePersonality: text(),
  horseWithHumans: text(),
  horseWithHorses: text(),
  notes: text(),
  /** The owner declared the answers true and accepts a visit (public form). */
  declaration: flag(),
  /** Names of the photos under `applications/cession/{id}/` the owner sent. */
  photos: stringList(),
  /** True from the public form until a staff member opens the application. */
  isNew: flag(),
  date: timestamp(),
});

export type CessionApplication = z.infer<typeof cessionApplicationSchema>;

/** The fields the cession form marks as required (docs/product.md §5). */
export const cessionRequiredFields = [
  'givenName',
  'familyName',
  'phone',
  'cause',
  'priority',
  'horseRegion',
  'horseZip',
  'horseAddress',
  'horseName',
  'horseBirthdate',
  'horseBreed',
  'horseHeight',
  'humanTime',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
  'horseCurrentPhysical',
  'horsePastPhysical',
  'horseCurrentMental',
  'horsePastMental',
  'horsePersonality',
  'horseWithHumans',
  'horseWithHorses',
] as const satisfies readonly (keyof CessionApplication)[];

/**
 * What the public cession form sends: every field but the staff's status, the id and the date
 * (see AdoptionApplicationInput). Optional answers are sent as ''.
 */
export type CessionApplicationInput = Omit<
  CessionApplication,
  'slug' | 'date' | 'isNew' | 'status'
>;

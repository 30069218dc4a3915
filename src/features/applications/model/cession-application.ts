import * as z from 'zod/mini';
import { cessionPriorities, cessionStatuses, regions } from '#src/config/options';
import { isoDate, optionalOneOf, text, timestamp } from '#src/lib/data/schema';

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

import * as z from 'zod/mini';
import { readList } from '#src/lib/data/firestore-data';
import { ok, type Result } from '#src/lib/data/result';
import { text } from '#src/lib/data/schema';
import { referenceOf } from '#src/features/applications/admin';
import { listBarnHorses } from '#src/features/horses/admin';
import { SUPPORTERS } from '#src/features/money/model/money-record';
import { supporterSchema } from '#src/features/money/model/money-schema';
import type { MatchCircleMember, MatchLists } from '../model/matching';

// What the import proposes from: every supporter, and the Attivo members of the horses' circles
// with their horse's name. The members are read with only the fields the matching needs.

const CIRCLE_APPLICATIONS = 'circleApplications';

const memberSchema = z.object({
  slug: z.string(),
  reference: z.optional(z.string()),
  horseSlug: text(),
  givenName: text(),
  familyName: text(),
});

export async function readMatchLists(): Promise<Result<MatchLists>> {
  const [supporters, members, horses] = await Promise.all([
    readList(supporterSchema, { collection: SUPPORTERS, equals: [], orderBy: [] }),
    readList(memberSchema, {
      collection: CIRCLE_APPLICATIONS,
      equals: [['status', 'Attivo']],
      orderBy: [],
    }),
    listBarnHorses(),
  ]);
  if (!supporters.success) return supporters;
  if (!members.success) return members;
  if (!horses.success) return horses;
  const names = new Map(horses.data.map((horse) => [horse.slug, horse.name]));
  return ok({
    supporters: supporters.data,
    members: members.data.map((member): MatchCircleMember => ({
      applicationId: member.slug,
      reference: referenceOf(member),
      horseSlug: member.horseSlug,
      horseName: names.get(member.horseSlug) ?? member.horseSlug,
      givenName: member.givenName,
      familyName: member.familyName,
    })),
  });
}

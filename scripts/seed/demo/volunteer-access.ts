import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { normalEmail, VOLUNTEER_ACCESS } from '#src/features/volunteers/model/volunteer-access.ts';
import type { DemoUser } from '../demo-data.ts';

// The demo volunteer's access (docs/decisions/0087-volunteer-access-by-e-mail-key.md), granted
// by the demo staff, so that `npm start`'s volunteer login sees the barn's pages; and a revoked
// one, so that the staff's list shows both states.

/** firestore.rules `accessKeyOf`, as the app's `accessKeyOf` computes it in the browser. */
export const demoAccessKey = (email: string): string =>
  createHash('sha256').update(normalEmail(email)).digest('hex');

export async function seedDemoVolunteerAccess(
  db: Firestore,
  volunteers: readonly DemoUser[],
  grantedBy: string,
): Promise<number> {
  const granted = Timestamp.fromDate(new Date('2026-11-02T09:00:00Z'));
  const accesses = [
    ...volunteers.map((user, index) => ({
      email: normalEmail(user.email),
      name: `${user.givenName} ${user.familyName}`,
      registerNumber: index + 1,
      active: true,
      revokedAt: null,
      invitedAt: granted,
    })),
    {
      email: 'luca.exvolontario@example.org',
      name: 'Luca Exvolontario',
      registerNumber: null,
      active: false,
      revokedAt: Timestamp.fromDate(new Date('2026-11-20T17:30:00Z')),
      invitedAt: null,
    },
  ];
  const batch = db.batch();
  for (const access of accesses) {
    batch.set(db.doc(`${VOLUNTEER_ACCESS}/${demoAccessKey(access.email)}`), {
      ...access,
      grantedAt: granted,
      grantedBy,
    });
  }
  await batch.commit();
  return accesses.length;
}

import type { Firestore } from 'firebase-admin/firestore';
import {
  firstNameOf,
  plansOfWeek,
  ROTA_SETTINGS,
  ROTA_SETTINGS_ID,
  ROTA_SHIFTS,
  ROTA_TEMPLATES,
  shiftDocument,
  shiftIdOf,
  type RotaTemplate,
  type ShiftPerson,
} from '#src/features/rota/model/rota.ts';
import { addDays } from '#src/lib/format/dates.ts';
import { thisWeek } from '#src/features/rota/model/rota-time.ts';
import { VOLUNTEER_ACCESS } from '#src/features/volunteers/model/volunteer-access.ts';

// The barn rota's demo (docs/decisions/0089-barn-rota.md): the feeding twice a day and the
// Saturday paddocks, four weeks around today (two past, with attendance; this one and the next,
// with gaps), among the active volunteer accesses. This week's and next week's Sunday evening
// feeding are left without anyone, for the volunteer to take.

const templates: RotaTemplate[] = [
  {
    slug: 'DemoPastoMattino0001',
    label: 'Pasto del mattino',
    place: 'Scuderia',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start: '07:30',
    minutes: 60,
    needed: 2,
    active: true,
  },
  {
    slug: 'DemoPastoSera0000001',
    label: 'Pasto della sera',
    place: 'Scuderia',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start: '17:00',
    minutes: 60,
    needed: 2,
    active: true,
  },
  {
    slug: 'DemoPaddock000000001',
    label: 'Pulizia dei paddock',
    place: 'Paddock grande',
    weekdays: [6],
    start: '09:00',
    minutes: 120,
    needed: 3,
    active: true,
  },
];

export async function seedDemoRota(db: Firestore, now: Date = new Date()): Promise<number> {
  const accesses = await db.collection(VOLUNTEER_ACCESS).where('active', '==', true).get();
  const people = accesses.docs
    .map((access) => ({ key: access.id, name: firstNameOf(String(access.get('name'))) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const monday = thisWeek(now);
  const batch = db.batch();
  for (const { slug, ...template } of templates) {
    batch.set(db.doc(`${ROTA_TEMPLATES}/${slug}`), template);
  }
  batch.set(db.doc(`${ROTA_SETTINGS}/${ROTA_SETTINGS_ID}`), {
    cutoffHours: 12,
    hourlyValueCents: 1500,
  });
  let count = 0;
  for (const offset of [-2, -1, 0, 1]) {
    const week = addDays(monday, offset * 7);
    plansOfWeek(templates, week).forEach((plan, index) => {
      const sundayEvening = plan.date === addDays(week, 6) && plan.start === '17:00';
      // Past weeks nearly full, this week half, next week sparse; never the Sunday evening ahead.
      const filled =
        people.length === 0 || (offset >= 0 && sundayEvening)
          ? 0
          : offset < 0
            ? plan.needed - (index % 5 === 0 ? 1 : 0)
            : offset === 0
              ? index % 2
              : index % 3 === 0
                ? 1
                : 0;
      const assigned: Record<string, ShiftPerson> = {};
      for (let seat = 0; seat < Math.min(filled, people.length); seat++) {
        const person = people[(index + seat) % people.length];
        if (!person) continue;
        const present = offset < 0 ? index % 7 !== 3 : null;
        assigned[person.key] = { name: person.name, present };
      }
      batch.set(db.doc(`${ROTA_SHIFTS}/${shiftIdOf(plan)}`), shiftDocument(plan, assigned));
      count++;
    });
  }
  await batch.commit();
  return count;
}

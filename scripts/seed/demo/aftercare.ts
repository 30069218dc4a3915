import type { Firestore } from 'firebase-admin/firestore';
import {
  FOLLOW_UP_PLANS,
  FOLLOW_UP_VISITS,
  storedVisit,
  type FollowUpVisit,
  type StoredFollowUpPlan,
} from '#src/features/aftercare/model/follow-up.ts';
import { addDays, addMonths, formatDate } from '#src/lib/format/dates.ts';

// After the adoption (decision 94), dated from the seed's day in Italy so that every state shows:
// Maverick's six-month visit late, Frodo's yearly one due within days, Gino's all done, Kristal's
// first one made by Marta, the demo volunteer. Curry King, adopted four days ago, has no plan yet:
// his page offers to start it. The adopters are the demo's promoted adoption applications.

interface DemoPlan extends StoredFollowUpPlan {
  /** Visits: [months after the adoption they answer, days after that day they were made, …]. */
  readonly visits: readonly (readonly [number, number, Omit<DemoVisit, 'due' | 'date'>])[];
}

type DemoVisit = Omit<FollowUpVisit, 'id' | 'horseSlug'>;

const staffVisit = (
  outcome: DemoVisit['outcome'],
  notes: string,
  visitor = 'Giulia Staff',
): Omit<DemoVisit, 'due' | 'date'> => ({ visitorKind: 'staff', visitor, outcome, notes });

export function demoFollowUpPlans(today: string): DemoPlan[] {
  return [
    {
      horseSlug: 'maverick',
      horseName: 'Maverick',
      applicationId: 'adozione-001',
      adoptedOn: addMonths(today, -8),
      visits: [
        [
          1,
          3,
          staffVisit(
            'preoccupazioni',
            'Pascolo in pendenza ottimo, ma il box è piccolo: chiesto di allargarlo entro la prossima visita.',
          ),
        ],
      ],
    },
    {
      horseSlug: 'frodo',
      horseName: 'Frodo',
      applicationId: 'adozione-004',
      adoptedOn: addMonths(addDays(today, 6), -12),
      visits: [
        [1, 0, staffVisit('tutto bene', 'Sta con le capre e il pony, mangia bene.')],
        [6, 2, staffVisit('tutto bene', 'Piedi curati, pareggio ogni otto settimane.', 'Marco')],
      ],
    },
    {
      horseSlug: 'gino',
      horseName: 'Gino',
      applicationId: 'adozione-005',
      adoptedOn: addMonths(today, -26),
      visits: [
        [1, 1, staffVisit('tutto bene', '')],
        [6, 0, staffVisit('tutto bene', 'I bambini della scuola vengono a trovarlo.')],
        [12, 5, staffVisit('tutto bene', '')],
        [24, 0, staffVisit('tutto bene', 'Ingrassato un po’: meno carote.')],
      ],
    },
    {
      horseSlug: 'kristal',
      horseName: 'Kristal',
      applicationId: 'adozione-001',
      adoptedOn: addMonths(today, -2),
      visits: [
        [
          1,
          1,
          {
            visitorKind: 'volontario',
            visitor: 'Marta Volontaria',
            outcome: 'tutto bene',
            notes: 'Ambientata bene, il contratto si firma alla prossima visita.',
          },
        ],
      ],
    },
  ];
}

const visitId = (horseSlug: string, index: number) =>
  `DemoVisit${horseSlug.replace(/[^a-z]/g, '')}${index}`.padEnd(20, '0').slice(0, 20);

export function demoFollowUpVisits(today: string): FollowUpVisit[] {
  return demoFollowUpPlans(today).flatMap((plan) =>
    plan.visits.map(([months, late, visit], index) => {
      const due = addMonths(plan.adoptedOn, months);
      return {
        ...visit,
        id: visitId(plan.horseSlug, index),
        horseSlug: plan.horseSlug,
        due,
        date: addDays(due, late),
      };
    }),
  );
}

export async function seedDemoAftercare(db: Firestore, now: Date = new Date()): Promise<number> {
  const today = formatDate(now);
  const batch = db.batch();
  for (const { horseSlug, horseName, applicationId, adoptedOn } of demoFollowUpPlans(today)) {
    batch.set(db.doc(`${FOLLOW_UP_PLANS}/${horseSlug}`), { horseName, applicationId, adoptedOn });
  }
  const visits = demoFollowUpVisits(today);
  for (const visit of visits) {
    batch.set(db.doc(`${FOLLOW_UP_VISITS}/${visit.id}`), storedVisit(visit));
  }
  await batch.commit();
  return visits.length;
}

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { notOneMailbox, oneMailbox, severalMailboxes } from '#src/test-support/email-cases.ts';
import {
  circleLimitCases,
  publicLimitCases,
  type PublicCreateCases,
} from '#src/test-support/public-limit-cases.ts';
import {
  callersOf,
  horseWithCircle,
  seed,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';
import { withReference } from './application-data.ts';

// Every public create is bounded (decision 45): the largest application passes, a value just over
// any limit fails. src/features/applications/model/public-application.test.ts runs the same cases.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  // The largest circle application names a horse with a circle, as the rules require.
  await seed(env, horseWithCircle(String(circleLimitCases.largest().horseSlug)));
});
afterAll(() => env.cleanup());

const serverFields: Record<PublicCreateCases['collection'], () => DocumentData> = {
  adoptionApplications: () => ({ isNew: true, date: serverTimestamp() }),
  cessionApplications: () => ({ isNew: true, date: serverTimestamp() }),
  circleApplications: () => ({ status: '', date: serverTimestamp() }),
};

let sent = 0;
/** A new auto-id for each attempt, so that no refusal is only an overwrite's. */
const freshId = () => {
  sent += 1;
  return `Lim${String(sent).padStart(17, '0')}`;
};

const send = (cases: PublicCreateCases, answers: DocumentData, id = freshId()) =>
  setDoc(
    doc(as.anonymous, cases.collection, id),
    withReference(id, { ...answers, ...serverFields[cases.collection]() }),
  );

describe.each(publicLimitCases)('$collection: the limits of a public create', (cases) => {
  it('accepts the largest application from an anonymous visitor', async () => {
    await assertSucceeds(send(cases, cases.largest()));
  });

  it.each(cases.over)('refuses $field of $what', async ({ field, value }) => {
    await assertFails(send(cases, { ...cases.largest(), [field]: value }));
  });

  it('refuses an e-mail that is not one mailbox, and takes one (decision 72)', async () => {
    for (const { email } of [...severalMailboxes, ...notOneMailbox]) {
      await assertFails(send(cases, { ...cases.largest(), email }));
    }
    for (const email of oneMailbox) {
      await assertSucceeds(send(cases, { ...cases.largest(), email }));
    }
  });
});

import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { applicationReference } from '#src/features/applications';
import { applicationMails, MAIL } from '#src/features/mail';
import { failure } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { db } from '#src/lib/firebase/firestore';
import {
  VOLUNTEER_APPLICATIONS,
  volunteerApplicationInputSchema,
  type VolunteerApplicationInput,
} from '../model/volunteer-application';

// Loaded on the form's first interaction, never with the page (decision 44), as the other public
// forms' writes are.

/** The failures the form words in its own language (its dictionary's `failures`). */
export const APP_CHECK_UNAVAILABLE = 'app-check-unavailable';

/**
 * The application and its two mails in one commit (the rules accept a public mail only beside
 * its application, decision 52): the association's notice, which names only the province, and the
 * applicant's confirmation in the form's language with the reference. Returns the id.
 */
export async function submitVolunteerApplication(
  input: VolunteerApplicationInput,
): Promise<Result<string>> {
  // What the rules would refuse, refused here with the same bounds: a programming error, not a
  // visitor's, since the form checked the draft first.
  if (!z.safeParse(volunteerApplicationInputSchema, input).success) {
    return fail('invalid-argument', 'The volunteer application does not match its schema.');
  }
  if (!(await appCheckReady())) {
    return fail(APP_CHECK_UNAVAILABLE, 'App Check has no token.');
  }
  const id = doc(collection(db, VOLUNTEER_APPLICATIONS)).id;
  const reference = applicationReference(id);
  try {
    const batch = writeBatch(db);
    batch.set(doc(db, VOLUNTEER_APPLICATIONS, id), {
      ...input,
      status: 'Da contattare',
      isNew: true,
      reference,
      date: serverTimestamp(),
    });
    const about = {
      email: input.email,
      region: input.province,
      horses: [],
      receipt: { reference, horses: [] },
    };
    for (const [mailId, mail] of applicationMails('volunteer', id, about, input.language)) {
      batch.set(doc(db, MAIL, mailId), { ...mail, date: serverTimestamp() });
    }
    await batch.commit();
    return ok(id);
  } catch (error) {
    return failure('Sending the volunteer application', error);
  }
}

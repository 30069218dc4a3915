import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import {
  registerFingerprint,
  registerPrintPath,
  VOLUNTEER_REGISTER_PRINTS,
  WHOLE_REGISTER,
} from '#src/features/volunteers/model/register-print.ts';
import {
  VOLUNTEER_REGISTER,
  type RegisterRecord,
} from '#src/features/volunteers/model/register-record.ts';
import { registerPdf } from '#src/features/volunteers/print/register-pdf.ts';

// One stored print of the whole register as the seed left it (decision 88), so that the print
// screen lists one with its fingerprint and "Scarica" gets its PDF. Seeded after the register.

export const DEMO_PRINT_ID = 'DemoRegisterPrint001';
const MADE_AT = new Date('2026-01-15T10:00:00Z');

export async function seedDemoRegisterPrint(
  db: Firestore,
  storage: FirebaseStorage,
): Promise<number> {
  const stored = await db.collection(VOLUNTEER_REGISTER).get();
  const records = stored.docs.map((document) => {
    const data = document.data();
    const recordedAt = data.recordedAt;
    return {
      ...data,
      id: document.id,
      recordedAt: recordedAt instanceof Timestamp ? recordedAt.toDate() : new Date(Number.NaN),
    } as RegisterRecord;
  });
  const print = await registerFingerprint(records, WHOLE_REGISTER);
  const pdf = registerPdf({ records, print, madeAt: MADE_AT });
  const path = registerPrintPath(DEMO_PRINT_ID, WHOLE_REGISTER);
  await uploadBytes(ref(storage, path), pdf, {
    contentType: 'application/pdf',
    cacheControl: 'private, no-store',
  });
  await db.doc(`${VOLUNTEER_REGISTER_PRINTS}/${DEMO_PRINT_ID}`).set({
    scope: print.scope,
    fingerprint: print.fingerprint,
    count: print.count,
    path,
    size: pdf.byteLength,
    madeAt: Timestamp.fromDate(MADE_AT),
    madeBy: { uid: 'demo-staff', email: 'staff@example.org' },
  });
  return print.count;
}

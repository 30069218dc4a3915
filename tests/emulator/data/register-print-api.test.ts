import { setLogLevel } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { listRegisterRecords } from '#src/features/volunteers/api/register-api';
import {
  listRegisterPrints,
  readRegisterPrintFile,
  storeRegisterPrint,
} from '#src/features/volunteers/api/register-print-api';
import {
  registerFingerprint,
  VOLUNTEER_REGISTER_PRINTS,
  type RegisterFingerprint,
} from '#src/features/volunteers/model/register-print';
import { sampleRegisterRecords } from '#src/features/volunteers/model/register-print-sample';
import { VOLUNTEER_REGISTER } from '#src/features/volunteers/model/register-record';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  emulatorConfig,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0088-register-print-and-fingerprint.md: the PDF first, then the print with its log
// entry; a refused write leaves no PDF behind.

const { host, ports, storageBucket } = emulatorConfig;
const records = sampleRegisterRecords(6);
const pdf = new TextEncoder().encode('%PDF-1.4 prova').buffer as ArrayBuffer;

let staffUser: TestUser;
let plainUser: TestUser;

/** The PDFs under the prints' folder, as the owner lists them. */
async function storedPdfs(): Promise<string[]> {
  const response = await fetch(
    `http://${host}:${ports.storage}/v0/b/${storageBucket}/o?prefix=${VOLUNTEER_REGISTER_PRINTS}/`,
    { headers: { authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name);
}

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('prints'));
});

beforeEach(async () => {
  await clearFirestore();
  await Promise.all(
    records.map(({ id, recordedAt, ...record }) =>
      adminDb()
        .doc(`${VOLUNTEER_REGISTER}/${id}`)
        .set({ ...record, recordedAt: Timestamp.fromDate(recordedAt) }),
    ),
  );
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('the register prints api', () => {
  it('reads the register, stores a print with its PDF and entry, lists it and reads the PDF back', async () => {
    const staff = await signInAs(staffUser);
    const register = await listRegisterRecords();
    expect(register.success && register.data.map((record) => record.id).sort()).toEqual(
      records.map((record) => record.id).sort(),
    );
    const print = await registerFingerprint(register.success ? register.data : [], 'intero');
    expect(print.fingerprint).toBe((await registerFingerprint(records, 'intero')).fingerprint);

    const stored = await storeRegisterPrint(staff, { print, pdf });
    if (!stored.success) throw new Error(stored.error.message);
    const document = (
      await adminDb().doc(`${VOLUNTEER_REGISTER_PRINTS}/${stored.data.id}`).get()
    ).data();
    expect(document).toMatchObject({
      scope: 'intero',
      fingerprint: print.fingerprint,
      count: 6,
      path: `${VOLUNTEER_REGISTER_PRINTS}/${stored.data.id}/registro-volontari-intero.pdf`,
      size: pdf.byteLength,
      madeBy: { uid: staff.uid, email: staff.email },
    });
    const entries = await adminDb()
      .collection('logs')
      .where('function', '==', 'addVolunteerRegisterPrint')
      .get();
    expect(entries.docs.map((entry) => entry.get('params.files.stored'))).toEqual([
      [stored.data.path],
    ]);

    const listed = await listRegisterPrints();
    expect(listed.success && listed.data.map((item) => item.fingerprint)).toEqual([
      print.fingerprint,
    ]);
    const file = await readRegisterPrintFile(stored.data);
    expect(file.success && new Uint8Array(await file.data.arrayBuffer())).toEqual(
      new Uint8Array(pdf),
    );
  });

  it('deletes the PDF just stored when the print is refused', async () => {
    const staff = await signInAs(staffUser);
    const before = await storedPdfs();
    const wrong: RegisterFingerprint = {
      ...(await registerFingerprint(records, '2025')),
      fingerprint: 'not-a-sha-256',
    };
    const stored = await storeRegisterPrint(staff, { print: wrong, pdf });
    expect(stored.success).toBe(false);
    expect(await storedPdfs()).toEqual(before);
    expect((await adminDb().collection(VOLUNTEER_REGISTER_PRINTS).get()).size).toBe(0);
  });

  it('refuses a signed-in user without the staff claim the register, the prints and a print', async () => {
    const user = await signInAs(plainUser);
    expect((await listRegisterRecords()).success).toBe(false);
    expect((await listRegisterPrints()).success).toBe(false);
    const print = await registerFingerprint(records, 'intero');
    expect((await storeRegisterPrint(user, { print, pdf })).success).toBe(false);
  });
});

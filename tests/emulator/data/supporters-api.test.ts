import { setLogLevel } from 'firebase/firestore/lite';
import {
  addSupporter,
  listSupportersPage,
  possibleDuplicates,
  readSupporter,
  updateSupporter,
} from '#src/features/money/api/supporters-api';
import {
  newSupporterDraft,
  type SupporterDraft,
} from '#src/features/money/supporters/supporter-draft';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('supporters-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const mario: SupporterDraft = {
  ...newSupporterDraft(),
  givenName: 'Mario',
  familyName: 'Rossi',
  fiscalCode: 'rssmra85t10a562s',
  email: 'mario@example.org',
  city: 'Roma',
  province: 'RM',
};
const company: SupporterDraft = {
  ...newSupporterDraft('ente'),
  familyName: 'Maneggio del Lago Srl',
  fiscalCode: '00743110157',
};

const logs = async (operation: string) =>
  (await adminDb().collection('logs').where('function', '==', operation).get()).docs;

describe('supporters', () => {
  it('adds and saves, logged with the kind alone; a save that changes nothing writes nothing', async () => {
    const added = await addSupporter(staff, mario);
    const id = added.data?.id ?? '';
    expect((await readSupporter(id)).data).toMatchObject({
      fiscalCode: 'RSSMRA85T10A562S',
      nameKey: 'rossi mario',
      createdBy: staff.uid,
    });
    const [entry] = await logs('addSupporter');
    expect(entry?.get('params')).toEqual({ slug: id, item: { kind: 'persona' } });
    expect(JSON.stringify(entry?.data())).not.toContain('RSSMRA');

    expect((await updateSupporter(staff, id, { ...mario, phone: '+39 333 1234567' })).success).toBe(
      true,
    );
    expect((await updateSupporter(staff, id, { ...mario, phone: '+39 333 1234567' })).success).toBe(
      true,
    );
    expect(await logs('updateSupporter')).toHaveLength(1);
    expect((await readSupporter(id)).data?.phone).toBe('+39 333 1234567');
  });

  it('refuses a wrong codice fiscale before writing, and a save of a supporter gone', async () => {
    expect(
      (await addSupporter(staff, { ...mario, fiscalCode: 'RSSMRA85T10A562T' })).error?.code,
    ).toBe('invalid-argument');
    expect((await updateSupporter(staff, 'Sup0000000000000000Z', mario)).error).toEqual({
      code: 'not-found',
      message: 'Il sostenitore non esiste più.',
    });
    expect((await adminDb().collection('supporters').get()).size).toBe(0);
  });

  it('finds by name, codice fiscale, partita IVA or e-mail, and shows possible duplicates', async () => {
    const marioId = (await addSupporter(staff, mario)).data?.id;
    const companyId = (await addSupporter(staff, company)).data?.id;
    const found = async (search: string) =>
      (await listSupportersPage(search)).data?.items.map((supporter) => supporter.id);
    expect(await found('')).toEqual([companyId, marioId]);
    expect(await found('ROSSI m')).toEqual([marioId]);
    expect(await found('rssmra85t10a562s')).toEqual([marioId]);
    expect(await found('IT00743110157')).toEqual([companyId]);
    expect(await found('mario@example.org')).toEqual([marioId]);
    expect(await found('bianchi')).toEqual([]);

    const twin = { ...newSupporterDraft(), givenName: 'MARIO', familyName: 'Ròssi' };
    expect(
      (await possibleDuplicates(twin)).data?.map(({ supporter, reason }) => [supporter.id, reason]),
    ).toEqual([[marioId, 'stesso nome']]);
    expect((await possibleDuplicates(mario, marioId)).data).toEqual([]);
  });
});

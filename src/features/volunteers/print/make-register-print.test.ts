import { fail, ok } from '#src/lib/data/result';
import { listRegisterRecords } from '../api/register-api';
import { storeRegisterPrint } from '../api/register-print-api';
import { registerFingerprint } from '../model/register-print';
import { sampleRegisterRecords } from '../model/register-print-sample';
import { makeRegisterPrint } from './make-register-print';

vi.mock('../api/register-api', () => ({ listRegisterRecords: vi.fn() }));
vi.mock('../api/register-print-api', () => ({ storeRegisterPrint: vi.fn() }));

const actor = { uid: 'staff-1', email: 'staff@example.org', displayName: null };
const records = sampleRegisterRecords(12);

afterEach(() => vi.resetAllMocks());

describe('makeRegisterPrint', () => {
  it('stores the PDF with the fingerprint of the records it read, and answers both', async () => {
    vi.mocked(listRegisterRecords).mockResolvedValue(ok(records));
    vi.mocked(storeRegisterPrint).mockImplementation(async (_actor, { print, pdf }) =>
      ok({
        id: 'x',
        scope: print.scope,
        fingerprint: print.fingerprint,
        count: print.count,
        path: 'p',
        size: pdf.byteLength,
        madeAt: new Date(),
        madeBy: { uid: actor.uid, email: actor.email },
      }),
    );
    const made = await makeRegisterPrint(actor, 'intero');
    const expected = await registerFingerprint(records, 'intero');
    expect(made.success && made.data.stored.fingerprint).toBe(expected.fingerprint);
    expect(made.success && made.data.content).toBe(expected.content);
    expect(made.success && new TextDecoder().decode(made.data.pdf.slice(0, 5))).toBe('%PDF-');
    expect(storeRegisterPrint).toHaveBeenCalledWith(actor, expect.objectContaining({}));
  });

  it('stops at a register it cannot read, storing nothing', async () => {
    vi.mocked(listRegisterRecords).mockResolvedValue(fail('permission-denied', 'No.'));
    expect(await makeRegisterPrint(actor, 'intero')).toEqual(fail('permission-denied', 'No.'));
    expect(storeRegisterPrint).not.toHaveBeenCalled();
  });

  it('answers the store’s failure', async () => {
    vi.mocked(listRegisterRecords).mockResolvedValue(ok(records));
    vi.mocked(storeRegisterPrint).mockResolvedValue(fail('unavailable', 'Archivio assente.'));
    expect(await makeRegisterPrint(actor, '2025')).toEqual(
      fail('unavailable', 'Archivio assente.'),
    );
  });
});

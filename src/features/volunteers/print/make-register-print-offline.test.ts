import { ok } from '#src/lib/data/result';
import { listRegisterRecords } from '../api/register-api';
import { storeRegisterPrint } from '../api/register-print-api';
import { makePrintTexts, makeRegisterPrint } from './make-register-print';

// The PDF code is a chunk of its own, downloaded on the first print: when it cannot be loaded (the
// connection dropped, a new deploy replaced it), the print says so and stores nothing.

vi.mock('../api/register-api', () => ({ listRegisterRecords: vi.fn() }));
vi.mock('../api/register-print-api', () => ({ storeRegisterPrint: vi.fn() }));
vi.mock('./register-pdf', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the PDF code could not be loaded, and stores nothing', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(listRegisterRecords).mockResolvedValue(ok([]));
  const made = await makeRegisterPrint({ uid: 'u', email: null, displayName: null }, 'intero');
  expect(made).toMatchObject({ success: false, error: { message: makePrintTexts.pdfCodeFailed } });
  expect(storeRegisterPrint).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith('Loading the PDF code', expect.anything());
  error.mockRestore();
});

import { screen, waitFor, within } from '@testing-library/react';
import { downloadBlob } from '#src/lib/csv/csv';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { listRegisterPrints, readRegisterPrintFile } from '../api/register-print-api';
import type { RegisterPrint } from '../model/register-print';
import { makeRegisterPrint } from './make-register-print';
import { RegisterPrintScreen } from './register-print-screen';

vi.mock('#src/lib/csv/csv', () => ({ downloadBlob: vi.fn() }));
vi.mock('../api/register-print-api', () => ({
  listRegisterPrints: vi.fn(),
  readRegisterPrintFile: vi.fn(),
}));
vi.mock('./make-register-print', () => ({ makeRegisterPrint: vi.fn() }));

const stored: RegisterPrint = {
  id: 'abcdefghijABCDEFGHIJ',
  scope: '2025',
  fingerprint: 'f'.repeat(64),
  count: 8,
  path: 'volunteerRegisterPrints/abcdefghijABCDEFGHIJ/registro-volontari-2025.pdf',
  size: 1000,
  madeAt: new Date('2026-01-10T10:00:00Z'),
  madeBy: { uid: 'u', email: 'staff@example.org' },
};

beforeEach(() => {
  vi.mocked(listRegisterPrints).mockResolvedValue(ok([stored]));
  vi.mocked(readRegisterPrintFile).mockResolvedValue(ok(new Blob(['%PDF-'])));
});
afterEach(() => vi.resetAllMocks());

describe('RegisterPrintScreen', () => {
  it('lists the stored prints with their fingerprints, and downloads one again', async () => {
    const { events } = renderAdmin(<RegisterPrintScreen />);
    const table = await screen.findByRole('table', { name: 'Stampe conservate' });
    const row = within(table).getByRole('row', { name: /anno 2025/ });
    expect(row).toHaveTextContent('f'.repeat(64));
    expect(row).toHaveTextContent('10 gennaio 2026 alle 11:00');
    expect(row).toHaveTextContent('staff@example.org');
    await events.click(
      within(row).getByRole('button', { name: /^Scarica la stampa \(anno 2025\)/ }),
    );
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith('registro-volontari-2025.pdf', expect.any(Blob)),
    );
  });

  it('makes the chosen scope’s print, downloads it, shows its fingerprint and lists it', async () => {
    const made = { ...stored, id: 'newnewnewnewnewnew12', scope: 'intero' as const, count: 22 };
    vi.mocked(makeRegisterPrint).mockResolvedValue(
      ok({ stored: made, pdf: new ArrayBuffer(8), content: '{}' }),
    );
    const { events } = renderAdmin(<RegisterPrintScreen />);
    await screen.findByRole('table', { name: 'Stampe conservate' });
    expect(screen.getByLabelText('Che cosa stampare')).toHaveValue('intero');
    vi.mocked(listRegisterPrints).mockResolvedValue(ok([made, stored]));
    await events.click(screen.getByRole('button', { name: 'Crea e scarica il PDF' }));
    expect(
      await screen.findByText('Stampa creata e conservata: intero registro, 22 record.'),
    ).toBeVisible();
    expect(makeRegisterPrint).toHaveBeenCalledWith(
      expect.objectContaining({ uid: expect.any(String) }),
      'intero',
    );
    expect(downloadBlob).toHaveBeenCalledWith('registro-volontari-intero.pdf', expect.any(Blob));
    await events.click(
      screen.getByRole('button', { name: 'Scarica il contenuto canonico (JSON)' }),
    );
    expect(downloadBlob).toHaveBeenCalledWith('registro-volontari-intero.json', expect.any(Blob));
    await waitFor(() =>
      expect(screen.getAllByRole('row', { name: /intero registro/ })).toHaveLength(1),
    );
  });

  it('says why a print failed, and makes nothing to download', async () => {
    vi.mocked(makeRegisterPrint).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAdmin(<RegisterPrintScreen />);
    await events.selectOptions(screen.getByLabelText('Che cosa stampare'), '2025');
    await events.click(screen.getByRole('button', { name: 'Crea e scarica il PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(makeRegisterPrint).toHaveBeenCalledWith(expect.anything(), '2025');
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('says when a stored print cannot be downloaded', async () => {
    vi.mocked(readRegisterPrintFile).mockResolvedValue(fail('not-found', 'Il file non esiste.'));
    const { events } = renderAdmin(<RegisterPrintScreen />);
    const table = await screen.findByRole('table', { name: 'Stampe conservate' });
    await events.click(within(table).getByRole('button', { name: /^Scarica la stampa/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il file non esiste.');
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('offers a retry when the prints cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listRegisterPrints).mockResolvedValueOnce(fail('unavailable', 'Servizio assente.'));
    const { events } = renderAdmin(<RegisterPrintScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile leggere le stampe. Servizio assente.',
    );
    await events.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'Stampe conservate' })).toBeVisible();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

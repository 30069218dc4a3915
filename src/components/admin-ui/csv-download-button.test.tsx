import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCsv } from '#src/lib/csv/csv';
import { fail, ok, type Result } from '#src/lib/data/result';
import { CsvDownloadButton } from './csv-download-button';

vi.mock('#src/lib/csv/csv', () => ({ downloadCsv: vi.fn() }));

afterEach(() => vi.mocked(downloadCsv).mockReset());

describe('CsvDownloadButton', () => {
  it('loads the CSV on click, is busy meanwhile, then downloads it', async () => {
    const user = userEvent.setup();
    let resolve: (result: Result<string>) => void = () => {};
    const load = vi.fn(() => new Promise<Result<string>>((done) => (resolve = done)));
    render(<CsvDownloadButton fileName="eventi-2026-04-18.csv" load={load} />);
    const button = screen.getByRole('button', { name: 'Scarica CSV' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button); // a second click while busy does nothing
    expect(load).toHaveBeenCalledTimes(1);

    resolve(ok('\uFEFFNome\r\n'));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(downloadCsv).toHaveBeenCalledWith('eventi-2026-04-18.csv', '\uFEFFNome\r\n');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error when the load fails, and clears it on a new try', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Result<string>>>()
      .mockResolvedValueOnce(fail('unavailable', 'Il servizio non è raggiungibile.'))
      .mockResolvedValueOnce(ok('x'));
    render(<CsvDownloadButton fileName="a.csv" load={load} label="Esporta" />);
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(downloadCsv).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledWith('a.csv', 'x'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a load that throws instead of returning a result', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const user = userEvent.setup();
    render(<CsvDownloadButton fileName="a.csv" load={() => Promise.reject(new Error('bug'))} />);
    await user.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Qualcosa è andato storto');
    expect(console.error).toHaveBeenCalled();
  });
});

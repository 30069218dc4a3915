import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '#src/lib/data/result';
import { readPublicationState } from './api/publishing-api';
import { PublicationStatus } from './publication-status';
import { targetLabel } from './target-label';
import { runPublication } from './publication-runner';

vi.mock('./publication-runner', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  runPublication: vi.fn(async () => ok({ files: 0, revision: 0 })),
}));

const section = () => screen.getByRole('region', { name: 'Sito pubblico' });

afterEach(() => {
  vi.mocked(readPublicationState).mockReset();
  vi.mocked(runPublication).mockClear();
});

describe('PublicationStatus', () => {
  it('says when the site was last published, and offers to rebuild every file', async () => {
    vi.mocked(readPublicationState).mockResolvedValue(
      ok({
        revision: 4,
        pending: [],
        publishedRevision: 4,
        publishedAt: new Date('2026-11-26T09:30:00Z'),
      }),
    );
    render(<PublicationStatus />);
    expect(await within(section()).findByText(/^Il sito è aggiornato/)).toHaveTextContent(
      'Il sito è aggiornato: ultima pubblicazione il 26 novembre 2026 alle 10:30.',
    );
    expect(section()).toHaveTextContent(
      'Quando salvi una modifica, il sito pubblico si aggiorna da solo in pochi secondi: non serve ripubblicare.',
    );
    expect(section()).toHaveTextContent(
      'Ripubblicare tutto serve solo se una pagina del sito mostra ancora dati vecchi.',
    );
    expect(screen.queryByRole('button', { name: 'Pubblica ora' })).not.toBeInTheDocument();
    vi.mocked(runPublication).mockResolvedValueOnce(ok({ files: 30, revision: 4 }));
    await userEvent.click(screen.getByRole('button', { name: 'Ripubblica tutto il sito' }));
    expect(runPublication).toHaveBeenCalledWith(true);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      /^Fatto: il sito pubblico è aggiornato \(\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}, 30 file pubblicati\)\.$/u,
    );
  });

  it('says when the site is older than the last change, and says so when publishing fails', async () => {
    vi.mocked(readPublicationState).mockResolvedValue(
      ok({
        revision: 5,
        pending: [],
        publishedRevision: 4,
        publishedAt: new Date('2026-11-26T09:30:00Z'),
      }),
    );
    render(<PublicationStatus />);
    expect(
      await within(section()).findByText(
        'Ci sono modifiche salvate non ancora sul sito: pubblicale ora.',
      ),
    ).toBeVisible();
    expect(within(section()).queryByText(/^Il sito è aggiornato/)).not.toBeInTheDocument();
    vi.mocked(runPublication).mockResolvedValueOnce(fail('unavailable', 'Rete assente.'));
    await userEvent.click(screen.getByRole('button', { name: 'Pubblica ora' }));
    expect(runPublication).toHaveBeenCalledWith(false);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Pubblicazione non riuscita: Rete assente.',
    );
  });

  it('asks for one whole publication when nothing was published from here', async () => {
    vi.mocked(readPublicationState).mockResolvedValue(
      ok({ revision: 0, pending: [], publishedRevision: 0 }),
    );
    render(<PublicationStatus />);
    expect(
      await within(section()).findByText(
        'Il sito non è ancora stato pubblicato da qui: ripubblicalo tutto una volta.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ripubblica tutto il sito' })).toHaveClass(
      'btn-primary',
    );
  });

  it('names what waits and the last failure, keeps the changes, and publishes on request', async () => {
    vi.mocked(readPublicationState).mockResolvedValue(
      ok({
        revision: 6,
        pending: ['horses', 'horse:ada', 'event:festa'],
        publishedRevision: 4,
        publishedAt: null,
        failure: {
          at: new Date('2026-11-26T09:31:00Z'),
          message: 'Il servizio non è raggiungibile.',
        },
      }),
    );
    render(<PublicationStatus />);
    expect(
      await within(section()).findByText(
        "In attesa di pubblicazione: elenco dei cavalli, pagina del cavallo ada, pagina dell'evento festa.",
      ),
    ).toBeVisible();
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'Pubblicazione non riuscita (26 novembre 2026 alle 10:31): Il servizio non è raggiungibile. Le modifiche sono salvate: riprova a pubblicarle.',
    );
    expect(screen.queryByText(/^Il sito è aggiornato/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pubblica ora' }));
    expect(runPublication).toHaveBeenCalledWith(false);
  });

  it('says why the state cannot be read, logs it, and reads again on "Riprova"', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(readPublicationState)
      .mockResolvedValueOnce(fail('unavailable', 'Il servizio non è raggiungibile.'))
      .mockResolvedValue(ok({ revision: 0, pending: [], publishedRevision: 0 }));
    render(<PublicationStatus />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile leggere lo stato del sito: Il servizio non è raggiungibile.',
    );
    expect(console.error).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByText(
        'Il sito non è ancora stato pubblicato da qui: ripubblicalo tutto una volta.',
      ),
    ).toBeVisible();
  });
});

describe('targetLabel', () => {
  it('names every kind of file in words', () => {
    expect(['*', 'horses', 'events', 'horse:ada', 'event:festa'].map(targetLabel)).toEqual([
      'tutto il sito',
      'elenco dei cavalli',
      'elenco degli eventi',
      'pagina del cavallo ada',
      "pagina dell'evento festa",
    ]);
  });
});

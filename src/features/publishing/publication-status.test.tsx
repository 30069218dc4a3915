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
    expect(await within(section()).findByText(/Ultima pubblicazione:/)).toHaveTextContent(
      'Ultima pubblicazione: 26 novembre 2026 alle 10:30',
    );
    expect(screen.queryByRole('button', { name: 'Pubblica ora' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ripubblica tutto il sito' }));
    expect(runPublication).toHaveBeenCalledWith(true);
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
    expect(screen.getByText('Il sito non è ancora stato pubblicato da qui.')).toBeVisible();
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
    expect(await screen.findByText('Il sito non è ancora stato pubblicato da qui.')).toBeVisible();
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

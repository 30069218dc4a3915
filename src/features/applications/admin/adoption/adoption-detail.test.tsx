import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { aHorse, anAdoptionApplication, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listHorses } from '#src/features/horses/api/horses-api';
import { getAdoptionApplication, updateAdoptionApplication } from '../../api/applications-api';
import { LEGACY_SUFFIX } from '../common/option-choices';
import { AdoptionDetail } from './adoption-detail';
import { NOT_AVAILABLE_SUFFIX } from './horse-choice';

vi.mock('../../api/applications-api', () => ({
  getAdoptionApplication: vi.fn(),
  updateAdoptionApplication: vi.fn(),
}));
vi.mock('#src/features/horses/api/horses-api', () => ({ listHorses: vi.fn() }));

const chiara = anAdoptionApplication({
  slug: 'adozione-001',
  givenName: 'Chiara',
  familyName: 'Rinaldi',
  region: 'Piemonte',
  horses: ['benji', 'dudu'],
  newsletterAdoption: true,
  horsePlace: 'Terreno di proprietà',
  horseHouse: 'Capannone con box', // an answer of the old site, not in the list
  humanWhy: 'Perché Benji ha bisogno di un compagno.',
});

beforeEach(() => {
  vi.mocked(getAdoptionApplication).mockResolvedValue(ok(chiara));
  vi.mocked(listHorses).mockResolvedValue(
    ok([aHorse({ slug: 'benji' }), aHorse({ slug: 'colorado' })]),
  );
  vi.mocked(updateAdoptionApplication).mockImplementation(async (_user, _slug, item) => ok(item));
});

afterEach(() => {
  vi.mocked(getAdoptionApplication).mockReset();
  vi.mocked(updateAdoptionApplication).mockReset();
  vi.mocked(listHorses).mockReset();
});

function renderDetail() {
  return renderAdmin(<AdoptionDetail slug="adozione-001" />, {
    path: '/admin/adoption-applications/adozione-001',
    routes: { '/admin/adoption-applications': <h1>Elenco</h1> },
  }).events;
}

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Candidatura adozione: Chiara Rinaldi' });

describe('AdoptionDetail', () => {
  it('reads the horses looking for a home on the website, by name', async () => {
    renderDetail();
    await loaded();
    expect(listHorses).toHaveBeenCalledWith({ status: 'In cerca di casa', showWeb: true }, 'name');
    expect(getAdoptionApplication).toHaveBeenCalledWith('adozione-001');
  });

  it('logs a failed load and stays on the loader', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getAdoptionApplication).mockResolvedValue(
      fail('not-found', 'adoptionApplications/adozione-001 non esiste.'),
    );
    renderDetail();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Candidatura adozione adozione-001 non caricata: adoptionApplications/adozione-001 non esiste.',
      ),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  });

  it('shows the groups and the fields with their values', async () => {
    renderDetail();
    await loaded();
    for (const name of [
      'Valutazione generale',
      'Cavalli richiesti',
      'Dati personali',
      'La vita del cavallo',
      'Attività',
      'Il cavallo desiderato',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Valutazione')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Valutazione')).getByRole('option', { selected: true }),
    ).toHaveTextContent('Da valutare');
    expect(screen.getByLabelText('Nome')).toHaveValue('Chiara');
    expect(screen.getByLabelText('Regione')).toHaveValue('Piemonte');
    expect(screen.getByLabelText('Newsletter: adozioni')).toBeChecked();
    expect(screen.getByLabelText('Newsletter: sostegno')).not.toBeChecked();
    expect(screen.getByLabelText('Luogo')).toHaveValue('Terreno di proprietà');
    expect(screen.getByLabelText('Perché vuole adottare')).toHaveValue(
      'Perché Benji ha bisogno di un compagno.',
    );
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute(
      'href',
      '/admin/adoption-applications',
    );
  });

  it('keeps an answer that is not in the option list selected', async () => {
    renderDetail();
    await loaded();
    const house = screen.getByLabelText('Stabulazione');
    expect(house).toHaveValue('Capannone con box');
    expect(within(house).getByRole('option', { selected: true })).toHaveTextContent(
      `Capannone con box${LEGACY_SUFFIX}`,
    );
  });

  it('offers the horses looking for a home and keeps a chosen one that no longer is', async () => {
    const events = renderDetail();
    await loaded();
    expect(screen.getByLabelText('Benji')).toBeChecked();
    expect(screen.getByLabelText('Colorado')).not.toBeChecked();
    expect(screen.getByLabelText(`dudu${NOT_AVAILABLE_SUFFIX}`)).toBeChecked();

    await events.click(screen.getByLabelText('Colorado'));
    await events.click(screen.getByLabelText('Benji'));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(updateAdoptionApplication).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateAdoptionApplication).mock.calls[0]?.[2].horses).toEqual([
      'dudu',
      'colorado',
    ]);
  });

  it('saves the evaluation with the logged update and says so', async () => {
    const events = renderDetail();
    await loaded();
    await events.selectOptions(screen.getByLabelText('Valutazione'), 'Promosso');
    await events.selectOptions(screen.getByLabelText('Preadozione'), 'Da fare');
    await events.type(screen.getByLabelText('Note interne'), 'Chiamata il 3 marzo.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(updateAdoptionApplication).toHaveBeenCalledWith(staffUser, 'adozione-001', {
      ...chiara,
      evaluation: 'Promosso',
      homecheck: 'Da fare',
      internalNotes: 'Chiamata il 3 marzo.',
    });

    // The next edit clears the message.
    await events.type(screen.getByLabelText('CAP'), '1');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
  });

  it('shows a failed save in red and keeps what was typed', async () => {
    vi.mocked(updateAdoptionApplication).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const events = renderDetail();
    await loaded();
    await events.selectOptions(screen.getByLabelText('Valutazione'), 'Bocciato');
    await events.clear(screen.getByLabelText('Cognome'));
    await events.type(screen.getByLabelText('Cognome'), 'Rinaldi Bosco');
    await events.click(screen.getByRole('button', { name: 'Salva' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non hai i permessi per questa operazione.');
    expect(alert).toHaveClass('text-danger');
    expect(screen.getByLabelText('Valutazione')).toHaveValue('Bocciato');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rinaldi Bosco');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
    // The title follows what is saved, not what is typed.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidatura adozione: Chiara Rinaldi',
    );
  });
});

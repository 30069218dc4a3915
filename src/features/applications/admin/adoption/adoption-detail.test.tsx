import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { aHorse, anAdoptionApplication, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listHorses } from '#src/features/horses/api/horses-api';
import { deleteApplicationPhotos, listApplicationPhotos } from '../../api/application-photos-admin';
import {
  deleteAdoptionApplication,
  getAdoptionApplication,
  openAdoptionApplication,
  updateAdoptionApplication,
} from '../../api/applications-api';
import { LEGACY_SUFFIX } from '../common/option-choices';
import { AdoptionDetail } from './adoption-detail';
import { NOT_AVAILABLE_SUFFIX } from './horse-choice';

vi.mock('../../api/applications-api', () => ({
  getAdoptionApplication: vi.fn(),
  updateAdoptionApplication: vi.fn(),
  openAdoptionApplication: vi.fn(),
  deleteAdoptionApplication: vi.fn(),
}));
vi.mock('../../api/application-photos-admin', () => ({
  listApplicationPhotos: vi.fn(),
  deleteApplicationPhotos: vi.fn(),
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

const fromForm = anAdoptionApplication({
  ...chiara,
  horses: [],
  anyHorse: true,
  horseAddress: 'Strada della Fornace 12, 12051 Alba (CN)',
  horseBarncode: '123AB456',
  declaration: true,
  photos: ['k3j9x0a1b2c4.webp'],
  isNew: true,
});

const photoUrl = 'https://storage.example/applications/adoption/k3j9x0a1b2c4.webp?token=t';

beforeEach(() => {
  vi.mocked(getAdoptionApplication).mockResolvedValue(ok(chiara));
  vi.mocked(listHorses).mockResolvedValue(
    ok([aHorse({ slug: 'benji' }), aHorse({ slug: 'colorado' })]),
  );
  vi.mocked(updateAdoptionApplication).mockImplementation(async (_user, _slug, item) => ok(item));
  vi.mocked(openAdoptionApplication).mockResolvedValue(ok(true));
  vi.mocked(deleteAdoptionApplication).mockResolvedValue(ok(undefined));
  vi.mocked(listApplicationPhotos).mockImplementation(async (_kind, _id, names) =>
    ok(names.map((name) => ({ name, url: photoUrl }))),
  );
  vi.mocked(deleteApplicationPhotos).mockResolvedValue(ok(1));
});

afterEach(() => {
  vi.mocked(getAdoptionApplication).mockReset();
  vi.mocked(updateAdoptionApplication).mockReset();
  vi.mocked(listHorses).mockReset();
  vi.mocked(openAdoptionApplication).mockReset();
  vi.mocked(deleteAdoptionApplication).mockReset();
  vi.mocked(listApplicationPhotos).mockReset();
  vi.mocked(deleteApplicationPhotos).mockReset();
});

function renderWith() {
  return renderAdmin(<AdoptionDetail slug="adozione-001" />, {
    path: '/admin/adoption-applications/adozione-001',
    routes: { '/admin/adoption-applications': <h1>Elenco</h1> },
  });
}

function renderDetail() {
  return renderWith().events;
}

const group = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.card') as HTMLElement;

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Candidatura adozione: Chiara Rinaldi' });

describe('AdoptionDetail', () => {
  it('reads the horses looking for a home on the website, by name', async () => {
    renderDetail();
    await loaded();
    expect(listHorses).toHaveBeenCalledWith({ status: 'In cerca di casa', showWeb: true }, 'name');
    expect(getAdoptionApplication).toHaveBeenCalledWith('adozione-001');
  });

  it('shows a failed load with the service’s message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getAdoptionApplication).mockResolvedValue(
      fail('not-found', 'adoptionApplications/adozione-001 non esiste.'),
    );
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'adoptionApplications/adozione-001 non esiste.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Candidatura adozione adozione-001 non caricata: adoptionApplications/adozione-001 non esiste.',
    );
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  });

  it('shows the groups and the fields with their values', async () => {
    renderDetail();
    await loaded();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Valutazione generale',
      'Cavalli richiesti',
      'Dati personali',
      'La vita del cavallo',
      'Attività',
      'Il cavallo desiderato',
      'Foto',
    ]);
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidatura adozione: Chiara Rinaldi',
    );
  });

  it('shows what the public form sent: any horse, the barn code, the declaration, the photos', async () => {
    vi.mocked(getAdoptionApplication).mockResolvedValue(ok(fromForm));
    const { events } = renderWith();
    await screen.findByRole('heading', { level: 1, name: /^Candidatura adozione: Chiara Rinaldi/ });

    const horses = group('Cavalli richiesti');
    expect(within(horses).getByLabelText('Qualsiasi cavallo adatto')).toBeChecked();
    expect(within(horses).getByLabelText('Benji')).not.toBeChecked();

    const life = group('La vita del cavallo');
    const labels = [...life.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.slice(0, 2)).toEqual([
      'Indirizzo dove vivrà il cavallo',
      'Codice aziendale della stalla',
    ]);
    expect(within(life).getByLabelText('Codice aziendale della stalla')).toHaveValue('123AB456');

    const person = group('Dati personali');
    const declaration = within(person).getByText('Dichiarazione accettata:').closest('p');
    expect(declaration).toHaveTextContent('Dichiarazione accettata: Sì');
    const wrapper = declaration?.parentElement;
    expect(wrapper?.parentElement?.firstElementChild).toBe(wrapper);
    expect(within(person).getByLabelText('Nome')).toBeInTheDocument();

    const photos = group('Foto');
    expect(
      await within(photos).findByRole('img', { name: 'Foto 1 della candidatura' }),
    ).toHaveAttribute('src', photoUrl);
    expect(listApplicationPhotos).toHaveBeenCalledWith('adoption', 'adozione-001', [
      'k3j9x0a1b2c4.webp',
    ]);

    await events.click(within(horses).getByLabelText('Qualsiasi cavallo adatto'));
    await events.click(within(horses).getByLabelText('Colorado'));
    await events.clear(within(life).getByLabelText('Codice aziendale della stalla'));
    await events.type(within(life).getByLabelText('Codice aziendale della stalla'), '999ZZ000');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(updateAdoptionApplication).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateAdoptionApplication).mock.calls[0]?.[2]).toMatchObject({
      anyHorse: false,
      horses: ['colorado'],
      horseBarncode: '999ZZ000',
      declaration: true,
      photos: ['k3j9x0a1b2c4.webp'],
    });
  });

  it('shows "Nuova" until the application is marked as opened, once', async () => {
    vi.mocked(getAdoptionApplication).mockResolvedValue(ok(fromForm));
    renderDetail();
    await screen.findByRole('heading', {
      level: 1,
      name: 'Candidatura adozione: Chiara Rinaldi Nuova',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        /^Candidatura adozione: Chiara Rinaldi$/,
      ),
    );
    expect(openAdoptionApplication).toHaveBeenCalledTimes(1);
    expect(openAdoptionApplication).toHaveBeenCalledWith(staffUser, 'adozione-001');
    expect(document.title).toMatch(/^Candidatura adozione: Chiara Rinaldi/);
    expect(document.title).not.toMatch(/Nuova/);
  });

  it('deletes the application and its photos, then goes back to the list', async () => {
    const { events, location } = renderWith();
    await loaded();
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    expect(dialog).toHaveTextContent(
      "Eliminare la candidatura di Chiara Rinaldi? Verranno eliminate anche le sue foto. L'operazione non si può annullare.",
    );
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByRole('heading', { name: 'Elenco' })).toBeInTheDocument();
    expect(location()).toBe('/admin/adoption-applications');
    expect(deleteAdoptionApplication).toHaveBeenCalledWith(staffUser, 'adozione-001');
    expect(deleteApplicationPhotos).toHaveBeenCalledWith('adoption', 'adozione-001');
  });
});

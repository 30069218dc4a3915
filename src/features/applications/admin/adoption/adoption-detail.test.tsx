import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { adoptionStaffFields } from '../../model/adoption-application';
import { AdoptionDetail } from './adoption-detail';
import { adoptionFieldLabels, adoptionFieldsShownApart } from './adoption-fields';
import { NOT_IN_REGISTRY_SUFFIX } from './horse-choice';
import { answerOf, editableNames } from '#src/test-support/answers';

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
    ok([aHorse({ slug: 'benji', name: 'Benji' }), aHorse({ slug: 'colorado', name: 'Colorado' })]),
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
  it('reads the registry’s horses, to name the ones asked for', async () => {
    renderDetail();
    await loaded();
    expect(listHorses).toHaveBeenCalledWith({}, 'name');
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

  it('shows the answers as text, the staff’s fields as the form', async () => {
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
    expect(editableNames()).toEqual(['evaluation', 'homecheck', 'internalNotes']);
    expect(
      within(screen.getByLabelText('Valutazione')).getByRole('option', { selected: true }),
    ).toHaveTextContent('Da valutare');
    expect(answerOf('Nome')).toHaveTextContent('Chiara');
    expect(answerOf('Regione')).toHaveTextContent('Piemonte');
    expect(answerOf('Newsletter: adozioni')).toHaveTextContent('Sì');
    expect(answerOf('Newsletter: sostegno')).toHaveTextContent('No');
    expect(answerOf('Luogo')).toHaveTextContent('Terreno di proprietà');
    expect(answerOf('Stabulazione')).toHaveTextContent('Capannone con box');
    expect(answerOf('Perché vuole adottare')).toHaveTextContent(
      'Perché Benji ha bisogno di un compagno.',
    );
    expect(answerOf('Note sul luogo')).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute(
      'href',
      '/admin/adoption-applications',
    );
  });

  it('keeps the spec’s label for every answer', async () => {
    renderDetail();
    await loaded();
    const apart = [
      'slug',
      'date',
      // In the header, with the date (below).
      'reference',
      ...adoptionStaffFields,
      ...Object.keys(adoptionFieldsShownApart),
    ];
    for (const [name, label] of Object.entries(adoptionFieldLabels)) {
      if (!apart.includes(name)) expect(answerOf(label), label).toBeInTheDocument();
    }
  });

  it('shows the sending date, the phone to call and the e-mail to write to', async () => {
    vi.mocked(getAdoptionApplication).mockResolvedValue(
      ok({
        ...chiara,
        phone: '333 123 4567',
        email: 'chiara@example.org',
        date: new Date('2026-07-01T16:05:00Z'),
      }),
    );
    renderDetail();
    await loaded();
    expect(screen.getByText(/^Inviata il/)).toHaveTextContent(
      'Inviata il 1 luglio 2026 alle 18:05',
    );
    expect(
      within(answerOf('Telefono')).getByRole('link', { name: '333 123 4567' }),
    ).toHaveAttribute('href', 'tel:3331234567');
    expect(within(answerOf('Email')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:chiara@example.org',
    );
  });

  it('shows the reference the applicant was given, derived from the id when not stored', async () => {
    vi.mocked(getAdoptionApplication).mockResolvedValue(
      ok({ ...chiara, slug: 't4xCw6sWb2c4d5e6f7g8', reference: 'T4XC-W6SW' }),
    );
    renderDetail();
    await loaded();
    expect(screen.getByText(/^Codice di riferimento:/)).toHaveTextContent(
      'Codice di riferimento: T4XC-W6SW',
    );
    cleanup();
    vi.mocked(getAdoptionApplication).mockResolvedValue(
      ok({ ...chiara, slug: 'k3J9x0A1b2c4d5e6f7g8', reference: '' }),
    );
    renderDetail();
    await loaded();
    expect(screen.getByText(/^Codice di riferimento:/)).toHaveTextContent(
      'Codice di riferimento: K3J9-X0A1',
    );
  });

  it('names the horses asked for, and keeps one no longer in the registry by its slug', async () => {
    renderDetail();
    await loaded();
    const asked = answerOf('Cavalli richiesti');
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Benji', `dudu${NOT_IN_REGISTRY_SUFFIX}`]);
    expect(answerOf('Qualsiasi cavallo adatto')).toHaveTextContent('No');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
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

    await events.type(screen.getByLabelText('Note interne'), ' Richiamare.');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
  });

  it("refuses internal notes over their limit with the schema's message", async () => {
    const events = renderDetail();
    await loaded();
    const notes = screen.getByLabelText('Note interne');
    fireEvent.change(notes, { target: { value: 'n'.repeat(5001) } });
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(updateAdoptionApplication).not.toHaveBeenCalled();
    expect(notes).toHaveAccessibleDescription(
      expect.stringContaining('Le note interne possono essere lunghe al massimo 5000 caratteri.'),
    );
    expect(notes).toHaveFocus();
  });

  it('shows a failed save in red and keeps what was typed', async () => {
    vi.mocked(updateAdoptionApplication).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const events = renderDetail();
    await loaded();
    await events.selectOptions(screen.getByLabelText('Valutazione'), 'Bocciato');
    await events.type(screen.getByLabelText('Note interne'), 'Troppo lontano.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non hai i permessi per questa operazione.');
    expect(alert).toHaveClass('text-danger');
    expect(screen.getByLabelText('Valutazione')).toHaveValue('Bocciato');
    expect(screen.getByLabelText('Note interne')).toHaveValue('Troppo lontano.');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidatura adozione: Chiara Rinaldi',
    );
  });

  it('shows what the public form sent: any horse, the barn code, the declaration, the photos', async () => {
    vi.mocked(getAdoptionApplication).mockResolvedValue(ok(fromForm));
    renderWith();
    await screen.findByRole('heading', { level: 1, name: /^Candidatura adozione: Chiara Rinaldi/ });

    const horses = group('Cavalli richiesti');
    expect(answerOf('Qualsiasi cavallo adatto', horses)).toHaveTextContent('Sì');
    expect(answerOf('Cavalli richiesti', horses)).toHaveTextContent('—');

    const life = group('La vita del cavallo');
    const labels = within(life)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(0, 2)).toEqual([
      'Indirizzo dove vivrà il cavallo',
      'Codice aziendale della stalla',
    ]);
    expect(answerOf('Codice aziendale della stalla', life)).toHaveTextContent('123AB456');

    const person = group('Dati personali');
    expect(within(person).getAllByRole('term')[0]).toHaveTextContent('Dichiarazione accettata');
    expect(answerOf('Dichiarazione accettata', person)).toHaveTextContent('Sì');

    const photos = group('Foto');
    expect(
      await within(photos).findByRole('img', { name: 'Foto 1 della candidatura' }),
    ).toHaveAttribute('src', photoUrl);
    expect(listApplicationPhotos).toHaveBeenCalledWith('adoption', 'adozione-001', [
      'k3j9x0a1b2c4.webp',
    ]);
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

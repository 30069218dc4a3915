import { screen, waitFor, within } from '@testing-library/react';
import { listHorses } from '#src/features/horses/api/horses-api';
import { fail, ok } from '#src/lib/data/result';
import { aCircleApplication, aHorse, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  countNewCircleApplications,
  deleteCircleApplication,
  getCircleApplication,
  updateCircleApplication,
} from '../../api/applications-api';
import type { CircleApplication } from '../../model/circle-application';
import { ApplicationList } from '../common/application-list';
import { NewApplicationCountsProvider } from '../common/new-applications';
import { LEGACY_SUFFIX } from '../common/option-choices';
import { CircleDetail } from './circle-detail';

vi.mock('../../api/applications-api', () => ({
  getCircleApplication: vi.fn(),
  updateCircleApplication: vi.fn(),
  deleteCircleApplication: vi.fn(),
  countNewAdoptionApplications: vi.fn(async () => ok(0)),
  countNewCessionApplications: vi.fn(async () => ok(0)),
  countNewCircleApplications: vi.fn(async () => ok(0)),
  countNewVolunteerApplications: vi.fn(async () => ok(0)),
}));
vi.mock('#src/features/horses/api/horses-api', () => ({ listHorses: vi.fn() }));

const marta = aCircleApplication({
  slug: 'cerchia-001',
  donorName: 'Classe 4B',
  notes: 'Una foto ogni tanto?',
});

const circlePath = '/admin/circle-applications/cerchia-001';

function ListPage() {
  return (
    <ApplicationList
      title="Candidature cerchie"
      filtersKey=""
      filters={null}
      loadPage={async () => ok({ items: [], total: 0, next: null })}
      columns={[]}
      caption="Candidature alle cerchie"
      loadingLabel="Caricamento…"
      csv={{ fileName: 'x.csv', load: async () => ok('') }}
    />
  );
}

function renderDetail(path: string | { pathname: string; state: unknown } = circlePath) {
  return renderAdmin(<CircleDetail slug="cerchia-001" />, {
    path,
    route: '/admin/circle-applications/:slug',
    routes: { '/admin/circle-applications': <ListPage /> },
  });
}

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Candidatura cerchia: Marta Gallo' });

const field = (label: string) => screen.getByLabelText(label);
const answer = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  vi.mocked(getCircleApplication).mockResolvedValue(ok(marta));
  vi.mocked(listHorses).mockResolvedValue(
    ok([
      aHorse({ slug: 'ada', name: 'Ada' }),
      aHorse({ slug: 'benji', name: 'Benji' }),
      aHorse({ slug: 'tom', name: 'Tom' }),
    ]),
  );
  vi.mocked(updateCircleApplication).mockImplementation(async (_user, _slug, item) => ok(item));
  vi.mocked(deleteCircleApplication).mockResolvedValue(ok(undefined));
});

afterEach(() => {
  vi.mocked(getCircleApplication).mockReset();
  vi.mocked(listHorses).mockReset();
  vi.mocked(updateCircleApplication).mockReset();
  vi.mocked(deleteCircleApplication).mockReset();
});

describe('CircleDetail', () => {
  it('loads the staff fields to edit, an empty status as "Da contattare", no horse chosen', async () => {
    renderDetail();
    await loaded();
    expect(getCircleApplication).toHaveBeenCalledWith('cerchia-001');
    expect(listHorses).toHaveBeenCalledWith({}, 'name');
    const member = screen.getByRole('heading', { level: 2, name: 'Sostenitore' }).closest('.card');
    expect(member).toContainElement(field('Stato'));
    expect(field('Stato')).toHaveDisplayValue('Da contattare');
    expect(
      within(field('Stato'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Da contattare', 'Attivo', 'Sospeso', 'Chiuso']);
    expect(field('Data di inizio')).toHaveAttribute('type', 'date');
    expect(field('Data di inizio')).toHaveValue('');
    expect(field('Cavallo sostenuto')).toHaveValue('');
    expect(field('Cavallo sostenuto')).toHaveDisplayValue('— Non indicato —');
    expect(
      within(field('Cavallo sostenuto'))
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', '— Non indicato —'],
      ['ada', 'Ada'],
      ['benji', 'Benji'],
      ['tom', 'Tom'],
    ]);
    expect(field('Note interne')).toHaveValue('');
  });

  it("shows the applicant's answers read only, in their own group", async () => {
    renderDetail();
    await loaded();
    const answers = screen
      .getByRole('heading', { level: 2, name: 'La candidatura' })
      .closest('.card') as HTMLElement;
    expect(answers).toContainElement(answer('Donatore') as HTMLElement);
    expect(screen.getByText(/^Inviata il/)).toHaveTextContent(
      'Inviata il 2 ottobre 2025 alle 09:15',
    );
    expect(answer('Cavallo')).toHaveTextContent('Ada');
    expect(answer('Donatore')).toHaveTextContent('Classe 4B');
    expect(answer('Nome')).toHaveTextContent('Marta');
    expect(answer('Cognome')).toHaveTextContent('Gallo');
    expect(within(answer('Telefono') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+390000200001',
    );
    expect(answer('Telefono')).toHaveTextContent('+39 0000 200 001');
    expect(answer('E-mail')).toHaveTextContent(/^—$/);
    expect(answer('Frequenza')).toHaveTextContent('Mensile');
    expect(answer('Importo')).toHaveTextContent(/^20,00\s€$/);
    expect(answer('Metodo di pagamento')).toHaveTextContent('Bonifico');
    expect(answer('Note')).toHaveTextContent('Una foto ogni tanto?');
    expect(answer('Codice')).toHaveTextContent('cerchia-001');
    expect(within(answers).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(answers).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toEqual([field('Note interne')]);
  });

  it('shows a dash for an answer left empty', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(ok({ ...marta, notes: '' }));
    renderDetail();
    await loaded();
    expect(answer('Note')).toHaveTextContent(/^—$/);
  });

  it('links the e-mail a member gave', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(ok({ ...marta, email: 'marta@example.org' }));
    renderDetail();
    await loaded();
    expect(
      within(answer('E-mail') as HTMLElement).getByRole('link', { name: 'marta@example.org' }),
    ).toHaveAttribute('href', 'mailto:marta@example.org');
  });

  it('saves the status, start date, horse and notes with the logged update', async () => {
    const { events } = renderDetail();
    await loaded();
    await events.selectOptions(field('Stato'), 'Attivo');
    await events.type(field('Data di inizio'), '2025-11-01');
    await events.selectOptions(field('Cavallo sostenuto'), 'Benji');
    await events.type(field('Note interne'), 'Bonifico il 5 di ogni mese.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    const saved: CircleApplication = {
      ...marta,
      status: 'Attivo',
      startDate: '2025-11-01',
      horseSlug: 'benji',
      internalNotes: 'Bonifico il 5 di ogni mese.',
    };
    expect(updateCircleApplication).toHaveBeenCalledTimes(1);
    expect(updateCircleApplication).toHaveBeenCalledWith(staffUser, 'cerchia-001', saved);
    expect(answer('Cavallo')).toHaveTextContent('Ada');
    expect(field('Cavallo sostenuto')).toHaveDisplayValue('Benji');
  });

  it('can set the status back to "Da contattare" and clear the start date', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(
      ok({ ...marta, status: 'Sospeso', startDate: '2025-03-01', horseSlug: 'ada' }),
    );
    const { events } = renderDetail();
    await loaded();
    expect(field('Stato')).toHaveDisplayValue('Sospeso');
    expect(field('Data di inizio')).toHaveValue('2025-03-01');
    expect(field('Cavallo sostenuto')).toHaveDisplayValue('Ada');
    await events.selectOptions(field('Stato'), 'Da contattare');
    await events.clear(field('Data di inizio'));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(updateCircleApplication).toHaveBeenCalledWith(staffUser, 'cerchia-001', {
      ...marta,
      status: '',
      startDate: '',
      horseSlug: 'ada',
    });
  });

  it('refuses notes longer than the rules take and a start date that is not a day', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(
      ok({ ...marta, internalNotes: 'n'.repeat(5001), startDate: '2025-02-30' }),
    );
    const { events } = renderDetail();
    await loaded();
    const salva = screen.getByRole('button', { name: 'Salva' });
    await events.click(salva);
    expect(updateCircleApplication).not.toHaveBeenCalled();
    expect(field('Data di inizio')).toHaveAccessibleDescription(
      'La data di inizio non è valida: scegli un giorno o lasciala vuota.',
    );
    expect(field('Note interne')).toHaveAccessibleDescription(
      'Le note interne possono essere lunghe al massimo 5000 caratteri. ' +
        '5001 di 5000 caratteri: 1 di troppo, accorcia il testo.',
    );
    expect(field('Data di inizio')).toHaveFocus();
    expect(salva).toHaveAccessibleDescription('Da correggere: «Data di inizio» e un altro campo.');
    await events.type(field('Data di inizio'), '2025-03-01');
    expect(salva).toHaveAccessibleDescription('Da correggere: «Note interne».');
  });

  it('says next to Salva that a member without a horse counts for none, until one is chosen', async () => {
    const { events } = renderDetail();
    await loaded();
    const notice = /Nessun cavallo sostenuto scelto/;
    expect(screen.getByText(notice)).toHaveTextContent(
      'Nessun cavallo sostenuto scelto: questo sostenitore non conta nella copertura di nessun cavallo.',
    );
    await events.selectOptions(field('Cavallo sostenuto'), 'Tom');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('keeps a supported horse no longer in the registry, and saves it unchanged', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(ok({ ...marta, horseSlug: 'brina' }));
    const { events } = renderDetail();
    await loaded();
    expect(field('Cavallo sostenuto')).toHaveDisplayValue(`brina${LEGACY_SUFFIX}`);
    await events.type(field('Note interne'), 'x');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(updateCircleApplication).toHaveBeenCalledWith(staffUser, 'cerchia-001', {
      ...marta,
      horseSlug: 'brina',
      internalNotes: 'x',
    });
  });

  it('shows a failed save in red and keeps every value', async () => {
    vi.mocked(updateCircleApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const { events } = renderDetail();
    await loaded();
    await events.selectOptions(field('Stato'), 'Chiuso');
    await events.type(field('Data di inizio'), '2024-06-15');
    await events.selectOptions(field('Cavallo sostenuto'), 'Ada');
    await events.type(field('Note interne'), 'Ha smesso di donare.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(error).toHaveClass('text-danger');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
    expect(field('Stato')).toHaveDisplayValue('Chiuso');
    expect(field('Data di inizio')).toHaveValue('2024-06-15');
    expect(field('Cavallo sostenuto')).toHaveValue('ada');
    expect(field('Note interne')).toHaveValue('Ha smesso di donare.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled());
  });

  it('goes back to the list with the filters it was opened with', async () => {
    const { events, location } = renderDetail({
      pathname: circlePath,
      state: { listSearch: '?horse=Ada&status=Attivo' },
    });
    await loaded();
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/circle-applications?horse=Ada&status=Attivo');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { events, location } = renderDetail();
    await loaded();
    await events.selectOptions(field('Stato'), 'Attivo');
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(await screen.findByText('Modifiche non salvate')).toBeInTheDocument();
    expect(location()).toBe(circlePath);
  });

  it.each([
    ['the application', () => vi.mocked(getCircleApplication), 'Documento non trovato.'],
    ['the horses', () => vi.mocked(listHorses), 'Il servizio non è raggiungibile.'],
  ])(
    'shows a failed load of %s with the service’s message, and logs it',
    async (_what, load, message) => {
      vi.mocked(console.error).mockImplementation(() => {});
      load().mockResolvedValue(fail('not-found', message));
      renderDetail();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Candidatura cerchia non caricata: ${message}`,
      );
      expect(console.error).toHaveBeenCalledWith(
        `Candidatura cerchia cerchia-001 non caricata: ${message}`,
      );
      expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    },
  );
});

describe('CircleDetail: deleting', () => {
  const question = "Eliminare la candidatura di Marta Gallo? L'operazione non si può annullare.";

  async function openDialog(events: ReturnType<typeof renderDetail>['events']) {
    await loaded();
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    expect(dialog).toHaveTextContent(question);
    expect(dialog).not.toHaveTextContent(/foto/);
    return dialog;
  }

  it('asks first, and "Annulla" deletes nothing', async () => {
    const { events } = renderDetail();
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCircleApplication).not.toHaveBeenCalled();
  });

  it('deletes the application and goes back to the list with a message', async () => {
    const { events, location } = renderDetail({
      pathname: circlePath,
      state: { listSearch: '?status=Da+contattare' },
    });
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const message = await screen.findByText('La candidatura di Marta Gallo è stata eliminata.');
    expect(message.closest('[role="status"]')).toHaveClass('alert', 'alert-success');
    expect(location()).toBe('/admin/circle-applications?status=Da+contattare');
    expect(deleteCircleApplication).toHaveBeenCalledWith(staffUser, 'cerchia-001');
  });

  it('leaves without asking about unsaved changes once deleted', async () => {
    const { events, location } = renderDetail();
    await loaded();
    await events.type(field('Note interne'), 'Appunto non salvato.');
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(location()).toBe('/admin/circle-applications'));
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
  });

  it('says in the dialog why the application could not be deleted, and stays', async () => {
    vi.mocked(deleteCircleApplication).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events, location } = renderDetail();
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Non hai i permessi per questa operazione.');
    expect(error).toHaveClass('confirm-dialog__error');
    expect(location()).toBe(circlePath);
  });
});

describe('CircleDetail: the new applications in the menu', () => {
  beforeEach(() => vi.mocked(countNewCircleApplications).mockClear());

  function renderCounted() {
    return renderAdmin(
      <NewApplicationCountsProvider>
        <CircleDetail slug="cerchia-001" />
      </NewApplicationCountsProvider>,
      {
        path: circlePath,
        route: '/admin/circle-applications/:slug',
        routes: { '/admin/circle-applications': <ListPage /> },
      },
    );
  }

  it('are counted again once a member is saved, since one no longer to contact leaves the count', async () => {
    const { events } = renderCounted();
    await loaded();
    expect(countNewCircleApplications).toHaveBeenCalledTimes(1);
    await events.selectOptions(field('Stato'), 'Attivo');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    await waitFor(() => expect(countNewCircleApplications).toHaveBeenCalledTimes(2));
  });

  it('are counted again once an application is deleted', async () => {
    const { events, location } = renderCounted();
    await loaded();
    expect(countNewCircleApplications).toHaveBeenCalledTimes(1);
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(location()).toBe('/admin/circle-applications'));
    await waitFor(() => expect(countNewCircleApplications).toHaveBeenCalledTimes(2));
  });

  it('are not counted again when the save fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(updateCircleApplication).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderCounted();
    await loaded();
    await events.selectOptions(field('Stato'), 'Attivo');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(countNewCircleApplications).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { aCessionApplication, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { deleteApplicationPhotos, listApplicationPhotos } from '../../api/application-photos-admin';
import {
  deleteCessionApplication,
  getCessionApplication,
  openCessionApplication,
  updateCessionApplication,
} from '../../api/applications-api';
import { cessionRequiredFields, type CessionApplication } from '../../model/cession-application';
import { answerOf, editableNames } from '#src/test-support/answers';
import { ApplicationList } from '../common/application-list';
import { cessionFieldLabels, cessionFieldsShownApart } from './cession-fields';
import { CessionDetail } from './cession-detail';

vi.mock('../../api/applications-api', () => ({
  getCessionApplication: vi.fn(),
  updateCessionApplication: vi.fn(),
  openCessionApplication: vi.fn(),
  deleteCessionApplication: vi.fn(),
}));
vi.mock('../../api/application-photos-admin', () => ({
  listApplicationPhotos: vi.fn(),
  deleteApplicationPhotos: vi.fn(),
}));

const baffo = aCessionApplication({
  ...(Object.fromEntries(
    cessionRequiredFields.map((field) => [field, 'x']),
  ) as Partial<CessionApplication>),
  slug: 'cessione-007',
  givenName: 'Marco',
  familyName: 'Ferri',
  priority: 'Immediata',
  horseRegion: 'Emilia-Romagna',
  horseName: 'Baffo',
  horseBirthdate: '',
  horseHeight: '',
  horseFriends: 'Altri cavalli',
  horseHouse: 'Paddock con capannina',
  horseFeeding: 'Fieno razionato',
  horseFeet: 'Ferratura',
});

const sent = aCessionApplication({
  ...baffo,
  declaration: true,
  photos: ['k3j9x0a1b2c4.webp', 'a0b1c2d3e4f5.webp'],
  isNew: true,
});

const photoUrl = (name: string) => `https://storage.example/applications/cession/${name}?token=t`;

beforeEach(() => {
  vi.mocked(getCessionApplication).mockResolvedValue(ok(baffo));
  vi.mocked(updateCessionApplication).mockImplementation(async (_user, _slug, item) => ok(item));
  vi.mocked(openCessionApplication).mockResolvedValue(ok(true));
  vi.mocked(deleteCessionApplication).mockResolvedValue(ok(undefined));
  vi.mocked(listApplicationPhotos).mockImplementation(async (_kind, _id, names) =>
    ok(names.map((name) => ({ name, url: photoUrl(name) }))),
  );
  vi.mocked(deleteApplicationPhotos).mockResolvedValue(ok(2));
});

afterEach(() => {
  vi.mocked(getCessionApplication).mockReset();
  vi.mocked(updateCessionApplication).mockReset();
  vi.mocked(openCessionApplication).mockReset();
  vi.mocked(deleteCessionApplication).mockReset();
  vi.mocked(listApplicationPhotos).mockReset();
  vi.mocked(deleteApplicationPhotos).mockReset();
});

function ListPage() {
  return (
    <ApplicationList
      title="Candidature cessione"
      filtersKey=""
      filters={null}
      loadPage={async () => ok({ items: [], total: 0, next: null })}
      columns={[]}
      caption="Candidature di cessione"
      loadingLabel="Caricamento…"
      csv={{ fileName: 'x.csv', load: async () => ok('') }}
    />
  );
}

const cessionPath = '/admin/cession-applications/cessione-007';

function renderDetail(path: string | { pathname: string; state: unknown } = cessionPath) {
  return renderAdmin(<CessionDetail slug="cessione-007" />, {
    path,
    route: '/admin/cession-applications/:slug',
    routes: { '/admin/cession-applications': <ListPage /> },
  });
}

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Candidatura cessione: Marco Ferri' });

const field = (label: string) => screen.getByLabelText(label);

describe('CessionDetail', () => {
  it('shows the applicant’s answers as text and only the status as a field', async () => {
    renderDetail();
    await loaded();
    expect(editableNames()).toEqual(['status']);
    expect(field('Status')).toHaveDisplayValue('Da prendere in carico');
    expect(answerOf('Priorità')).toHaveTextContent('Immediata');
    expect(answerOf('Nome')).toHaveTextContent('Marco');
    expect(answerOf('Regione del cavallo')).toHaveTextContent('Emilia-Romagna');
    expect(answerOf('Compagnia')).toHaveTextContent('Altri cavalli');
    expect(answerOf('Data di nascita')).toHaveTextContent('—');
    expect(screen.getByRole('form')).toHaveAttribute('novalidate');
  });

  it('keeps the spec’s labels for every answer, and the groups in the spec’s order', async () => {
    renderDetail();
    await loaded();
    const apart = ['slug', 'reference', 'date', 'status', ...Object.keys(cessionFieldsShownApart)];
    for (const [name, label] of Object.entries(cessionFieldLabels)) {
      if (!apart.includes(name)) expect(answerOf(label), label).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Stato della richiesta',
      'Richiedente',
      'Il cavallo',
      'Vita e carattere del cavallo',
      'Note',
      'Foto',
    ]);
  });

  it('shows the sending date, the phone to call and the e-mail to write to', async () => {
    vi.mocked(getCessionApplication).mockResolvedValue(
      ok({
        ...baffo,
        phone: '+39 333 123 4567',
        email: 'marco@example.org',
        horseBirthdate: '2012-04-03',
        date: new Date('2026-03-03T09:12:00Z'),
      }),
    );
    renderDetail();
    await loaded();
    expect(screen.getByText(/^Inviata il/)).toHaveTextContent('Inviata il 3 marzo 2026 alle 10:12');
    expect(within(answerOf('Telefono')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(
      within(answerOf('Email')).getByRole('link', { name: 'marco@example.org' }),
    ).toHaveAttribute('href', 'mailto:marco@example.org');
    expect(answerOf('Data di nascita')).toHaveTextContent('3 aprile 2012');
  });

  it('lists the required answers missing next to Salva, and saves the status anyway', async () => {
    const { events } = renderDetail();
    await loaded();
    expect(
      screen.getByText('Risposte obbligatorie mancanti: Data di nascita, Altezza.'),
    ).toBeInTheDocument();
    await events.selectOptions(field('Status'), 'In carico');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(updateCessionApplication).toHaveBeenCalledWith(staffUser, 'cessione-007', {
      ...baffo,
      status: 'In carico',
    });
  });

  it('shows a failed save in red and keeps the status chosen', async () => {
    vi.mocked(updateCessionApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const { events } = renderDetail();
    await loaded();
    await events.selectOptions(field('Status'), 'Annullato');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(alert).toHaveClass('text-danger');
    expect(field('Status')).toHaveValue('Annullato');
    expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled());
  });
});

describe('CessionDetail: the declaration, new applications and photos', () => {
  it('shows the declaration read-only in the applicant group', async () => {
    vi.mocked(getCessionApplication).mockResolvedValue(ok(sent));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: /^Candidatura cessione: Marco Ferri/ });
    const declaration = answerOf('Dichiarazione accettata');
    expect(declaration).toHaveTextContent('Sì');
    expect(screen.queryByRole('checkbox', { name: /Dichiarazione/ })).not.toBeInTheDocument();
    const applicant = screen
      .getByRole('heading', { level: 2, name: 'Richiedente' })
      .closest('.card');
    expect(applicant).toContainElement(declaration);
  });

  it('says "No" for an application without the declaration (entered by staff)', async () => {
    renderDetail();
    await loaded();
    expect(answerOf('Dichiarazione accettata')).toHaveTextContent('No');
  });

  it('marks a new application as opened once, with the logged write, without unsaved changes', async () => {
    vi.mocked(getCessionApplication).mockResolvedValue(ok(sent));
    let opened: (result: Awaited<ReturnType<typeof openCessionApplication>>) => void = () => {};
    vi.mocked(openCessionApplication).mockReturnValue(
      new Promise((resolve) => {
        opened = resolve;
      }),
    );
    const { events, location } = renderDetail();
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Candidatura cessione: Marco Ferri Nuova',
    });
    expect(within(title).getByText('Nuova')).toHaveClass('badge');
    expect(openCessionApplication).toHaveBeenCalledTimes(1);
    expect(openCessionApplication).toHaveBeenCalledWith(staffUser, 'cessione-007');

    opened(ok(true));
    await waitFor(() => expect(within(title).queryByText('Nuova')).not.toBeInTheDocument());
    expect(title).toHaveTextContent(/^Candidatura cessione: Marco Ferri$/);
    expect(openCessionApplication).toHaveBeenCalledTimes(1);

    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/cession-applications');
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
  });

  it('does not write anything when the application is not new', async () => {
    renderDetail();
    await loaded();
    expect(openCessionApplication).not.toHaveBeenCalled();
    expect(screen.queryByText('Nuova')).not.toBeInTheDocument();
  });

  it('logs a failed "opened" write to the console only, and works as before', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getCessionApplication).mockResolvedValue(ok(sent));
    vi.mocked(openCessionApplication).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: /^Candidatura cessione: Marco Ferri/ });
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Candidatura cessione cessione-007: non segnata come aperta: Non hai i permessi per questa operazione.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nuova');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await events.selectOptions(field('Status'), 'In carico');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  });

  it('shows the photos as thumbnails that open the full-size image in a new tab', async () => {
    vi.mocked(getCessionApplication).mockResolvedValue(ok(sent));
    renderDetail();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Foto' })).closest(
      '.card',
    ) as HTMLElement;
    const first = await within(section).findByRole('img', { name: 'Foto 1 della candidatura' });
    expect(first).toHaveAttribute('src', photoUrl('k3j9x0a1b2c4.webp'));
    expect(within(section).getByRole('img', { name: 'Foto 2 della candidatura' })).toHaveAttribute(
      'src',
      photoUrl('a0b1c2d3e4f5.webp'),
    );
    const links = within(section).getAllByRole('link', { name: /Apri a grandezza intera/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(
      'Foto 1 della candidatura Apri a grandezza intera (si apre in una nuova scheda)',
    );
    expect(links[0]).toHaveAttribute('href', photoUrl('k3j9x0a1b2c4.webp'));
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(listApplicationPhotos).toHaveBeenCalledWith('cession', 'cessione-007', sent.photos);
  });

  it('says so while the photos load, and when there are none', async () => {
    let answer: (result: Awaited<ReturnType<typeof listApplicationPhotos>>) => void = () => {};
    vi.mocked(listApplicationPhotos).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderDetail();
    await loaded();
    const photos = screen.getByRole('heading', { level: 2, name: 'Foto' }).closest('.card');
    expect(within(photos as HTMLElement).getByRole('status')).toHaveTextContent(
      'Caricamento delle foto…',
    );
    answer(ok([]));
    expect(await screen.findByText('Nessuna foto.')).toBeInTheDocument();
    expect(within(photos as HTMLElement).queryByRole('status')).not.toBeInTheDocument();
    expect(within(photos as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows why the photos did not load, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getCessionApplication).mockResolvedValue(ok(sent));
    vi.mocked(listApplicationPhotos).mockResolvedValue(
      fail('storage/unauthorized', 'File non accettato.'),
    );
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a caricare le foto: File non accettato.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Foto della candidatura cessione-007 non caricate: File non accettato.',
    );
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });
});

describe('CessionDetail: deleting', () => {
  const question =
    "Eliminare la candidatura di Marco Ferri? Verranno eliminate anche le sue foto. L'operazione non si può annullare.";

  async function openDialog(events: ReturnType<typeof renderDetail>['events']) {
    await loaded();
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    expect(dialog).toHaveTextContent(question);
    return dialog;
  }

  it('asks first, and "Annulla" deletes nothing', async () => {
    const { events } = renderDetail();
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCessionApplication).not.toHaveBeenCalled();
    expect(deleteApplicationPhotos).not.toHaveBeenCalled();
  });

  it('deletes the application, then its photos, and goes back to the list with a message', async () => {
    const { events, location } = renderDetail({
      pathname: cessionPath,
      state: { listSearch: '?region=Emilia-Romagna' },
    });
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const message = await screen.findByText(
      'La candidatura di Marco Ferri è stata eliminata, con le sue foto.',
    );
    expect(message.closest('[role="status"]')).toHaveClass('alert', 'alert-success');
    expect(location()).toBe('/admin/cession-applications?region=Emilia-Romagna');
    expect(deleteCessionApplication).toHaveBeenCalledWith(staffUser, 'cessione-007');
    expect(deleteApplicationPhotos).toHaveBeenCalledWith('cession', 'cessione-007');
    expect(vi.mocked(deleteCessionApplication).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deleteApplicationPhotos).mock.invocationCallOrder[0] ?? 0,
    );

    await events.click(screen.getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByText(/è stata eliminata/)).not.toBeInTheDocument();
  });

  it('leaves without asking about unsaved changes once deleted', async () => {
    const { events, location } = renderDetail();
    await loaded();
    await events.selectOptions(field('Status'), 'Riuscito');
    await events.click(screen.getByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(location()).toBe('/admin/cession-applications'));
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
  });

  it('says in the dialog why the application could not be deleted, and deletes no photo', async () => {
    vi.mocked(deleteCessionApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const { events, location } = renderDetail();
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(error).toHaveClass('confirm-dialog__error');
    expect(deleteApplicationPhotos).not.toHaveBeenCalled();
    expect(location()).toBe(cessionPath);
    vi.mocked(deleteCessionApplication).mockResolvedValue(ok(undefined));
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(location()).toBe('/admin/cession-applications'));
  });

  it('says clearly when the application is gone but its photos are not', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(deleteApplicationPhotos).mockResolvedValue(
      fail('storage/unauthorized', 'File non accettato.'),
    );
    const { events, location } = renderDetail();
    const dialog = await openDialog(events);
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveClass('alert-warning');
    expect(warning).toHaveTextContent(
      'La candidatura di Marco Ferri è stata eliminata, ma non siamo riusciti a eliminare le sue foto: le cancellerà la prossima pulizia dei dati (npm run retention).',
    );
    expect(location()).toBe('/admin/cession-applications');
    expect(console.error).toHaveBeenCalledWith(
      'Candidatura di Marco Ferri: foto non eliminate: File non accettato.',
    );
  });

  it('sends one deletion however many times "Elimina" is clicked', async () => {
    let deleted: (result: Awaited<ReturnType<typeof deleteCessionApplication>>) => void = () => {};
    vi.mocked(deleteCessionApplication).mockReturnValue(
      new Promise((resolve) => {
        deleted = resolve;
      }),
    );
    const { events, location } = renderDetail();
    const dialog = await openDialog(events);
    const confirm = within(dialog).getByRole('button', { name: 'Elimina' });
    await events.click(confirm);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    await events.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    deleted(ok(undefined));
    await waitFor(() => expect(location()).toBe('/admin/cession-applications'));
    expect(deleteCessionApplication).toHaveBeenCalledTimes(1);
  });
});

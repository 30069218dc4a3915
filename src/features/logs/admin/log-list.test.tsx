import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { fail } from '#src/lib/data/result';
import { aCursor, aPage } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listLogsPage } from '../api/logs-api';
import { logEntrySchema, type LogEntry } from '../model/log-entry';
import { LogList } from './log-list';

vi.mock('../api/logs-api', () => ({ listLogsPage: vi.fn() }));

const giulia = { uid: 'staff-1', email: 'giulia@example.org', displayName: 'Giulia Demo' };

const entry = (id: string, fields: Record<string, unknown> = {}): LogEntry =>
  z.parse(logEntrySchema, {
    slug: id,
    user: giulia,
    function: 'updateHorse',
    collection: 'horses',
    params: { slug: 'leila', item: { slug: 'leila', name: 'Leila' } },
    date: new Date('2026-03-01T09:30:00Z'),
    ...fields,
  });

function renderList(path = '/admin/logs') {
  return renderAdmin(
    <>
      <LogList />
      <Link to="/admin/logs?slug=ada">Registro di Ada</Link>
    </>,
    { path, routes: { '/admin/horses/:slug': <h1>Scheda cavallo</h1> } },
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cell = (row: HTMLElement | undefined, label: string) =>
  row?.querySelector(`td[data-label="${label}"]`) as HTMLElement;

afterEach(() => vi.mocked(listLogsPage).mockReset());

describe('LogList', () => {
  it('shows a loader while loading, titled "Registro attività"', () => {
    vi.mocked(listLogsPage).mockReturnValue(new Promise(() => {}));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento del registro attività…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Registro attività$/);
  });

  it('shows a failed load with the service’s message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listLogsPage).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi.');
    expect(console.error).toHaveBeenCalledWith(
      'Registro attività non caricato: Non hai i permessi.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "There are no results." when nothing matches', async () => {
    vi.mocked(listLogsPage).mockResolvedValue(aPage([]));
    renderList('/admin/logs?collection=events&slug=nessuno');
    expect(await screen.findByText('There are no results.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registro attività (0)');
    expect(listLogsPage).toHaveBeenCalledWith({ collection: 'events', slug: 'nessuno' }, null);
    expect(screen.getByLabelText('Raccolta')).toHaveValue('events');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('nessuno');
  });

  it('shows date, user, operation, collection, linked slug and details of each entry', async () => {
    vi.mocked(listLogsPage).mockResolvedValue(
      aPage([
        entry('l1'),
        entry('l2', {
          user: { uid: 'staff-2', email: 'marco@example.org', displayName: null },
          function: 'deleteEvent',
          collection: 'events',
          params: { slug: 'cena', item: { slug: 'cena', name: 'Cena' } },
          date: new Date('2026-02-01T08:00:00Z'),
        }),
        entry('l3', {
          user: { uid: 'script:retention', email: null, displayName: 'npm run retention (anna)' },
          function: 'retentionDelete',
          collection: 'adoptionApplications',
          params: { slug: 'adozione-099', changes: {} },
        }),
        entry('l4', { function: 'importaVecchio', collection: undefined }),
      ]),
    );
    renderList();
    expect(await screen.findByRole('heading', { name: 'Registro attività (4)' })).toBeVisible();
    expect(listLogsPage).toHaveBeenCalledWith({}, null);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'Utente', 'Operazione', 'Raccolta', 'Slug', 'Dettagli']);

    const [update, deletion, retention, unknown] = rows();
    expect(cell(update, 'Data')).toHaveTextContent(/^1 marzo 2026 alle 10:30$/);
    expect(cell(update, 'Utente')).toHaveTextContent(/^Giulia Demo$/);
    // Italian words, never the stored name (kept on hover).
    expect(cell(update, 'Operazione')).toHaveTextContent(/^Modifica cavallo$/);
    expect(within(cell(update, 'Operazione')).getByText('Modifica cavallo')).toHaveAttribute(
      'title',
      'updateHorse',
    );
    expect(cell(update, 'Raccolta')).toHaveTextContent(/^Cavalli$/);
    expect(within(cell(update, 'Slug')).getByRole('link', { name: 'leila' })).toHaveAttribute(
      'href',
      '/admin/horses/leila',
    );
    expect(cell(update, 'Dettagli')).toHaveTextContent(/^name:\s*Leila$/);
    expect(update).toHaveAttribute('data-id', 'l1');

    expect(cell(deletion, 'Utente')).toHaveTextContent(/^marco@example\.org$/);
    expect(cell(deletion, 'Operazione')).toHaveTextContent('Eliminazione evento');
    expect(within(cell(deletion, 'Slug')).queryByRole('link')).not.toBeInTheDocument();
    expect(cell(deletion, 'Slug')).toHaveTextContent(/^cena$/);

    expect(cell(retention, 'Utente')).toHaveTextContent('npm run retention (anna)');
    expect(cell(retention, 'Raccolta')).toHaveTextContent(/^Candidature adozione$/);
    expect(cell(retention, 'Dettagli')).toHaveTextContent(/^—$/);
    expect(within(cell(retention, 'Slug')).queryByRole('link')).not.toBeInTheDocument();

    expect(within(cell(unknown, 'Operazione')).getByText('importaVecchio').tagName).toBe('CODE');
    expect(cell(unknown, 'Raccolta')).toHaveTextContent(/^—$/);
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
  });

  it("shows an application's changes as lines, and never an applicant's data", async () => {
    vi.mocked(listLogsPage).mockResolvedValue(
      aPage([
        entry('new', {
          function: 'updateAdoptionApplication',
          collection: 'adoptionApplications',
          params: {
            slug: 'adozione-001',
            changes: { evaluation: 'Promosso', internalNotes: 'Visita fatta', email: 'x@y.it' },
          },
        }),
        entry('old', {
          function: 'updateAdoptionApplication',
          collection: undefined,
          params: {
            slug: 'adozione-002',
            item: { givenName: 'Davide', familyName: 'Colombo', phone: '+39 0000 300 002' },
          },
        }),
      ]),
    );
    renderList();
    await screen.findByRole('heading', { name: 'Registro attività (2)' });
    const [changed, older] = rows();
    const details = within(cell(changed, 'Dettagli'));
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Valutazione:',
      'Note interne:',
    ]);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Promosso',
      'Visita fatta',
    ]);
    expect(
      within(cell(changed, 'Slug')).getByRole('link', { name: 'adozione-001' }),
    ).toHaveAttribute('href', '/admin/adoption-applications/adozione-001');
    expect(cell(older, 'Raccolta')).toHaveTextContent('Candidature adozione');
    expect(cell(older, 'Dettagli')).toHaveTextContent(
      'Dati della candidatura non mostrati (voce di vecchio formato).',
    );
    expect(document.body).not.toHaveTextContent(/Davide|Colombo|0000 300|x@y\.it/);
  });

  it('keeps a whole horse closed under "Dettagli", opened on request', async () => {
    const item = {
      slug: 'leila',
      name: 'Leila',
      status: 'In cerca di casa',
      breed: 'Sella italiano',
      claim_it:
        'Una mamma per tutti i puledri, paziente con i più piccoli e con chiunque la avvicini per la prima volta.',
      birthday: new Date('2010-04-01T00:00:00Z'),
    };
    vi.mocked(listLogsPage).mockResolvedValue(
      aPage([entry('l1', { params: { slug: 'leila', item } })]),
    );
    const { events } = renderList();
    const toggle = await screen.findByText('Dettagli (5 campi)');
    const details = toggle.closest('details') as HTMLElement;
    expect(details).not.toHaveAttribute('open');
    await events.click(toggle);
    expect(details).toHaveAttribute('open');
    const lines = within(details);
    expect(lines.getByText('birthday:').nextElementSibling).toHaveTextContent(
      '1 aprile 2010 alle 02:00',
    );
    expect(lines.getByTitle(item.claim_it)).toHaveTextContent(item.claim_it);
    expect(
      lines.getByTitle(item.claim_it).querySelector('[aria-hidden="true"]')?.textContent,
    ).toMatch(/…$/);
  });

  it('filters by collection in the URL, back to page 0', async () => {
    vi.mocked(listLogsPage).mockImplementation(async (filters, from) => {
      if (filters?.collection === 'events')
        return aPage([entry('e1', { collection: 'events' })], 1);
      return from ? aPage([entry('old')], 26) : aPage([entry('new')], 26, aCursor('p2'));
    });
    const { events, location } = renderList();
    await screen.findByText('Pagina 1 di 2');
    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2 di 2')).toBeInTheDocument();
    expect(listLogsPage).toHaveBeenLastCalledWith({}, aCursor('p2'));

    await events.selectOptions(screen.getByLabelText('Raccolta'), 'Eventi');
    expect(await screen.findByRole('heading', { name: 'Registro attività (1)' })).toBeVisible();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
    expect(listLogsPage).toHaveBeenLastCalledWith({ collection: 'events' }, null);
    expect(location()).toBe('/admin/logs?collection=events');

    await events.selectOptions(screen.getByLabelText('Raccolta'), 'Tutte');
    await waitFor(() => expect(location()).toBe('/admin/logs'));
    expect(listLogsPage).toHaveBeenLastCalledWith({}, null);
  });

  it('filters by the trimmed slug on Enter or Filtra, back to page 0', async () => {
    vi.mocked(listLogsPage).mockImplementation(async (filters, from) => {
      if (filters?.slug) return aPage([entry('s1')], 1);
      return from ? aPage([entry('old')], 26) : aPage([entry('new')], 26, aCursor('p2'));
    });
    const { events, location } = renderList('/admin/logs?collection=horses');
    await screen.findByText('Pagina 1 di 2');
    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    await screen.findByText('Pagina 2 di 2');

    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await events.type(slug, '  leila ');
    expect(listLogsPage).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/admin/logs?collection=horses');
    await events.type(slug, '{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/logs?collection=horses&slug=leila'));
    expect(await screen.findByText('Pagina 1 di 1')).toBeInTheDocument();
    expect(listLogsPage).toHaveBeenLastCalledWith({ collection: 'horses', slug: 'leila' }, null);
    expect(slug).toHaveValue('leila');

    await events.clear(slug);
    await events.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(location()).toBe('/admin/logs?collection=horses'));
    expect(listLogsPage).toHaveBeenLastCalledWith({ collection: 'horses' }, null);
  });

  it('applies a typed slug with a new collection, and shows the slug of a link followed', async () => {
    vi.mocked(listLogsPage).mockResolvedValue(aPage([entry('l1')]));
    const { events, location } = renderList();
    await screen.findByRole('heading', { name: 'Registro attività (1)' });
    await events.type(screen.getByRole('textbox', { name: 'Slug' }), 'festa');
    await events.selectOptions(screen.getByLabelText('Raccolta'), 'Eventi');
    await waitFor(() => expect(location()).toBe('/admin/logs?collection=events&slug=festa'));
    expect(listLogsPage).toHaveBeenLastCalledWith({ collection: 'events', slug: 'festa' }, null);

    await events.click(screen.getByRole('link', { name: 'Registro di Ada' }));
    await waitFor(() => expect(location()).toBe('/admin/logs?slug=ada'));
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('ada');
    expect(screen.getByLabelText('Raccolta')).toHaveValue('');
    expect(listLogsPage).toHaveBeenLastCalledWith({ slug: 'ada' }, null);
  });

  it("opens an entry's item from its slug", async () => {
    vi.mocked(listLogsPage).mockResolvedValue(aPage([entry('l1')]));
    const { events, location } = renderList();
    await events.click(await screen.findByRole('link', { name: 'leila' }));
    expect(await screen.findByRole('heading', { name: 'Scheda cavallo' })).toBeVisible();
    expect(location()).toBe('/admin/horses/leila');
  });
});

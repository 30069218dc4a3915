import { act, screen, waitFor, within } from '@testing-library/react';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadCsv } from '#src/lib/csv/csv';
import { readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel';
import { fail, ok } from '#src/lib/data/result';
import { aCursor, aHorse, anAdoptionApplication, aPage } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listAdoptionApplications, listAdoptionApplicationsPage } from '../../api/applications-api';
import { listHorses } from '#src/features/horses/api/horses-api';
import { AdoptionList } from './adoption-list';

vi.mock('../../api/applications-api', () => ({
  listAdoptionApplicationsPage: vi.fn(),
  listAdoptionApplications: vi.fn(),
}));
vi.mock('#src/features/horses/api/horses-api', () => ({ listHorses: vi.fn() }));
vi.mock('#src/lib/csv/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const noResults = 'There are no results.';
const longPlace =
  'Due ettari a prato stabile, in leggera pendenza, divisi in tre parcelle che ruotiamo.';

function renderList(path = '/admin/adoption-applications') {
  return renderAdmin(<AdoptionList />, { path });
}

beforeEach(() => {
  vi.mocked(listHorses).mockResolvedValue(ok([aHorse({ slug: 'benji', name: 'Benji' })]));
});

afterEach(() => {
  vi.mocked(listHorses).mockReset();
  vi.mocked(listAdoptionApplicationsPage).mockReset();
  vi.mocked(listAdoptionApplications).mockReset();
  vi.mocked(downloadCsv).mockReset();
});

describe('AdoptionList', () => {
  it('shows "Nuova" beside the name of an application no staff member has opened', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(
      aPage([
        anAdoptionApplication({ slug: 'aBcDeFgHiJkLmNoPqRsT', givenName: 'Sara', isNew: true }),
        anAdoptionApplication({ slug: 'adozione-002', givenName: 'Davide' }),
      ]),
    );
    renderList();
    const sara = (await screen.findByRole('link', { name: 'Sara' })).closest('tr') as HTMLElement;
    const badge = within(sara).getByText('Nuova');
    expect(badge).toHaveClass('badge');
    expect(badge.closest('td')).toHaveAttribute('data-label', 'Nominativo');
    const davide = screen.getByRole('link', { name: 'Davide' }).closest('tr') as HTMLElement;
    expect(within(davide).queryByText('Nuova')).not.toBeInTheDocument();
  });

  it('shows the message a detail left, until closed', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    const { events } = renderAdmin(<AdoptionList />, {
      path: {
        pathname: '/admin/adoption-applications',
        state: {
          applicationNotice: { tone: 'warning', text: 'Candidatura eliminata, foto no.' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Candidatura eliminata, foto no.');
    expect(alert).toHaveClass('alert-warning');
    await events.click(within(alert).getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a navigation state that is not a message', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    renderAdmin(<AdoptionList />, {
      path: {
        pathname: '/admin/adoption-applications',
        state: { applicationNotice: { tone: 'danger', text: 42 }, listSearch: '?x' },
      },
    });
    expect(await screen.findByText(noResults)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.alert')).toBeNull();
  });

  it('shows a loader while loading', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockReturnValue(new Promise(() => {}));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento delle candidature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Candidature adozione$/);
    // The horses' names arrive while the list is still loading: it stays on the loader.
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento delle candidature');
  });

  it('shows a failed load with the service’s message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(
      fail('unavailable', 'Servizio non raggiungibile.'),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non raggiungibile.');
    expect(console.error).toHaveBeenCalledWith(
      'Candidature adozione: elenco non caricato: Servizio non raggiungibile.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "There are no results." when empty', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    renderList('/admin/adoption-applications?region=Molise');
    expect(await screen.findByText(noResults)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Candidature adozione (0)');
    expect(listAdoptionApplicationsPage).toHaveBeenCalledWith({ region: 'Molise' }, null);
    expect(screen.getByLabelText('Regione')).toHaveValue('Molise');
  });

  it('shows the rows: badges, linked name, date, abbreviated answers with the full text', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(
      aPage([
        anAdoptionApplication({
          slug: 'adozione-001',
          date: new Date('2025-01-14T20:12:00Z'),
          evaluation: 'Promosso',
          homecheck: 'Fatto',
          givenName: 'Chiara',
          familyName: 'Rinaldi',
          region: 'Piemonte',
          horsePlace: longPlace,
          horseHouse: 'Pascolo con capannina',
        }),
        anAdoptionApplication({ slug: 'adozione-002', givenName: 'Davide' }),
      ]),
    );
    renderList();
    expect(await screen.findByRole('heading', { name: 'Candidature adozione (2)' })).toBeVisible();
    const [header, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Valutazione',
      'Preadozione',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
      'Luogo',
      'Compagnia',
      'Stabulazione',
      'Cibo',
      'Piedi',
      'Prob. fis.',
      'Prob. comp.',
    ]);
    const row = within(first as HTMLElement);
    expect(row.getByText('Promosso')).toHaveAttribute('data-tone', 'success');
    expect(row.getByText('Fatto')).toHaveAttribute('data-tone', 'success');
    expect(row.getByRole('link', { name: 'Chiara Rinaldi' })).toHaveAttribute(
      'href',
      '/admin/adoption-applications/adozione-001',
    );
    expect(first).toHaveTextContent('14 gennaio 2025 alle 21:12');
    expect(row.getByTitle(longPlace)).toHaveTextContent('Due ettari a prato stabile, in…');
    expect(row.getByText('Pascolo con capannina')).toBeInTheDocument();
    expect(first?.querySelectorAll('td')[8]).toHaveAttribute('data-label', 'Stabulazione');

    const nameless = within(second as HTMLElement);
    expect(nameless.getByText('Da valutare')).toHaveAttribute('data-tone', 'warning');
    expect(nameless.getByText('Non indicato').closest('.badge')).toHaveAttribute(
      'data-tone',
      'secondary',
    );
  });

  it('filters by region in the URL, back to page 0', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockImplementation(async (filters, from) => {
      if (filters?.region === 'Estero')
        return aPage([anAdoptionApplication({ slug: 'adozione-012' })], 1);
      return from
        ? aPage([anAdoptionApplication({ slug: 'adozione-030' })], 26)
        : aPage([anAdoptionApplication({ slug: 'adozione-001' })], 26, aCursor('p2'));
    });
    const { events, location } = renderList();
    await screen.findByText('Pagina 1 di 2');
    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2 di 2')).toBeInTheDocument();
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({}, aCursor('p2'));

    await events.selectOptions(screen.getByLabelText('Regione'), 'Estero');
    expect(await screen.findByRole('heading', { name: 'Candidature adozione (1)' })).toBeVisible();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({ region: 'Estero' }, null);
    expect(location()).toBe('/admin/adoption-applications?region=Estero');

    await events.selectOptions(screen.getByLabelText('Regione'), 'Tutti');
    await waitFor(() => expect(location()).toBe('/admin/adoption-applications'));
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({}, null);
  });

  it('filters by evaluation, "Da valutare" included, with the region, in the URL', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    const { events, location } = renderList('/admin/adoption-applications?region=Marche');
    await screen.findByText(noResults);
    const evaluation = screen.getByLabelText('Valutazione');
    expect(
      within(evaluation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutti', 'Da valutare', 'Promosso', 'Sospeso', 'Bocciato']);
    await events.selectOptions(evaluation, 'Da valutare');
    await waitFor(() =>
      expect(location()).toBe('/admin/adoption-applications?region=Marche&valutazione=Da+valutare'),
    );
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith(
      { region: 'Marche', evaluation: '' },
      null,
    );
    await events.selectOptions(evaluation, 'Promosso');
    await waitFor(() =>
      expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith(
        { region: 'Marche', evaluation: 'Promosso' },
        null,
      ),
    );
  });

  it('searches by the applicant’s name on Enter, and drops the search when emptied', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    const { events, location } = renderList();
    await screen.findByText(noResults);
    const search = screen.getByRole('textbox', { name: 'Nome o riferimento' });
    await events.type(search, 'rinaldi');
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({}, null);
    await events.type(search, '{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/adoption-applications?nome=rinaldi'));
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({ name: 'rinaldi' }, null);
    await events.clear(search);
    await waitFor(() => expect(location()).toBe('/admin/adoption-applications'));
    expect(listAdoptionApplicationsPage).toHaveBeenLastCalledWith({}, null);
  });

  it('names the horses asked for, and shows their slugs if the names fail to load', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(
      aPage([anAdoptionApplication({ givenName: 'Sara', horses: ['benji'] })]),
    );
    renderList();
    const sara = (await screen.findByRole('link', { name: 'Sara' })).closest('tr') as HTMLElement;
    expect((await within(sara).findByText('Benji')).closest('td')).toHaveAttribute(
      'data-label',
      'Cavallo',
    );
  });

  it('shows the slugs of the horses when their names fail to load, and logs why', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listHorses).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(
      aPage([anAdoptionApplication({ givenName: 'Sara', horses: ['benji'] })]),
    );
    renderList();
    const sara = (await screen.findByRole('link', { name: 'Sara' })).closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Nomi dei cavalli non caricati: Il servizio non è raggiungibile.',
      ),
    );
    expect(within(sara).getByText('benji').closest('td')).toHaveAttribute('data-label', 'Cavallo');
  });

  it('offers Tutti, the 20 regions and Estero', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    renderList();
    await screen.findByText(noResults);
    const options = within(screen.getByLabelText('Regione')).getAllByRole('option');
    expect(options).toHaveLength(22);
    expect(options[0]).toHaveTextContent('Tutti');
    expect(options.at(-1)).toHaveTextContent('Estero');
  });

  it('downloads every application of the filter as CSV', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    vi.mocked(listAdoptionApplications).mockResolvedValue(
      ok([anAdoptionApplication({ slug: 'adozione-012', givenName: 'Zoë', region: 'Estero' })]),
    );
    const { events } = renderList('/admin/adoption-applications?region=Estero');
    await screen.findByText(noResults);
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(listAdoptionApplications).toHaveBeenCalledWith({ region: 'Estero' });
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^candidature-adozione-\d{4}-\d{2}-\d{2}\.csv$/);
    const [headers = [], zoe = [], ...more] = readAsItalianExcel(csv ?? '');
    expect(headers.slice(0, 3).map(shownValue)).toEqual(['Codice', 'Data', 'Valutazione']);
    expect(zoe.slice(0, 6).map(shownValue)).toEqual([
      'adozione-012',
      '2025-01-14T21:12:00',
      'Da valutare',
      '',
      '',
      'Zoë',
    ]);
    expect(more).toEqual([]);
  });

  it('says why the CSV could not be made', async () => {
    vi.mocked(listAdoptionApplicationsPage).mockResolvedValue(aPage([]));
    vi.mocked(listAdoptionApplications).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderList();
    await screen.findByText(noResults);
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});

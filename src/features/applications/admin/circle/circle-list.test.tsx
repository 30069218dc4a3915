import { screen, waitFor, within } from '@testing-library/react';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadCsv } from '#src/lib/csv/csv';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel';
import { fail, ok } from '#src/lib/data/result';
import { aCircleApplication, aPage } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  listCircleApplications,
  listCircleApplicationsPage,
  type CircleFilters,
} from '../../api/applications-api';
import type { CircleApplication } from '../../model/circle-application';
import { CircleList } from './circle-list';

vi.mock('../../api/applications-api', () => ({
  listCircleApplicationsPage: vi.fn(),
  listCircleApplications: vi.fn(),
}));
vi.mock('#src/lib/csv/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const circle = (slug: string, fields: Partial<CircleApplication> = {}) =>
  aCircleApplication({ slug, donorName: 'Classe 4B', ...fields });

const all = [
  circle('cerchia-001', { status: 'Attivo', horseSlug: 'ada', startDate: '2025-11-01' }),
  circle('cerchia-003', { horse: 'Tom', givenName: 'Walter', familyName: 'De Bon', amount: 300 }),
  circle('cerchia-004', {
    horse: 'Tom',
    givenName: 'Elisa',
    familyName: 'Fontana',
    status: 'Chiuso',
  }),
];

const matching = ({ horse, status }: CircleFilters = {}) =>
  all.filter(
    (a) =>
      (horse === undefined || a.horse === horse) && (status === undefined || a.status === status),
  );

function renderAt(path: string) {
  return renderAdmin(<CircleList />, { path, route: '/admin/circle-applications' });
}

const title = (count: number) =>
  screen.findByRole('heading', { name: `Candidature cerchie (${count})` });

beforeEach(() => {
  vi.mocked(listCircleApplications).mockImplementation(async (filters) => ok(matching(filters)));
  vi.mocked(listCircleApplicationsPage).mockImplementation(async (filters) =>
    aPage(matching(filters)),
  );
});

afterEach(() => {
  vi.mocked(listCircleApplications).mockReset();
  vi.mocked(listCircleApplicationsPage).mockReset();
  vi.mocked(downloadCsv).mockReset();
});

describe('CircleList: the search by name', () => {
  it('keeps the horse and status filters and adds the name to the address', async () => {
    const { events, location } = renderAt('/admin/circle-applications?horse=Tom');
    expect(await title(2)).toBeVisible();
    await events.type(screen.getByRole('textbox', { name: 'Nome o riferimento' }), 'elisa{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/circle-applications?horse=Tom&nome=elisa'));
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith(
      { horse: 'Tom', name: 'elisa' },
      null,
    );
  });

  it('reads the name from the address into the search box', async () => {
    renderAt('/admin/circle-applications?nome=De+Bon');
    await title(3);
    expect(screen.getByRole('textbox', { name: 'Nome o riferimento' })).toHaveValue('De Bon');
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ name: 'De Bon' }, null);
  });
});

describe('CircleList', () => {
  it('lists the applications with their status and the amount in euros, linked to the detail', async () => {
    renderAt('/admin/circle-applications');
    expect(await title(3)).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({}, null);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')[0]).toHaveTextContent(
      'Stato',
    );
    expect(rows[1]).toHaveTextContent('2 ottobre 2025 alle 09:15');
    expect(rows[1]).toHaveTextContent(/20,00\s€/);
    expect(rows[2]).toHaveTextContent(/300,00\s€/);
    expect(screen.getByRole('link', { name: 'Walter De Bon' })).toHaveAttribute(
      'href',
      '/admin/circle-applications/cerchia-003',
    );
  });

  it('shows the status as a badge: Attivo green, Da contattare orange, Chiuso grey', async () => {
    renderAt('/admin/circle-applications');
    await title(3);
    const badgeOf = (name: string) => {
      const row = screen.getByRole('link', { name }).closest('tr') as HTMLElement;
      return row.querySelector('.status-badge');
    };
    expect(badgeOf('Marta Gallo')).toHaveTextContent('Attivo');
    expect(badgeOf('Marta Gallo')).toHaveAttribute('data-tone', 'success');
    expect(badgeOf('Walter De Bon')).toHaveTextContent('Da contattare');
    expect(badgeOf('Walter De Bon')).toHaveAttribute('data-tone', 'warning');
    expect(badgeOf('Elisa Fontana')).toHaveTextContent('Chiuso');
    expect(badgeOf('Elisa Fontana')).toHaveAttribute('data-tone', 'secondary');
  });

  it('filters by one of the horse names present, searchable, in the URL', async () => {
    const { events, location } = renderAt('/admin/circle-applications');
    await title(3);
    const horse = screen.getByRole('combobox', { name: 'Cavallo' });
    await events.clear(horse);
    await events.type(horse, 'to');
    const listbox = screen.getByRole('listbox', { name: 'Cavallo' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tom']);
    await events.keyboard('{Enter}');
    expect(await title(2)).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ horse: 'Tom' }, null);
    expect(location()).toBe('/admin/circle-applications?horse=Tom');
  });

  it('filters by status, in the URL; Da contattare is the empty status, Tutti no filter', async () => {
    const { events, location } = renderAt('/admin/circle-applications');
    await title(3);
    const status = screen.getByRole('combobox', { name: 'Stato' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutti', 'Da contattare', 'Attivo', 'Sospeso', 'Chiuso']);
    expect(status).toHaveDisplayValue('Tutti');

    await events.selectOptions(status, 'Attivo');
    expect(await title(1)).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ status: 'Attivo' }, null);
    expect(location()).toBe('/admin/circle-applications?status=Attivo');
    expect(screen.getByRole('link', { name: 'Marta Gallo' })).toBeVisible();

    await events.selectOptions(status, 'Da contattare');
    await waitFor(() =>
      expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ status: '' }, null),
    );
    expect(await screen.findByRole('link', { name: 'Walter De Bon' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Marta Gallo' })).not.toBeInTheDocument();
    expect(location()).toBe('/admin/circle-applications?status=Da+contattare');

    await events.selectOptions(status, 'Tutti');
    expect(await title(3)).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({}, null);
    expect(location()).toBe('/admin/circle-applications');
  });

  it('reads both filters from the URL and keeps one when the other changes', async () => {
    const { events, location } = renderAt('/admin/circle-applications?horse=Tom&status=Chiuso');
    expect(await title(1)).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith(
      { horse: 'Tom', status: 'Chiuso' },
      null,
    );
    expect(screen.getByRole('combobox', { name: 'Cavallo' })).toHaveValue('Tom');
    const status = screen.getByRole('combobox', { name: 'Stato' });
    expect(status).toHaveDisplayValue('Chiuso');

    await events.selectOptions(status, 'Da contattare');
    expect(await screen.findByRole('link', { name: 'Walter De Bon' })).toBeVisible();
    expect(location()).toBe('/admin/circle-applications?horse=Tom&status=Da+contattare');
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ horse: 'Tom', status: '' }, null);

    const horse = screen.getByRole('combobox', { name: 'Cavallo' });
    await events.clear(horse);
    await events.type(horse, 'Tut');
    await events.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/circle-applications?status=Da+contattare'));
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ status: '' }, null);
  });

  it('shows "Da contattare" selected from the URL, not Tutti', async () => {
    renderAt('/admin/circle-applications?status=Da+contattare');
    expect(await title(1)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveDisplayValue('Da contattare');
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith({ status: '' }, null);
  });

  it('downloads the applications of both filters as CSV, with the status and the staff fields', async () => {
    const { events } = renderAt('/admin/circle-applications?horse=Ada&status=Attivo');
    await title(1);
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(listCircleApplications).toHaveBeenLastCalledWith({ horse: 'Ada', status: 'Attivo' });
    const [fileName, csv = ''] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^candidature-cerchie-\d{4}-\d{2}-\d{2}\.csv$/);
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.slice(0, 6).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Stato',
      'Data di inizio',
      'Cavallo',
      'Cavallo sostenuto',
    ]);
    const rows = italianExcelTable(csv);
    expect(rows).toHaveLength(1);
    const [marta] = rows;
    expect(shownValue(marta?.Stato)).toBe('Attivo');
    expect(shownValue(marta?.['Cavallo sostenuto'])).toBe('ada');
    expect(marta?.['Importo (€)']).toEqual({ kind: 'number', raw: '20', value: 20 });
  });

  it('says why the CSV could not be made', async () => {
    vi.mocked(listCircleApplications).mockImplementation(async (filters) =>
      filters?.status === undefined
        ? ok(matching(filters))
        : fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const { events } = renderAt('/admin/circle-applications?status=Sospeso');
    await screen.findByText('There are no results.');
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(downloadCsv).not.toHaveBeenCalled();
  });

  it('logs a failed load of the horse names and still lists', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listCircleApplications).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    renderAt('/admin/circle-applications');
    expect(await title(3)).toBeVisible();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Nomi dei cavalli delle cerchie non caricati: Il servizio non è raggiungibile.',
      ),
    );
  });
});

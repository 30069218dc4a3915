import { screen, waitFor, within } from '@testing-library/react';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadCsv } from '#src/lib/csv/csv';
import { fail, ok } from '#src/lib/data/result';
import { aCessionApplication, aPage } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listCessionApplications, listCessionApplicationsPage } from '../../api/applications-api';
import { CessionList } from './cession-list';

vi.mock('../../api/applications-api', () => ({
  listCessionApplicationsPage: vi.fn(),
  listCessionApplications: vi.fn(),
}));
vi.mock('#src/lib/csv/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const PATH = '/admin/cession-applications';

function renderList(path = PATH) {
  return renderAdmin(<CessionList />, { path, route: PATH });
}

const paolo = aCessionApplication({
  slug: 'cessione-007',
  givenName: 'Paolo',
  familyName: 'Ferrari',
  priority: 'Immediata',
  horseName: 'Baffo',
  horseRegion: 'Emilia-Romagna',
});

beforeEach(() => {
  vi.mocked(listCessionApplicationsPage).mockResolvedValue(aPage([paolo]));
  vi.mocked(listCessionApplications).mockResolvedValue(ok([paolo]));
});

afterEach(() => {
  vi.mocked(listCessionApplicationsPage).mockReset();
  vi.mocked(listCessionApplications).mockReset();
  vi.mocked(downloadCsv).mockReset();
});

const row = async () =>
  (await screen.findByRole('link', { name: 'Paolo Ferrari' })).closest('tr') as HTMLElement;

describe('CessionList', () => {
  it('shows the status, the priority, the name, the horse, the region and the date', async () => {
    renderList();
    const paoloRow = await row();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Status',
      'Priorità',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
    ]);
    expect(within(paoloRow).getByText('Immediata').closest('td')).toHaveAttribute(
      'data-label',
      'Priorità',
    );
    expect(within(paoloRow).getByText('Da prendere in carico')).toHaveClass('badge');
  });

  it('filters by priority, status and region together, in the address', async () => {
    const { events, location } = renderList();
    await row();
    expect(
      within(screen.getByLabelText('Priorità'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tutti',
      'Immediata',
      'Il più velocemente possibile',
      'Il tempo necessario per fare le cose con cura',
      "Non c'è fretta",
    ]);
    await events.selectOptions(screen.getByLabelText('Priorità'), 'Immediata');
    await events.selectOptions(screen.getByLabelText('Status'), 'Da prendere in carico');
    await events.selectOptions(screen.getByLabelText('Regione'), 'Puglia');
    await waitFor(() =>
      expect(listCessionApplicationsPage).toHaveBeenLastCalledWith(
        { region: 'Puglia', status: '', priority: 'Immediata' },
        null,
      ),
    );
    expect(location()).toBe(
      `${PATH}?region=Puglia&status=Da+prendere+in+carico&priorita=Immediata`,
    );

    await events.selectOptions(screen.getByLabelText('Status'), 'Tutti');
    await waitFor(() =>
      expect(listCessionApplicationsPage).toHaveBeenLastCalledWith(
        { region: 'Puglia', priority: 'Immediata' },
        null,
      ),
    );
  });

  it('reads the filters from the address, ignoring unknown values', async () => {
    renderList(`${PATH}?status=In+carico&priorita=Domani&nome=ferrari&region=Atlantide`);
    await row();
    expect(listCessionApplicationsPage).toHaveBeenLastCalledWith(
      { status: 'In carico', name: 'ferrari' },
      null,
    );
    expect(screen.getByLabelText('Status')).toHaveValue('In carico');
    expect(screen.getByLabelText('Priorità')).toHaveValue('');
  });

  it('searches by name and downloads what it shows as CSV', async () => {
    const { events } = renderList();
    await row();
    await events.type(screen.getByRole('textbox', { name: 'Nome o riferimento' }), 'ferr');
    await events.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(listCessionApplicationsPage).toHaveBeenLastCalledWith({ name: 'ferr' }, null),
    );
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(listCessionApplications).toHaveBeenCalledWith({ name: 'ferr' });
  });

  it('shows why the list did not load, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listCessionApplicationsPage).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    renderList(`${PATH}?nome=ferrari`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(console.error).toHaveBeenCalledWith(
      'Candidature cessione: elenco non caricato: Il servizio non è raggiungibile.',
    );
  });
});

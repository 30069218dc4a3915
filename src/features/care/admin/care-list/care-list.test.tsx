import { screen, waitFor, within } from '@testing-library/react';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadCsv } from '#src/lib/csv/csv';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { listCareOverview } from '../../api/care-overview-api';
import { careByHorse, careOverview, type HorseCare } from '../../model/care-overview';
import { CareList } from './care-list';

vi.mock('../../api/care-overview-api', () => ({ listCareOverview: vi.fn() }));
vi.mock('#src/lib/csv/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const TODAY = '2026-05-20';
const care = (horseSlug: string, type: string, date: string): HorseCare => ({
  horseSlug,
  type,
  date,
});

// Ada: farrier overdue since 26 April, deworming due on 28 May, vaccine in order; Zefiro: farrier on
// his own 4 weeks, overdue since 18 May; Émma: nothing recorded.
const rows = careOverview(
  [
    { slug: 'ada', name: 'Ada', status: "Residente dell'Oasi" },
    { slug: 'zefiro', name: 'Zefiro (Zephyr)', status: 'In cerca di casa' },
    { slug: 'emma', name: 'Émma', status: 'Altro' },
  ],
  careByHorse([
    care('ada', 'Maniscalco', '2026-03-01'),
    care('ada', 'Sverminazione', '2025-11-28'),
    care('ada', 'Vaccinazione', '2026-04-10'),
    care('zefiro', 'Maniscalco', '2026-04-20'),
  ]),
  new Map([['zefiro', { Maniscalco: { every: 4, unit: 'settimane' as const } }]]),
  TODAY,
);

function renderAt(path = '/admin/care') {
  return renderAdmin(<CareList today={TODAY} />, {
    path,
    route: '/admin/care',
    routes: {
      '/admin/horses/:slug': <h1>Scheda del cavallo</h1>,
      '/admin/care/day': <h1>Giornata</h1>,
    },
  });
}

const title = (count: number) => screen.findByRole('heading', { name: `Cure (${count})` });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const horseLinks = () =>
  bodyRows().map((row) => `${within(row).getByRole('link').textContent} ${row.dataset.type}`);
const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  vi.mocked(listCareOverview).mockResolvedValue(ok(rows));
});

afterEach(() => {
  vi.mocked(listCareOverview).mockReset();
  vi.mocked(downloadCsv).mockReset();
});

describe('CareList', () => {
  it('shows by default what is to be done, the most urgent first, each horse linked', async () => {
    const { events, location } = renderAt();
    expect(await title(3)).toBeVisible();
    expect(listCareOverview).toHaveBeenCalledWith(TODAY);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(6);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cavallo', 'Cura', 'Ultima volta', 'Intervallo', 'Prossima scadenza', 'Stato']);
    expect(horseLinks()).toEqual([
      'Ada Maniscalco',
      'Zefiro (Zephyr) Maniscalco',
      'Ada Sverminazione',
    ]);
    const [ada, zefiro, deworming] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada', 'Maniscalco', '1 marzo 2026', '8 settimane', '26 aprile 2026', 'In ritardo']);
    expect(within(ada).getByText('26 aprile 2026')).toHaveAttribute('datetime', '2026-04-26');
    expect(within(ada).getByText('In ritardo')).toHaveClass('care-badge--overdue');
    expect(zefiro).toHaveTextContent('4 settimane');
    expect(within(deworming).getByText('In scadenza')).toHaveClass('care-badge--due-soon');
    expect(deworming).toHaveTextContent('6 mesi');
    expect(within(ada).getByText('8 settimane')).toHaveAttribute('data-label', 'Intervallo');

    expect(screen.getByRole('link', { name: 'Registra una giornata' })).toHaveAttribute(
      'href',
      '/admin/care/day',
    );
    await events.click(within(zefiro).getByRole('link', { name: 'Zefiro (Zephyr)' }));
    expect(await screen.findByRole('heading', { name: 'Scheda del cavallo' })).toBeVisible();
    expect(location()).toBe('/admin/horses/zefiro');
  });

  it('filters by type, in the URL', async () => {
    const { events, location } = renderAt();
    await title(3);
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(options('Tipo')).toEqual([
      'Tutti i tipi',
      'Maniscalco',
      'Vaccinazione',
      'Dentista',
      'Sverminazione',
    ]);
    expect(type).toHaveDisplayValue('Tutti i tipi');
    await events.selectOptions(type, 'Sverminazione');
    expect(await title(1)).toBeVisible();
    expect(location()).toBe('/admin/care?tipo=Sverminazione');
    expect(horseLinks()).toEqual(['Ada Sverminazione']);

    await events.selectOptions(type, 'Tutti i tipi');
    expect(await title(3)).toBeVisible();
    expect(location()).toBe('/admin/care');
    expect(listCareOverview).toHaveBeenCalledTimes(1);
  });

  it('filters by state, in the URL; "Tutte" shows the care never recorded, in grey', async () => {
    const { events, location } = renderAt();
    await title(3);
    const state = screen.getByRole('combobox', { name: 'Stato' });
    expect(options('Stato')).toEqual([
      'Da fare: in ritardo o in scadenza',
      'In ritardo',
      'In scadenza',
      'Tutte',
    ]);
    expect(state).toHaveDisplayValue('Da fare: in ritardo o in scadenza');

    await events.selectOptions(state, 'In ritardo');
    expect(await title(2)).toBeVisible();
    expect(location()).toBe('/admin/care?stato=in-ritardo');

    await events.selectOptions(state, 'In scadenza');
    expect(await title(1)).toBeVisible();
    expect(location()).toBe('/admin/care?stato=in-scadenza');

    await events.selectOptions(state, 'Tutte');
    expect(await title(12)).toBeVisible();
    expect(location()).toBe('/admin/care?stato=tutte');
    expect(horseLinks().slice(0, 5)).toEqual([
      'Ada Maniscalco',
      'Zefiro (Zephyr) Maniscalco',
      'Ada Sverminazione',
      'Ada Vaccinazione',
      'Ada Dentista',
    ]);
    const never = bodyRows()[4] as HTMLElement;
    expect(within(never).getByText('Mai registrata')).toHaveClass('care-badge--never');
    expect(within(never).getAllByText('Nessuna')).toHaveLength(2);
    expect(within(never).getByText('12 mesi')).toBeVisible();

    await events.selectOptions(state, 'Da fare: in ritardo o in scadenza');
    expect(await title(3)).toBeVisible();
    expect(location()).toBe('/admin/care');
  });

  it('reads both filters from the URL and keeps one when the other changes', async () => {
    const { events, location } = renderAt('/admin/care?tipo=Maniscalco&stato=tutte');
    expect(await title(3)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Maniscalco');
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveDisplayValue('Tutte');
    expect(horseLinks()).toEqual([
      'Ada Maniscalco',
      'Zefiro (Zephyr) Maniscalco',
      'Émma Maniscalco',
    ]);
    await events.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'In ritardo');
    expect(await title(2)).toBeVisible();
    expect(location()).toBe('/admin/care?tipo=Maniscalco&stato=in-ritardo');
  });

  it('reads an unknown filter as the default', async () => {
    renderAt('/admin/care?tipo=Visita+veterinaria&stato=presto');
    expect(await title(3)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Tutti i tipi');
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveDisplayValue(
      'Da fare: in ritardo o in scadenza',
    );
  });

  it('downloads the rows shown as CSV, as Italian Excel opens it', async () => {
    const { events } = renderAt('/admin/care?tipo=Maniscalco&stato=tutte');
    await title(3);
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [fileName, csv = ''] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^cure-\d{4}-\d{2}-\d{2}\.csv$/);
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.map(shownValue)).toEqual([
      'Cavallo',
      'Cura',
      'Ultima volta',
      'Intervallo',
      'Prossima scadenza',
      'Stato',
    ]);
    const table = italianExcelTable(csv).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, shownValue(cell)])),
    );
    expect(table).toEqual([
      {
        Cavallo: 'Ada',
        Cura: 'Maniscalco',
        'Ultima volta': '2026-03-01',
        Intervallo: '8 settimane',
        'Prossima scadenza': '2026-04-26',
        Stato: 'In ritardo',
      },
      {
        Cavallo: 'Zefiro (Zephyr)',
        Cura: 'Maniscalco',
        'Ultima volta': '2026-04-20',
        Intervallo: '4 settimane',
        'Prossima scadenza': '2026-05-18',
        Stato: 'In ritardo',
      },
      {
        Cavallo: 'Émma',
        Cura: 'Maniscalco',
        'Ultima volta': '',
        Intervallo: '8 settimane',
        'Prossima scadenza': '',
        Stato: 'Mai registrata',
      },
    ]);
    // Every cell is text for Excel: no number, no formula.
    expect(
      readAsItalianExcel(csv)
        .flat()
        .every((cell) => cell.kind === 'text'),
    ).toBe(true);
  });

  it('says there is nothing to do under the default filter, and "no results" under another', async () => {
    vi.mocked(listCareOverview).mockResolvedValue(
      ok(rows.filter((row) => row.state === 'ok' || row.state === 'never')),
    );
    const { events } = renderAt();
    expect(await title(0)).toBeVisible();
    expect(
      screen.getByText(
        'Nessuna cura da fare: niente è in ritardo o in scadenza nei prossimi 14 giorni.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'In ritardo');
    expect(await screen.findByText('There are no results.')).toBeVisible();
    expect(screen.queryByText(/Nessuna cura da fare/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(readAsItalianExcel(vi.mocked(downloadCsv).mock.calls[0]?.[1] ?? '')).toHaveLength(1);
  });

  it('shows the loader while reading, without a count or a CSV', async () => {
    let answer: (value: Awaited<ReturnType<typeof listCareOverview>>) => void = () => {};
    vi.mocked(listCareOverview).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt();
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento delle cure…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Cure$/);
    expect(screen.queryByRole('button', { name: 'Scarica CSV' })).not.toBeInTheDocument();
    answer(ok(rows));
    expect(await title(3)).toBeVisible();
    expect(screen.queryByText('Caricamento delle cure…')).not.toBeInTheDocument();
  });

  it('shows the service’s message when the read fails, logs it, and reads again on "Riprova"', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listCareOverview).mockResolvedValueOnce(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Non è stato possibile caricare le cure: Non hai i permessi per questa operazione.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Cure: elenco non caricato: Non hai i permessi per questa operazione.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scarica CSV' })).not.toBeInTheDocument();
    await events.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await title(3)).toBeVisible();
    expect(listCareOverview).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { noResultsText } from '#src/components/admin-ui';
import { fail, ok } from '#src/lib/data/result';
import { aCursor, aHorse, aPage, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { addHorse, listHorsesPage } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { HorseList } from './horse-list';
import { mapUnavailable } from './horse-map';

vi.mock('../../api/horses-api', () => ({ listHorsesPage: vi.fn(), addHorse: vi.fn() }));

const horse = (slug: string, fields: Partial<Horse> = {}): Horse =>
  aHorse({ slug, bdn: 1, property: 1, isCorrectBarncode: 1, ...fields });

function renderList(path = '/admin/horses') {
  return renderAdmin(<HorseList />, {
    path,
    routes: { '/admin/horses/:slug': <h1>Scheda</h1> },
  });
}

afterEach(() => {
  vi.mocked(listHorsesPage).mockReset();
  vi.mocked(addHorse).mockReset();
});

describe('HorseList', () => {
  it('shows a spinner while loading', () => {
    vi.mocked(listHorsesPage).mockReturnValue(new Promise(() => {}));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei cavalli…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Cavalli$/);
  });

  it('shows a failed load with the service’s message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listHorsesPage).mockResolvedValue(fail('unavailable', 'Servizio non raggiungibile.'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non raggiungibile.');
    expect(console.error).toHaveBeenCalledWith(
      'Elenco dei cavalli non caricato: Servizio non raggiungibile.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there are no results, without a map', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(aPage([]));
    renderList();
    expect(await screen.findByText(noResultsText)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cavalli (0)');
    expect(screen.queryByRole('region', { name: 'Mappa dei cavalli' })).not.toBeInTheDocument();
  });

  it('shows the count, the rows with their cells and links, and the map fallback', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(
      aPage([
        horse('ada', {
          docname: 'Adelaide',
          species: 'Cavallo',
          sex: 'Femmina',
          uelnnumber: '380001',
          doctype: 'Passaporto',
          status: "Residente dell'Oasi",
          notes: 'Mangia fieno in bricchetti ammollato',
          isEquinozio: 1,
          isDeceased: -1,
          latlng: '44.6127,8.0281',
        }),
        horse('dudu', { latlng: '' }),
      ]),
    );
    renderList();
    expect(await screen.findByRole('heading', { name: 'Cavalli (2)' })).toBeInTheDocument();
    expect(listHorsesPage).toHaveBeenCalledWith({}, null);
    const table = screen.getByRole('table', { name: 'Cavalli; ogni riga porta alla scheda' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const ada = within(rows[0] as HTMLElement);
    expect(ada.getByRole('link', { name: 'Ada (Adelaide)' })).toHaveAttribute(
      'href',
      '/admin/horses/ada',
    );
    expect(rows[0]).toHaveTextContent('CaF');
    expect(rows[0]).toHaveTextContent('380001 / N/A / N/A (Passaporto)');
    expect(rows[0]).toHaveTextContent('Residente');
    expect(rows[0]).toHaveTextContent('Mangia fieno in...');
    expect(ada.getByTitle('Mangia fieno in bricchetti ammollato')).toHaveTextContent(
      /^Mangia fieno in\.\.\.$/,
    );
    expect(ada.getByTitle('Cavallo Femmina')).toHaveTextContent('CaF');
    expect(ada.getByText('BDN: sì')).toHaveClass('visually-hidden');
    expect(ada.getByTitle('Equinozio ODV: sì')).toHaveClass('text-bg-success');
    expect(ada.getByTitle('Coordinate: presenti')).toHaveClass('text-bg-success');
    expect(rows[0]?.querySelector('td')).toHaveAttribute('data-label', 'Specie/sesso');
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();

    const map = screen.getByRole('region', { name: 'Mappa dei cavalli' });
    expect(within(map).getByText(mapUnavailable.noKey)).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(within(map).queryByRole('link', { name: 'Dudu' })).not.toBeInTheDocument();
  });

  it('highlights a problem and fades a deceased animal', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(
      aPage([
        horse('ok'),
        horse('blu', { bdn: -1 }),
        horse('kiya', { isDeceased: 1, isDeceasedReported: -1 }),
        horse('sad', { isDeceased: 1, isDeceasedReported: 1 }),
      ]),
    );
    renderList();
    await screen.findByRole('table');
    const row = (slug: string) => document.querySelector(`tr[data-slug="${slug}"]`);
    expect(row('ok')).not.toHaveClass('horse-list__row--problem');
    expect(row('ok')).not.toHaveClass('horse-list__row--deceased');
    expect(row('blu')).toHaveClass('horse-list__row--problem');
    expect(row('kiya')).toHaveClass('horse-list__row--problem', 'horse-list__row--deceased');
    expect(row('sad')).toHaveClass('horse-list__row--deceased');
    expect(row('sad')).not.toHaveClass('horse-list__row--problem');
  });

  it('resets to page 0 and reloads with the filter when a filter changes', async () => {
    vi.mocked(listHorsesPage).mockImplementation(async (filters, from) => {
      if (filters?.species === 'Asino') return aPage([horse('benji')], 1);
      return from ? aPage([horse('zorro')], 26) : aPage([horse('ada')], 26, aCursor('p2'));
    });
    const { events, location } = renderList();
    await screen.findByText('Pagina 1 di 2');
    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2 di 2')).toBeInTheDocument();

    await events.selectOptions(screen.getByLabelText('Specie'), 'Asino');
    expect(await screen.findByRole('heading', { name: 'Cavalli (1)' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
    expect(listHorsesPage).toHaveBeenLastCalledWith({ species: 'Asino' }, null);
    expect(location()).toBe('/admin/horses?species=Asino');

    await events.selectOptions(screen.getByLabelText('BDN'), 'No');
    await waitFor(() =>
      expect(listHorsesPage).toHaveBeenLastCalledWith({ species: 'Asino', bdn: -1 }, null),
    );
    expect(location()).toBe('/admin/horses?species=Asino&bdn=-1');

    await events.selectOptions(screen.getByLabelText('Specie'), 'Tutti');
    await waitFor(() => expect(listHorsesPage).toHaveBeenLastCalledWith({ bdn: -1 }, null));
  });

  it('reads the filters from the URL', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(aPage([]));
    renderList('/admin/horses?status=Adottato&isDeceased=0&bdn=nonsense');
    await screen.findByText(noResultsText);
    expect(listHorsesPage).toHaveBeenCalledWith({ status: 'Adottato', isDeceased: 0 }, null);
    expect(screen.getByLabelText('Status')).toHaveValue('Adottato');
    expect(screen.getByLabelText('Deceduto')).toHaveValue('0');
    expect(screen.getByLabelText('BDN')).toHaveValue('');
  });

  it('goes to the next and previous pages with the cursor of each page', async () => {
    const second = aCursor('after-page-1');
    const third = aCursor('after-page-2');
    vi.mocked(listHorsesPage).mockImplementation(async (_filters, from) => {
      if (from === second) return aPage([horse('maverick')], 60, third);
      if (from === third) return aPage([horse('tom')], 60, null);
      return aPage([horse('ada')], 60, second);
    });
    const { events } = renderList();
    expect(await screen.findByText('Pagina 1 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Precedente' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('link', { name: 'Maverick' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 2 di 3')).toBeInTheDocument();
    expect(listHorsesPage).toHaveBeenLastCalledWith({}, second);

    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('link', { name: 'Tom' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 3 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Successiva' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(await screen.findByRole('link', { name: 'Maverick' })).toBeInTheDocument();
    expect(listHorsesPage).toHaveBeenLastCalledWith({}, second);

    await events.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(listHorsesPage).toHaveBeenLastCalledWith({}, null);
  });
});

describe('AddHorseDialog from the list', () => {
  async function openDialog() {
    vi.mocked(listHorsesPage).mockResolvedValue(aPage([]));
    const { events, location } = renderList();
    await screen.findByText(noResultsText);
    await events.click(screen.getByRole('button', { name: 'Nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi cavallo' });
    return { events, location, dialog: within(dialog) };
  }

  it('keeps Salva disabled while the slug is empty', async () => {
    const { events, dialog } = await openDialog();
    const save = dialog.getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await events.type(dialog.getByLabelText(/^Slug/), '   ');
    expect(save).toBeDisabled();
    await events.type(dialog.getByLabelText(/^Slug/), 'stella');
    expect(save).toBeEnabled();
    expect(dialog.getByLabelText(/^Slug/)).toBeRequired();
  });

  it('shows the returned error in the dialog', async () => {
    vi.mocked(addHorse).mockResolvedValue(
      fail('already-exists', 'Esiste già un cavallo con lo slug "ada".'),
    );
    const { events, location, dialog } = await openDialog();
    await events.type(dialog.getByLabelText(/^Slug/), 'ada');
    await events.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Esiste già un cavallo con lo slug "ada".',
    );
    expect(addHorse).toHaveBeenCalledWith(staffUser, 'ada');
    expect(location()).toBe('/admin/horses');
  });

  it('opens the new horse on success', async () => {
    vi.mocked(addHorse).mockResolvedValue(ok(horse('stella')));
    const { events, location, dialog } = await openDialog();
    await events.type(dialog.getByLabelText(/^Slug/), 'stella{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/horses/stella'));
    expect(addHorse).toHaveBeenCalledWith(staffUser, 'stella');
  });

  it('closes with Annulla and clears the field', async () => {
    const { events, dialog } = await openDialog();
    await events.type(dialog.getByLabelText(/^Slug/), 'x');
    await events.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Nuovo' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Slug/)).toHaveValue('');
    expect(addHorse).not.toHaveBeenCalled();
  });

  it('searches by name on Enter or "Cerca", keeps the words in the address, drops them when emptied', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(aPage([horse('blu', { name: 'Blu' })]));
    const { events, location } = renderList('/admin/horses?species=Asino');
    await screen.findByRole('heading', { name: 'Cavalli (1)' });
    const search = screen.getByRole('textbox', { name: 'Nome' });
    await events.type(search, 'blu pioppi{Enter}');
    await waitFor(() =>
      expect(listHorsesPage).toHaveBeenLastCalledWith(
        { species: 'Asino', name: 'blu pioppi' },
        null,
      ),
    );
    expect(location()).toBe('/admin/horses?species=Asino&nome=blu+pioppi');
    expect(search).toHaveValue('blu pioppi');
    await events.clear(search);
    await waitFor(() => expect(location()).toBe('/admin/horses?species=Asino'));
    await events.type(search, 'ada');
    await events.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(location()).toBe('/admin/horses?species=Asino&nome=ada'));
  });

  it('has a closed legend of its codes', async () => {
    vi.mocked(listHorsesPage).mockResolvedValue(aPage([horse('ada')]));
    const { events } = renderList();
    const legend = (await screen.findByText('Legenda dei codici')).closest('details');
    expect(legend).not.toHaveAttribute('open');
    await events.click(screen.getByText('Legenda dei codici'));
    expect(legend).toHaveAttribute('open');
    expect(legend).toHaveTextContent('Ca = Cavallo');
    expect(legend).toHaveTextContent('AD:REG');
  });
});

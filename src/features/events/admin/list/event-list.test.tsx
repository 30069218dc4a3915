import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { aCursor, anEvent, aPage, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { addEvent, listEventsPage } from '../../api/events-api';
import { EventList } from './event-list';

vi.mock('../../api/events-api', () => ({ listEventsPage: vi.fn(), addEvent: vi.fn() }));

function renderList() {
  return renderAdmin(<EventList />, {
    path: '/admin/events',
    routes: { '/admin/events/:slug': <h1>Scheda evento</h1> },
  });
}

afterEach(() => {
  vi.mocked(listEventsPage).mockReset();
  vi.mocked(addEvent).mockReset();
});

describe('EventList', () => {
  it('shows a spinner while loading, titled "Eventi"', () => {
    vi.mocked(listEventsPage).mockReturnValue(new Promise(() => {}));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento degli eventi…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Eventi$/);
  });

  it('shows a failed load with the service’s message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listEventsPage).mockResolvedValue(fail('unavailable', 'Servizio non raggiungibile.'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non raggiungibile.');
    expect(console.error).toHaveBeenCalledWith(
      'Elenco degli eventi non caricato: Servizio non raggiungibile.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there are no events', async () => {
    vi.mocked(listEventsPage).mockResolvedValue(aPage([]));
    renderList();
    expect(await screen.findByText('There are no results.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi (0)');
    expect(screen.queryByRole('navigation', { name: 'Pagine' })).not.toBeInTheDocument();
  });

  it('lists name (Italian first), date and place, each row linking to the event', async () => {
    vi.mocked(listEventsPage).mockResolvedValue(
      aPage([
        anEvent({
          slug: 'festa',
          name: 'Festa',
          name_it: "Festa dell'equinozio",
          date: new Date('2026-09-21T12:00:00Z'),
          location: 'Oasi Equinozio',
          showWeb: true,
        }),
        anEvent({ slug: 'corso', name: 'Corso', date: new Date('2026-03-08T08:00:00Z') }),
        anEvent({ slug: 'nuovo', name: '' }),
      ]),
    );
    renderList();
    expect(await screen.findByRole('heading', { name: 'Eventi (3)' })).toBeInTheDocument();
    expect(listEventsPage).toHaveBeenCalledWith(null);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Data', 'Luogo', 'Sul sito']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      "Festa dell'equinozio",
    );
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/events/festa',
    );
    expect(rows[0]).toHaveTextContent('21 settembre 2026 alle 14:00');
    expect(rows[0]).toHaveTextContent('Oasi Equinozio');
    expect(rows[0]?.querySelector('td:nth-child(3)')).toHaveAttribute('data-label', 'Luogo');
    expect(rows[0]?.querySelector('td:nth-child(4)')).toHaveTextContent('Sì');
    expect(rows[2]?.querySelector('td:nth-child(4)')).toHaveTextContent('Nascosto');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Corso' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('8 marzo 2026 alle 09:00');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'nuovo' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 1')).toBeInTheDocument();
  });

  it('goes to the next and previous pages with the cursor of each page', async () => {
    const second = aCursor('after-25');
    vi.mocked(listEventsPage).mockImplementation(async (from) =>
      from === second
        ? aPage([anEvent({ slug: 'vecchio', name: 'Vecchio' })], 26)
        : aPage([anEvent({ slug: 'nuovo', name: 'Nuovo evento' })], 26, second),
    );
    const { events } = renderList();
    expect(await screen.findByText('Pagina 1 di 2')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('link', { name: 'Vecchio' })).toBeInTheDocument();
    expect(screen.getByText('Pagina 2 di 2')).toBeInTheDocument();
    expect(listEventsPage).toHaveBeenLastCalledWith(second);
    expect(screen.getByRole('button', { name: 'Successiva' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(await screen.findByRole('link', { name: 'Nuovo evento' })).toBeInTheDocument();
    expect(listEventsPage).toHaveBeenLastCalledWith(null);
  });
});

describe('AddEventDialog from the list', () => {
  async function openDialog() {
    vi.mocked(listEventsPage).mockResolvedValue(aPage([]));
    const { events, location } = renderList();
    await screen.findByText('There are no results.');
    await events.click(screen.getByRole('button', { name: 'Nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi evento' });
    return { events, location, dialog: within(dialog) };
  }

  it('keeps Salva disabled while the slug is empty', async () => {
    const { events, dialog } = await openDialog();
    const save = dialog.getByRole('button', { name: 'Salva' });
    const slug = dialog.getByRole('textbox', { name: 'Slug' });
    expect(slug).toBeRequired();
    expect(save).toBeDisabled();
    await events.type(slug, '   ');
    expect(save).toBeDisabled();
    await events.type(slug, 'festa');
    expect(save).toBeEnabled();
  });

  it('shows the returned error in the dialog', async () => {
    vi.mocked(addEvent).mockResolvedValue(
      fail('already-exists', 'Esiste già un evento con lo slug "festa".'),
    );
    const { events, location, dialog } = await openDialog();
    await events.type(dialog.getByRole('textbox', { name: 'Slug' }), 'festa');
    await events.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Esiste già un evento con lo slug "festa".',
    );
    expect(addEvent).toHaveBeenCalledWith(staffUser, 'festa');
    expect(location()).toBe('/admin/events');
  });

  it('opens the new event on success (Enter submits)', async () => {
    vi.mocked(addEvent).mockResolvedValue(ok(anEvent({ slug: 'festa' })));
    const { events, location, dialog } = await openDialog();
    await events.type(dialog.getByRole('textbox', { name: 'Slug' }), 'festa{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/events/festa'));
    expect(addEvent).toHaveBeenCalledWith(staffUser, 'festa');
  });

  it('closes with Annulla and clears the field', async () => {
    const { events, dialog } = await openDialog();
    await events.type(dialog.getByRole('textbox', { name: 'Slug' }), 'x');
    await events.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Nuovo' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByRole('textbox', { name: 'Slug' })).toHaveValue('');
    expect(addEvent).not.toHaveBeenCalled();
  });
});

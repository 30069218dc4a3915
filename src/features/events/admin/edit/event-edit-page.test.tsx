import '#src/components/rich-text/jsdom-editor-stubs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectText } from '#src/components/rich-text/select-text';
import { fail, ok, type Result } from '#src/lib/data/result';
import { anEvent, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { getEvent, updateEvent } from '../../api/events-api';
import type { HorseEvent } from '../../model/event';
import { eventFieldErrors as fieldErrors } from '../../model/event-draft';
import { EventEditPage } from './event-edit-page';

vi.mock('../../api/events-api', () => ({ getEvent: vi.fn(), updateEvent: vi.fn() }));

const festa = anEvent({
  name_it: "Festa dell'equinozio",
  name_en: 'Equinox party',
  date: new Date('2026-09-21T12:00:00Z'),
  location: 'Oasi Equinozio',
  description_it: '<p>Visite ai <strong>paddock</strong></p>',
});

beforeEach(() => {
  vi.mocked(getEvent).mockResolvedValue(ok(festa));
  vi.mocked(updateEvent).mockImplementation(async (_actor, _slug, event) => ok(event));
});

afterEach(() => {
  vi.mocked(getEvent).mockReset();
  vi.mocked(updateEvent).mockReset();
});

function renderPage(slug = 'festa') {
  return renderPageWithRouter(slug).events;
}

function renderPageWithRouter(slug = 'festa') {
  return renderAdmin(<EventEditPage slug={slug} />, {
    path: `/admin/events/${slug}`,
    routes: { '/admin/events': <h1>Lista eventi</h1> },
  });
}

function pendingSaves() {
  const finishers: ((result: Result<HorseEvent>) => void)[] = [];
  vi.mocked(updateEvent).mockImplementation(
    () =>
      new Promise<Result<HorseEvent>>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return finishers;
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Eventi: Festa' });
const saveButton = () => screen.getByRole('button', { name: 'Salva' });
const field = (name: string) => screen.getByRole('textbox', { name });

it('shows a spinner, then the event titled "Eventi: Festa" with its fields', async () => {
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent("Caricamento dell'evento…");
  await loaded();
  expect(getEvent).toHaveBeenCalledWith('festa');
  await waitFor(() => expect(document.title).toMatch(/^Eventi: Festa \|/));
  expect(field('Slug')).toHaveValue('festa');
  expect(field('Slug')).toHaveAttribute('readonly');
  expect(field('Nome')).toHaveValue('Festa');
  expect(field('Nome')).toBeRequired();
  expect(field('Nome (italiano)')).toHaveValue("Festa dell'equinozio");
  expect(field('Nome (inglese)')).toHaveValue('Equinox party');
  const date = screen.getByLabelText(/^Data e ora/);
  expect(date).toHaveAttribute('type', 'datetime-local');
  expect(date).toHaveValue('2026-09-21T14:00');
  expect(field('Luogo')).toHaveValue('Oasi Equinozio');
  const description = field('Descrizione (italiano)');
  expect(description).toHaveAttribute('aria-multiline', 'true');
  expect(within(description).getByText('paddock').tagName).toBe('STRONG');
  expect(field('Descrizione (inglese)')).toHaveTextContent('');
  expect(saveButton()).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/admin/events');
});

it('shows and logs why the event cannot be loaded (unknown slug)', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(getEvent).mockResolvedValue(fail('not-found', 'events/nessuno non esiste.'));
  renderPage('nessuno');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Evento non caricato: events/nessuno non esiste.',
  );
  expect(console.error).toHaveBeenCalledWith(
    'Loading event nessuno failed: events/nessuno non esiste.',
  );
  expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
});

it('disables Salva while the name is empty or only spaces, names it and leads to it', async () => {
  const events = renderPage();
  await loaded();
  expect(saveButton()).not.toHaveAccessibleDescription();
  await events.clear(field('Nome'));
  expect(saveButton()).toBeDisabled();
  expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Nome».');
  expect(field('Nome')).toBeInvalid();
  expect(field('Nome')).toHaveAccessibleDescription(fieldErrors.name);
  await events.click(field('Luogo'));
  await events.click(screen.getByRole('button', { name: 'Vai a «Nome»' }));
  expect(field('Nome')).toHaveFocus();
  await events.type(field('Nome'), '   ');
  expect(saveButton()).toBeDisabled();
  await events.type(field('Nome'), 'Festa nuova');
  expect(saveButton()).toBeEnabled();
  expect(saveButton()).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/Da correggere/)).not.toBeInTheDocument();
  expect(field('Nome')).not.toBeInvalid();
});

it('shows a hidden event unticked, and saves it as shown on the site once ticked', async () => {
  const events = renderPage();
  await loaded();
  const shown = screen.getByRole('checkbox', { name: 'Visibile sul sito' });
  expect(shown).not.toBeChecked();
  expect(shown).toHaveAccessibleDescription(/resta nascosto ai visitatori/);
  await events.click(shown);
  await events.click(saveButton());
  expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  expect(updateEvent).toHaveBeenCalledWith(staffUser, 'festa', { ...festa, showWeb: true });
});

it('disables Salva while the date is empty', async () => {
  const events = renderPage();
  await loaded();
  await events.clear(screen.getByLabelText(/^Data e ora/));
  expect(saveButton()).toBeDisabled();
  expect(screen.getByLabelText(/^Data e ora/)).toHaveAccessibleDescription(
    `Ora italiana. ${fieldErrors.date}`,
  );
  expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Data e ora».');
  await events.clear(field('Nome'));
  expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Nome» e un altro campo.');
  await events.type(field('Luogo'), '{Enter}');
  expect(updateEvent).not.toHaveBeenCalled();
});

it('saves the whole event as the signed-in user, the date read as Italian time', async () => {
  const events = renderPage();
  await loaded();
  await events.clear(field('Nome'));
  await events.type(field('Nome'), 'Festa di autunno');
  await events.clear(field('Luogo'));
  await events.type(field('Luogo'), 'Paddock grande');
  const date = screen.getByLabelText(/^Data e ora/);
  await events.clear(date);
  await events.type(date, '2026-10-04T15:30');
  await events.click(saveButton());

  expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  expect(updateEvent).toHaveBeenCalledWith(staffUser, 'festa', {
    ...festa,
    name: 'Festa di autunno',
    location: 'Paddock grande',
    date: new Date('2026-10-04T13:30:00Z'),
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi: Festa di autunno');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await events.type(field('Luogo'), '!');
  expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
});

it('keeps the loaded date exactly when it is not edited, or typed back as it was', async () => {
  vi.mocked(getEvent).mockResolvedValue(ok({ ...festa, date: new Date('2026-09-21T12:00:42Z') }));
  const events = renderPage();
  await loaded();
  await events.click(saveButton());
  await screen.findByText('Dati salvati correttamente!');
  expect(vi.mocked(updateEvent).mock.calls[0]?.[2].date).toEqual(new Date('2026-09-21T12:00:42Z'));

  const date = screen.getByLabelText(/^Data e ora/);
  await events.clear(date);
  await events.type(date, '2026-09-21T14:00');
  await events.click(saveButton());
  await waitFor(() => expect(updateEvent).toHaveBeenCalledTimes(2));
  expect(vi.mocked(updateEvent).mock.calls[1]?.[2].date).toEqual(new Date('2026-09-21T12:00:42Z'));
});

it('shows a failed save in red and keeps what was typed', async () => {
  vi.mocked(updateEvent).mockResolvedValue(
    fail('permission-denied', 'Non hai i permessi per questa operazione.'),
  );
  const events = renderPage();
  await loaded();
  await events.clear(field('Nome'));
  await events.type(field('Nome'), 'Festa rinviata');
  await events.type(field('Nome (inglese)'), ' (postponed)');
  await events.click(saveButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Non hai i permessi per questa operazione.');
  expect(alert).toHaveClass('text-danger');
  expect(screen.queryByText('Dati salvati correttamente!')).not.toBeInTheDocument();
  expect(field('Nome')).toHaveValue('Festa rinviata');
  expect(field('Nome (inglese)')).toHaveValue('Equinox party (postponed)');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi: Festa');
  expect(saveButton()).toBeEnabled();

  vi.mocked(updateEvent).mockImplementation(async (_actor, _slug, event) => ok(event));
  await events.click(saveButton());
  expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi: Festa rinviata');
});

it('edits the descriptions with the rich-text editor and saves their HTML', async () => {
  const events = renderPage();
  await loaded();
  const italian = field('Descrizione (italiano)');
  await events.click(italian);
  selectText(italian, 'Visite');
  const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Descrizione (italiano)' });
  await events.click(within(toolbar).getByRole('button', { name: 'Corsivo' }));

  const english = field('Descrizione (inglese)');
  await events.click(english);
  await events.paste('Guided visits');
  await events.keyboard('{Control>}a{/Control}');
  await events.click(
    within(screen.getByRole('toolbar', { name: 'Formattazione: Descrizione (inglese)' })).getByRole(
      'button',
      { name: 'Elenco puntato' },
    ),
  );
  await events.click(saveButton());

  expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  expect(updateEvent).toHaveBeenCalledWith(staffUser, 'festa', {
    ...festa,
    description_it: '<p><em>Visite</em> ai <strong>paddock</strong></p>',
    description_en: '<ul><li>Guided visits</li></ul>',
  });
});

it('goes back to the event list', async () => {
  const events = renderPage();
  await loaded();
  await events.click(screen.getByRole('link', { name: 'Indietro' }));
  expect(screen.getByRole('heading', { name: 'Lista eventi' })).toBeInTheDocument();
});

it('keeps what is typed while a save runs, and titles the page after what was saved', async () => {
  const finishers = pendingSaves();
  const events = renderPage();
  await loaded();
  await events.clear(field('Nome'));
  await events.type(field('Nome'), 'Festa di autunno');
  await events.click(saveButton());
  expect(saveButton()).toBeDisabled();
  expect(saveButton()).toHaveAttribute('aria-busy', 'true');

  await events.type(field('Luogo'), ', fienile');
  const date = screen.getByLabelText(/^Data e ora/);
  await events.clear(date);
  await events.type(date, '2026-10-04T15:30');
  await events.type(field('Nome'), '!');
  await events.click(saveButton()); // still running: sends nothing more
  expect(updateEvent).toHaveBeenCalledTimes(1);
  expect(updateEvent).toHaveBeenCalledWith(staffUser, 'festa', {
    ...festa,
    name: 'Festa di autunno',
  });

  await act(async () => finishers[0]?.(ok({ ...festa, name: 'Festa di autunno' })));
  expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi: Festa di autunno');
  expect(field('Nome')).toHaveValue('Festa di autunno!');
  expect(field('Luogo')).toHaveValue('Oasi Equinozio, fienile');
  expect(screen.getByLabelText(/^Data e ora/)).toHaveValue('2026-10-04T15:30');
  expect(saveButton()).toBeEnabled();

  const typedMeanwhile: HorseEvent = {
    ...festa,
    name: 'Festa di autunno!',
    location: 'Oasi Equinozio, fienile',
    date: new Date('2026-10-04T13:30:00Z'),
  };
  await events.click(saveButton());
  expect(updateEvent).toHaveBeenLastCalledWith(staffUser, 'festa', typedMeanwhile);
  await act(async () => finishers[1]?.(ok(typedMeanwhile)));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eventi: Festa di autunno!');
});

describe('leaving with unsaved changes', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Modifiche non salvate' });

  it('asks first; "Resta qui" stays with everything typed', async () => {
    const { events, location } = renderPageWithRouter();
    await loaded();
    await events.type(field('Luogo'), ', fienile');
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    await dialog();
    await events.click(screen.getByRole('button', { name: 'Resta qui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/events/festa');
    expect(field('Luogo')).toHaveValue('Oasi Equinozio, fienile');
    expect(updateEvent).not.toHaveBeenCalled();
  });

  it('"Esci senza salvare" leaves without saving', async () => {
    const { events, location } = renderPageWithRouter();
    await loaded();
    await events.click(screen.getByRole('checkbox', { name: 'Visibile sul sito' }));
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    await events.click(within(await dialog()).getByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByRole('heading', { name: 'Lista eventi' })).toBeInTheDocument();
    expect(location()).toBe('/admin/events');
    expect(updateEvent).not.toHaveBeenCalled();
  });

  it('does not ask once the changes are saved', async () => {
    const { events, location } = renderPageWithRouter();
    await loaded();
    await events.type(field('Luogo'), ', fienile');
    await events.click(saveButton());
    await screen.findByText('Dati salvati correttamente!');
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks while a save is still running', async () => {
    const finishers = pendingSaves();
    const { events, location } = renderPageWithRouter();
    await loaded();
    await events.type(field('Luogo'), ', fienile');
    await events.click(saveButton());
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    await dialog();
    expect(location()).toBe('/admin/events/festa');
    await act(async () => finishers[0]?.(ok({ ...festa, location: 'Oasi Equinozio, fienile' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts a half-typed date as unsaved, though the event keeps its date', async () => {
    const { events, location } = renderPageWithRouter();
    await loaded();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    // A browser reports a date-time input that is not complete as empty.
    await events.clear(screen.getByLabelText(/^Data e ora/));
    expect(unload()).toBe(true);
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    await events.click(within(await dialog()).getByRole('button', { name: 'Resta qui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/events/festa');

    await events.type(screen.getByLabelText(/^Data e ora/), '2026-09-21T14:00');
    expect(unload()).toBe(false);
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/events');
  });
});

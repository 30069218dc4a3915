import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routePatterns } from '#src/config/paths';
import type { HorseEvent } from '#src/features/events/model/event';
import { eventView, summarizeEvent } from '#src/features/events/web-event-view';
import { loadEvent, loadEvents } from '#src/features/events/web-events';
import { fail, ok, type Result } from '#src/lib/data/result';
import { notBuilt } from '#src/test-support/page-data';
import { EventPage, eventLoader } from './event';
import { EventsPage, eventsLoader } from './events';
import { HomePage, homeLoader } from './home';

// The events' pages (the home's upcoming events, the lists, one event) take their data from their
// routes' loaders (decision 84): the build's answer is the router's hydration data, and the
// visit's fresh read corrects it. web-events (the reads) is mocked for every unit test
// (tests/setup/unit.ts).

const festa: HorseEvent = {
  slug: 'festa',
  name: 'Festa',
  name_it: 'Festa di primavera',
  name_en: 'Spring party',
  date: new Date('2030-04-18T08:00:00.000Z'),
  location: 'Oasi',
  description_it: '<p>Pranzo nel prato</p>',
  description_en: '<p>Lunch on the meadow</p>',
  showWeb: true,
};
const corso: HorseEvent = { ...festa, slug: 'corso', name_it: 'Corso', name_en: '' };

const routes = [
  { id: 'home', path: '/', loader: homeLoader, Component: HomePage },
  { id: 'events', path: routePatterns.events.it, loader: eventsLoader, Component: EventsPage },
  { id: 'event', path: routePatterns.event.it, loader: eventLoader, Component: EventPage },
  { id: 'event-en', path: routePatterns.event.en, loader: eventLoader, Component: EventPage },
];

/** A prerendered page: the router hydrates with what the build's loader answered. */
function hydrate(path: string, id: string, built: Result<unknown>) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: { loaderData: { [id]: built } },
  });
  return render(<RouterProvider router={router} />);
}

/** A page the browser renders on its own (the app shell, a link inside the app). */
function visit(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

function pending<T>() {
  let answer: (result: Result<T>) => void = () => {};
  const promise = new Promise<Result<T>>((resolve) => (answer = resolve));
  return {
    promise,
    answer: (result: Result<T>) =>
      act(async () => {
        answer(result);
        await promise;
      }),
  };
}

const cards = () => screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label'));

afterEach(() => {
  vi.mocked(loadEvents).mockReset();
  vi.mocked(loadEvents).mockResolvedValue(ok([]));
  vi.mocked(loadEvent).mockReset();
});

describe('the event lists’ data', () => {
  it('starts from the lists the page was built with, then shows the visit’s read', async () => {
    const read = pending<HorseEvent[]>();
    vi.mocked(loadEvents).mockReturnValue(read.promise);
    hydrate('/it/eventi', 'events', ok({ next: [summarizeEvent(festa)], past: [] }));
    expect(cards()).toEqual([expect.stringContaining('Festa di primavera')]);
    expect(loadEvents).toHaveBeenCalledWith(expect.anything(), 'next', undefined);
    await read.answer(ok([corso]));
    // The one published list answers both lists.
    expect(cards()).toEqual([expect.stringContaining('Corso'), expect.stringContaining('Corso')]);
  });

  it('loads on a page built without them, and says so when the read fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadEvents).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    hydrate('/it/eventi', 'events', notBuilt);
    expect(screen.getAllByText('Caricamento degli eventi…')[0]).toBeInTheDocument();
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Eventi del sito non letti: Non raggiungibile',
    );
  });

  it('keeps the built lists when the read fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const read = pending<HorseEvent[]>();
    vi.mocked(loadEvents).mockReturnValue(read.promise);
    hydrate('/it/eventi', 'events', ok({ next: [], past: [summarizeEvent(corso)] }));
    await read.answer(fail('unavailable', 'Non raggiungibile'));
    expect(cards()).toEqual([expect.stringContaining('Corso')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces on the home the upcoming events it was built with', async () => {
    vi.mocked(loadEvents).mockReturnValue(new Promise(() => {}));
    hydrate('/', 'home', ok([summarizeEvent(festa)]));
    expect(screen.getByRole('heading', { level: 2, name: 'Prossimi eventi' })).toBeVisible();
    expect(cards()).toContainEqual(expect.stringContaining('Festa di primavera'));
  });
});

describe('an event page’s data', () => {
  it('starts from the event its page was built with, in its language', async () => {
    vi.mocked(loadEvent).mockReturnValue(new Promise(() => {}));
    hydrate('/en/events/festa', 'event-en', ok(eventView(festa, 'en')));
    expect(screen.getByRole('heading', { level: 1, name: 'Spring party' })).toBeVisible();
    // The loader did not run again: the only read is the visit's fresh one.
    expect(loadEvent).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'festa');
    // A page the browser renders itself waits for its loader.
    visit('/it/eventi/corso');
    expect(screen.queryByRole('heading', { level: 1, name: 'Corso' })).toBeNull();
  });

  it('follows the visit’s read, keeping the built words of an unchanged date', async () => {
    const built = { ...eventView(festa, 'it'), when: 'il giorno della festa' };
    const read = pending<HorseEvent>();
    vi.mocked(loadEvent).mockReturnValue(read.promise);
    hydrate('/it/eventi/festa', 'event', ok(built));
    await read.answer(ok({ ...festa, location: 'Prato grande' }));
    expect(screen.getByText('Prato grande')).toBeVisible();
    expect(screen.getByText('il giorno della festa')).toBeVisible();
  });

  it('writes the new date in words when it changed since the build', async () => {
    vi.mocked(loadEvent).mockResolvedValue(
      ok({ ...festa, date: new Date('2030-04-19T08:00:00.000Z') }),
    );
    hydrate('/it/eventi/festa', 'event', ok({ ...eventView(festa, 'it'), when: 'il giorno' }));
    expect(await screen.findByText('venerdì 19 aprile 2030 alle ore 10:00')).toBeVisible();
  });

  it('is the not-found page once the read finds the event hidden or deleted', async () => {
    vi.mocked(loadEvent).mockResolvedValue(fail('not-found', 'events/festa non esiste.'));
    hydrate('/it/eventi/festa', 'event', ok(eventView(festa, 'it')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evento non trovato' }),
    ).toBeVisible();
  });

  it('keeps the built event when the read fails otherwise, and fails without one', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadEvent).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    const built = hydrate('/it/eventi/festa', 'event', ok(eventView(festa, 'it')));
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Festa di primavera' })).toBeVisible();
    built.unmount();
    hydrate('/it/eventi/corso', 'event', notBuilt);
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Evento corso non letto: Non raggiungibile',
    );
  });
});

describe('eventView', () => {
  it('shows the names and description of its language, the Italian description by default', () => {
    expect(eventView(festa, 'en')).toMatchObject({
      name: 'Spring party',
      description: '<p>Lunch on the meadow</p>',
      date: '2030-04-18T08:00:00.000Z',
    });
    expect(eventView({ ...festa, description_en: '' }, 'en').description).toBe(
      '<p>Pranzo nel prato</p>',
    );
    expect(eventView(corso, 'en').name).toBe('Festa');
    expect(eventView(festa, 'it').when).toBe('giovedì 18 aprile 2030 alle ore 10:00');
  });
});

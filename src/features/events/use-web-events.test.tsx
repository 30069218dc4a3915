import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fail, ok, type Result } from '#src/lib/data/result';
import type { HorseEvent } from './model/event';
import { useWebEvent, useWebEventList } from './use-web-events';
import { eventView, summarizeEvent } from './web-event-view';
import { WebEventsSnapshotContext, type WebEventsSnapshot } from './web-events-snapshot';
import { loadEvent, loadEvents } from './web-events';

// web-events (the reads) is mocked for every unit test (tests/setup/unit.ts).

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

function renderBuiltWith<T>(snapshot: WebEventsSnapshot | undefined, hook: () => T) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WebEventsSnapshotContext value={snapshot}>{children}</WebEventsSnapshotContext>
    ),
  });
}

afterEach(() => {
  vi.mocked(loadEvents).mockReset();
  vi.mocked(loadEvent).mockReset();
});

describe('useWebEventList', () => {
  it('starts from the lists the page was built with, then shows the visit’s read', async () => {
    const snapshot: WebEventsSnapshot = { lists: { next: [summarizeEvent(festa)], past: [] } };
    const read = pending<HorseEvent[]>();
    vi.mocked(loadEvents).mockReturnValue(read.promise);
    const { result } = renderBuiltWith(snapshot, () => useWebEventList('next').state);
    expect(result.current).toEqual({ status: 'ready', data: [summarizeEvent(festa)] });
    expect(loadEvents).toHaveBeenCalledWith(expect.anything(), 'next');
    await read.answer(ok([corso]));
    expect(result.current).toEqual({ status: 'ready', data: [summarizeEvent(corso)] });
  });

  it('loads without a snapshot, and says so when the read fails', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadEvents).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    const { result } = renderBuiltWith(undefined, () => useWebEventList('past').state);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Eventi del sito non letti: Non raggiungibile',
    );
  });

  it('keeps the built lists when the read fails', async () => {
    const snapshot: WebEventsSnapshot = { lists: { next: [], past: [summarizeEvent(corso)] } };
    const read = pending<HorseEvent[]>();
    vi.mocked(loadEvents).mockReturnValue(read.promise);
    const { result } = renderBuiltWith(snapshot, () => useWebEventList('past').state);
    await read.answer(fail('unavailable', 'Non raggiungibile'));
    expect(result.current).toEqual({ status: 'ready', data: [summarizeEvent(corso)] });
  });
});

describe('useWebEvent', () => {
  it('starts from the event its page was built with, in that language only', () => {
    const built = eventView(festa, 'en');
    const snapshot: WebEventsSnapshot = { event: built };
    vi.mocked(loadEvent).mockReturnValue(new Promise(() => {}));
    expect(
      renderBuiltWith(snapshot, () => useWebEvent('festa', 'en').state).result.current,
    ).toEqual({
      status: 'ready',
      data: built,
    });
    expect(
      renderBuiltWith(snapshot, () => useWebEvent('festa', 'it').state).result.current.status,
    ).toBe('loading');
    expect(
      renderBuiltWith(snapshot, () => useWebEvent('corso', 'en').state).result.current.status,
    ).toBe('loading');
  });

  it('follows the visit’s read, keeping the built words of an unchanged date', async () => {
    const built = { ...eventView(festa, 'it'), when: 'il giorno della festa' };
    const snapshot: WebEventsSnapshot = { event: built };
    const read = pending<HorseEvent>();
    vi.mocked(loadEvent).mockReturnValue(read.promise);
    const { result } = renderBuiltWith(snapshot, () => useWebEvent('festa', 'it').state);
    await read.answer(ok({ ...festa, location: 'Prato grande' }));
    expect(result.current).toEqual({
      status: 'ready',
      data: { ...built, location: 'Prato grande' },
    });
  });

  it('writes the new date in words when it changed since the build', async () => {
    const snapshot: WebEventsSnapshot = {
      event: { ...eventView(festa, 'it'), when: 'il giorno della festa' },
    };
    vi.mocked(loadEvent).mockResolvedValue(
      ok({ ...festa, date: new Date('2030-04-19T08:00:00.000Z') }),
    );
    const { result } = renderBuiltWith(snapshot, () => useWebEvent('festa', 'it').state);
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'ready',
        data: expect.objectContaining({ when: 'venerdì 19 aprile 2030 alle ore 10:00' }),
      }),
    );
  });

  it('is null once the read finds the event hidden or deleted', async () => {
    const snapshot: WebEventsSnapshot = { event: eventView(festa, 'it') };
    vi.mocked(loadEvent).mockResolvedValue(fail('not-found', 'events/festa non esiste.'));
    const { result } = renderBuiltWith(snapshot, () => useWebEvent('festa', 'it').state);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: null }));
  });

  it('keeps the built event when the read fails otherwise, and fails without one', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const snapshot: WebEventsSnapshot = { event: eventView(festa, 'it') };
    vi.mocked(loadEvent).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    const built = renderBuiltWith(snapshot, () => useWebEvent('festa', 'it').state);
    const unknown = renderBuiltWith(snapshot, () => useWebEvent('corso', 'it').state);
    await waitFor(() => expect(unknown.result.current.status).toBe('failed'));
    expect(built.result.current).toEqual({ status: 'ready', data: eventView(festa, 'it') });
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

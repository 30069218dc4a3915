import { ok } from '#src/lib/data/result';
import { findWebEvent, listEvents } from './api/web-event-api';
import { loadEvent, loadEvents } from './web-events';

// The real module (the other unit tests get a mock of it, tests/setup/unit.ts), on a mocked api.
vi.unmock('./web-events');
vi.mock('./api/web-event-api', () => ({
  listEvents: vi.fn(async () => ok([])),
  findWebEvent: vi.fn(async () => ok({})),
}));

afterEach(() => vi.useRealTimers());

describe('loadEvents', () => {
  it('asks for the events from the start of today in Rome, not from this moment', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-19T20:00:00.000Z'), toFake: ['Date'] });
    await loadEvents('next');
    expect(listEvents).toHaveBeenLastCalledWith({
      when: 'next',
      now: new Date('2026-05-18T22:00:00.000Z'),
    });
    await loadEvents('past');
    expect(listEvents).toHaveBeenLastCalledWith({
      when: 'past',
      now: new Date('2026-05-18T22:00:00.000Z'),
    });
  });
});

describe('loadEvent', () => {
  it('finds one web event by its slug', async () => {
    await loadEvent('festa');
    expect(findWebEvent).toHaveBeenCalledWith('festa');
  });
});

import { ok } from '#src/lib/data/result';
import { isPublishing, runPublication, subscribeToPublishing } from './publication-runner';
import { publishEverything, publishPending } from './publisher';

vi.mock('./publisher', () => ({ publishPending: vi.fn(), publishEverything: vi.fn() }));

function held() {
  let release!: () => void;
  const done = new Promise<ReturnType<typeof ok<{ files: number; revision: number }>>>(
    (resolve) => (release = () => resolve(ok({ files: 1, revision: 1 }))),
  );
  return { done, release };
}

describe('runPublication', () => {
  it('runs one publication at a time, and queues the requests made meanwhile as one run', async () => {
    const first = held();
    const second = held();
    vi.mocked(publishPending).mockReturnValueOnce(first.done);
    vi.mocked(publishEverything).mockReturnValueOnce(second.done);
    const changes = vi.fn();
    const stop = subscribeToPublishing(changes);

    const running = runPublication();
    expect(isPublishing()).toBe(true);
    // Two requests while it runs, one of them for every file: one run after it, of every file.
    const queued = runPublication();
    const alsoQueued = runPublication(true);
    expect(alsoQueued).toBe(queued);
    expect(publishPending).toHaveBeenCalledTimes(1);

    first.release();
    await running;
    await vi.waitFor(() => expect(publishEverything).toHaveBeenCalledTimes(1));
    expect(publishPending).toHaveBeenCalledTimes(1);
    second.release();
    expect(await queued).toEqual(ok({ files: 1, revision: 1 }));
    expect(isPublishing()).toBe(false);
    expect(changes).toHaveBeenCalled();
    stop();
  });
});

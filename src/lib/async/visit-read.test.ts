import { fail, ok, type Result } from '#src/lib/data/result';
import { createVisitRead } from './visit-read';

describe('createVisitRead', () => {
  it('reads on the first ask only, and shares that read with every later ask', async () => {
    const load = vi.fn(async () => ok(['ada']));
    const visit = createVisitRead(load);
    expect(load).not.toHaveBeenCalled();
    expect(visit.latest()).toBeUndefined();
    const [first, second] = await Promise.all([visit.read(), visit.read()]);
    expect(await visit.read()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(visit.latest()).toEqual(['ada']);
  });

  it('forgets a failed read, so that the next ask tries again', async () => {
    const load = vi
      .fn<() => Promise<Result<string[]>>>()
      .mockResolvedValueOnce(fail('unavailable', 'offline'))
      .mockResolvedValueOnce(ok(['ada']));
    const visit = createVisitRead(load);
    expect(await visit.read()).toEqual(fail('unavailable', 'offline'));
    expect(visit.latest()).toBeUndefined();
    expect(await visit.read()).toEqual(ok(['ada']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a read that threw (its code could not be loaded)', async () => {
    const load = vi
      .fn<() => Promise<Result<string[]>>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValueOnce(ok(['ada']));
    const visit = createVisitRead(load);
    await expect(visit.read()).rejects.toThrow('chunk');
    expect(await visit.read()).toEqual(ok(['ada']));
  });

  it('belongs to one visit: another visit reads again', async () => {
    const load = vi.fn(async () => ok(['ada']));
    await createVisitRead(load).read();
    await createVisitRead(load).read();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

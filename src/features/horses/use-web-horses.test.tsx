import { act, renderHook, waitFor } from '@testing-library/react';
import type { PublicHorse } from './model/public-horse';
import { useWebHorse, useWebHorseList } from './use-web-horses';
import { loadWebHorses, primeWebHorses, resetWebHorses } from './web-horses';

const horse = (slug: string, name = slug) =>
  ({ slug, name, status: 'In cerca di casa', claim: `${name}!` }) as PublicHorse;

afterEach(() => {
  resetWebHorses();
});

describe('the web horses hooks', () => {
  it('start from the prerendered snapshot, then follow the visit’s fresh read', async () => {
    primeWebHorses({ list: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }] });
    let answer!: (value: { success: true; data: PublicHorse[] }) => void;
    vi.mocked(loadWebHorses).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useWebHorseList());
    // The first render (the one that hydrates) already has the data.
    expect(result.current).toEqual({
      status: 'ready',
      data: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    });
    await act(async () => answer({ success: true, data: [horse('ada', 'Ada'), horse('blu')] }));
    expect(result.current.status === 'ready' && result.current.data.map((h) => h.slug)).toEqual([
      'ada',
      'blu',
    ]);
  });

  it('keep the snapshot when the fresh read fails, rather than taking the page away', async () => {
    primeWebHorses({ horses: [horse('ada')] });
    vi.mocked(loadWebHorses).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderHook(() => useWebHorse('ada'));
    await waitFor(() => expect(loadWebHorses).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current).toEqual({ status: 'ready', data: horse('ada') });
  });

  it('report a failure when there is neither a snapshot nor a read', async () => {
    vi.mocked(loadWebHorses).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderHook(() => useWebHorseList());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('know a horse missing from a complete list is not on the site, and wait otherwise', () => {
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    primeWebHorses({ list: [{ slug: 'ada', name: 'Ada', status: 'Adottato' }] });
    expect(renderHook(() => useWebHorse('zorro')).result.current).toEqual({
      status: 'ready',
      data: null,
    });
    // Listed but not known in full: wait for the read rather than show half a page.
    expect(renderHook(() => useWebHorse('ada')).result.current.status).toBe('loading');
    primeWebHorses({ horses: [horse('ada')] });
    expect(renderHook(() => useWebHorse('zorro')).result.current.status).toBe('loading');
  });
});

import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PublicHorse } from './model/public-horse';
import { useWebHorse, useWebHorseList } from './use-web-horses';
import { loadWebHorses, type WebHorsesSnapshot } from './web-horses';
import { WebHorsesProvider } from './web-horses-visit';

const horse = (slug: string, name = slug) =>
  ({ slug, name, status: 'In cerca di casa', claim: `${name}!` }) as PublicHorse;

/** Renders `hook` inside a visit that starts from `snapshot`, as the app renders its pages. */
function renderInVisit<T>(hook: () => T, snapshot?: WebHorsesSnapshot) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WebHorsesProvider snapshot={snapshot}>{children}</WebHorsesProvider>
    ),
  });
}

describe('the web horses hooks', () => {
  it('start from the prerendered snapshot, then follow the visit’s fresh read', async () => {
    let answer!: (value: { success: true; data: PublicHorse[] }) => void;
    vi.mocked(loadWebHorses).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderInVisit(() => useWebHorseList(), {
      list: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    });
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
    vi.mocked(loadWebHorses).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderInVisit(() => useWebHorse('ada'), { horses: [horse('ada')] });
    await waitFor(() => expect(loadWebHorses).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current).toEqual({ status: 'ready', data: horse('ada') });
  });

  it('report a failure when there is neither a snapshot nor a read', async () => {
    vi.mocked(loadWebHorses).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderInVisit(() => useWebHorseList());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('know a horse missing from a complete list is not on the site, and wait otherwise', () => {
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    const list: WebHorsesSnapshot = { list: [{ slug: 'ada', name: 'Ada', status: 'Adottato' }] };
    expect(renderInVisit(() => useWebHorse('zorro'), list).result.current).toEqual({
      status: 'ready',
      data: null,
    });
    // Listed but not known in full: wait for the read rather than show half a page.
    expect(renderInVisit(() => useWebHorse('ada'), list).result.current.status).toBe('loading');
    const known = { horses: [horse('ada')] };
    expect(renderInVisit(() => useWebHorse('zorro'), known).result.current.status).toBe('loading');
  });

  it('read the list once per visit, and pages opened later start from that read', async () => {
    vi.mocked(loadWebHorses).mockClear();
    vi.mocked(loadWebHorses).mockResolvedValue({ success: true, data: [horse('ada', 'Ada')] });
    function HorsesPage() {
      const list = useWebHorseList();
      return <p>{list.status === 'ready' ? `${list.data.length} cavalli` : list.status}</p>;
    }
    function HorsePage() {
      const ada = useWebHorse('ada');
      return <p>{ada.status === 'ready' ? ada.data?.name : ada.status}</p>;
    }
    const { rerender } = render(
      <WebHorsesProvider>
        <HorsesPage />
      </WebHorsesProvider>,
    );
    expect(await screen.findByText('1 cavalli')).toBeInTheDocument();
    // Another page of the same visit: its horse is known at once, from the visit's read.
    rerender(
      <WebHorsesProvider>
        <HorsePage />
      </WebHorsesProvider>,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await act(async () => {});
    expect(loadWebHorses).toHaveBeenCalledTimes(1);
    // A new visit reads again.
    renderInVisit(() => useWebHorseList());
    await waitFor(() => expect(loadWebHorses).toHaveBeenCalledTimes(2));
  });
});

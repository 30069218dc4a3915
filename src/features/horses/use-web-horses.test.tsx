import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PublicHorse } from './model/public-horse';
import type { WebHorseSummary, WebHorsesSnapshot } from './web-horses';
import { useWebHorse, useWebHorseList } from './use-web-horses';
import { loadWebHorse, loadWebHorses } from './web-horses';
import { WebHorsesProvider } from './web-horses-visit';

const horse = (slug: string, name = slug) =>
  ({ slug, name, status: 'In cerca di casa', claim: `${name}!` }) as PublicHorse;

function renderInVisit<T>(hook: () => T, snapshot?: WebHorsesSnapshot) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WebHorsesProvider snapshot={snapshot}>{children}</WebHorsesProvider>
    ),
  });
}

describe('the web horses hooks', () => {
  it('start from the prerendered snapshot, then follow the visit’s fresh read', async () => {
    let answer!: (value: { success: true; data: WebHorseSummary[] }) => void;
    vi.mocked(loadWebHorses).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderInVisit(() => useWebHorseList().state, {
      list: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    });
    expect(result.current).toEqual({
      status: 'ready',
      data: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    });
    await act(async () =>
      answer({
        success: true,
        data: [
          { slug: 'ada', name: 'Ada', status: 'In cerca di casa' },
          { slug: 'blu', name: 'blu', status: 'In cerca di casa' },
        ],
      }),
    );
    expect(result.current.status === 'ready' && result.current.data.map((h) => h.slug)).toEqual([
      'ada',
      'blu',
    ]);
  });

  it('keep the snapshot when the fresh read fails, rather than taking the page away', async () => {
    vi.mocked(loadWebHorse).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderInVisit(() => useWebHorse('ada').state, { horses: [horse('ada')] });
    await waitFor(() => expect(loadWebHorse).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current).toEqual({ status: 'ready', data: horse('ada') });
  });

  it('report a failure when there is neither a snapshot nor a read', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadWebHorses).mockResolvedValueOnce({
      success: false,
      error: { code: 'unavailable', message: 'offline' },
    });
    const { result } = renderInVisit(() => useWebHorseList().state);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(console.error).toHaveBeenCalledExactlyOnceWith('Cavalli del sito non letti: offline');
  });

  it('read a horse from its own page file: null when the site has none, loading until then', async () => {
    vi.mocked(loadWebHorse).mockImplementation(async (_reads, slug) => ({
      success: true,
      data: slug === 'ada' ? horse('ada', 'Ada') : null,
    }));
    const ada = renderInVisit(() => useWebHorse('ada').state);
    expect(ada.result.current.status).toBe('loading');
    await waitFor(() =>
      expect(ada.result.current).toEqual({ status: 'ready', data: horse('ada', 'Ada') }),
    );
    const zorro = renderInVisit(() => useWebHorse('zorro').state);
    await waitFor(() => expect(zorro.result.current).toEqual({ status: 'ready', data: null }));
    vi.mocked(loadWebHorse).mockReset();
  });

  it('read the list once per visit, and pages opened later start from that read', async () => {
    vi.mocked(loadWebHorses).mockClear();
    vi.mocked(loadWebHorses).mockResolvedValue({
      success: true,
      data: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    });
    function HorsesPage() {
      const list = useWebHorseList().state;
      return <p>{list.status === 'ready' ? `${list.data.length} cavalli` : list.status}</p>;
    }
    function OtherPage() {
      const list = useWebHorseList().state;
      return <p>{list.status === 'ready' ? list.data[0]?.name : list.status}</p>;
    }
    const { rerender } = render(
      <WebHorsesProvider>
        <HorsesPage />
      </WebHorsesProvider>,
    );
    expect(await screen.findByText('1 cavalli')).toBeInTheDocument();
    rerender(
      <WebHorsesProvider>
        <OtherPage />
      </WebHorsesProvider>,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await act(async () => {});
    expect(loadWebHorses).toHaveBeenCalledTimes(1);
    renderInVisit(() => useWebHorseList().state);
    await waitFor(() => expect(loadWebHorses).toHaveBeenCalledTimes(2));
  });
});

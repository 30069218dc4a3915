import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WebHorseSummary, WebHorsesSnapshot } from './web-horses';
import { useWebHorseList } from './use-web-horses';
import { loadWebHorses } from './web-horses';
import { WebHorsesProvider } from './web-horses-visit';

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

import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ok } from '#src/lib/data/result';
import { PageData } from '#src/test-support/page-data';
import type { WebHorseSummary } from './web-horses';
import { useWebHorseList } from './use-web-horses';
import { loadWebHorses } from './web-horses';

/** A page whose loader answered `built` at build time (none: built without the list). */
function renderInVisit<T>(hook: () => T, built?: readonly WebHorseSummary[]) {
  return renderHook(hook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PageData built={built && ok(built)}>{children}</PageData>
    ),
  });
}

describe('the web horses hooks', () => {
  it('start from the page’s loader’s answer, then follow the visit’s fresh read', async () => {
    let answer!: (value: { success: true; data: WebHorseSummary[] }) => void;
    vi.mocked(loadWebHorses).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderInVisit(
      () => useWebHorseList().state,
      [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }],
    );
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

  it('report a failure when there is neither a loader’s answer nor a read', async () => {
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

  it('read the list once on a hydrated page; a page opened later starts from its loader', async () => {
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
    const first = render(
      <PageData>
        <HorsesPage />
      </PageData>,
    );
    expect(await screen.findByText('1 cavalli')).toBeInTheDocument();
    expect(loadWebHorses).toHaveBeenCalledTimes(1);
    first.unmount();
    // The list its loader read (the visit's reads fetch the file once: published-reads.test.ts).
    render(
      <PageData built={ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }])}>
        <OtherPage />
      </PageData>,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await act(async () => {});
    renderInVisit(() => useWebHorseList().state);
    await waitFor(() => expect(loadWebHorses).toHaveBeenCalledTimes(3));
  });
});

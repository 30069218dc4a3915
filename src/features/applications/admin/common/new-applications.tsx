import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { ready, type AsyncState, type Read } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
  countNewVolunteerApplications,
} from '../../api/applications-api';

export interface NewApplications {
  readonly adoption: number;
  readonly cession: number;
  /** Members still "Da contattare". */
  readonly circle: number;
  /** Volunteers still "Da contattare". */
  readonly volunteer: number;
}

/** What the menu shows: null for a count that failed (it is only logged). */
export type NewApplicationCounts = { readonly [K in keyof NewApplications]: number | null };

type Counted = { readonly [K in keyof NewApplications]: Result<number> };

interface CountsSource {
  /** Undefined until the first count answers. */
  readonly counted: Counted | undefined;
  readonly counting: boolean;
  readonly refresh: () => void;
}

const CountsContext = createContext<CountsSource | undefined>(undefined);

const logFailure = (what: string) => (result: Result<number>) => {
  if (!result.success) {
    console.error(`${what}: conteggio delle nuove non riuscito: ${result.error.message}`);
  }
  return result;
};

async function countAll(): Promise<Counted> {
  const [adoption, cession, circle, volunteer] = await Promise.all([
    countNewAdoptionApplications().then(logFailure('Candidature adozione')),
    countNewCessionApplications().then(logFailure('Candidature cessione')),
    countNewCircleApplications().then(logFailure('Candidature cerchie')),
    countNewVolunteerApplications().then(logFailure('Candidature volontariato')),
  ]);
  return { adoption, cession, circle, volunteer };
}

/** The four counts at once, outside the shell's context (the weekly mail, decision 94). */
export async function countNewApplications(): Promise<Result<NewApplications>> {
  const { adoption, cession, circle, volunteer } = await countAll();
  if (!adoption.success) return adoption;
  if (!cession.success) return cession;
  if (!circle.success) return circle;
  if (!volunteer.success) return volunteer;
  return {
    success: true,
    data: {
      adoption: adoption.data,
      cession: cession.data,
      circle: circle.data,
      volunteer: volunteer.data,
    },
  };
}

/** Applications keep arriving while the back office is open: older counts are read again. */
export const COUNTS_STALE_AFTER_MS = 60_000;

/**
 * The back office's one count of new applications: read when the shell mounts and again on
 * `refresh` (a page that changed an application's state, a "Riprova"), and on a navigation or a
 * return to the tab once the last count is a minute old. A late answer for an earlier count is
 * ignored.
 */
export function NewApplicationCountsProvider({ children }: { readonly children: ReactNode }) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ round: number; counted: Counted }>();
  const refresh = useCallback(() => setRound((current) => current + 1), []);
  const countedAt = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    countedAt.current = Date.now();
    let current = true;
    void countAll().then((counted) => {
      if (current) setAnswer({ round, counted });
    });
    return () => {
      current = false;
    };
  }, [round]);

  useEffect(() => {
    if (Date.now() - countedAt.current >= COUNTS_STALE_AFTER_MS) refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    const onVisible = () => {
      const stale = Date.now() - countedAt.current >= COUNTS_STALE_AFTER_MS;
      if (document.visibilityState === 'visible' && stale) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const source = useMemo<CountsSource>(
    () => ({ counted: answer?.counted, counting: answer?.round !== round, refresh }),
    [answer, round, refresh],
  );
  return <CountsContext value={source}>{children}</CountsContext>;
}

function useCountsSource(): CountsSource {
  const source = useContext(CountsContext);
  if (!source) throw new Error('The new applications are counted inside the admin shell');
  return source;
}

const noRefresh = () => {};

/** Outside the shell (a page's own test) there is nothing to refresh. */
export const useRefreshNewApplicationCounts = (): (() => void) =>
  useContext(CountsContext)?.refresh ?? noRefresh;

export function useNewApplicationCounts(): NewApplicationCounts {
  const { counted } = useCountsSource();
  const shown = (result: Result<number> | undefined) => (result?.success ? result.data : null);
  return {
    adoption: shown(counted?.adoption),
    cession: shown(counted?.cession),
    circle: shown(counted?.circle),
    volunteer: shown(counted?.volunteer),
  };
}

function figures({ adoption, cession, circle, volunteer }: Counted): AsyncState<NewApplications> {
  if (!adoption.success) return { status: 'failed', error: adoption.error };
  if (!cession.success) return { status: 'failed', error: cession.error };
  if (!circle.success) return { status: 'failed', error: circle.error };
  if (!volunteer.success) return { status: 'failed', error: volunteer.error };
  return ready({
    adoption: adoption.data,
    cession: cession.data,
    circle: circle.data,
    volunteer: volunteer.data,
  });
}

/**
 * The same figures as a read, for a page that shows them all or says why it cannot: failed if
 * any count failed, and "Riprova" counts again for the menu too.
 */
export function useNewApplicationsRead(): Read<NewApplications> {
  const { counted, counting, refresh } = useCountsSource();
  const state = useMemo<AsyncState<NewApplications>>(() => {
    if (!counted) return { status: 'loading' };
    const settled = figures(counted);
    // A retried failure shows the spinner until the new count answers.
    return settled.status === 'failed' && counting ? { status: 'loading' } : settled;
  }, [counted, counting]);
  return { state, retry: refresh };
}

export const newCountText = (count: number): string => (count === 1 ? '1 nuova' : `${count} nuove`);

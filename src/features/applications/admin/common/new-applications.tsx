import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Result } from '#src/lib/data/result';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
} from '../../api/applications-api';

export interface NewApplicationCounts {
  readonly adoption: number | null;
  readonly cession: number | null;
  /** Members still "Da contattare". */
  readonly circle: number | null;
}

const RefreshContext = createContext<() => void>(() => {});

export const useRefreshNewApplicationCounts = (): (() => void) => useContext(RefreshContext);

export interface NewApplicationCountsProviderProps {
  readonly refresh: () => void;
  readonly children: ReactNode;
}

export function NewApplicationCountsProvider({
  refresh,
  children,
}: NewApplicationCountsProviderProps) {
  return <RefreshContext value={refresh}>{children}</RefreshContext>;
}

async function countOrNull(count: () => Promise<Result<number>>, what: string) {
  const result = await count();
  if (result.success) return result.data;
  console.error(`${what}: conteggio delle nuove non riuscito: ${result.error.message}`);
  return null;
}

/** A late answer for an earlier read is ignored; a failed count reads null (docs/product.md §8). */
export function useNewApplicationCounts(page: string): {
  counts: NewApplicationCounts;
  refresh: () => void;
} {
  const [counts, setCounts] = useState<NewApplicationCounts>({
    adoption: null,
    cession: null,
    circle: null,
  });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    void Promise.all([
      countOrNull(countNewAdoptionApplications, 'Candidature adozione'),
      countOrNull(countNewCessionApplications, 'Candidature cessione'),
      countOrNull(countNewCircleApplications, 'Candidature cerchie'),
    ]).then(([adoption, cession, circle]) => {
      if (current) setCounts({ adoption, cession, circle });
    });
    return () => {
      current = false;
    };
  }, [page, round]);

  return { counts, refresh };
}

export const newCountText = (count: number): string => (count === 1 ? '1 nuova' : `${count} nuove`);

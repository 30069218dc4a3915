import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Result } from '#src/lib/data/result';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
} from '../../api/applications-api';

// How many adoption and cession applications no staff member has opened yet, for the back-office
// menu (docs/product.md "Public applications"). The menu counts again on every navigation and
// when a page says it opened one (useRefreshNewApplicationCounts), so the number goes down at once.

export interface NewApplicationCounts {
  /** Null while unknown or when the count failed: the menu then shows no number. */
  readonly adoption: number | null;
  readonly cession: number | null;
}

const RefreshContext = createContext<() => void>(() => {});

/** Says the counts may have changed (an application was opened); a no-op outside the shell. */
export const useRefreshNewApplicationCounts = (): (() => void) => useContext(RefreshContext);

export interface NewApplicationCountsProviderProps {
  readonly refresh: () => void;
  readonly children: ReactNode;
}

/** Gives the pages inside the shell the shell's `refresh`. */
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

/**
 * The counts of new applications, read when `page` (the current path) changes and when `refresh`
 * is called; a late answer for an earlier read is ignored. A failed count is logged to the console
 * and reads null (docs/product.md §8: the back office logs what fails, the menu simply shows less).
 */
export function useNewApplicationCounts(page: string): {
  counts: NewApplicationCounts;
  refresh: () => void;
} {
  const [counts, setCounts] = useState<NewApplicationCounts>({ adoption: null, cession: null });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    void Promise.all([
      countOrNull(countNewAdoptionApplications, 'Candidature adozione'),
      countOrNull(countNewCessionApplications, 'Candidature cessione'),
    ]).then(([adoption, cession]) => {
      if (current) setCounts({ adoption, cession });
    });
    return () => {
      current = false;
    };
  }, [page, round]);

  return { counts, refresh };
}

/** "1 nuova", "3 nuove": the count as a screen reader says it. */
export const newCountText = (count: number): string => (count === 1 ? '1 nuova' : `${count} nuove`);

import { useEffect, useRef, useState } from 'react';
import type { Result } from '#src/lib/data/result';
import { useRefreshNewApplicationCounts } from './new-applications';

/** A failed write is only logged; the application stays new for the next visit. */
export function useOpenApplication(
  isNew: boolean,
  open: () => Promise<Result<boolean>>,
  what: string,
): boolean {
  const [stillNew, setStillNew] = useState(isNew);
  const refreshCounts = useRefreshNewApplicationCounts();
  const started = useRef(false);

  useEffect(() => {
    if (!isNew || started.current) return;
    started.current = true;
    void open().then((result) => {
      if (result.success) {
        setStillNew(false);
        refreshCounts();
      } else {
        console.error(`${what}: non segnata come aperta: ${result.error.message}`);
      }
    });
  }, [isNew, open, what, refreshCounts]);

  return stillNew;
}

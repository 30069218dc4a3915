import { startTransition, useEffect } from 'react';
import { autoId } from '#src/lib/data/auto-id';

/**
 * Never in the prerendered HTML; reads the latest values, so a draft restored in the same commit
 * keeps its id.
 */
export function useApplicationId<V extends { readonly applicationId: string }>(
  applicationId: string,
  edit: (update: (values: V) => V) => void,
): void {
  useEffect(() => {
    if (applicationId !== '') return;
    const drawn = autoId();
    // In the same transition as the draft's check after hydration: one re-render of the form.
    startTransition(() =>
      edit((current) =>
        current.applicationId === '' ? { ...current, applicationId: drawn } : current,
      ),
    );
  }, [applicationId, edit]);
}

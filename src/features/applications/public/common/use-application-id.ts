import { useEffect } from 'react';
import { autoId } from '#src/lib/data/auto-id';

/**
 * Draws a public application's id (the Storage folder its photos are uploaded to before the document
 * exists) once the page runs in the browser, never in the prerendered HTML, unless a restored draft
 * brought its own; and again after each send or a fresh start, which empty the form. The update
 * reads the latest values, so a draft restored in the same commit keeps its id.
 */
export function useApplicationId<V extends { readonly applicationId: string }>(
  applicationId: string,
  edit: (update: (values: V) => V) => void,
): void {
  useEffect(() => {
    if (applicationId !== '') return;
    const drawn = autoId();
    edit((current) =>
      current.applicationId === '' ? { ...current, applicationId: drawn } : current,
    );
  }, [applicationId, edit]);
}

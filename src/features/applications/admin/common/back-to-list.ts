import { useLocation } from 'react-router';

/** What a list hands to the detail it opens: its filters, for "Indietro". */
export interface FromList {
  readonly listSearch: string;
}

/** The navigation state of a link from a list with these filters (`?region=Lombardia`). */
export const fromList = (search: string): FromList => ({ listSearch: search });

/**
 * The address of "Indietro": the list, with the filters it had when the detail was opened from it
 * (nothing when the detail was opened directly).
 */
export function useBackToList(listPath: string): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}

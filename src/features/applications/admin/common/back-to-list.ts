import { useLocation } from 'react-router';

export interface FromList {
  readonly listSearch: string;
}

export const fromList = (search: string): FromList => ({ listSearch: search });

export function useBackToList(listPath: string): string {
  const state = useLocation().state as Partial<FromList> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}

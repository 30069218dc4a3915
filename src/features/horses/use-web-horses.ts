import type { LoaderFunctionArgs } from 'react-router';
import type { Read } from '#src/lib/async/use-result';
import { readsOf, useLoaderRead } from '#src/lib/published/loader-reads';
import { loadWebHorses, type WebHorseSummary } from './web-horses';

/**
 * The loader of every page showing or offering the horses (the horses, support and circles pages,
 * the circle and adoption forms): the published list (decision 84).
 */
export const horseListLoader = ({ context }: LoaderFunctionArgs) => loadWebHorses(readsOf(context));

/** The horses as the page's loader read them, then as the visit reads them. */
export function useWebHorseList(): Read<readonly WebHorseSummary[]> {
  return useLoaderRead<readonly WebHorseSummary[]>('Cavalli del sito non letti', loadWebHorses);
}

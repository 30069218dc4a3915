import { createContext, useContext } from 'react';
import type { HorseNewsSnapshot } from './news-snapshot';

/**
 * Gives the app the news its page was built with, for the whole visit: rendered once around the
 * app (`SiteDataProvider`, src/app/site-data.tsx). Nothing is known outside it.
 */
export const HorseNewsSnapshotContext = createContext<HorseNewsSnapshot | undefined>(undefined);

/** What is known before any read (see {@link HorseNewsSnapshot}). */
export function useHorseNewsSnapshot(): HorseNewsSnapshot | undefined {
  return useContext(HorseNewsSnapshotContext);
}

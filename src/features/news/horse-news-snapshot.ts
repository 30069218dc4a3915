import { createContext, useContext } from 'react';
import type { HorseNewsSnapshot } from './news-snapshot';

export const HorseNewsSnapshotContext = createContext<HorseNewsSnapshot | undefined>(undefined);

export function useHorseNewsSnapshot(): HorseNewsSnapshot | undefined {
  return useContext(HorseNewsSnapshotContext);
}

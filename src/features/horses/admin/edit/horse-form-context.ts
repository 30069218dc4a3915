import { createContext, useContext } from 'react';
import type { EditForm } from '#src/components/forms';
import type { Horse, HorseField } from '../../model/horse';

export type HorseFormBinding = Pick<EditForm<Horse>, 'item' | 'setField'> & {
  readonly costTyped: string;
  readonly typeCost: (typed: string) => void;
};

export const HorseFormContext = createContext<HorseFormBinding | undefined>(undefined);

export function useHorseForm(): HorseFormBinding {
  const binding = useContext(HorseFormContext);
  if (!binding) throw new Error('Horse form fields must be inside the horse form');
  return binding;
}

export const fieldId = (field: HorseField) => `horse-${field}`;

import { createContext, useContext } from 'react';
import type { EditForm } from '#src/components/forms';
import type { Horse, HorseField } from '../../model/horse';

/** The horse on screen and the way to change one of its fields: what every section reads. */
export type HorseFormBinding = Pick<EditForm<Horse>, 'item' | 'setField'> & {
  /** The monthly cost as typed: it reaches the horse only once it reads as a number. */
  readonly costTyped: string;
  readonly typeCost: (typed: string) => void;
};

export const HorseFormContext = createContext<HorseFormBinding | undefined>(undefined);

export function useHorseForm(): HorseFormBinding {
  const binding = useContext(HorseFormContext);
  if (!binding) throw new Error('Horse form fields must be inside the horse form');
  return binding;
}

/** The id of a field's control. */
export const fieldId = (field: HorseField) => `horse-${field}`;

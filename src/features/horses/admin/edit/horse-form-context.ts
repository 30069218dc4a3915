import { createContext, useContext } from 'react';
import type { Horse, HorseField } from '../../model/horse';

/** The horse being edited and the way to change one of its fields, shared with every field. */
export interface HorseFormBinding {
  horse: Horse;
  setField: <K extends HorseField>(field: K, value: Horse[K]) => void;
}

export const HorseFormContext = createContext<HorseFormBinding | undefined>(undefined);

export function useHorseForm(): HorseFormBinding {
  const binding = useContext(HorseFormContext);
  if (!binding) throw new Error('Horse form fields must be inside the horse form');
  return binding;
}

/** The id of a field's control. */
export const fieldId = (field: HorseField) => `horse-${field}`;

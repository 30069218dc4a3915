import { createContext, useContext } from 'react';
import type { EditForm, ErrorsOf } from '#src/components/forms';
import type { Horse, HorseField } from '../../model/horse';
import type { HorseCheckedField } from './horse-form';

export type HorseFormBinding = Pick<EditForm<Horse>, 'item' | 'setField'> & {
  readonly costTyped: string;
  readonly typeCost: (typed: string) => void;
  /** Shown after the first save attempt (docs/product.md, "Staff forms"). */
  readonly errors: ErrorsOf<HorseCheckedField>;
};

export const HorseFormContext = createContext<HorseFormBinding | undefined>(undefined);

export function useHorseForm(): HorseFormBinding {
  const binding = useContext(HorseFormContext);
  if (!binding) throw new Error('Horse form fields must be inside the horse form');
  return binding;
}

export const fieldId = (field: HorseField) => `horse-${field}`;

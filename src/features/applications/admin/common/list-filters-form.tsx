import { useState, type FormEvent, type ReactNode } from 'react';
import { SelectInput, TextInput } from '#src/components/forms';
import type { OptionFilter } from './list-filters';

export interface FilterSelectProps<V extends string> {
  readonly filter: OptionFilter<V>;
  readonly value: V | undefined;
  readonly onChange: (value: V | undefined) => void;
}

export function FilterSelect<V extends string>({ filter, value, onChange }: FilterSelectProps<V>) {
  return (
    <SelectInput
      label={filter.label}
      name={filter.param}
      value={filter.labelOf(value)}
      options={filter.choices}
      onChange={(label) => onChange(filter.fromLabel(label))}
    />
  );
}

export interface ListFiltersProps {
  readonly name: string | undefined;
  readonly onName: (name: string | undefined) => void;
  readonly children: ReactNode;
}

/**
 * The selects apply at once; the name (or the reference the applicant quotes) applies on Enter or
 * "Cerca" (each search reads the list), and at once when emptied.
 */
export function ListFilters({ name, onName, children }: ListFiltersProps) {
  const [typed, setTyped] = useState(name ?? '');
  const [shown, setShown] = useState(name);
  if (shown !== name) {
    setShown(name);
    setTyped(name ?? '');
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onName(typed.trim() || undefined);
  };
  return (
    <form
      className="applications-admin__filters"
      role="search"
      aria-label="Filtri"
      onSubmit={submit}
    >
      {children}
      <div className="applications-admin__search">
        <TextInput
          label="Nome o riferimento"
          name="nome"
          value={typed}
          clearable
          autoComplete="off"
          onChange={(next) => {
            setTyped(next);
            if (next.trim() === '' && name !== undefined) onName(undefined);
          }}
        />
        <button type="submit" className="btn btn-outline-primary">
          Cerca
        </button>
      </div>
    </form>
  );
}

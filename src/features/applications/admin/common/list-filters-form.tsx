import type { ReactNode } from 'react';
import { SearchField } from '#src/components/admin-ui';
import { SelectInput } from '#src/components/forms';
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
 * "Cerca" (`SearchField`), and at once when emptied.
 */
export function ListFilters({ name, onName, children }: ListFiltersProps) {
  return (
    <form
      className="applications-admin__filters"
      role="search"
      aria-label="Filtri"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <SearchField label="Nome o riferimento" name="nome" value={name} onSearch={onName} />
    </form>
  );
}

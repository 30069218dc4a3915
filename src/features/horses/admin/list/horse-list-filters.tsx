import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import {
  horseStatuses,
  species,
  triStateLabels,
  triStates,
  type HorseStatus,
  type Species,
  type TriState,
} from '#src/config/options';
import type { ListFilters, TriStateFilterField } from './horse-list-rules';

/** The option of every select that does not filter. */
export const ALL = 'Tutti';

export const filterLabels = {
  status: 'Status',
  species: 'Specie',
  bdn: 'BDN',
  property: 'Proprietà',
  isEquinozio: 'ODV',
  isDeceased: 'Deceduto',
} as const satisfies Record<keyof ListFilters, string>;

interface FilterSelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="horse-list__filter">
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{ALL}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

const triStateOptions = triStates.map((value) => ({
  value: String(value),
  label: triStateLabels[value],
}));
const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface HorseListFiltersProps {
  readonly filters: ListFilters;
  readonly onChange: (filters: ListFilters) => void;
}

/** Status, species and the four tri-state filters; "Tutti" removes a filter. */
export function HorseListFilters({ filters, onChange }: HorseListFiltersProps) {
  const set = <K extends keyof ListFilters>(field: K, value: ListFilters[K] | undefined) => {
    // An undefined filter does not filter (and is left out of the URL).
    onChange({ ...filters, [field]: value });
  };
  const triState = (field: TriStateFilterField) => (
    <FilterSelect
      key={field}
      label={filterLabels[field]}
      value={filters[field] === undefined ? '' : String(filters[field])}
      options={triStateOptions}
      onChange={(value) => set(field, value === '' ? undefined : (Number(value) as TriState))}
    />
  );
  return (
    <form
      className="horse-list__filters"
      aria-label="Filtri"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label={filterLabels.status}
        value={filters.status ?? ''}
        options={toOptions(horseStatuses)}
        onChange={(value) => set('status', (value || undefined) as HorseStatus | undefined)}
      />
      <FilterSelect
        label={filterLabels.species}
        value={filters.species ?? ''}
        options={toOptions(species)}
        onChange={(value) => set('species', (value || undefined) as Species | undefined)}
      />
      {triState('bdn')}
      {triState('property')}
      {triState('isEquinozio')}
      {triState('isDeceased')}
    </form>
  );
}

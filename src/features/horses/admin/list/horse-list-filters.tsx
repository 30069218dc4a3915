import { SearchField } from '#src/components/admin-ui';
import { SelectInput, type SelectOption } from '#src/components/forms';
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

export const ALL = 'Tutti';

export const filterLabels = {
  status: 'Status',
  species: 'Specie',
  bdn: 'BDN',
  property: 'Proprietà',
  isEquinozio: 'ODV',
  isDeceased: 'Deceduto',
  name: 'Nome',
} as const satisfies Record<keyof ListFilters, string>;

const withAll = (options: readonly SelectOption[]): readonly SelectOption[] => [
  { value: '', label: ALL },
  ...options,
];
const triStateOptions = withAll(
  triStates.map((value) => ({ value: String(value), label: triStateLabels[value] })),
);
const toOptions = (values: readonly string[]) =>
  withAll(values.map((value) => ({ value, label: value })));
const statusOptions = toOptions(horseStatuses);
const speciesOptions = toOptions(species);

export interface HorseListFiltersProps {
  readonly filters: ListFilters;
  readonly onChange: (filters: ListFilters) => void;
}

export function HorseListFilters({ filters, onChange }: HorseListFiltersProps) {
  const set = <K extends keyof ListFilters>(field: K, value: ListFilters[K] | undefined) => {
    onChange({ ...filters, [field]: value });
  };
  const triState = (field: TriStateFilterField) => (
    <SelectInput
      key={field}
      name={field}
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
      <SelectInput
        name="status"
        label={filterLabels.status}
        value={filters.status ?? ''}
        options={statusOptions}
        onChange={(value) => set('status', (value || undefined) as HorseStatus | undefined)}
      />
      <SelectInput
        name="species"
        label={filterLabels.species}
        value={filters.species ?? ''}
        options={speciesOptions}
        onChange={(value) => set('species', (value || undefined) as Species | undefined)}
      />
      {triState('bdn')}
      {triState('property')}
      {triState('isEquinozio')}
      {triState('isDeceased')}
      <SearchField
        label={filterLabels.name}
        name="nome"
        value={filters.name}
        onSearch={(name) => set('name', name)}
      />
    </form>
  );
}

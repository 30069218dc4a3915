import { useSearchParams } from 'react-router';
import { SelectInput } from '#src/components/forms';
import type { Region } from '#src/config/options';
import { regionFilterChoices, regionFromParams, regionToParams } from './region-filter';

export function useRegionFilter() {
  const [params, setParams] = useSearchParams();
  const region = regionFromParams(params);
  return {
    region,
    filtersKey: regionToParams(region).toString(),
    setRegion: (next: Region | undefined) => setParams(regionToParams(next)),
  };
}

export interface RegionFilterFormProps {
  readonly region: Region | undefined;
  readonly onChange: (region: Region | undefined) => void;
  readonly label?: string;
}

export function RegionFilterForm({ region, onChange, label = 'Regione' }: RegionFilterFormProps) {
  return (
    <form
      className="applications-admin__filters"
      aria-label="Filtri"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectInput
        label={label}
        name="region"
        value={region ?? ''}
        options={regionFilterChoices}
        onChange={(value) => onChange(regionFromParams(regionToParams(value as Region)))}
      />
    </form>
  );
}

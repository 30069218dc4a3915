import { useAddressFilters } from '#src/components/admin-ui';
import { SelectInput } from '#src/components/forms';
import { useRead } from '#src/lib/async/use-result';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { listCircleApplications, listCircleApplicationsPage } from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import { FilterSelect, ListFilters } from '../common/list-filters-form';
import { circleFilters, circleStatusFilter, horseFilterChoices } from './circle-filter';
import { CIRCLE_CSV_BASE, circleCsvColumns, circleListColumns, horseNames } from './circle-fields';

function useHorseNames(): string[] {
  const { state } = useRead(
    'Nomi dei cavalli delle cerchie non caricati',
    async () => {
      const all = await listCircleApplications();
      return all.success ? ok(horseNames(all.data)) : all;
    },
    [],
  );
  return state.status === 'ready' ? state.data : [];
}

export function CircleList() {
  const { filters, key, change } = useAddressFilters(circleFilters);
  const { horse, status } = filters;
  const names = useHorseNames();
  return (
    <ApplicationList
      title="Candidature cerchie"
      filtersKey={key}
      filters={
        <ListFilters name={filters.name} onName={(name) => change({ ...filters, name })}>
          <SelectInput
            label="Cavallo"
            name="horse"
            searchable
            value={horse ?? ''}
            options={horseFilterChoices(names, horse)}
            onChange={(value) => change({ ...filters, horse: value || undefined })}
          />
          <FilterSelect
            filter={circleStatusFilter}
            value={status}
            onChange={(next) => change({ ...filters, status: next })}
          />
        </ListFilters>
      }
      loadPage={(cursor) => listCircleApplicationsPage(filters, cursor)}
      columns={circleListColumns}
      caption="Candidature alle cerchie; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature alle cerchie…"
      csv={{
        fileName: csvFileName(CIRCLE_CSV_BASE),
        load: async () => {
          const all = await listCircleApplications(filters);
          return all.success ? ok(toCsv(circleCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

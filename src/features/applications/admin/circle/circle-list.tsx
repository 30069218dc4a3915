import { useSearchParams } from 'react-router';
import { SelectInput } from '#src/components/forms';
import { circleStatusLabels } from '#src/config/options';
import { useRead } from '#src/lib/async/use-result';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import {
  listCircleApplications,
  listCircleApplicationsPage,
  type CircleFilters,
} from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import {
  circleFiltersFromParams,
  circleFiltersToParams,
  horseFilterChoices,
  statusFilterChoices,
  statusFromLabel,
} from './circle-filter';
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
  const [params, setParams] = useSearchParams();
  const filters = circleFiltersFromParams(params);
  const { horse, status } = filters;
  const names = useHorseNames();
  const change = (next: CircleFilters) => setParams(circleFiltersToParams(next));
  return (
    <ApplicationList
      title="Candidature cerchie"
      filtersKey={circleFiltersToParams(filters).toString()}
      filters={
        <form
          className="applications-admin__filters"
          aria-label="Filtri"
          onSubmit={(event) => event.preventDefault()}
        >
          <SelectInput
            label="Cavallo"
            name="horse"
            searchable
            value={horse ?? ''}
            options={horseFilterChoices(names, horse)}
            onChange={(value) => change({ horse: value || undefined, status })}
          />
          <SelectInput
            label="Stato"
            name="status"
            value={status === undefined ? '' : circleStatusLabels[status]}
            options={statusFilterChoices}
            onChange={(value) => change({ horse, status: statusFromLabel(value) })}
          />
        </form>
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

import { useAddressFilters } from '#src/components/admin-ui';
import { useRead } from '#src/lib/async/use-result';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { listHorses } from '#src/features/horses/admin';
import { listAdoptionApplications, listAdoptionApplicationsPage } from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import { regionFilter } from '../common/list-filters';
import { FilterSelect, ListFilters } from '../common/list-filters-form';
import { ADOPTION_CSV_BASE, adoptionCsvColumns } from './adoption-csv';
import { adoptionFilters, evaluationFilter } from './adoption-filters';
import { adoptionListColumns } from './adoption-list-columns';
import type { HorseOption } from './horse-choice';

/** Names for the horses asked for; until they arrive (or if they fail) the slugs stand in. */
function useHorseOptions(): readonly HorseOption[] {
  const { state } = useRead(
    'Nomi dei cavalli non caricati',
    async () => {
      const all = await listHorses({}, 'name');
      return all.success ? ok(all.data.map(({ slug, name }) => ({ slug, name }))) : all;
    },
    [],
  );
  return state.status === 'ready' ? state.data : [];
}

export function AdoptionList() {
  const { filters, key, change } = useAddressFilters(adoptionFilters);
  const horses = useHorseOptions();
  return (
    <ApplicationList
      title="Candidature adozione"
      filtersKey={key}
      filters={
        <ListFilters name={filters.name} onName={(name) => change({ ...filters, name })}>
          <FilterSelect
            filter={evaluationFilter}
            value={filters.evaluation}
            onChange={(evaluation) => change({ ...filters, evaluation })}
          />
          <FilterSelect
            filter={regionFilter}
            value={filters.region}
            onChange={(region) => change({ ...filters, region })}
          />
        </ListFilters>
      }
      loadPage={(cursor) => listAdoptionApplicationsPage(filters, cursor)}
      columns={adoptionListColumns(horses)}
      caption="Candidature di adozione; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature di adozione…"
      csv={{
        fileName: csvFileName(ADOPTION_CSV_BASE),
        load: async () => {
          const all = await listAdoptionApplications(filters);
          return all.success ? ok(toCsv(adoptionCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

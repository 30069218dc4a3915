import { useAddressFilters } from '#src/components/admin-ui';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { listCessionApplications, listCessionApplicationsPage } from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import { regionFilter } from '../common/list-filters';
import { FilterSelect, ListFilters } from '../common/list-filters-form';
import { CESSION_CSV_BASE, cessionCsvColumns } from './cession-csv';
import { cessionFilters, cessionStatusFilter, priorityFilter } from './cession-filters';
import { cessionListColumns } from './cession-list-columns';

export function CessionList() {
  const { filters, key, change } = useAddressFilters(cessionFilters);
  return (
    <ApplicationList
      title="Candidature cessione"
      filtersKey={key}
      filters={
        <ListFilters name={filters.name} onName={(name) => change({ ...filters, name })}>
          <FilterSelect
            filter={priorityFilter}
            value={filters.priority}
            onChange={(priority) => change({ ...filters, priority })}
          />
          <FilterSelect
            filter={cessionStatusFilter}
            value={filters.status}
            onChange={(status) => change({ ...filters, status })}
          />
          <FilterSelect
            filter={regionFilter}
            value={filters.region}
            onChange={(region) => change({ ...filters, region })}
          />
        </ListFilters>
      }
      loadPage={(cursor) => listCessionApplicationsPage(filters, cursor)}
      columns={cessionListColumns}
      caption="Candidature di cessione; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature di cessione…"
      csv={{
        fileName: csvFileName(CESSION_CSV_BASE),
        load: async () => {
          const all = await listCessionApplications(filters);
          return all.success ? ok(toCsv(cessionCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

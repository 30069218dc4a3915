import { useAddressFilters } from '#src/components/admin-ui';
import { ApplicationList, FilterSelect, ListFilters } from '#src/features/applications/admin';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import {
  listVolunteerApplications,
  listVolunteerApplicationsPage,
} from '../../api/volunteer-applications-api';
import { VOLUNTEER_CSV_BASE, volunteerCsvColumns, volunteerListColumns } from './volunteer-fields';
import {
  activityFilter,
  availabilityFilter,
  provinceFilter,
  volunteerFilters,
  volunteerStatusFilter,
} from './volunteer-filters';

export function VolunteerList() {
  const { filters, key, change } = useAddressFilters(volunteerFilters);
  return (
    <ApplicationList
      title="Candidature volontariato"
      filtersKey={key}
      filters={
        <ListFilters name={filters.name} onName={(name) => change({ ...filters, name })}>
          <FilterSelect
            filter={volunteerStatusFilter}
            value={filters.status}
            onChange={(status) => change({ ...filters, status })}
          />
          <FilterSelect
            filter={availabilityFilter}
            value={filters.availability}
            onChange={(availability) => change({ ...filters, availability })}
          />
          <FilterSelect
            filter={activityFilter}
            value={filters.activity}
            onChange={(activity) => change({ ...filters, activity })}
          />
          <FilterSelect
            filter={provinceFilter}
            value={filters.province}
            onChange={(province) => change({ ...filters, province })}
          />
        </ListFilters>
      }
      loadPage={(cursor) => listVolunteerApplicationsPage(filters, cursor)}
      columns={volunteerListColumns}
      caption="Candidature di volontariato; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature di volontariato…"
      csv={{
        fileName: csvFileName(VOLUNTEER_CSV_BASE),
        load: async () => {
          const all = await listVolunteerApplications(filters);
          return all.success ? ok(toCsv(volunteerCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

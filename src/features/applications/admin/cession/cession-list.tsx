import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { listCessionApplications, listCessionApplicationsPage } from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import { RegionFilterForm, useRegionFilter } from '../common/region-filter-form';
import { CESSION_CSV_BASE, cessionCsvColumns } from './cession-csv';
import { cessionListColumns } from './cession-list-columns';

export function CessionList() {
  const { region, filtersKey, setRegion } = useRegionFilter();
  return (
    <ApplicationList
      title="Candidature cessione"
      filtersKey={filtersKey}
      filters={<RegionFilterForm region={region} onChange={setRegion} />}
      loadPage={(cursor) => listCessionApplicationsPage(region, cursor)}
      columns={cessionListColumns}
      caption="Candidature di cessione; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature di cessione…"
      csv={{
        fileName: csvFileName(CESSION_CSV_BASE),
        load: async () => {
          const all = await listCessionApplications(region);
          return all.success ? ok(toCsv(cessionCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { listAdoptionApplications, listAdoptionApplicationsPage } from '../../api/applications-api';
import { ApplicationList } from '../common/application-list';
import { RegionFilterForm, useRegionFilter } from '../common/region-filter-form';
import { ADOPTION_CSV_BASE, adoptionCsvColumns } from './adoption-csv';
import { adoptionListColumns } from './adoption-list-columns';

export function AdoptionList() {
  const { region, filtersKey, setRegion } = useRegionFilter();
  return (
    <ApplicationList
      title="Candidature adozione"
      filtersKey={filtersKey}
      filters={<RegionFilterForm region={region} onChange={setRegion} />}
      loadPage={(cursor) => listAdoptionApplicationsPage(region, cursor)}
      columns={adoptionListColumns}
      caption="Candidature di adozione; il nominativo apre la candidatura"
      loadingLabel="Caricamento delle candidature di adozione…"
      csv={{
        fileName: csvFileName(ADOPTION_CSV_BASE),
        load: async () => {
          const all = await listAdoptionApplications(region);
          return all.success ? ok(toCsv(adoptionCsvColumns, all.data)) : all;
        },
      }}
    />
  );
}

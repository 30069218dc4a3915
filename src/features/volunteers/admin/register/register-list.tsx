import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import {
  CsvDownloadButton,
  csvFileName,
  DataTable,
  ListHeader,
  PagedResults,
  SearchField,
  StatusBadge,
  toCsv,
  useAddressFilters,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { SelectInput, TextInput } from '#src/components/forms';
import { paths } from '#src/config/paths';
import { ok } from '#src/lib/data/result';
import { formatCalendarDate, isCalendarDay, todayInRome } from '#src/lib/format/dates';
import { listRegisterEntries, listRegisterPage, registerStatuses } from '../../api/register-api';
import { coveredOn } from '../../model/register-entries';
import { registerSections, type RegisterIndexRow } from '../../model/register-record';
import {
  coveredCsvColumns,
  REGISTER_CSV_BASE,
  registerFilters,
  sectionLabels,
  statusLabels,
} from './register-texts';
import './register.scss';

const columns: readonly DataTableColumn<RegisterIndexRow>[] = [
  { key: 'number', header: 'N.', cell: (row) => row.number, width: '4rem' },
  {
    key: 'name',
    header: 'Cognome e nome',
    cell: (row) => (
      <Link to={paths.adminVolunteerRegisterEntry(row.id)} className="stretched-link">
        {row.familyName} {row.givenName}
      </Link>
    ),
  },
  {
    key: 'start',
    header: 'Inizio',
    cell: (row) => formatCalendarDate(row.startDate),
    width: '10rem',
  },
  {
    key: 'state',
    header: 'Stato',
    cell: (row) =>
      row.active ? (
        <StatusBadge value="Attivo" />
      ) : (
        <StatusBadge value="Cessato" label={`Cessato il ${formatCalendarDate(row.endDate)}`} />
      ),
    width: '13rem',
  },
  {
    key: 'corrections',
    header: 'Rettifiche',
    cell: (row) => (row.corrections > 0 ? row.corrections : ''),
    width: '6rem',
  },
];

/** The CSV of the volunteers covered by the insurance on a chosen day (both sections). */
function CoveredCsv() {
  const [day, setDay] = useState(todayInRome());
  const valid = isCalendarDay(day);
  return (
    <div className="register-covered">
      <TextInput
        label="Assicurati al giorno"
        name="covered-on"
        type="date"
        value={day}
        onChange={setDay}
        error={valid ? undefined : 'Indica un giorno.'}
      />
      {valid && (
        <CsvDownloadButton
          label="Scarica CSV degli assicurati"
          fileName={csvFileName(`${REGISTER_CSV_BASE}-${day}`)}
          load={async () => {
            const entries = await listRegisterEntries();
            return entries.success
              ? ok(toCsv(coveredCsvColumns, coveredOn(entries.data, day)))
              : entries;
          }}
        />
      )}
    </div>
  );
}

export function RegisterList() {
  const { filters, key, change } = useAddressFilters(registerFilters);
  const list = usePagedList(
    key,
    (cursor) =>
      listRegisterPage(
        { section: filters.section, status: filters.status, search: filters.search ?? '' },
        cursor,
      ),
    'Registro dei volontari non caricato',
  );
  return (
    <section className="admin-page register-list">
      <ListHeader
        title="Registro dei volontari"
        total={list.page?.total}
        actions={
          <>
            <Link className="btn btn-outline-primary" to={paths.adminVolunteerRegisterPrint()}>
              Stampa del registro
            </Link>
            <Link className="btn btn-primary" to={paths.adminVolunteerRegisterNew()}>
              Nuova iscrizione
            </Link>
          </>
        }
      />
      <Nav variant="tabs" className="register-list__sections" as="ul">
        {registerSections.map((section) => (
          <Nav.Item as="li" key={section}>
            <Nav.Link
              as="button"
              type="button"
              active={filters.section === section}
              aria-current={filters.section === section ? 'page' : undefined}
              onClick={() => change({ ...filters, section })}
            >
              {sectionLabels[section]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="admin-filters register-list__filters">
        <SelectInput
          label="Stato"
          name="stato"
          value={filters.status}
          options={registerStatuses.map((status) => ({
            value: status,
            label: statusLabels[status],
          }))}
          onChange={(value) =>
            change({
              ...filters,
              status: registerStatuses.find((status) => status === value) ?? 'tutti',
            })
          }
        />
        <SearchField
          label="Cerca per cognome (e nome)"
          name="nome"
          value={filters.search}
          onSearch={(search) => change({ ...filters, search })}
        />
      </div>
      <PagedResults {...list} loadingLabel="Caricamento del registro…">
        {(rows) => (
          <DataTable
            caption={`${sectionLabels[filters.section]}, per numero d'ordine; ogni riga apre l'iscrizione`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-number': String(row.number) })}
            fit
          />
        )}
      </PagedResults>
      <CoveredCsv />
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import {
  CsvDownloadButton,
  DataTable,
  ListHeader,
  NoResults,
  useAddressFilters,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { SelectInput } from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { useRead } from '#src/lib/async/use-result';
import { csvFileName, toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { formatCalendarDate, todayInRome } from '#src/lib/format/dates';
import { useIsVolunteer } from '#src/lib/session/session-context';
import { listCareOverview } from '../../api/care-overview-api';
import {
  DEFAULT_STATE_FILTER,
  filterCareOverview,
  intervalText,
  type CareOverviewRow,
} from '../../model/care-overview';
import { isRecurringCareType } from '../../model/care-schedule';
import { CareBadge } from '../care-badge';
import { careCsvColumns, careListHeaders as H, careListTexts as T } from './care-list-fields';
import {
  careFilters,
  choiceOfState,
  stateChoices,
  stateFromChoice,
  typeChoices,
} from './care-list-filter';
import './care-list.scss';

function CareDate({ date }: { readonly date: string }) {
  if (!date) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Nessuna</span>
      </>
    );
  }
  return <time dateTime={date}>{formatCalendarDate(date) || date}</time>;
}

const columns: readonly DataTableColumn<CareOverviewRow>[] = [
  {
    key: 'horse',
    header: H.horse,
    cell: (row) => <Link to={paths.adminHorse(row.horseSlug)}>{row.horseName}</Link>,
  },
  { key: 'type', header: H.type, cell: (row) => row.type },
  { key: 'lastDate', header: H.lastDate, cell: (row) => <CareDate date={row.lastDate} /> },
  { key: 'interval', header: H.interval, cell: (row) => intervalText(row.interval) },
  { key: 'nextDue', header: H.nextDue, cell: (row) => <CareDate date={row.nextDue} /> },
  { key: 'state', header: H.state, cell: (row) => <CareBadge state={row.state} /> },
];

export interface CareListProps {
  readonly today?: string;
}

export function CareList({ today }: CareListProps) {
  const [day] = useState(() => today ?? todayInRome());
  const { filters, change } = useAddressFilters(careFilters);
  const volunteer = useIsVolunteer();
  const read = useRead(
    'Cure: elenco non caricato',
    () => (volunteer ? listCareOverview(day, 'barn') : listCareOverview(day)),
    [day, volunteer],
  );

  const rows =
    read.state.status === 'ready' ? filterCareOverview(read.state.data, filters) : undefined;

  return (
    <section className="admin-page care-list">
      <ListHeader
        title={T.title}
        total={rows?.length}
        actions={
          <>
            <Link className="btn btn-primary" to={paths.adminCareDay()}>
              {T.day}
            </Link>
            {rows && (
              <CsvDownloadButton
                fileName={csvFileName(T.csvBase)}
                load={async () => ok(toCsv(careCsvColumns, rows))}
              />
            )}
          </>
        }
      />
      <form
        className="care-list__filters"
        aria-label={T.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectInput
          label={T.type}
          name="tipo"
          value={filters.type ?? ''}
          options={typeChoices}
          onChange={(value) =>
            change({ ...filters, type: isRecurringCareType(value) ? value : undefined })
          }
        />
        <SelectInput
          label={T.state}
          name="stato"
          value={choiceOfState(filters.state)}
          options={stateChoices}
          onChange={(value) => change({ ...filters, state: stateFromChoice(value) })}
        />
      </form>
      <ReadState
        read={read}
        loading={T.loading}
        failed={T.failed}
        isEmpty={() => rows?.length === 0}
        empty={
          filters.state === DEFAULT_STATE_FILTER ? (
            <p className="admin-no-results">{T.nothingToDo}</p>
          ) : (
            <NoResults />
          )
        }
      >
        {() =>
          rows && (
            <DataTable
              caption={T.caption}
              columns={columns}
              rows={rows}
              rowKey={(row) => `${row.horseSlug}/${row.type}`}
              rowProps={(row) => ({ 'data-horse': row.horseSlug, 'data-type': row.type })}
            />
          )
        }
      </ReadState>
    </section>
  );
}

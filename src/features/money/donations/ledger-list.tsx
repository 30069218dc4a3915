import { Link } from 'react-router';
import {
  addressFilters,
  DataTable,
  ListHeader,
  PagedResults,
  useAddressFilters,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { SelectInput, withEmptyChoice } from '#src/components/forms';
import { paths } from '#src/config/paths';
import { formatCalendarDate, todayInRome } from '#src/lib/format/dates';
import { useRead } from '#src/lib/async/use-result';
import { listDonationsPage } from '../api/donations-api';
import { listSupporters } from '../api/supporters-api';
import { supporterName } from '../supporters/supporter-draft';
import { formatCents } from '../model/euro';
import { donationMethods, donationPurposes, type Donation } from '../model/money-record';
import { kindLabels, methodLabels, purposeLabels } from './donation-texts';
import type { LedgerFilters } from './ledger-query';

// The ledger (decision 90): newest first, 25 a page, by year, method and purpose in the address.

const thisYear = Number(todayInRome().slice(0, 4));
const years = Array.from({ length: 6 }, (_, index) => thisYear - index);

export const ledgerFilters = addressFilters<LedgerFilters>({
  year: { param: 'anno', values: years },
  method: { param: 'metodo', values: donationMethods },
  purpose: { param: 'scopo', values: donationPurposes },
  circleApplicationId: { param: 'membro', freeText: true },
});

function purposeText(donation: Donation): string {
  if (donation.purpose === 'cerchia') return `Cerchia · ${donation.horseSlug}`;
  if (donation.purpose === 'evento') return `Evento · ${donation.eventSlug}`;
  if (donation.purpose === 'natura') return `In natura · ${donation.inKindDescription}`;
  return purposeLabels.generale;
}

const columnsWith = (names: ReadonlyMap<string, string>): readonly DataTableColumn<Donation>[] => [
  { key: 'date', header: 'Data', cell: (d) => formatCalendarDate(d.date), width: '8rem' },
  {
    key: 'amount',
    header: 'Importo',
    cell: (d) => (
      <span className={d.amountCents < 0 ? 'text-danger' : undefined}>
        {formatCents(d.amountCents)}
      </span>
    ),
    width: '8rem',
  },
  {
    key: 'kind',
    header: 'Tipo',
    cell: (d) => (d.kind === 'donazione' ? '' : kindLabels[d.kind]),
    width: '6rem',
  },
  {
    key: 'method',
    header: 'Metodo',
    cell: (d) =>
      d.method === '' ? '' : `${methodLabels[d.method]}${d.traceable ? '' : ' (non tracciabile)'}`,
    width: '11rem',
  },
  { key: 'purpose', header: 'Scopo', cell: purposeText },
  { key: 'reference', header: 'Riferimento', cell: (d) => d.reference },
  {
    key: 'supporter',
    header: 'Sostenitore',
    cell: (d) => (d.supporterId ? (names.get(d.supporterId) ?? '') : 'Anonimo'),
  },
];

export function LedgerList() {
  const { filters, key, change } = useAddressFilters(ledgerFilters);
  const list = usePagedList(
    key,
    (cursor) => listDonationsPage(filters, cursor),
    'Registro delle donazioni non caricato',
  );
  // The supporters' names (a few hundred), read once; a line shows '' until they arrive.
  const supporters = useRead('Sostenitori non caricati', listSupporters, []);
  const names = new Map(
    supporters.state.status === 'ready'
      ? supporters.state.data.map((supporter) => [supporter.id, supporterName(supporter)])
      : [],
  );
  return (
    <section className="admin-page ledger-list">
      <ListHeader
        title="Donazioni"
        total={list.page?.total}
        actions={
          <Link className="btn btn-primary" to={paths.adminDonationNew()}>
            Nuova donazione
          </Link>
        }
      />
      <div className="admin-filters">
        <SelectInput
          label="Anno"
          name="anno"
          value={filters.year === undefined ? '' : String(filters.year)}
          options={withEmptyChoice(
            years.map((year) => ({ value: String(year), label: String(year) })),
            'Tutti',
          )}
          onChange={(value) =>
            change({ ...filters, year: years.find((year) => String(year) === value) })
          }
        />
        <SelectInput
          label="Metodo"
          name="metodo"
          value={filters.method ?? ''}
          options={withEmptyChoice(
            donationMethods.map((value) => ({ value, label: methodLabels[value] })),
            'Tutti',
          )}
          onChange={(value) =>
            change({ ...filters, method: donationMethods.find((one) => one === value) })
          }
        />
        <SelectInput
          label="Scopo"
          name="scopo"
          value={filters.purpose ?? ''}
          options={withEmptyChoice(
            donationPurposes.map((value) => ({ value, label: purposeLabels[value] })),
            'Tutti',
          )}
          onChange={(value) =>
            change({ ...filters, purpose: donationPurposes.find((one) => one === value) })
          }
        />
      </div>
      <PagedResults {...list} loadingLabel="Caricamento delle donazioni…">
        {(rows) => (
          <DataTable
            caption="Registro delle donazioni, dalla più recente"
            columns={columnsWith(names)}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-id': row.id })}
          />
        )}
      </PagedResults>
    </section>
  );
}

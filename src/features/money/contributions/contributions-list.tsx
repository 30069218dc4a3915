import { Link } from 'react-router';
import { DataTable, ListHeader, StatusBadge, type DataTableColumn } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { listCircleApplications } from '#src/features/applications/admin';
import { useRead } from '#src/lib/async/use-result';
import { ok, type Result } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { listDonations } from '../api/donations-api';
import { formatCents } from '../model/euro';
import {
  contributionOf,
  lateMembers,
  paidByMember,
  standingLabel,
  type Contribution,
} from './contributions';

// Circle contributions (decision 90): every Attivo member's monthly share, the months their
// donations cover and their standing; the dashboard's card lists the ones more than two months
// behind.

export interface MemberRow {
  readonly id: string;
  readonly name: string;
  readonly horse: string;
  readonly startDate: string;
  readonly contribution: Contribution;
}

async function readMembersAndLines() {
  const [members, donations] = await Promise.all([
    listCircleApplications({ status: 'Attivo' }),
    listDonations({ purpose: 'cerchia' }),
  ]);
  if (!members.success) return members;
  if (!donations.success) return donations;
  return ok({
    members: members.data.map((member) => ({ ...member, id: member.slug })),
    donations: donations.data,
  });
}

type Member = Awaited<ReturnType<typeof listCircleApplications>>['data'] & object;

const rowOf = (member: Member[number] & { id: string }, contribution: Contribution): MemberRow => ({
  id: member.id,
  name: `${member.familyName} ${member.givenName}`,
  horse: member.horse,
  startDate: member.startDate,
  contribution,
});

/** Every Attivo member and their contribution on `today`, most behind first. */
export async function readContributions(today = todayInRome()): Promise<Result<MemberRow[]>> {
  const read = await readMembersAndLines();
  if (!read.success) return read;
  const paid = paidByMember(read.data.donations);
  return ok(
    read.data.members
      .map((member) => rowOf(member, contributionOf(member, paid.get(member.id) ?? 0, today)))
      .sort(
        (a, b) =>
          b.contribution.standing.monthsLate - a.contribution.standing.monthsLate ||
          a.name.localeCompare(b.name, 'it'),
      ),
  );
}

/** The members more than two months behind (the dashboard's card), as `lateMembers` decides. */
export async function readLateMembers(today = todayInRome()): Promise<Result<MemberRow[]>> {
  const read = await readMembersAndLines();
  if (!read.success) return read;
  return ok(
    lateMembers(read.data.members, read.data.donations, today).map(({ member, contribution }) =>
      rowOf(member, contribution),
    ),
  );
}

const lastMonth = (row: MemberRow): string => row.contribution.monthsCovered.at(-1) ?? '—';

export function StandingBadge({ contribution }: { readonly contribution: Contribution }) {
  const label = standingLabel(contribution.standing);
  return (
    <StatusBadge
      value={contribution.standing.state === 'in-regola' ? 'Attivo' : 'Sospeso'}
      label={label}
    />
  );
}

const columns: readonly DataTableColumn<MemberRow>[] = [
  {
    key: 'name',
    header: 'Membro',
    cell: (row) => (
      <Link to={paths.adminCircleApplication(row.id)} className="stretched-link">
        {row.name}
      </Link>
    ),
  },
  { key: 'horse', header: 'Cavallo', cell: (row) => row.horse },
  {
    key: 'monthly',
    header: 'Al mese',
    cell: (row) => formatCents(row.contribution.monthlyCents),
    width: '7rem',
  },
  {
    key: 'paid',
    header: 'Versato',
    cell: (row) => formatCents(row.contribution.paidCents),
    width: '8rem',
  },
  { key: 'covered', header: 'Coperto fino a', cell: lastMonth, width: '8rem' },
  {
    key: 'standing',
    header: 'Stato',
    cell: (row) => <StandingBadge contribution={row.contribution} />,
    width: '12rem',
  },
];

export function ContributionsList() {
  const read = useRead('Contributi non caricati', () => readContributions(), []);
  return (
    <section className="admin-page contributions-list">
      <ListHeader
        title="Contributi delle cerchie"
        total={read.state.status === 'ready' ? read.state.data.length : undefined}
        actions={
          <Link className="btn btn-primary" to={paths.adminDonationNew()}>
            Nuova donazione
          </Link>
        }
      />
      <p className="text-body-secondary">
        Ogni membro Attivo: la quota mensile, i mesi coperti dalle sue donazioni a partire dalla
        data d&apos;inizio, e se è in regola. Un mese è dovuto quando è finito.
      </p>
      <ReadState read={read} loading="Calcolo dei contributi…">
        {(rows) => (
          <DataTable
            caption="Membri Attivi delle cerchie, dal più in ritardo"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-id': row.id })}
          />
        )}
      </ReadState>
    </section>
  );
}

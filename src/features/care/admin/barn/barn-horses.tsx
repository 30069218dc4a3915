import { Link } from 'react-router';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import {
  displayName,
  getBarnHorse,
  listBarnHorses,
  type BarnHorse,
} from '#src/features/horses/admin';
import { useRead } from '#src/lib/async/use-result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { ok } from '#src/lib/data/result';
import { listCareRecords } from '../../api/care-api';

// A volunteer's view of the horses (docs/decisions/0087-volunteer-access-by-e-mail-key.md): the
// barn's projection of every horse and its care records, read-only; no one's personal data.

export const barnTexts = {
  title: 'Cavalli',
  loading: 'Caricamento dei cavalli…',
  failed: 'Cavalli non caricati.',
  empty: 'Nessun cavallo.',
  horseLoading: 'Caricamento del cavallo…',
  horseFailed: 'Cavallo non caricato.',
  care: 'Cure registrate',
  noCare: 'Nessuna cura registrata.',
  addCare: 'Registra una giornata di cure',
  back: 'Tutti i cavalli',
} as const;

const details = (horse: BarnHorse): [string, string][] =>
  (
    [
      ['Specie', horse.species],
      ['Razza', horse.breed],
      ['Sesso', horse.sex],
      ['Mantello', horse.coat],
      ['Nascita', horse.birthday ? formatCalendarDate(horse.birthday) : ''],
      ['Stato', horse.status],
      ['Microchip', horse.chipnumber],
      ['Dove si trova', horse.location],
    ] as [string, string][]
  ).filter(([, value]) => value !== '');

export function BarnHorses() {
  const read = useRead(barnTexts.failed, listBarnHorses, []);
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{barnTexts.title}</h1>
      <ReadState
        read={read}
        loading={barnTexts.loading}
        failed={barnTexts.failed}
        isEmpty={(horses) => horses.length === 0}
        empty={<p>{barnTexts.empty}</p>}
      >
        {(horses) => (
          <ul className="list-unstyled barn-horses">
            {horses.map((horse) => (
              <li key={horse.slug} className="card card-body mb-2 py-2">
                <Link to={paths.adminHorse(horse.slug)} className="fw-semibold">
                  {displayName(horse)}
                </Link>
                <div className="small text-body-secondary">
                  {[horse.species, horse.sex, horse.status].filter(Boolean).join(' · ')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}

export function BarnHorse({ slug }: { readonly slug: string }) {
  const read = useRead(
    barnTexts.horseFailed,
    async () => {
      const [horse, records] = await Promise.all([getBarnHorse(slug), listCareRecords(slug)]);
      if (!horse.success) return horse;
      if (!records.success) return records;
      return ok({ horse: horse.data, records: records.data });
    },
    [slug],
  );
  return (
    <section className="admin-page">
      <ReadState read={read} loading={barnTexts.horseLoading} failed={barnTexts.horseFailed}>
        {({ horse, records }) => (
          <>
            <h1 className="admin-page__title">{displayName(horse)}</h1>
            <dl className="row">
              {details(horse).map(([label, value]) => (
                <div key={label} className="col-12 col-md-6 d-flex gap-2">
                  <dt>{label}</dt>
                  <dd className="mb-1">{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="h4">{barnTexts.care}</h2>
            {records.length === 0 ? (
              <p>{barnTexts.noCare}</p>
            ) : (
              <ul className="list-unstyled">
                {records.map((record) => (
                  <li key={record.id} className="mb-2">
                    <strong>{formatCalendarDate(record.date)}</strong> {record.type}
                    {record.notes && <div className="small">{record.notes}</div>}
                  </li>
                ))}
              </ul>
            )}
            <p className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to={paths.adminCareDay()}>
                {barnTexts.addCare}
              </Link>
              <Link className="btn btn-outline-secondary" to={paths.adminHorses()}>
                {barnTexts.back}
              </Link>
            </p>
          </>
        )}
      </ReadState>
    </section>
  );
}

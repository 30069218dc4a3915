import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { formatCalendarDate } from '#src/lib/format/dates';
import type { CareDayHorse } from '../../api/care-day-api';
import { careOfType, horsesCount, type CareDay } from '../../model/care-day';
import type { CareRecord } from '../../model/care-record';

export const careDayResultTexts = {
  title: (count: number) => `Giornata registrata per ${horsesCount(count)}`,
  summary: (day: CareDay) =>
    `${day.type} del ${formatCalendarDate(day.date) || day.date}: ogni cavallo ha la sua ` +
    'registrazione, che si modifica dalla sua pagina.',
  next: 'Prossima',
  recorded: 'Registrata',
  another: 'Registra un’altra giornata',
  list: 'Torna alle cure',
} as const;

export interface CareDayResultProps {
  readonly day: CareDay;
  readonly records: readonly CareRecord[];
  readonly horses: readonly CareDayHorse[];
  readonly today: string;
  readonly onAnother: () => void;
}

export function CareDayResult({ day, records, horses, today, onAnother }: CareDayResultProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const bySlug = new Map(horses.map((horse) => [horse.slug, horse]));

  return (
    <section className="care-day__result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h4">
        {careDayResultTexts.title(records.length)}
      </h2>
      <p>{careDayResultTexts.summary(day)}</p>
      <ul className="care-day__saved" aria-label={careDayResultTexts.title(records.length)}>
        {records.map((record) => {
          const horse = bySlug.get(record.horseSlug);
          const care = horse
            ? careOfType(horse.records, horse.intervals, day.type, today)
            : { nextDue: '', state: null };
          return (
            <li key={record.id} className="care-day__saved-horse">
              <Link to={paths.adminHorse(record.horseSlug)} className="care-day__saved-name">
                {horse?.name ?? record.horseSlug}
              </Link>{' '}
              <span>
                {care.nextDue ? (
                  <>
                    {careDayResultTexts.next}:{' '}
                    <time dateTime={care.nextDue}>
                      {formatCalendarDate(care.nextDue) || care.nextDue}
                    </time>
                  </>
                ) : (
                  careDayResultTexts.recorded
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="care-day__result-actions">
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          {careDayResultTexts.another}
        </button>
        <Link to={paths.adminCare()} className="btn btn-outline-secondary">
          {careDayResultTexts.list}
        </Link>
      </div>
    </section>
  );
}

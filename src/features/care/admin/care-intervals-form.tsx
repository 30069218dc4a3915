import { useCallback, useId, useRef, type FormEvent } from 'react';
import * as z from 'zod/mini';
import {
  SaveBar,
  TextInput,
  UnsavedChangesGuard,
  useEditForm,
  useSavePart,
} from '#src/components/forms';
import type { CareInterval } from '#src/config/options';
import { fail, ok, type Result } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { saveCareIntervals } from '../api/care-api';
import {
  careSummary,
  defaultIntervals,
  recurringCareTypes,
  type CareIntervals,
  type DatedCare,
  type RecurringCareType,
} from '../model/care-schedule';
import { intervalInvalid, intervalsDraftSchema, type IntervalsDraft } from '../model/care-record';
import { CareBadge } from './care-badge';

export const intervalsTexts = {
  title: 'Scadenze',
  last: 'Ultima',
  next: 'Prossima',
  never: 'Mai registrata',
  every: 'Ogni',
  unit: 'Unità',
  defaultHint: (interval: CareInterval) => `Predefinito: ogni ${interval.every} ${interval.unit}`,
  invalid: intervalInvalid,
  withHorse: 'Gli intervalli si salvano con il pulsante Salva del cavallo, in fondo alla pagina.',
  failed: 'Intervalli delle cure non salvati:',
  save: 'Salva intervalli',
} as const;

const draftOf = (intervals: CareIntervals): IntervalsDraft =>
  Object.fromEntries(
    recurringCareTypes.map((type) => [
      type,
      { every: String(intervals[type].every), unit: intervals[type].unit },
    ]),
  ) as IntervalsDraft;

const intervalLabels = Object.fromEntries(
  recurringCareTypes.map((type) => [type, `${intervalsTexts.every} (${type})`]),
) as Record<RecurringCareType, string>;

/** The intervals typed, once every one is a whole number in range. */
function intervalsOf(draft: IntervalsDraft): CareIntervals | null {
  const parsed = z.safeParse(intervalsDraftSchema, draft);
  return parsed.success ? parsed.data : null;
}

export interface CareIntervalsFormProps {
  readonly horseSlug: string;
  readonly intervals: CareIntervals;
  readonly records: readonly DatedCare[];
  readonly today: string;
}

export function CareIntervalsForm({
  horseSlug,
  intervals,
  records,
  today,
}: CareIntervalsFormProps) {
  const { user } = useSession();
  const headingId = useId();
  const update = useCallback(
    async (draft: IntervalsDraft): Promise<Result<IntervalsDraft>> => {
      const valid = intervalsOf(draft);
      if (!valid) return fail('invalid-argument', intervalsTexts.invalid);
      const saved = await saveCareIntervals(user, horseSlug, valid);
      return saved.success ? { success: true, data: draftOf(saved.data) } : saved;
    },
    [user, horseSlug],
  );
  const lastFailure = useRef('');
  const form = useEditForm(
    draftOf(intervals),
    async (draft) => {
      const saved = await update(draft);
      lastFailure.current = saved.success ? '' : saved.error.message;
      return saved;
    },
    { schema: intervalsDraftSchema, labels: intervalLabels },
  );
  const { bindForm } = form;
  const shown = intervalsOf(form.item);
  const summary = careSummary(records, shown ?? intervals, today);
  // On a horse's page they are the horse's own settings, saved by its Salva.
  const withHorse = useSavePart(
    'careIntervals',
    { dirty: form.dirty, invalid: form.invalid.map((type) => intervalLabels[type]) },
    {
      save: async () =>
        (await form.save())
          ? ok(undefined)
          : fail('failed', `${intervalsTexts.failed} ${lastFailure.current}`),
      check: form.check,
      goToFirst: () => void form.refuse(),
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!withHorse) void form.save();
  };

  const setInterval = (
    type: RecurringCareType,
    change: Partial<IntervalsDraft[RecurringCareType]>,
  ) => form.edit((draft) => ({ ...draft, [type]: { ...draft[type], ...change } }));

  return (
    <form
      ref={bindForm}
      className="care-intervals"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <h3 id={headingId} className="h5">
        {intervalsTexts.title}
      </h3>
      <ul className="care-intervals__list">
        {summary.map((line) => {
          const typed = form.item[line.type];
          return (
            <li key={line.type} className="care-line" data-care-type={line.type}>
              <div className="care-line__head">
                <span className="care-line__type">{line.type}</span>
                {line.state && <CareBadge state={line.state} />}
              </div>
              {line.lastDate ? (
                <dl className="care-line__dates">
                  <div>
                    <dt>{intervalsTexts.last}</dt>
                    <dd>
                      <time dateTime={line.lastDate}>{formatCalendarDate(line.lastDate)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{intervalsTexts.next}</dt>
                    <dd>
                      <time dateTime={line.nextDue}>{formatCalendarDate(line.nextDue)}</time>
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="care-line__never">{intervalsTexts.never}</p>
              )}
              <div className="care-line__interval">
                <TextInput
                  label={
                    <>
                      {intervalsTexts.every} <span className="visually-hidden">({line.type})</span>
                    </>
                  }
                  name={line.type}
                  type="number"
                  inputMode="numeric"
                  value={typed.every}
                  onChange={(every) => setInterval(line.type, { every })}
                  error={form.errors[line.type]}
                  description={intervalsTexts.defaultHint(defaultIntervals[line.type])}
                  className="care-line__every"
                />
                <select
                  className="form-select care-line__unit"
                  aria-label={`${intervalsTexts.unit} (${line.type})`}
                  value={typed.unit}
                  onChange={(event) =>
                    setInterval(line.type, {
                      unit: event.target.value === 'mesi' ? 'mesi' : 'settimane',
                    })
                  }
                >
                  <option value="settimane">settimane</option>
                  <option value="mesi">mesi</option>
                </select>
              </div>
            </li>
          );
        })}
      </ul>
      {withHorse ? (
        <p className="form-text mb-0">{intervalsTexts.withHorse}</p>
      ) : (
        <>
          <SaveBar {...form.bar} label={intervalsTexts.save} className="care-intervals__save" />
          <UnsavedChangesGuard when={form.dirty} />
        </>
      )}
    </form>
  );
}

import { useCallback, useId, type FormEvent } from 'react';
import { Checkbox, SaveBar, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import type { CareType } from '#src/config/options';
import { paths } from '#src/config/paths';
import { fail, ok, type Result } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { saveCareDay, type CareDayHorse } from '../../api/care-day-api';
import {
  careDayErrors,
  careDayOf,
  careOfType,
  horsesCount,
  type CareDay,
  type CareDayDraft,
} from '../../model/care-day';
import type { CareRecord } from '../../model/care-record';
import { CareBadge } from '../care-badge';
import { careVisitLabels, CareVisitFields } from '../care-visit-fields';

export const careDayFormTexts = {
  type: 'Cura',
  choose: '— Scegli la cura —',
  date: 'Data',
  cost: 'Costo per cavallo (€)',
  costHint: 'Facoltativo, ad esempio 45 o 45,50: ogni cavallo avrà questo costo.',
  notes: 'Note',
  notesHint:
    'Uguali per tutti i cavalli; le note di un solo cavallo si aggiungono dopo nella sua pagina.',
  horses: 'Cavalli',
  horsesHint: 'I cavalli in carico all’associazione (non adottati né deceduti).',
  selectAll: 'Seleziona tutti',
  deselectAll: 'Deseleziona tutti',
  selected: (count: number) =>
    count === 0
      ? 'Nessun cavallo selezionato'
      : count === 1
        ? '1 cavallo selezionato'
        : `${count} cavalli selezionati`,
  noHorses: 'Nessun cavallo in carico all’associazione.',
  last: 'Ultima',
  next: 'Prossima',
  never: 'Mai registrata',
  save: 'Salva',
} as const;

const dateText = (date: string) => formatCalendarDate(date) || date;

const careDayLabels = { ...careVisitLabels(careDayFormTexts), horses: careDayFormTexts.horses };

export interface CareDayFormProps {
  readonly draft: CareDayDraft;
  readonly horses: readonly CareDayHorse[];
  readonly today: string;
  readonly onSaved: (day: CareDay, records: CareRecord[]) => void;
}

function HorseChoice({
  horse,
  type,
  today,
  checked,
  onChange,
}: {
  readonly horse: CareDayHorse;
  readonly type: CareType | '';
  readonly today: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  const care = type === '' ? null : careOfType(horse.records, horse.intervals, type, today);
  const description = care && (
    <span className="care-day__care">
      {care.lastDate ? (
        <>
          {/* The spaces between the items are for screen readers; the flex gap shows them. */}
          <span>
            {careDayFormTexts.last}: <time dateTime={care.lastDate}>{dateText(care.lastDate)}</time>
          </span>{' '}
          {care.nextDue && (
            <span>
              {careDayFormTexts.next}: <time dateTime={care.nextDue}>{dateText(care.nextDue)}</time>
            </span>
          )}{' '}
          {care.state && <CareBadge state={care.state} />}
        </>
      ) : (
        <span>{careDayFormTexts.never}</span>
      )}
    </span>
  );
  return (
    <li className={checked ? 'care-day__horse care-day__horse--checked' : 'care-day__horse'}>
      <Checkbox
        label={horse.name}
        name="horses"
        checked={checked}
        onChange={onChange}
        description={description}
        className="mb-0"
      />
    </li>
  );
}

export function CareDayForm({ draft, horses, today, onSaved }: CareDayFormProps) {
  const { user } = useSession();
  const headingId = useId();
  const countId = useId();
  const horsesErrorId = useId();

  const update = useCallback(
    async (item: CareDayDraft): Promise<Result<CareDayDraft>> => {
      const day = careDayOf(item);
      if (!day) return fail('invalid-argument', Object.values(careDayErrors(item))[0] ?? '');
      const saved = await saveCareDay(user, day);
      if (!saved.success) return saved;
      onSaved(day, saved.data);
      return ok(item);
    },
    [user, onSaved],
  );

  const form = useEditForm(draft, update, { errors: careDayErrors, labels: careDayLabels });
  const { errors, bindForm } = form;
  const chosen = new Set(form.item.horseSlugs);
  const count = form.item.horseSlugs.length;

  const choose = (slugs: ReadonlySet<string>) =>
    form.setField(
      'horseSlugs',
      horses.filter((horse) => slugs.has(horse.slug)).map((horse) => horse.slug),
    );
  const toggle = (slug: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(slug);
    else next.delete(slug);
    choose(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <form
      ref={bindForm}
      className="care-day__form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <h2 id={headingId} className="visually-hidden">
        Nuova giornata di cure
      </h2>
      <CareVisitFields
        values={form.item}
        errors={errors}
        onChange={(change) => form.edit((item) => ({ ...item, ...change }))}
        texts={careDayFormTexts}
        rowClassName="care-day__fields"
      />
      <fieldset
        className="care-day__horses"
        aria-describedby={errors.horses ? `${countId} ${horsesErrorId}` : countId}
      >
        <legend className="care-day__legend">{careDayFormTexts.horses}</legend>
        <p className="form-text mt-0">{careDayFormTexts.horsesHint}</p>
        {horses.length === 0 ? (
          <p className="care-day__none">{careDayFormTexts.noHorses}</p>
        ) : (
          <>
            <div className="care-day__toolbar">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => choose(new Set(horses.map((horse) => horse.slug)))}
                disabled={count === horses.length}
              >
                {careDayFormTexts.selectAll}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => choose(new Set())}
                disabled={count === 0}
              >
                {careDayFormTexts.deselectAll}
              </button>
              <p id={countId} className="care-day__count mb-0" aria-live="polite">
                {careDayFormTexts.selected(count)}
              </p>
            </div>
            <ul className="care-day__list">
              {horses.map((horse) => (
                <HorseChoice
                  key={horse.slug}
                  horse={horse}
                  type={form.item.type}
                  today={today}
                  checked={chosen.has(horse.slug)}
                  onChange={(checked) => toggle(horse.slug, checked)}
                />
              ))}
            </ul>
          </>
        )}
        <div aria-live="polite">
          {errors.horses && (
            <p id={horsesErrorId} className="invalid-feedback d-block admin-field__error">
              {errors.horses}
            </p>
          )}
        </div>
      </fieldset>
      <SaveBar
        {...form.bar}
        backTo={paths.adminCare()}
        label={careDayFormTexts.save}
        className="care-day__save"
      >
        {count > 0 && <span className="care-day__save-count">{horsesCount(count)}</span>}
      </SaveBar>
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}

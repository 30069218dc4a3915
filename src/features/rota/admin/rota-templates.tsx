import { useState } from 'react';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { fieldErrors } from '#src/lib/data/field-errors';
import { useSession } from '#src/lib/session/session-context';
import { listTemplates, saveTemplate } from '../api/rota-api';
import type { RotaTemplate } from '../model/rota';
import {
  emptyTemplateDraft,
  templateDraftSchema,
  type RotaTemplateDraft,
} from '../model/rota-template-draft';
import { weekdayNames, weekdays, type Weekday } from '../model/rota-time';

const daysText = (days: readonly number[]): string =>
  days.length === 7
    ? 'ogni giorno'
    : days.map((day) => weekdayNames[day as Weekday].toLowerCase()).join(', ');

const draftOf = (template: RotaTemplate): RotaTemplateDraft => ({
  label: template.label,
  place: template.place,
  weekdays: template.weekdays as Weekday[],
  start: template.start,
  minutes: String(template.minutes),
  needed: String(template.needed),
});

/** The weekly shifts staff define; a week's plan is made from the active ones. */
export function RotaTemplates() {
  const { user } = useSession();
  const templates = useRead('Rota templates', listTemplates, []);
  const [draft, setDraft] = useState<RotaTemplateDraft>(emptyTemplateDraft);
  const [checked, setChecked] = useState(false);
  const errors = checked ? fieldErrors(templateDraftSchema, draft) : {};
  const add = useAction(async () => {
    const saved = await saveTemplate(user, null, draft);
    if (saved.success) {
      setDraft(emptyTemplateDraft);
      setChecked(false);
      templates.retry();
    }
    return saved;
  }, 'Add template');
  const toggle = useAction(async (template: RotaTemplate) => {
    const saved = await saveTemplate(user, template.slug, draftOf(template), !template.active);
    if (saved.success) templates.retry();
    return saved;
  }, 'Toggle template');
  const set = <K extends keyof RotaTemplateDraft>(key: K, value: RotaTemplateDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    add.reset();
  };
  const field = (
    key: 'label' | 'place' | 'start' | 'minutes' | 'needed',
    label: string,
    type = 'text',
  ) => (
    <div className="rota-template-form__field">
      <label className="form-label" htmlFor={`rota-template-${key}`}>
        {label}
      </label>
      <input
        id={`rota-template-${key}`}
        type={type}
        className={`form-control${errors[key] ? ' is-invalid' : ''}`}
        value={draft[key]}
        aria-describedby={errors[key] ? `rota-template-${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {errors[key] ? (
        <div id={`rota-template-${key}-error`} className="invalid-feedback">
          {errors[key]}
        </div>
      ) : null}
    </div>
  );
  return (
    <section className="rota-templates" aria-labelledby="rota-templates-title">
      <h2 id="rota-templates-title" className="h4">
        Turni settimanali
      </h2>
      <ReadState
        read={templates}
        loading="Caricamento dei turni settimanali…"
        empty={<p>Nessun turno settimanale.</p>}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="rota-templates__list">
            {list.map((template) => (
              <li key={template.slug} className={template.active ? '' : 'text-body-secondary'}>
                <span>
                  <strong>{template.start}</strong> {template.label}
                  {template.place ? ` · ${template.place}` : ''} — {daysText(template.weekdays)},{' '}
                  {template.minutes} min, {template.needed}{' '}
                  {template.needed === 1 ? 'persona' : 'persone'}
                  {template.active ? '' : ' (disattivato)'}
                </span>
                <BusyButton
                  className="btn btn-sm btn-link"
                  pending={toggle.pending && toggle.input?.[0].slug === template.slug}
                  onClick={() => toggle.run(template)}
                >
                  {template.active ? 'Disattiva' : 'Riattiva'}
                </BusyButton>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
      {toggle.error ? (
        <p className="text-danger" role="alert">
          {toggle.error}
        </p>
      ) : null}
      <form
        className="rota-template-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(fieldErrors(templateDraftSchema, draft)).length === 0) add.run();
        }}
      >
        <h3 className="h6">Nuovo turno settimanale</h3>
        {field('label', 'Che cosa si fa')}
        {field('place', 'Dove')}
        {field('start', 'Inizio', 'time')}
        {field('minutes', 'Durata (minuti)', 'number')}
        {field('needed', 'Persone necessarie', 'number')}
        <fieldset className="rota-template-form__days">
          <legend className="form-label">Giorni</legend>
          {weekdays.map((day) => (
            <label key={day} className="form-check form-check-inline">
              <input
                type="checkbox"
                className="form-check-input"
                checked={draft.weekdays.includes(day)}
                onChange={(event) =>
                  set(
                    'weekdays',
                    event.target.checked
                      ? [...draft.weekdays, day]
                      : draft.weekdays.filter((item) => item !== day),
                  )
                }
              />
              <span className="form-check-label">{weekdayNames[day]}</span>
            </label>
          ))}
          {errors.weekdays ? <p className="text-danger small">{errors.weekdays}</p> : null}
        </fieldset>
        <BusyButton type="submit" pending={add.pending}>
          Aggiungi
        </BusyButton>
        {add.error ? (
          <p className="text-danger" role="alert">
            {add.error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

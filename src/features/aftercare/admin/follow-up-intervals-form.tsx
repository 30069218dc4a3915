import { useId, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { SaveBar, TextInput, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import { fail, ok } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { saveFollowUpIntervals } from '../api/follow-up-api';
import {
  defaultFollowUpIntervals,
  followUpIntervalsSchema,
  type FollowUpIntervals,
} from '../model/follow-up';

export const intervalsFormTexts = {
  title: 'Intervalli delle visite',
  intro:
    "Per tutti i cavalli adottati: la prima visita, la seconda, poi una ogni tanti mesi dall'adozione.",
  firstMonths: 'Prima visita (mesi dopo l’adozione)',
  secondMonths: 'Seconda visita (mesi dopo l’adozione)',
  everyMonths: 'Poi ogni (mesi)',
  hint: (months: number) => `Predefinito: ${months}`,
  save: 'Salva gli intervalli',
} as const;

type IntervalsDraft = Record<keyof FollowUpIntervals, string>;
type IntervalField = keyof FollowUpIntervals;

const fields: readonly IntervalField[] = ['firstMonths', 'secondMonths', 'everyMonths'];
const labels: Record<IntervalField, string> = {
  firstMonths: intervalsFormTexts.firstMonths,
  secondMonths: intervalsFormTexts.secondMonths,
  everyMonths: intervalsFormTexts.everyMonths,
};

const draftOf = (intervals: FollowUpIntervals): IntervalsDraft => ({
  firstMonths: String(intervals.firstMonths),
  secondMonths: String(intervals.secondMonths),
  everyMonths: String(intervals.everyMonths),
});

const numbersOf = (draft: IntervalsDraft) => ({
  firstMonths: Number(draft.firstMonths.trim() || Number.NaN),
  secondMonths: Number(draft.secondMonths.trim() || Number.NaN),
  everyMonths: Number(draft.everyMonths.trim() || Number.NaN),
});

/** The draft's checks are the model's, on the numbers typed; the order one on the second field. */
function intervalErrors(draft: IntervalsDraft): Partial<Record<IntervalField, string>> {
  const parsed = z.safeParse(followUpIntervalsSchema, numbersOf(draft));
  if (parsed.success) return {};
  const errors: Partial<Record<IntervalField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] as IntervalField | undefined) ?? 'secondMonths';
    errors[field] ??= issue.message;
  }
  return errors;
}

export function FollowUpIntervalsForm({ intervals }: { readonly intervals: FollowUpIntervals }) {
  const { user } = useSession();
  const headingId = useId();
  const form = useEditForm<IntervalsDraft, IntervalField>(
    draftOf(intervals),
    async (draft) => {
      if (Object.keys(intervalErrors(draft)).length > 0) {
        return fail('invalid-argument', Object.values(intervalErrors(draft))[0] ?? '');
      }
      const saved = await saveFollowUpIntervals(user, numbersOf(draft));
      return saved.success ? ok(draftOf(saved.data)) : saved;
    },
    { errors: intervalErrors, labels },
  );
  const { bindForm } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form
      ref={bindForm}
      className="aftercare-intervals"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
    >
      <h2 id={headingId} className="h4">
        {intervalsFormTexts.title}
      </h2>
      <p className="text-body-secondary">{intervalsFormTexts.intro}</p>
      <div className="aftercare-intervals__row">
        {fields.map((field) => (
          <TextInput
            key={field}
            label={labels[field]}
            name={field}
            type="number"
            inputMode="numeric"
            value={form.item[field]}
            onChange={(value) => form.setField(field, value)}
            description={intervalsFormTexts.hint(defaultFollowUpIntervals[field])}
            error={form.errors[field]}
          />
        ))}
      </div>
      <SaveBar {...form.bar} label={intervalsFormTexts.save} />
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}

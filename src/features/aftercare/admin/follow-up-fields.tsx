import { SelectInput, TextArea, TextInput, type EditForm } from '#src/components/forms';
import {
  followUpLimits,
  followUpOutcomes,
  visitorKinds,
  type FollowUpVisitDraft,
  type FollowUpVisitField,
} from '../model/follow-up';
import { dayOf, outcomeLabels, visitFieldTexts, visitorKindLabels } from './follow-up-texts';

export const visitFieldLabels: Readonly<Record<FollowUpVisitField, string>> = {
  due: visitFieldTexts.due,
  date: visitFieldTexts.date,
  visitor: visitFieldTexts.visitor,
  outcome: visitFieldTexts.outcome,
  notes: visitFieldTexts.notes,
};

const outcomeOptions = followUpOutcomes.map((value) => ({ value, label: outcomeLabels[value] }));
const kindOptions = visitorKinds.map((value) => ({ value, label: visitorKindLabels[value] }));

export interface FollowUpFieldsProps {
  readonly form: EditForm<FollowUpVisitDraft, FollowUpVisitField>;
  /** The planned days a visit may answer. */
  readonly dueDays: readonly string[];
  /** A volunteer records as themselves: who went is not theirs to choose. */
  readonly fixedVisitor?: boolean;
  readonly rowClassName?: string;
}

export function FollowUpFields({ form, dueDays, fixedVisitor, rowClassName }: FollowUpFieldsProps) {
  const values = form.item;
  const change = (patch: Partial<FollowUpVisitDraft>) =>
    form.edit((item) => ({ ...item, ...patch }));
  return (
    <>
      <div className={rowClassName}>
        <SelectInput
          label={visitFieldTexts.due}
          name="due"
          value={values.due}
          onChange={(due) => change({ due })}
          options={dueDays.map((day) => ({ value: day, label: dayOf(day) }))}
          placeholder={visitFieldTexts.choose}
          required
          error={form.errors.due}
        />
        <TextInput
          label={visitFieldTexts.date}
          name="date"
          type="date"
          value={values.date}
          onChange={(date) => change({ date })}
          required
          error={form.errors.date}
        />
      </div>
      <div className={rowClassName}>
        {!fixedVisitor && (
          <SelectInput
            label={visitFieldTexts.visitorKind}
            name="visitorKind"
            value={values.visitorKind}
            onChange={(kind) =>
              change({ visitorKind: kind === 'volontario' ? 'volontario' : 'staff' })
            }
            options={kindOptions}
            required
          />
        )}
        <TextInput
          label={visitFieldTexts.visitor}
          name="visitor"
          value={values.visitor}
          onChange={(visitor) => change({ visitor })}
          required
          readOnly={fixedVisitor}
          error={form.errors.visitor}
        />
        <SelectInput
          label={visitFieldTexts.outcome}
          name="outcome"
          value={values.outcome}
          onChange={(outcome) =>
            change({ outcome: followUpOutcomes.find((value) => value === outcome) ?? '' })
          }
          options={outcomeOptions}
          placeholder={visitFieldTexts.chooseOutcome}
          required
          error={form.errors.outcome}
        />
      </div>
      <TextArea
        label={visitFieldTexts.notes}
        name="notes"
        value={values.notes}
        onChange={(notes) => change({ notes })}
        rows={3}
        limit={followUpLimits.notes}
        description={visitFieldTexts.notesHint}
        error={form.errors.notes}
      />
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { BusyButton } from '#src/components/admin-ui';
import { TextArea, TextInput } from '#src/components/forms';
import { useAction } from '#src/hooks/use-action';
import { todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { correctVolunteer, removeVolunteer } from '../../api/register-api';
import {
  correctionErrors,
  removalErrors,
  type CorrectionDraft,
  type RemovalDraft,
} from '../../model/register-draft';
import type { RegisterEntry } from '../../model/register-entries';
import { RegisterPersonFields } from './register-person-fields';
import { personLabels } from './register-texts';

export interface EntryFormProps {
  readonly entry: RegisterEntry;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

/** The end of an enrolment: the last day and why; the insurer is told. */
/** A record form's end: why the write failed, its button while it runs, and "Annulla". */
function EntryFormEnd({
  action,
  className,
  label,
  pendingText,
  onCancel,
}: {
  readonly action: { readonly pending: boolean; readonly error: string | null };
  readonly className: string;
  readonly label: string;
  readonly pendingText: string;
  readonly onCancel: () => void;
}) {
  return (
    <>
      {action.error && (
        <div role="alert" className="alert alert-danger">
          {action.error}
        </div>
      )}
      <div className="d-flex gap-2">
        <BusyButton
          type="submit"
          className={className}
          pending={action.pending}
          pendingText={pendingText}
        >
          {label}
        </BusyButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Annulla
        </button>
      </div>
    </>
  );
}

export function RemovalForm({ entry, onDone, onCancel }: EntryFormProps) {
  const { user } = useSession();
  const [draft, setDraft] = useState<RemovalDraft>({ endDate: todayInRome(), reason: '' });
  const [tried, setTried] = useState(false);
  const errors = tried ? removalErrors(draft, entry.startDate) : {};
  const remove = useAction(async (checked: RemovalDraft) => {
    const result = await removeVolunteer(user, entry, checked);
    if (result.success) onDone();
    return result;
  }, 'Removal');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(removalErrors(draft, entry.startDate)).some(Boolean)) return;
    remove.run(draft);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Cancellazione dal registro"
      className="card card-body mb-3"
    >
      <h2 className="h5">Cancellazione dal registro</h2>
      <TextInput
        label={personLabels.endDate}
        name="endDate"
        type="date"
        required
        value={draft.endDate}
        error={errors.endDate}
        onChange={(endDate) => setDraft({ ...draft, endDate })}
      />
      <TextArea
        label={personLabels.reason}
        name="reason"
        required
        rows={2}
        value={draft.reason}
        error={errors.reason}
        onChange={(reason) => setDraft({ ...draft, reason })}
      />
      <p className="text-body-secondary">
        Parte un&apos;e-mail all&apos;assicurazione: la copertura finisce con l&apos;ultimo giorno.
      </p>
      <EntryFormEnd
        action={remove}
        className="btn btn-danger"
        label="Cancella dal registro"
        pendingText="Cancellazione in corso…"
        onCancel={onCancel}
      />
    </form>
  );
}

/** A correction: the person's data whole, as it should read, and why. */
export function CorrectionForm({ entry, onDone, onCancel }: EntryFormProps) {
  const { user } = useSession();
  const [draft, setDraft] = useState<CorrectionDraft>({
    ...entry.person,
    startDate: entry.startDate,
    reason: '',
  });
  const [tried, setTried] = useState(false);
  const errors = correctionErrors(draft, !tried);
  const shown = tried ? errors : { fiscalCode: errors.fiscalCode };
  const correct = useAction(async (checked: CorrectionDraft) => {
    const result = await correctVolunteer(user, entry, checked);
    if (result.success) onDone();
    return result;
  }, 'Correction');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(correctionErrors(draft)).some(Boolean)) return;
    correct.run(draft);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Rettifica" className="card card-body mb-3">
      <h2 className="h5">Rettifica</h2>
      <p className="text-body-secondary">
        Scrivi i dati come devono essere, tutti: la rettifica è una nuova riga del registro, che
        nomina l&apos;iscrizione n. {entry.number}.
      </p>
      <RegisterPersonFields draft={draft} errors={shown} onChange={setDraft} />
      <TextArea
        label={personLabels.reason}
        name="reason"
        required
        rows={2}
        value={draft.reason}
        error={shown.reason}
        onChange={(reason) => setDraft({ ...draft, reason })}
      />
      <EntryFormEnd
        action={correct}
        className="btn btn-primary"
        label="Registra la rettifica"
        pendingText="Rettifica in corso…"
        onCancel={onCancel}
      />
    </form>
  );
}

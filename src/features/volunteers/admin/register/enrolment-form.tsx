import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '#src/components/admin-ui';
import { RadioGroup } from '#src/components/forms';
import { paths } from '#src/config/paths';
import { useAction } from '#src/hooks/use-action';
import { todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { enrolVolunteer } from '../../api/register-api';
import {
  enrolmentErrors,
  newEnrolmentDraft,
  type EnrolmentDraft,
  type EnrolmentPrefill,
} from '../../model/register-draft';
import { registerSections } from '../../model/register-record';
import { RegisterPersonFields } from './register-person-fields';
import { personLabels, sectionLabels } from './register-texts';
import './register.scss';

export interface EnrolmentFormProps {
  /** From a volunteer application (route state or query): name, contacts, its id. */
  readonly prefill?: EnrolmentPrefill;
}

/** A new enrolment: the codice fiscale is checked against the name and birth date as one types. */
export function EnrolmentForm({ prefill }: EnrolmentFormProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<EnrolmentDraft>(() =>
    newEnrolmentDraft(todayInRome(), prefill),
  );
  const [tried, setTried] = useState(false);
  const errors = enrolmentErrors(draft, !tried);
  // Before the first "Iscrivi", only the codice fiscale speaks (as one types it).
  const shown = tried ? errors : { fiscalCode: errors.fiscalCode };
  const enrol = useAction(async (checked: EnrolmentDraft) => {
    const result = await enrolVolunteer(user, checked);
    if (result.success) void navigate(paths.adminVolunteerRegisterEntry(result.data.id));
    return result;
  }, 'Enrolment');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(enrolmentErrors(draft)).some(Boolean)) return;
    enrol.run(draft);
  };

  return (
    <section className="admin-page register-form">
      <p>
        <Link to={paths.adminVolunteerRegister()}>← Registro dei volontari</Link>
      </p>
      <h1>Nuova iscrizione nel registro</h1>
      {draft.applicationId && (
        <p className="text-body-secondary">Dalla candidatura {draft.applicationId}.</p>
      )}
      <form noValidate onSubmit={submit} aria-label="Nuova iscrizione">
        <RadioGroup
          label={personLabels.section}
          name="section"
          required
          inline
          value={draft.section}
          error={shown.section}
          choices={registerSections.map((section) => ({
            value: section,
            label: sectionLabels[section],
          }))}
          onChange={(value) =>
            setDraft({
              ...draft,
              section: registerSections.find((section) => section === value) ?? '',
            })
          }
        />
        <RegisterPersonFields draft={draft} errors={shown} onChange={setDraft} />
        <p className="text-body-secondary">
          All&apos;iscrizione parte un&apos;e-mail all&apos;assicurazione con nome, codice fiscale e
          data d&apos;inizio. Le iscrizioni non si modificano: un errore si corregge con una
          rettifica.
        </p>
        {enrol.error && (
          <div role="alert" className="alert alert-danger">
            {enrol.error}
          </div>
        )}
        <BusyButton
          type="submit"
          className="btn btn-primary"
          pending={enrol.pending}
          pendingText="Iscrizione in corso…"
        >
          Iscrivi nel registro
        </BusyButton>
      </form>
    </section>
  );
}

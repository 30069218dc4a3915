import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '#src/components/admin-ui';
import { SelectInput, TextInput } from '#src/components/forms';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { fail } from '#src/lib/data/result';
import { isCalendarDay } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { listAdoptionChoices, startFollowUpPlan } from '../api/follow-up-api';
import { followUpTexts, startPlanTexts } from './follow-up-texts';

export interface StartFollowUpPlanProps {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly adoptedOn: string;
  readonly onStarted: () => void;
}

/** A plan starts with the adoption application that names the adopter (decision 94). */
export function StartFollowUpPlan({
  horseSlug,
  horseName,
  adoptedOn,
  onStarted,
}: StartFollowUpPlanProps) {
  const { user } = useSession();
  const headingId = useId();
  const choices = useRead(
    `Loading the adoption applications for ${horseSlug} failed`,
    () => listAdoptionChoices(horseSlug),
    [horseSlug],
  );
  const [applicationId, setApplicationId] = useState('');
  const [day, setDay] = useState(adoptedOn);
  const start = useAction(async () => {
    if (!applicationId || !isCalendarDay(day)) {
      return fail('invalid-argument', startPlanTexts.missing);
    }
    const started = await startFollowUpPlan(user, horseSlug, {
      horseName: horseName || horseSlug,
      applicationId,
      adoptedOn: day,
    });
    if (started.success) onStarted();
    return started;
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start.run();
  };

  return (
    <form className="start-plan" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} className="h5">
        {startPlanTexts.title}
      </h3>
      <p>{followUpTexts.noPlan}</p>
      <ReadState
        read={choices}
        loading="Caricamento delle candidature…"
        failed="Candidature non caricate:"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-body-secondary">{startPlanTexts.noApplications}</p>
          ) : (
            <>
              <SelectInput
                label={startPlanTexts.application}
                name="applicationId"
                value={applicationId}
                onChange={(value) => {
                  setApplicationId(value);
                  start.reset();
                }}
                options={list.map((choice) => ({
                  value: choice.id,
                  label: choice.namesHorse
                    ? `${choice.name} ${startPlanTexts.namesHorse}`
                    : choice.name,
                }))}
                placeholder={startPlanTexts.choose}
                required
              />
              <TextInput
                label={startPlanTexts.adoptedOn}
                name="adoptedOn"
                type="date"
                value={day}
                onChange={(value) => {
                  setDay(value);
                  start.reset();
                }}
                description={startPlanTexts.adoptedOnHint}
                required
              />
              {start.error && (
                <p role="alert" className="text-danger">
                  {start.error}
                </p>
              )}
              <BusyButton type="submit" pending={start.pending}>
                {startPlanTexts.submit}
              </BusyButton>
            </>
          )
        }
      </ReadState>
    </form>
  );
}

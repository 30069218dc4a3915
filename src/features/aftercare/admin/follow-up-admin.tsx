import { useId, useState } from 'react';
import { RecordsSection } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import {
  deleteFollowUpVisit,
  readHorseFollowUp,
  saveFollowUpVisit,
  type HorseFollowUp,
} from '../api/follow-up-api';
import {
  draftOfVisit,
  followUpSchedule,
  followUpVisitErrors,
  newestVisitFirst,
  openSlots,
  visitOfDraft,
  type FollowUpPlan,
  type FollowUpVisit,
  type FollowUpVisitDraft,
} from '../model/follow-up';
import { FollowUpFields, visitFieldLabels } from './follow-up-fields';
import { FollowUpScheduleList } from './follow-up-schedule';
import { dayOf, followUpTexts, outcomeLabels, visitorKindLabels } from './follow-up-texts';
import { StartFollowUpPlan } from './start-plan';
import './aftercare.scss';

export interface FollowUpAdminProps {
  readonly horseSlug: string;
  readonly horseName: string;
  /** The horse as saved: a plan starts once it is Adottato, from the day of that change. */
  readonly adopted: boolean;
  readonly statusChangedAt: string;
  readonly today?: string;
}

const visitLabel = (visit: FollowUpVisit) => `visita del ${dayOf(visit.date)}`;

/** The horse's staff page: its plan, the planned visits and those made (a records section). */
export function FollowUpAdmin(props: FollowUpAdminProps) {
  const [reads, setReads] = useState(0);
  const read = useRead(
    `Loading the follow-up of ${props.horseSlug} failed`,
    () => readHorseFollowUp(props.horseSlug),
    [props.horseSlug, reads],
  );
  return (
    <ReadState read={read} loading={followUpTexts.loading} failed={followUpTexts.loadFailed}>
      {(data) =>
        data.plan === null && data.visits.length === 0 ? (
          <NoPlanYet {...props} onStarted={() => setReads((count) => count + 1)} />
        ) : (
          <FollowUpRecords
            key={reads}
            {...props}
            data={data}
            onStarted={() => setReads((count) => count + 1)}
          />
        )
      }
    </ReadState>
  );
}

/** Before its plan a horse has no visit to record: the section only offers to start it. */
function NoPlanYet({
  horseSlug,
  horseName,
  adopted,
  statusChangedAt,
  onStarted,
}: FollowUpAdminProps & { readonly onStarted: () => void }) {
  const headingId = useId();
  return (
    <section className="records-section follow-up" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {followUpTexts.title}
      </h2>
      <p className="text-body-secondary">{followUpTexts.intro}</p>
      <PlanPart
        plan={null}
        horseSlug={horseSlug}
        horseName={horseName}
        adopted={adopted}
        statusChangedAt={statusChangedAt}
        onStarted={onStarted}
        schedule={null}
      />
    </section>
  );
}

interface FollowUpRecordsProps extends FollowUpAdminProps {
  readonly data: HorseFollowUp;
  readonly onStarted: () => void;
}

function FollowUpRecords({
  horseSlug,
  horseName,
  adopted,
  statusChangedAt,
  today: givenToday,
  data,
  onStarted,
}: FollowUpRecordsProps) {
  const { user } = useSession();
  const [today] = useState(() => givenToday ?? todayInRome());
  const { plan, intervals } = data;
  const schedule = plan ? followUpSchedule(plan, data.visits, intervals, today) : null;
  const dueDays = schedule ? schedule.slots.map((slot) => slot.due) : [];
  const firstOpen = schedule ? (openSlots(schedule)[0]?.due ?? '') : '';

  const newDraft = (): FollowUpVisitDraft => ({
    id: autoId(),
    horseSlug,
    due: firstOpen,
    date: today,
    visitorKind: 'staff',
    visitor: user.displayName ?? '',
    outcome: '',
    notes: '',
  });

  return (
    <RecordsSection
      className="follow-up"
      texts={{
        ...followUpTexts,
        listLabel: `Visite di controllo di ${horseName || horseSlug}`,
        deleted: (visit: FollowUpVisit) => ({
          tone: 'success',
          text: `La ${visitLabel(visit)} è stata eliminata.`,
        }),
      }}
      read={{
        what: `the follow-up visits of ${horseSlug}`,
        load: () => Promise.resolve(ok(data)),
        records: (loaded) => loaded.visits,
      }}
      before={(_loaded, visits) => (
        <PlanPart
          plan={plan}
          horseSlug={horseSlug}
          horseName={horseName}
          adopted={adopted}
          statusChangedAt={statusChangedAt}
          onStarted={onStarted}
          schedule={plan ? followUpSchedule(plan, visits, intervals, today) : null}
        />
      )}
      editor={{
        newDraft,
        draftOf: draftOfVisit,
        errors: followUpVisitErrors,
        labels: visitFieldLabels,
        save: async (draft, original) => {
          if (!plan) return fail('failed-precondition', followUpTexts.noPlanToAdd);
          const visit = visitOfDraft(draft);
          if (!visit) {
            return fail('invalid-argument', Object.values(followUpVisitErrors(draft))[0] ?? '');
          }
          const saved = await saveFollowUpVisit(user, visit, original ? 'update' : 'add');
          return saved.success ? ok({ record: saved.data }) : saved;
        },
        fields: (form) => (
          <FollowUpFields
            form={form}
            dueDays={
              form.item.due && !dueDays.includes(form.item.due)
                ? [form.item.due, ...dueDays]
                : dueDays
            }
            rowClassName="records-section__row"
          />
        ),
      }}
      remove={(visit) => deleteFollowUpVisit(user, visit.id)}
      order={newestVisitFirst}
      label={visitLabel}
      row={(visit) => (
        <>
          <span className="records-section__meta">
            <time dateTime={visit.date}>{dayOf(visit.date)}</time> ·{' '}
            {visitorKindLabels[visit.visitorKind]}: {visit.visitor} · prevista il {dayOf(visit.due)}
          </span>
          <span className="records-section__title">{outcomeLabels[visit.outcome]}</span>
          {visit.notes && <span className="records-section__notes">{visit.notes}</span>}
        </>
      )}
    />
  );
}

interface PlanPartProps {
  readonly plan: FollowUpPlan | null;
  readonly horseSlug: string;
  readonly horseName: string;
  readonly adopted: boolean;
  readonly statusChangedAt: string;
  readonly onStarted: () => void;
  readonly schedule: ReturnType<typeof followUpSchedule> | null;
}

function PlanPart({
  plan,
  horseSlug,
  horseName,
  adopted,
  statusChangedAt,
  onStarted,
  schedule,
}: PlanPartProps) {
  if (!plan || !schedule) {
    if (!adopted) return <p className="follow-up__none">{followUpTexts.notAdopted}</p>;
    return (
      <StartFollowUpPlan
        horseSlug={horseSlug}
        horseName={horseName}
        adoptedOn={statusChangedAt}
        onStarted={onStarted}
      />
    );
  }
  return <FollowUpScheduleList schedule={schedule} />;
}

import { useState } from 'react';
import { Link } from 'react-router';
import { RecordEditor } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { readOwnAccess } from '#src/features/volunteers/admin';
import { useRead } from '#src/lib/async/use-result';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok, type Result } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { useIsVolunteer, useSession } from '#src/lib/session/session-context';
import { readAllFollowUps, saveFollowUpVisit } from '../api/follow-up-api';
import {
  followUpVisitErrors,
  openFollowUps,
  visitOfDraft,
  type FollowUpIntervals,
  type FollowUpVisitDraft,
  type OpenFollowUp,
} from '../model/follow-up';
import { FollowUpFields, visitFieldLabels } from './follow-up-fields';
import { FollowUpIntervalsForm } from './follow-up-intervals-form';
import { dayOf, followUpStateLabels, followUpStateTones } from './follow-up-texts';
import './aftercare.scss';

export const aftercarePageTexts = {
  intro:
    'Le visite di controllo in ritardo e quelle da fare nei prossimi 14 giorni, di tutti i cavalli adottati. Chi va registra qui la visita.',
  due: 'Visite da fare',
  none: 'Nessuna visita di controllo in ritardo o da fare nei prossimi 14 giorni.',
  loading: 'Caricamento delle visite…',
  failed: 'Non riusciamo a caricare le visite:',
  record: 'Registra la visita',
  editorTitle: (name: string) => `Visita a ${name}`,
  close: 'Chiudi',
  saved: (name: string, day: string) => `Visita a ${name} del ${dayOf(day)} registrata: grazie!`,
  noName:
    'Il tuo nome non risulta tra i volontari con accesso: chiedi allo staff di controllare il tuo accesso.',
} as const;

interface PageData {
  readonly open: readonly OpenFollowUp[];
  readonly intervals: FollowUpIntervals;
  /** Who records: a volunteer's registered name (the rules check it), staff's own name. */
  readonly visitor: string;
}

async function loadPage(
  today: string,
  volunteer: boolean,
  email: string | null,
  ownName: string,
): Promise<Result<PageData>> {
  const [all, access] = await Promise.all([
    readAllFollowUps(),
    volunteer && email ? readOwnAccess(email) : Promise.resolve(null),
  ]);
  if (!all.success) return all;
  if (access && !access.success) return access;
  const { plans, visits, intervals } = all.data;
  return ok({
    open: openFollowUps(plans, visits, intervals, today),
    intervals,
    visitor: access ? access.data.name : ownName,
  });
}

export interface AftercarePageProps {
  readonly today?: string;
}

/**
 * Staff and registered volunteers (decision 87): the due visits; staff also the intervals. The
 * route gives the page its title (`AdminPage`).
 */
export function AftercarePage({ today: givenToday }: AftercarePageProps) {
  const { user } = useSession();
  const volunteer = useIsVolunteer();
  const [today] = useState(() => givenToday ?? todayInRome());
  const read = useRead(
    'Loading the follow-up visits failed',
    () => loadPage(today, volunteer, user.email, user.displayName ?? user.email ?? ''),
    [today, volunteer],
  );
  return (
    <div className="aftercare-page">
      <p className="text-body-secondary">{aftercarePageTexts.intro}</p>
      <ReadState
        read={read}
        loading={aftercarePageTexts.loading}
        failed={aftercarePageTexts.failed}
      >
        {(data) => (
          <>
            <DueVisits data={data} today={today} volunteer={volunteer} />
            {!volunteer && <FollowUpIntervalsForm intervals={data.intervals} />}
          </>
        )}
      </ReadState>
    </div>
  );
}

interface DueVisitsProps {
  readonly data: PageData;
  readonly today: string;
  readonly volunteer: boolean;
}

const keyOf = (item: OpenFollowUp) => `${item.horseSlug}/${item.due}`;

function DueVisits({ data, today, volunteer }: DueVisitsProps) {
  const { user } = useSession();
  const [open, setOpen] = useState<{ key: string; draft: FollowUpVisitDraft } | null>(null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [, setDirty] = useState(false);
  const left = data.open.filter((item) => !done.has(keyOf(item)));

  const editorFor = (item: OpenFollowUp) => ({
    newDraft: (): FollowUpVisitDraft => ({
      id: autoId(),
      horseSlug: item.horseSlug,
      due: item.due,
      date: today,
      visitorKind: volunteer ? 'volontario' : 'staff',
      visitor: data.visitor,
      outcome: '',
      notes: '',
    }),
    errors: followUpVisitErrors,
    labels: visitFieldLabels,
    save: async (draft: FollowUpVisitDraft) => {
      if (volunteer && !data.visitor) return fail('permission-denied', aftercarePageTexts.noName);
      const visit = visitOfDraft(draft);
      if (!visit) {
        return fail('invalid-argument', Object.values(followUpVisitErrors(draft))[0] ?? '');
      }
      const saved = await saveFollowUpVisit(user, visit, 'add');
      return saved.success ? ok({ record: saved.data }) : saved;
    },
    fields: (form: Parameters<typeof FollowUpFields>[0]['form']) => (
      <FollowUpFields
        form={form}
        dueDays={[item.due]}
        fixedVisitor={volunteer}
        rowClassName="records-section__row"
      />
    ),
  });

  return (
    <section className="mb-4" aria-labelledby="aftercare-due">
      <h2 id="aftercare-due" className="h4">
        {aftercarePageTexts.due} <span className="text-body-secondary">({left.length})</span>
      </h2>
      <div role="status">{message && <p className="alert alert-success">{message}</p>}</div>
      {left.length === 0 ? (
        <p>{aftercarePageTexts.none}</p>
      ) : (
        <ul className="aftercare-due">
          {left.map((item) => (
            <li key={keyOf(item)} data-horse={item.horseSlug}>
              <Link to={paths.adminHorse(item.horseSlug)}>{item.horseName}</Link>{' '}
              <time dateTime={item.due}>{dayOf(item.due)}</time>{' '}
              <span className={`badge text-bg-${followUpStateTones[item.state]}`}>
                {followUpStateLabels[item.state]}
              </span>{' '}
              {open?.key !== keyOf(item) && (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={`${aftercarePageTexts.record}: ${item.horseName}, ${dayOf(item.due)}`}
                  onClick={() => {
                    setMessage('');
                    setOpen({ key: keyOf(item), draft: editorFor(item).newDraft() });
                  }}
                >
                  {aftercarePageTexts.record}
                </button>
              )}
              {open?.key === keyOf(item) && (
                <div className="aftercare-visit mt-2">
                  <RecordEditor
                    spec={editorFor(item)}
                    draft={open.draft}
                    original={null}
                    title={aftercarePageTexts.editorTitle(item.horseName)}
                    headingLevel={3}
                    closeLabel={aftercarePageTexts.close}
                    submitLabel={aftercarePageTexts.record}
                    onSaved={({ record }) => {
                      setDone((current) => new Set([...current, keyOf(item)]));
                      setOpen(null);
                      setMessage(aftercarePageTexts.saved(item.horseName, record.date));
                    }}
                    onClose={() => setOpen(null)}
                    onDirtyChange={setDirty}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

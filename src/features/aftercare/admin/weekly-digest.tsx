import { useEffect, useId, useState } from 'react';
import { BusyButton } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import type { LogActor } from '#src/lib/data/audit-log';
import { ok, type Result } from '#src/lib/data/result';
import { formatItalianDateTime, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import {
  readWeeklyDigest,
  readWeeklyDigestSubscription,
  sendWeeklyDigest,
  subscribeToWeeklyDigest,
  unsubscribeFromWeeklyDigest,
  type WeeklyDigestSent,
} from '../api/weekly-digest-api';
import { dueThisWeek, isoWeekOf, type DueSources, type IsoWeek } from '../model/week-due';
import type { WeeklyDigest } from '../model/weekly-digest';

// "Da fare questa settimana" (decision 94): the dashboard says when this week's mail went, sends
// it now, and lets each staff member ask for it or stop it; the first staff sign-in of the week
// sends it (`WeeklyDigestAtSignIn`).

const people = (count: number) => (count === 1 ? '1 persona' : `${count} persone`);

export const weeklyDigestTexts = {
  title: 'Da fare questa settimana',
  loading: 'Caricamento della mail settimanale…',
  failed: 'Non è stato possibile leggere lo stato della mail settimanale:',
  sent: (week: string, digest: WeeklyDigest) =>
    `La mail di questa settimana (${week}) è partita il ${formatItalianDateTime(digest.sentAt)}, a ${people(digest.mails)}.`,
  notYet: (week: string) => `La mail di questa settimana (${week}) non è ancora partita.`,
  sendNow: 'Invia ora',
  sending: 'Invio in corso…',
  subscribed: 'La ricevi ogni settimana al tuo indirizzo.',
  notSubscribed: 'Non la ricevi.',
  subscribe: 'Ricevila ogni settimana',
  unsubscribe: 'Non riceverla più',
  saving: 'Salvataggio…',
  about:
    'Cure, scadenze BDN, visite di controllo, candidature nuove, contributi delle cerchie in ritardo e turni scoperti: ciò che va fatto entro domenica o è in ritardo. Parte con il primo accesso dello staff di ogni settimana.',
} as const;

/** The week's mail: the due list read now, sent to the subscribers unless it went already. */
export async function sendThisWeeksDigest(
  actor: LogActor,
  sources: DueSources,
  today: string = todayInRome(),
): Promise<Result<WeeklyDigestSent>> {
  const week = isoWeekOf(today);
  if (!week) return { success: false, error: { code: 'invalid-argument', message: today } };
  const before = await readWeeklyDigest(week.id);
  if (!before.success) return before;
  if (before.data) return ok({ sent: false, digest: before.data });
  return sendWeeklyDigest(actor, week, await dueThisWeek(sources, week, today));
}

/** Once per session and user: a sign-in of the week after the first finds the week's document. */
const triedThisSession = new Set<string>();

/** Forgets the tries (a test's next session). */
export const forgetWeeklyDigestTries = () => triedThisSession.clear();

/** The sign-in's send tells the dashboard, which may have read the week's state before it. */
const SENT_EVENT = 'eq-weekly-digest-sent';

/** Renders nothing: tries the week's mail once when staff open the back office. */
export function WeeklyDigestAtSignIn({ sources }: { readonly sources: () => DueSources }) {
  const { user } = useSession();
  useEffect(() => {
    if (triedThisSession.has(user.uid)) return;
    triedThisSession.add(user.uid);
    void sendThisWeeksDigest(user, sources()).then((result) => {
      // Silent: the dashboard says whether it went, and "Invia ora" tries again.
      if (!result.success) console.error(`Weekly mail: ${result.error.message}`);
      else if (result.data.sent) window.dispatchEvent(new Event(SENT_EVENT));
    });
  }, [user, sources]);
  return null;
}

interface DigestState {
  readonly week: IsoWeek;
  readonly digest: WeeklyDigest | null;
  readonly subscribed: boolean;
}

export interface WeeklyDigestPanelProps {
  /** Made afresh for each send: the sources may keep what they read. */
  readonly sources: () => DueSources;
  readonly today?: string;
}

export function WeeklyDigestPanel({ sources, today: givenToday }: WeeklyDigestPanelProps) {
  const { user } = useSession();
  const headingId = useId();
  const [today] = useState(() => givenToday ?? todayInRome());
  const { uid } = user;
  const read = useRead(
    'The weekly mail',
    async (): Promise<Result<DigestState>> => {
      const week = isoWeekOf(today);
      if (!week) return { success: false, error: { code: 'invalid-argument', message: today } };
      const [digest, subscribed] = await Promise.all([
        readWeeklyDigest(week.id),
        readWeeklyDigestSubscription(uid),
      ]);
      if (!digest.success) return digest;
      if (!subscribed.success) return subscribed;
      return ok({ week, digest: digest.data, subscribed: subscribed.data });
    },
    [today, uid],
  );
  const { retry } = read;
  useEffect(() => {
    window.addEventListener(SENT_EVENT, retry);
    return () => window.removeEventListener(SENT_EVENT, retry);
  }, [retry]);
  const send = useAction(async () => {
    const result = await sendThisWeeksDigest(user, sources(), today);
    if (result.success) read.retry();
    return result;
  }, 'Weekly mail');
  const subscription = useAction(async (wanted: boolean) => {
    const result = wanted
      ? await subscribeToWeeklyDigest(user)
      : await unsubscribeFromWeeklyDigest(user);
    if (result.success) read.retry();
    return result;
  }, 'Weekly mail subscription');

  return (
    <section className="dashboard-section" aria-labelledby={headingId} data-testid="weekly-digest">
      <h2 className="dashboard-section__title" id={headingId}>
        {weeklyDigestTexts.title}
      </h2>
      <p className="text-body-secondary">{weeklyDigestTexts.about}</p>
      <ReadState read={read} loading={weeklyDigestTexts.loading} failed={weeklyDigestTexts.failed}>
        {({ week, digest, subscribed }) => (
          <>
            <p role="status">
              {digest ? weeklyDigestTexts.sent(week.id, digest) : weeklyDigestTexts.notYet(week.id)}
            </p>
            {!digest && (
              <p>
                <BusyButton
                  pending={send.pending}
                  pendingText={weeklyDigestTexts.sending}
                  onClick={() => send.run()}
                >
                  {weeklyDigestTexts.sendNow}
                </BusyButton>
              </p>
            )}
            <p className="mb-0">
              {subscribed ? weeklyDigestTexts.subscribed : weeklyDigestTexts.notSubscribed}{' '}
              <BusyButton
                className="btn btn-outline-secondary btn-sm"
                pending={subscription.pending}
                pendingText={weeklyDigestTexts.saving}
                onClick={() => subscription.run(!subscribed)}
              >
                {subscribed ? weeklyDigestTexts.unsubscribe : weeklyDigestTexts.subscribe}
              </BusyButton>
            </p>
          </>
        )}
      </ReadState>
      {(send.error ?? subscription.error) && (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {send.error ?? subscription.error}
        </p>
      )}
    </section>
  );
}

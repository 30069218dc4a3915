import { useId, useState } from 'react';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import { formatItalianDateTime } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { readUnsubscription, resubscribeToNews } from '../api/news-subscription-api';
import './mail-admin.scss';

export const newsSubscriptionTexts = {
  title: 'Notizie del cavallo',
  unsubscribed: (date: Date) =>
    `Non riceve più le notizie del cavallo: ha chiesto di non riceverle con il link di un'e-mail il ${formatItalianDateTime(date)}.`,
  button: 'Iscrivi di nuovo alle notizie',
  dialogTitle: 'Iscrivere di nuovo alle notizie?',
  question: (date: Date) =>
    `Il ${formatItalianDateTime(date)} questa persona ha chiesto di non ricevere più le notizie del ` +
    "cavallo. Iscrivila di nuovo solo se ora te l'ha chiesto lei: riceverà ogni notizia che " +
    'invierai alla cerchia.',
  cancel: 'Annulla',
  confirm: 'Iscrivi di nuovo',
  done: 'Fatto: dal prossimo invio riceverà di nuovo le notizie del cavallo.',
  failed: 'Stato delle notizie non caricato:',
} as const;

/**
 * Shown on a circle member's page only once they have unsubscribed from the news: when, and the
 * logged way back (decision 64).
 */
export function NewsSubscriptionSection({ memberId }: { readonly memberId: string }) {
  const { user } = useSession();
  const headingId = useId();
  const [resubscribed, setResubscribed] = useState(false);
  const read = useRead(
    `Disiscrizione di ${memberId} non caricata`,
    () => readUnsubscription(memberId),
    [memberId],
  );
  const confirmed = useConfirmedDelete(
    () => resubscribeToNews(user, memberId),
    () => setResubscribed(true),
  );
  const { state } = read;
  if (state.status === 'loading') return null;
  if (state.status === 'ready' && state.data === null && !resubscribed) return null;
  return (
    <section className="admin-page mail-admin mail-admin--application" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {newsSubscriptionTexts.title}
      </h2>
      <div role="status">
        {resubscribed && <p className="alert alert-success">{newsSubscriptionTexts.done}</p>}
      </div>
      <ReadState read={read} loading="" failed={newsSubscriptionTexts.failed}>
        {(unsubscription) =>
          unsubscription &&
          !resubscribed && (
            <>
              <p>{newsSubscriptionTexts.unsubscribed(unsubscription.date)}</p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => confirmed.ask(unsubscription)}
              >
                {newsSubscriptionTexts.button}
              </button>
              <ConfirmDialog
                kind="discard"
                {...confirmed.dialog}
                title={newsSubscriptionTexts.dialogTitle}
                question={newsSubscriptionTexts.question(unsubscription.date)}
                cancelLabel={newsSubscriptionTexts.cancel}
                confirmLabel={newsSubscriptionTexts.confirm}
              />
            </>
          )
        }
      </ReadState>
    </section>
  );
}

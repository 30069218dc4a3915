import { useId, useState } from 'react';
import { BusyButton, ModalOverlay, type RecordsMessage } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { formatItalianDateTime } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { loadNewsAudience, sendHorseNews, type NewsAudience } from '../api/horse-news-mail-api';
import type { NewsToSend } from '../model/mail';

const sentOn = formatItalianDateTime;

const members = (count: number) => (count === 1 ? '1 sostenitore' : `${count} sostenitori`);

export const sendNewsTexts = {
  button: 'Invia alla cerchia',
  buttonLabel: (title: string) => `Invia alla cerchia: ${title}`,
  title: (horse: string) => `Invia la notizia alla cerchia di ${horse}`,
  loading: 'Conto chi la riceverà…',
  loadFailed: 'Non riusciamo a contare i destinatari:',
  audience: (count: number, title: string, horse: string) =>
    `La notizia «${title}» arriverà per e-mail a ${members(count)} di ${horse}.`,
  who:
    'La ricevono i membri Attivi della cerchia che hanno dato un’e-mail e il consenso alle notizie, ' +
    'tranne chi si è disiscritto: ognuno la sua e-mail, in italiano o in inglese come il suo ' +
    'modulo, con il link per disiscriversi.',
  nobody: (horse: string) =>
    `Nessun sostenitore di ${horse} può riceverla: nessun membro Attivo della cerchia ha dato ` +
    'un’e-mail e il consenso alle notizie (o chi l’aveva dato si è disiscritto).',
  alreadySent: (date: Date, count: number) =>
    `Questa notizia è già stata inviata il ${sentOn(date)} (${count === 1 ? '1 e-mail' : `${count} e-mail`}). ` +
    'Inviandola di nuovo arriverà un’altra volta.',
  confirmAgain: 'Sì, inviala di nuovo',
  cancel: 'Annulla',
  send: (count: number) => `Invia a ${members(count)}`,
  sending: 'Invio della notizia in corso…',
  sent: (count: number, title: string, horse: string) =>
    `La notizia «${title}» è stata inviata a ${members(count)} di ${horse}.`,
} as const;

export interface SendNewsToCircleProps {
  readonly news: NewsToSend;
  /** The news section's message line. */
  readonly say: (message: RecordsMessage | null) => void;
}

/** A news item's button and its dialog: who will receive it, a second send only when confirmed. */
export function SendNewsToCircle({ news, say }: SendNewsToCircleProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={sendNewsTexts.buttonLabel(news.title)}
        onClick={() => {
          say(null);
          setOpen(true);
        }}
      >
        {sendNewsTexts.button}
      </button>
      {open && (
        <SendNewsDialog
          news={news}
          onClose={() => setOpen(false)}
          onSent={(count) => {
            setOpen(false);
            say({ tone: 'success', text: sendNewsTexts.sent(count, news.title, news.horseName) });
          }}
        />
      )}
    </>
  );
}

interface SendNewsDialogProps {
  readonly news: NewsToSend;
  readonly onClose: () => void;
  readonly onSent: (count: number) => void;
}

function SendNewsDialog({ news, onClose, onSent }: SendNewsDialogProps) {
  const { user } = useSession();
  // Counted afresh each time the dialog opens: an unsubscription counts at once.
  const audience = useRead(`the circle of ${news.horseSlug}`, () => loadNewsAudience(news), [
    news.id,
    news.horseSlug,
  ]);
  const [again, setAgain] = useState(false);
  const againId = useId();
  const send = useAction(async (data: NewsAudience) => {
    const result = await sendHorseNews(user, news, data.recipients);
    if (result.success) {
      onSent(result.data.sent);
      return result;
    }
    // Part of it may have gone: count again, and ask again before another send.
    setAgain(false);
    audience.retry();
    return result;
  }, 'News send');
  const running = send.pending;

  const ready = audience.state.status === 'ready' ? audience.state.data : null;
  const count = ready?.recipients.length ?? 0;
  const canSend = ready !== null && count > 0 && (ready.sent === null || again);

  return (
    <ModalOverlay
      show
      onHide={() => {
        if (!running) onClose();
      }}
      title={sendNewsTexts.title(news.horseName)}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onClose}
            disabled={running}
          >
            {sendNewsTexts.cancel}
          </button>
          <BusyButton
            pending={running}
            pendingText={sendNewsTexts.sending}
            disabled={!canSend}
            onClick={() => {
              if (ready) send.run(ready);
            }}
          >
            {sendNewsTexts.send(count)}
          </BusyButton>
        </>
      }
    >
      <ReadState read={audience} loading={sendNewsTexts.loading} failed={sendNewsTexts.loadFailed}>
        {(data) => (
          <>
            {data.recipients.length === 0 ? (
              <p>{sendNewsTexts.nobody(news.horseName)}</p>
            ) : (
              <>
                <p className="fw-semibold">
                  {sendNewsTexts.audience(data.recipients.length, news.title, news.horseName)}
                </p>
                <p className="text-body-secondary">{sendNewsTexts.who}</p>
              </>
            )}
            {data.sent && (
              <div className="alert alert-warning mb-0" role="status">
                <p className="mb-2">{sendNewsTexts.alreadySent(data.sent.date, data.sent.count)}</p>
                <div className="form-check">
                  <input
                    id={againId}
                    type="checkbox"
                    className="form-check-input"
                    checked={again}
                    disabled={running}
                    onChange={(event) => setAgain(event.target.checked)}
                  />
                  <label htmlFor={againId} className="form-check-label">
                    {sendNewsTexts.confirmAgain}
                  </label>
                </div>
              </div>
            )}
          </>
        )}
      </ReadState>
      {send.error && (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {send.error}
        </p>
      )}
    </ModalOverlay>
  );
}

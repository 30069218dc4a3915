import { useCallback, useEffect, useId, useState } from 'react';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { autoId } from '#src/lib/data/auto-id';
import { formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { deleteHorseNews } from '../api/horse-news-api';
import { newestFirst, newNews, type HorseNews } from '../model/horse-news';
import { loadHorseNews } from '../web-news';
import { NewsEditor } from './news-editor';
import './news-admin.scss';

export const newsAdminTexts = {
  title: 'Notizie',
  intro: (name: string) =>
    `Le notizie compaiono sulla pagina pubblica di ${name}, dalla più recente, se il cavallo è sul sito.`,
  add: 'Aggiungi notizia',
  none: 'Nessuna notizia per ora.',
  loading: 'Caricamento delle notizie…',
  loadFailed: 'Non riusciamo a caricare le notizie: riprova tra poco.',
  edit: 'Modifica',
  delete: 'Elimina',
  deleteTitle: 'Elimina notizia',
  deleteQuestion: (news: HorseNews) =>
    `Eliminare la notizia «${news.title}»?${news.photo ? ' Verrà eliminata anche la sua foto.' : ''} ` +
    'L’operazione non si può annullare.',
  cancel: 'Annulla',
  deleted: (title: string) => `La notizia «${title}» è stata eliminata.`,
  photoLeft: (title: string) =>
    `La notizia «${title}» è stata eliminata, ma non la sua foto, che resta nell’archivio.`,
  discardTitle: 'Modifiche non salvate',
  discardQuestion: 'La notizia aperta ha modifiche non salvate: se la chiudi andranno perse.',
  stay: 'Resta qui',
  discard: 'Chiudi senza salvare',
} as const;

interface Editing {
  readonly news: HorseNews;
  readonly isNew: boolean;
}

export interface HorseNewsAdminProps {
  readonly horseSlug: string;
  /** The horse's name, for the texts. */
  readonly horseName: string;
}

/**
 * Staff: the news of a horse on its edit page (docs/product.md, "News from the horses"): the list,
 * newest first, with "Aggiungi notizia", and for each one "Modifica" (the form opens above the list)
 * and "Elimina" (after a confirmation; its photo goes with it). Leaving a form with unsaved changes
 * for another asks first.
 */
export function HorseNewsAdmin({ horseSlug, horseName }: HorseNewsAdminProps) {
  const { user } = useSession();
  const headingId = useId();
  const loaded = useResult(() => loadHorseNews(horseSlug), [horseSlug]);
  // The list as this page changed it, once it has: no second read after each save.
  const [changed, setChanged] = useState<HorseNews[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState<(() => void) | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'warning'; text: string } | null>(
    null,
  );

  const loadError = loaded.status === 'failed' ? loaded.error : undefined;
  useEffect(() => {
    if (loadError) console.error(`Loading the news of ${horseSlug} failed: ${loadError.message}`);
  }, [loadError, horseSlug]);

  const items = changed ?? (loaded.status === 'ready' ? loaded.data : null);

  /** Runs `action` at once, or after asking when the open form has unsaved changes. */
  const leaveEditor = (action: () => void) => {
    if (editing && dirty) setConfirmDiscard(() => action);
    else action();
  };

  const open = (next: Editing) =>
    leaveEditor(() => {
      setMessage(null);
      setDirty(false);
      setEditing(next);
    });
  const close = () =>
    leaveEditor(() => {
      setDirty(false);
      setEditing(null);
    });

  const onSaved = useCallback(
    (saved: HorseNews) =>
      setChanged((current) =>
        newestFirst([...(current ?? items ?? []).filter((news) => news.id !== saved.id), saved]),
      ),
    [items],
  );

  const del = useConfirmedDelete(
    (news: HorseNews) => deleteHorseNews(user, news.id),
    (news: HorseNews, { photoLeft }) => {
      setChanged((current) => (current ?? items ?? []).filter((item) => item.id !== news.id));
      if (editing?.news.id === news.id) {
        setDirty(false);
        setEditing(null);
      }
      setMessage(
        photoLeft
          ? { tone: 'warning', text: newsAdminTexts.photoLeft(news.title) }
          : { tone: 'success', text: newsAdminTexts.deleted(news.title) },
      );
    },
  );

  return (
    <section className="horse-news-admin" aria-labelledby={headingId}>
      <div className="horse-news-admin__header">
        <h2 id={headingId} className="h4 mb-0">
          {newsAdminTexts.title}
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => open({ news: newNews(horseSlug, autoId()), isNew: true })}
        >
          {newsAdminTexts.add}
        </button>
      </div>
      <p className="text-body-secondary">{newsAdminTexts.intro(horseName || horseSlug)}</p>
      <div role="status" className="horse-news-admin__message">
        {message && (
          <p
            className={`alert mb-3 ${message.tone === 'success' ? 'alert-success' : 'alert-warning'}`}
          >
            {message.text}
          </p>
        )}
      </div>
      {editing && (
        <NewsEditor
          key={editing.news.id}
          news={editing.news}
          isNew={editing.isNew}
          onSaved={onSaved}
          onClose={close}
          onDirtyChange={setDirty}
        />
      )}
      {items === null ? (
        loaded.status === 'failed' ? (
          <p className="alert alert-warning">{newsAdminTexts.loadFailed}</p>
        ) : (
          <Loading label={newsAdminTexts.loading} />
        )
      ) : items.length === 0 ? (
        <p className="horse-news-admin__none">{newsAdminTexts.none}</p>
      ) : (
        <ul className="horse-news-admin__list" aria-label={`Notizie di ${horseName || horseSlug}`}>
          {items.map((news) => (
            <li key={news.id} className="horse-news-admin__item" data-news-id={news.id}>
              <div className="horse-news-admin__text">
                <time dateTime={news.date} className="horse-news-admin__date">
                  {formatCalendarDate(news.date) || news.date}
                </time>
                <span className="horse-news-admin__title">{news.title}</span>
              </div>
              <div className="horse-news-admin__actions">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={`${newsAdminTexts.edit}: ${news.title}`}
                  onClick={() => open({ news, isNew: false })}
                >
                  {newsAdminTexts.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  aria-label={`${newsAdminTexts.delete}: ${news.title}`}
                  onClick={() => del.ask(news)}
                >
                  {newsAdminTexts.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        kind="delete"
        {...del.dialog}
        title={newsAdminTexts.deleteTitle}
        question={del.target ? newsAdminTexts.deleteQuestion(del.target) : ''}
        cancelLabel={newsAdminTexts.cancel}
        confirmLabel={newsAdminTexts.delete}
      />
      <ConfirmDialog
        kind="discard"
        show={confirmDiscard !== null}
        title={newsAdminTexts.discardTitle}
        question={newsAdminTexts.discardQuestion}
        cancelLabel={newsAdminTexts.stay}
        confirmLabel={newsAdminTexts.discard}
        onCancel={() => setConfirmDiscard(null)}
        onConfirm={() => {
          const action = confirmDiscard;
          setConfirmDiscard(null);
          action?.();
        }}
      />
    </section>
  );
}

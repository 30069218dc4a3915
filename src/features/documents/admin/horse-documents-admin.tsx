import { useCallback, useEffect, useId, useState } from 'react';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import { formatCalendarDate, formatDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import {
  deleteHorseDocument,
  listHorseDocuments,
  readDocumentFile,
} from '../api/horse-documents-api';
import {
  byTypeThenNewest,
  expiryBadges,
  expiryStatus,
  formatFileSize,
  type HorseDocument,
} from '../model/horse-document';
import { DocumentUploadForm } from './document-upload-form';
import './documents-admin.scss';

export const documentsAdminTexts = {
  title: 'Documenti',
  intro:
    'Passaporto, contratti, referti e altri documenti del cavallo. Li vede solo lo staff: non ' +
    'compaiono mai sul sito.',
  add: 'Carica documento',
  none: 'Nessun documento per ora.',
  loading: 'Caricamento dei documenti…',
  loadFailed: 'Non riusciamo a caricare i documenti: riprova tra poco.',
  open: 'Apri',
  opening: 'Apertura…',
  delete: 'Elimina',
  deleteTitle: 'Elimina documento',
  deleteQuestion: (document: HorseDocument) =>
    `Eliminare il documento «${document.title}» (${document.type})? Verrà eliminato anche il ` +
    'file. L’operazione non si può annullare.',
  cancel: 'Annulla',
  uploaded: (title: string) => `Il documento «${title}» è stato caricato.`,
  deleted: (title: string) => `Il documento «${title}» è stato eliminato.`,
  fileLeft: (title: string) =>
    `Il documento «${title}» è stato eliminato, ma non il suo file, che resta nell’archivio.`,
  popupBlocked:
    'Il browser non ha aperto una nuova scheda: consenti le finestre popup per questo sito e riprova.',
  openFailed: (title: string, reason: string) => `Non riusciamo ad aprire «${title}»: ${reason}`,
  expiry: (date: string) => `Scade il ${date}`,
  noExpiry: 'Nessuna scadenza',
  uploadedOn: (date: string) => `caricato il ${date}`,
  discardTitle: 'Caricamento non concluso',
  discardQuestion: 'Il documento scelto non è stato caricato: se chiudi il modulo andrà perso.',
  stay: 'Resta qui',
  discard: 'Chiudi senza caricare',
} as const;

/** How long an opened file's address lives: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface HorseDocumentsAdminProps {
  readonly horseSlug: string;
  /** The horse's name, for the texts. */
  readonly horseName: string;
  /** Today in Italy (`YYYY-MM-DD`), for the expiry badges; today by default. */
  readonly today?: string;
}

type Message = { tone: 'success' | 'warning' | 'danger'; text: string };

/**
 * Staff: the documents of a horse on its edit page (docs/product.md, "Horse documents"): the list
 * (type, title, expiry with a badge "Scaduto" or "In scadenza", upload date), "Carica documento",
 * and for each one "Apri" (the file in a new tab, read with the staff's credentials) and
 * "Elimina" (after a confirmation; the file goes with it).
 */
export function HorseDocumentsAdmin({ horseSlug, horseName, today }: HorseDocumentsAdminProps) {
  const { user } = useSession();
  const headingId = useId();
  const loaded = useResult(() => listHorseDocuments(horseSlug), [horseSlug]);
  // The list as this page changed it, once it has: no second read after each upload.
  const [changed, setChanged] = useState<HorseDocument[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const day = today ?? formatDate(new Date());

  const loadError = loaded.status === 'failed' ? loaded.error : undefined;
  useEffect(() => {
    if (loadError) {
      console.error(`Loading the documents of ${horseSlug} failed: ${loadError.message}`);
    }
  }, [loadError, horseSlug]);

  const items = changed ?? (loaded.status === 'ready' ? loaded.data : null);

  const onUploaded = useCallback(
    (document: HorseDocument) => {
      setChanged((current) => [...(current ?? items ?? []), document].sort(byTypeThenNewest));
      setDirty(false);
      setUploading(false);
      setMessage({ tone: 'success', text: documentsAdminTexts.uploaded(document.title) });
    },
    [items],
  );

  const close = () => {
    if (dirty) setConfirmDiscard(true);
    else setUploading(false);
  };

  const open = async (document: HorseDocument) => {
    setMessage(null);
    // Opened now, inside the click, so that the browser allows it; filled once the file is read.
    const tab = window.open('', '_blank');
    if (!tab) {
      setMessage({ tone: 'danger', text: documentsAdminTexts.popupBlocked });
      return;
    }
    tab.opener = null;
    setOpening(document.id);
    const file = await readDocumentFile(document);
    setOpening(null);
    if (!file.success) {
      tab.close();
      setMessage({
        tone: 'danger',
        text: documentsAdminTexts.openFailed(document.title, file.error.message),
      });
      return;
    }
    const url = URL.createObjectURL(file.data);
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  };

  const del = useConfirmedDelete(
    (document: HorseDocument) => deleteHorseDocument(user, document.id),
    (document: HorseDocument, { fileLeft }) => {
      setChanged((current) => (current ?? items ?? []).filter((item) => item.id !== document.id));
      setMessage(
        fileLeft
          ? { tone: 'warning', text: documentsAdminTexts.fileLeft(document.title) }
          : { tone: 'success', text: documentsAdminTexts.deleted(document.title) },
      );
    },
  );

  const alertClass = { success: 'alert-success', warning: 'alert-warning', danger: 'alert-danger' };
  return (
    <section className="horse-documents-admin" aria-labelledby={headingId}>
      <div className="horse-documents-admin__header">
        <h2 id={headingId} className="h4 mb-0">
          {documentsAdminTexts.title}
        </h2>
        {!uploading && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setMessage(null);
              setUploading(true);
            }}
          >
            {documentsAdminTexts.add}
          </button>
        )}
      </div>
      <p className="text-body-secondary">{documentsAdminTexts.intro}</p>
      <div role="status" className="horse-documents-admin__message">
        {message && message.tone !== 'danger' && (
          <p className={`alert mb-3 ${alertClass[message.tone]}`}>{message.text}</p>
        )}
      </div>
      {message?.tone === 'danger' && (
        <p role="alert" className="horse-documents-admin__error text-danger mb-3">
          {message.text}
        </p>
      )}
      {uploading && (
        <DocumentUploadForm
          horseSlug={horseSlug}
          onUploaded={onUploaded}
          onClose={close}
          onDirtyChange={setDirty}
        />
      )}
      {items === null ? (
        loaded.status === 'failed' ? (
          <p className="alert alert-warning">{documentsAdminTexts.loadFailed}</p>
        ) : (
          <Loading label={documentsAdminTexts.loading} />
        )
      ) : items.length === 0 ? (
        <p className="horse-documents-admin__none">{documentsAdminTexts.none}</p>
      ) : (
        <ul
          className="horse-documents-admin__list"
          aria-label={`Documenti di ${horseName || horseSlug}`}
        >
          {items.map((document) => {
            const status = expiryStatus(document.expiry, day);
            const badge =
              status === 'expired' || status === 'expiring' ? expiryBadges[status] : null;
            return (
              <li
                key={document.id}
                className="horse-documents-admin__item"
                data-document-id={document.id}
              >
                <div className="horse-documents-admin__text">
                  <span className="horse-documents-admin__type">{document.type}</span>
                  <span className="horse-documents-admin__title">{document.title}</span>
                  <span className="horse-documents-admin__meta">
                    {document.expiry ? (
                      <>
                        {documentsAdminTexts.expiry(
                          formatCalendarDate(document.expiry) || document.expiry,
                        )}
                        {badge && (
                          <span
                            className={`badge document-badge document-badge--${badge.tone} ms-2`}
                            data-tone={badge.tone}
                          >
                            {badge.label}
                          </span>
                        )}
                      </>
                    ) : (
                      documentsAdminTexts.noExpiry
                    )}
                  </span>
                  <span className="horse-documents-admin__meta">
                    {documentsAdminTexts.uploadedOn(
                      formatCalendarDate(formatDate(document.uploadedAt)),
                    )}{' '}
                    · {formatFileSize(document.size)}
                  </span>
                </div>
                <div className="horse-documents-admin__actions">
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    aria-label={`${documentsAdminTexts.open}: ${document.title}`}
                    disabled={opening === document.id}
                    onClick={() => void open(document)}
                  >
                    {opening === document.id
                      ? documentsAdminTexts.opening
                      : documentsAdminTexts.open}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={`${documentsAdminTexts.delete}: ${document.title}`}
                    onClick={() => del.ask(document)}
                  >
                    {documentsAdminTexts.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        kind="delete"
        {...del.dialog}
        title={documentsAdminTexts.deleteTitle}
        question={del.target ? documentsAdminTexts.deleteQuestion(del.target) : ''}
        cancelLabel={documentsAdminTexts.cancel}
        confirmLabel={documentsAdminTexts.delete}
      />
      <ConfirmDialog
        kind="discard"
        show={confirmDiscard}
        title={documentsAdminTexts.discardTitle}
        question={documentsAdminTexts.discardQuestion}
        cancelLabel={documentsAdminTexts.stay}
        confirmLabel={documentsAdminTexts.discard}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          setDirty(false);
          setUploading(false);
        }}
      />
    </section>
  );
}

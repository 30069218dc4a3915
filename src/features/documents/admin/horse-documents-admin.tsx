import { BusyButton, RecordsSection, type RecordsMessage } from '#src/components/admin-ui';
import { useAction } from '#src/hooks/use-action';
import { ok } from '#src/lib/data/result';
import { formatCalendarDate, formatItalianDate, todayInRome } from '#src/lib/format/dates';
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
import { useDocumentUpload } from './document-upload';
import './documents-admin.scss';

export const documentsAdminTexts = {
  title: 'Documenti',
  intro:
    'Passaporto, contratti, referti e altri documenti del cavallo. Li vede solo lo staff: non ' +
    'compaiono mai sul sito.',
  add: 'Carica documento',
  none: 'Nessun documento per ora.',
  loading: 'Caricamento dei documenti…',
  loadFailed: 'Non riusciamo a caricare i documenti:',
  addTitle: 'Nuovo documento',
  submit: 'Carica',
  saved: (document: HorseDocument) => `Il documento «${document.title}» è stato caricato.`,
  open: 'Apri',
  opening: 'Apertura del documento in corso…',
  deleteTitle: 'Elimina documento',
  deleteQuestion: (document: HorseDocument) =>
    `Eliminare il documento «${document.title}» (${document.type})? Verrà eliminato anche il ` +
    'file. L’operazione non si può annullare.',
  deleted: (document: HorseDocument, { fileLeft }: { fileLeft: boolean }): RecordsMessage =>
    fileLeft
      ? {
          tone: 'warning',
          text:
            `Il documento «${document.title}» è stato eliminato, ma non il suo file, che resta ` +
            'nell’archivio.',
        }
      : { tone: 'success', text: `Il documento «${document.title}» è stato eliminato.` },
  popupBlocked:
    'Il browser non ha aperto una nuova scheda: consenti le finestre popup per questo sito e riprova.',
  openFailed: (title: string, reason: string) => `Non riusciamo ad aprire «${title}»: ${reason}`,
  expiry: (date: string) => `Scade il ${date}`,
  noExpiry: 'Nessuna scadenza',
  uploadedOn: (date: string) => `caricato il ${date}`,
  discardTitle: 'Caricamento non concluso',
  discardQuestion: 'Il documento scelto non è stato caricato: se chiudi il modulo andrà perso.',
  discard: 'Chiudi senza caricare',
} as const;

/** Long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface HorseDocumentsAdminProps {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly today?: string;
}

/** "Apri" reads the file with the staff's credentials: no download token, so no public address. */
export function HorseDocumentsAdmin({ horseSlug, horseName, today }: HorseDocumentsAdminProps) {
  const { user } = useSession();
  const upload = useDocumentUpload(horseSlug);
  const day = today ?? todayInRome();

  // The section's message line says how it went, so the action's own state shows nothing.
  const opening = useAction(
    async (document: HorseDocument, tab: Window, say: (message: RecordsMessage | null) => void) => {
      const file = await readDocumentFile(document);
      if (!file.success) {
        tab.close();
        say({
          tone: 'danger',
          text: documentsAdminTexts.openFailed(document.title, file.error.message),
        });
        return file;
      }
      const url = URL.createObjectURL(file.data);
      tab.location.href = url;
      window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      return ok(undefined);
    },
    'Document opening',
  );
  const openingId = opening.input?.[0].id ?? null;

  const open = (document: HorseDocument, say: (message: RecordsMessage | null) => void) => {
    if (opening.pending) return;
    say(null);
    // Opened now, inside the click, so that the browser allows it; filled once the file is read.
    const tab = window.open('', '_blank');
    if (!tab) {
      say({ tone: 'danger', text: documentsAdminTexts.popupBlocked });
      return;
    }
    tab.opener = null;
    opening.run(document, tab, say);
  };

  return (
    <RecordsSection
      className="horse-documents-admin"
      texts={{ ...documentsAdminTexts, listLabel: `Documenti di ${horseName || horseSlug}` }}
      read={{
        what: `the documents of ${horseSlug}`,
        load: () => listHorseDocuments(horseSlug),
        records: (documents) => documents,
      }}
      editor={upload}
      remove={(document) => deleteHorseDocument(user, document.id)}
      order={byTypeThenNewest}
      label={(document) => document.title}
      row={(document) => {
        const status = expiryStatus(document.expiry, day);
        const badge = status === 'expired' || status === 'expiring' ? expiryBadges[status] : null;
        return (
          <>
            <span className="records-section__meta">{document.type}</span>
            <span className="records-section__title">{document.title}</span>
            <span className="records-section__meta">
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
            <span className="records-section__meta">
              {documentsAdminTexts.uploadedOn(formatItalianDate(document.uploadedAt))} ·{' '}
              {formatFileSize(document.size)}
            </span>
          </>
        );
      }}
      actions={(document, say) => (
        <BusyButton
          className="btn btn-outline-primary btn-sm"
          aria-label={`${documentsAdminTexts.open}: ${document.title}`}
          pending={openingId === document.id}
          pendingText={documentsAdminTexts.opening}
          // One file at a time.
          disabled={openingId !== null}
          onClick={() => open(document, say)}
        >
          {documentsAdminTexts.open}
        </BusyButton>
      )}
    />
  );
}

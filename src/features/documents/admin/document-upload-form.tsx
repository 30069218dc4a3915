import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  SaveBar,
  SelectInput,
  TextInput,
  UnsavedChangesGuard,
  useEditForm,
} from '#src/components/forms';
import { horseDocumentTypes, type HorseDocumentType } from '#src/config/options';
import { autoId } from '#src/lib/data/auto-id';
import { ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { uploadHorseDocument } from '../api/horse-documents-api';
import {
  documentAccept,
  documentErrors,
  DOCUMENT_TITLE_MAX,
  formatFileSize,
  type DocumentDraft,
  type DocumentErrors,
  type HorseDocument,
} from '../model/horse-document';

export const uploadFormTexts = {
  title: 'Nuovo documento',
  close: 'Chiudi',
  type: 'Tipo',
  titleLabel: 'Titolo',
  titleHint: 'Facoltativo: senza titolo il documento prende il nome del file.',
  expiry: 'Scadenza',
  expiryHint: 'Facoltativa: la data in cui il documento scade.',
  file: 'File',
  fileHint: 'Un PDF o un’immagine JPEG, PNG o WebP, fino a 20 MB.',
  submit: 'Carica',
  progress: (percent: number) => `Caricamento: ${percent}%`,
} as const;

/** What the form edits: the metadata and the picked file. */
export interface UploadDraft extends DocumentDraft {
  readonly file: File | null;
}

const emptyDraft: UploadDraft = { type: '', title: '', expiry: '', file: null };

export interface DocumentUploadFormProps {
  readonly horseSlug: string;
  /** Called with the document as stored. */
  readonly onUploaded: (document: HorseDocument) => void;
  /** "Chiudi": the section asks first when something is unsaved. */
  readonly onClose: () => void;
  /** Tells the section whether something is unsaved. */
  readonly onDirtyChange: (dirty: boolean) => void;
}

/**
 * The upload of one document (docs/product.md, "Horse documents"), on the form kit: its type, an
 * optional title and expiry, the file. "Carica" sends the file with a progress bar, then writes the
 * document and its log entry; an error shows in red and keeps what was chosen.
 */
export function DocumentUploadForm({
  horseSlug,
  onUploaded,
  onClose,
  onDirtyChange,
}: DocumentUploadFormProps) {
  const { user } = useSession();
  const headingId = useId();
  const fileId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const update = useCallback(
    async (draft: UploadDraft): Promise<Result<UploadDraft>> => {
      if (!draft.file) return ok(draft);
      setProgress(0);
      const uploaded = await uploadHorseDocument(user, {
        horseSlug,
        id: autoId(),
        draft,
        file: draft.file,
        onProgress: setProgress,
      });
      setProgress(null);
      if (!uploaded.success) return uploaded;
      onUploaded(uploaded.data);
      return ok(draft);
    },
    [user, horseSlug, onUploaded],
  );

  const form = useEditForm<UploadDraft>(emptyDraft, update);
  const errors: DocumentErrors = showErrors ? documentErrors(form.item, form.item.file) : {};

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(documentErrors(form.item, form.item.file)).length > 0) {
      setShowErrors(true);
      return;
    }
    void form.save();
  };

  const file = form.item.file;
  const fileErrorId = `${fileId}-error`;
  const fileHintId = `${fileId}-hint`;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <form className="document-upload" noValidate aria-labelledby={headingId} onSubmit={submit}>
      <div className="document-upload__header">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h5 mb-0">
          {uploadFormTexts.title}
        </h3>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onClose}
          disabled={form.saving}
        >
          {uploadFormTexts.close}
        </button>
      </div>
      <div className="document-upload__row">
        <SelectInput
          label={uploadFormTexts.type}
          value={form.item.type}
          onChange={(value) => form.setField('type', value as HorseDocumentType | '')}
          options={horseDocumentTypes.map((type) => ({ value: type, label: type }))}
          placeholder="— Scegli il tipo —"
          required
          disabled={form.saving}
          error={errors.type}
        />
        <TextInput
          label={uploadFormTexts.expiry}
          type="date"
          value={form.item.expiry}
          onChange={(value) => form.setField('expiry', value)}
          description={uploadFormTexts.expiryHint}
          disabled={form.saving}
          error={errors.expiry}
        />
      </div>
      <TextInput
        label={uploadFormTexts.titleLabel}
        value={form.item.title}
        onChange={(value) => form.setField('title', value)}
        description={uploadFormTexts.titleHint}
        placeholder={file?.name}
        maxLength={DOCUMENT_TITLE_MAX}
        disabled={form.saving}
        error={errors.title}
      />
      <div className="admin-field mb-3">
        <label className="form-label admin-field__label" htmlFor={fileId}>
          {uploadFormTexts.file}{' '}
          <span aria-hidden="true" className="admin-field__required">
            *
          </span>
        </label>
        <input
          id={fileId}
          type="file"
          accept={documentAccept}
          className={errors.file ? 'form-control is-invalid' : 'form-control'}
          required
          aria-required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileHintId} ${fileErrorId}` : fileHintId}
          disabled={form.saving}
          onChange={(event) => form.setField('file', event.currentTarget.files?.[0] ?? null)}
        />
        <div id={fileHintId} className="form-text admin-field__description">
          {uploadFormTexts.fileHint}
          {file && ` Scelto: ${file.name} (${formatFileSize(file.size)}).`}
        </div>
        <div aria-live="polite">
          {errors.file && (
            <div id={fileErrorId} className="invalid-feedback d-block admin-field__error">
              {errors.file}
            </div>
          )}
        </div>
      </div>
      {progress !== null && (
        <div className="document-upload__progress">
          <label htmlFor={`${fileId}-progress`}>{uploadFormTexts.progress(percent)}</label>
          <progress id={`${fileId}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
        </div>
      )}
      <SaveBar
        saving={form.saving}
        feedback={form.feedback.status === 'saved' ? { status: 'idle' } : form.feedback}
        label={uploadFormTexts.submit}
        className="document-upload__save"
      />
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}

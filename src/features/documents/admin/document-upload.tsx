import { useId, useState } from 'react';
import type { RecordEditorSpec } from '#src/components/admin-ui';
import { SelectInput, TextInput } from '#src/components/forms';
import { horseDocumentTypes, type HorseDocumentType } from '#src/config/options';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { uploadHorseDocument } from '../api/horse-documents-api';
import {
  documentAccept,
  documentErrors,
  DOCUMENT_TITLE_MAX,
  formatFileSize,
  type DocumentDraft,
  type DocumentField,
  type HorseDocument,
} from '../model/horse-document';

export const uploadFormTexts = {
  type: 'Tipo',
  titleLabel: 'Titolo',
  titleHint: 'Facoltativo: senza titolo il documento prende il nome del file.',
  expiry: 'Scadenza',
  expiryHint: 'Facoltativa: la data in cui il documento scade.',
  file: 'File',
  fileHint: 'Un PDF o un’immagine JPEG, PNG o WebP, fino a 20 MB.',
  progress: (percent: number) => `Caricamento: ${percent}%`,
} as const;

export interface UploadDraft extends DocumentDraft {
  readonly file: File | null;
}

const uploadLabels = {
  type: uploadFormTexts.type,
  expiry: uploadFormTexts.expiry,
  title: uploadFormTexts.titleLabel,
  file: uploadFormTexts.file,
} as const satisfies Record<DocumentField, string>;

const emptyDraft: UploadDraft = { type: '', title: '', expiry: '', file: null };
const errorsOf = (draft: UploadDraft) => documentErrors(draft, draft.file);

export function useDocumentUpload(
  horseSlug: string,
): RecordEditorSpec<HorseDocument, UploadDraft, DocumentField> {
  const { user } = useSession();
  const fileId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  return {
    newDraft: () => emptyDraft,
    errors: errorsOf,
    labels: uploadLabels,
    save: async (draft) => {
      if (!draft.file) return fail('invalid-argument', errorsOf(draft).file ?? '');
      setProgress(0);
      const uploaded = await uploadHorseDocument(user, {
        horseSlug,
        id: autoId(),
        draft,
        file: draft.file,
        onProgress: setProgress,
      });
      setProgress(null);
      return uploaded.success ? ok({ record: uploaded.data }) : uploaded;
    },
    fields: (form) => {
      const { errors } = form;
      const file = form.item.file;
      const fileErrorId = `${fileId}-error`;
      const fileHintId = `${fileId}-hint`;
      const percent = progress === null ? 0 : Math.round(progress * 100);
      return (
        <>
          <div className="records-section__row">
            <SelectInput
              label={uploadFormTexts.type}
              name="type"
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
              name="expiry"
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
            name="title"
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
              name="file"
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
        </>
      );
    },
  };
}

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SaveBar, TextInput, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import { RichTextField } from '#src/components/rich-text';
import { horseNewsPhotoPath } from '#src/config/storage-paths';
import { fail, ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { deleteNewsPhoto, saveHorseNews, uploadNewsPhoto } from '../api/horse-news-api';
import { newsErrors, newsLimits, type HorseNews, type NewsErrors } from '../model/horse-news';
import { NewsPhotoField } from './news-photo-field';

/**
 * What the form edits: the news, and the photo picked and converted but not uploaded yet (its
 * object URL, '' for none). The photo is uploaded when Salva is pressed, so a news left unsaved
 * leaves no file behind.
 */
export interface NewsDraft extends HorseNews {
  readonly newPhoto: string;
}

export const newsEditorTexts = {
  addTitle: 'Nuova notizia',
  editTitle: 'Modifica notizia',
  close: 'Chiudi',
  photoMissing: 'La foto scelta non è più disponibile: sceglila di nuovo.',
  photoLeft: 'Notizia salvata, ma la foto tolta non è stata eliminata dall’archivio.',
} as const;

export interface NewsEditorProps {
  /** The news as stored, or a new one (`isNew`) with its id already chosen. */
  readonly news: HorseNews;
  readonly isNew: boolean;
  /** Called with the news as saved. */
  readonly onSaved: (news: HorseNews) => void;
  /** "Chiudi": the section asks first when something is unsaved. */
  readonly onClose: () => void;
  /** Tells the section whether something is unsaved. */
  readonly onDirtyChange: (dirty: boolean) => void;
}

/**
 * The form of one news (docs/product.md, "News from the horses"), on the form kit: title, date,
 * text in the rich-text editor, an optional photo. Salva uploads a newly picked photo, then writes
 * the news with its log entry; "Dati salvati correttamente!" or the error in red, keeping what was
 * typed. A removed photo is deleted from Storage once the news is saved without it.
 */
export function NewsEditor({ news, isNew, onSaved, onClose, onDirtyChange }: NewsEditorProps) {
  const { user } = useSession();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The converted photos by object URL, until they are uploaded.
  const blobs = useRef(new Map<string, Blob>());
  // What Firestore holds: whether the news exists yet, and the photo it names.
  const stored = useRef({ exists: !isNew, photo: news.photo });
  // Bumped after each upload, so the preview of a replaced photo is not the browser's old copy.
  const [photoVersion, setPhotoVersion] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState('');
  const [exists, setExists] = useState(!isNew);

  const update = useCallback(
    async (draft: NewsDraft): Promise<Result<NewsDraft>> => {
      setNotice('');
      let photo = draft.photo;
      if (draft.newPhoto) {
        const blob = blobs.current.get(draft.newPhoto);
        if (!blob) return fail('invalid-argument', newsEditorTexts.photoMissing);
        const uploaded = await uploadNewsPhoto(draft, blob);
        if (!uploaded.success) return uploaded;
        photo = uploaded.data;
      }
      const saved = await saveHorseNews(
        user,
        { ...draft, photo },
        stored.current.exists ? 'update' : 'add',
      );
      if (!saved.success) return saved;
      const before = stored.current.photo;
      stored.current = { exists: true, photo: saved.data.photo };
      setExists(true);
      if (draft.newPhoto) setPhotoVersion((version) => version + 1);
      if (before && !saved.data.photo) {
        const removed = await deleteNewsPhoto(before);
        if (!removed.success) setNotice(newsEditorTexts.photoLeft);
      }
      onSaved(saved.data);
      return ok({ ...saved.data, newPhoto: '' });
    },
    [user, onSaved],
  );

  const form = useEditForm<NewsDraft>({ ...news, newPhoto: '' }, update);
  const errors: NewsErrors = showErrors ? newsErrors(form.item) : {};

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const urls = blobs.current;
    return () => {
      for (const url of urls.keys()) URL.revokeObjectURL(url);
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(newsErrors(form.item)).length > 0) {
      setShowErrors(true);
      return;
    }
    void form.save();
  };

  const pickPhoto = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    blobs.current.set(url, blob);
    form.edit((draft) => ({
      ...draft,
      newPhoto: url,
      photo: horseNewsPhotoPath(draft.horseSlug, draft.id),
    }));
  };

  const title = exists ? newsEditorTexts.editTitle : newsEditorTexts.addTitle;
  return (
    <form className="news-editor" noValidate aria-labelledby={headingId} onSubmit={submit}>
      <div className="news-editor__header">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h5 mb-0">
          {title}
        </h3>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {newsEditorTexts.close}
        </button>
      </div>
      <div className="news-editor__row">
        <TextInput
          label="Titolo"
          value={form.item.title}
          onChange={(value) => form.setField('title', value)}
          required
          maxLength={newsLimits.title}
          error={errors.title}
          className="news-editor__title"
        />
        <TextInput
          label="Data"
          type="date"
          value={form.item.date}
          onChange={(value) => form.setField('date', value)}
          required
          error={errors.date}
          className="news-editor__date"
        />
      </div>
      <RichTextField
        label="Testo"
        value={form.item.text}
        onChange={(html) => form.setField('text', html)}
        error={errors.text}
      />
      <NewsPhotoField
        photo={form.item.photo}
        newPhoto={form.item.newPhoto}
        version={photoVersion}
        alt={form.item.title ? `Foto della notizia: ${form.item.title}` : 'Foto della notizia'}
        disabled={form.saving}
        onPick={pickPhoto}
        onRemove={() => form.edit((draft) => ({ ...draft, photo: '', newPhoto: '' }))}
      />
      <SaveBar saving={form.saving} feedback={form.feedback} className="news-editor__save">
        {notice && <p className="text-warning-emphasis mb-0">{notice}</p>}
      </SaveBar>
      <UnsavedChangesGuard when={form.dirty} />
    </form>
  );
}

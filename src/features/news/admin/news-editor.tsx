import { useEffect, useRef, useState } from 'react';
import type { RecordEditorSpec } from '#src/components/admin-ui';
import { TextInput } from '#src/components/forms';
import { RichTextField } from '#src/components/rich-text';
import { horseNewsPhotoPath } from '#src/config/storage-paths';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { deleteNewsPhoto, saveHorseNews, uploadNewsPhoto } from '../api/horse-news-api';
import { newNews, newsLimits, type HorseNews } from '../model/horse-news';
import { newsErrors, type NewsField } from '../model/news-draft';
import { NewsPhotoField } from './news-photo-field';

/** The photo is uploaded when Salva is pressed, so a news left unsaved leaves no file behind. */
export interface NewsDraft extends HorseNews {
  readonly newPhoto: string;
}

export const newsFieldLabels = {
  title: 'Titolo',
  date: 'Data',
  text: 'Testo',
  photo: 'Foto',
} as const satisfies Record<NewsField, string>;

export const newsEditorTexts = {
  photoMissing: 'La foto scelta non è più disponibile: sceglila di nuovo.',
  photoLeft: 'Notizia salvata, ma la foto tolta non è stata eliminata dall’archivio.',
} as const;

/** A removed photo is deleted from Storage once the news is saved without it. */
export function useNewsEditor(
  horseSlug: string,
): RecordEditorSpec<HorseNews, NewsDraft, NewsField> {
  const { user } = useSession();
  const blobs = useRef(new Map<string, Blob>());
  // Bumped after each upload, so the preview of a replaced photo is not the browser's old copy.
  const [photoVersion, setPhotoVersion] = useState(0);

  useEffect(() => {
    const urls = blobs.current;
    return () => {
      for (const url of urls.keys()) URL.revokeObjectURL(url);
    };
  }, []);

  return {
    newDraft: () => ({ ...newNews(horseSlug, autoId()), newPhoto: '' }),
    draftOf: (news) => ({ ...news, newPhoto: '' }),
    errors: newsErrors,
    labels: newsFieldLabels,
    save: async (draft, original) => {
      let photo = draft.photo;
      if (draft.newPhoto) {
        const blob = blobs.current.get(draft.newPhoto);
        if (!blob) return fail('invalid-argument', newsEditorTexts.photoMissing);
        const uploaded = await uploadNewsPhoto(draft, blob);
        if (!uploaded.success) return uploaded;
        photo = uploaded.data;
        setPhotoVersion((version) => version + 1);
      }
      const removed = original?.photo && !photo ? [original.photo] : [];
      const saved = await saveHorseNews(user, { ...draft, photo }, original ? 'update' : 'add', {
        stored: draft.newPhoto ? [photo] : [],
        deleted: removed,
      });
      if (!saved.success) return saved;
      if (original?.photo && !saved.data.photo) {
        const removed = await deleteNewsPhoto(original.photo);
        if (!removed.success) return ok({ record: saved.data, warning: newsEditorTexts.photoLeft });
      }
      return ok({ record: saved.data });
    },
    fields: (form) => (
      <>
        <div className="records-section__row">
          <TextInput
            label={newsFieldLabels.title}
            name="title"
            value={form.item.title}
            onChange={(value) => form.setField('title', value)}
            required
            maxLength={newsLimits.title}
            error={form.errors.title}
          />
          <TextInput
            label={newsFieldLabels.date}
            name="date"
            type="date"
            value={form.item.date}
            onChange={(value) => form.setField('date', value)}
            required
            error={form.errors.date}
          />
        </div>
        <RichTextField
          label={newsFieldLabels.text}
          name="text"
          value={form.item.text}
          onChange={(html) => form.setField('text', html)}
          error={form.errors.text}
        />
        <NewsPhotoField
          photo={form.item.photo}
          newPhoto={form.item.newPhoto}
          version={photoVersion}
          alt={form.item.title ? `Foto della notizia: ${form.item.title}` : 'Foto della notizia'}
          disabled={form.saving}
          error={form.errors.photo}
          onPick={(blob) => {
            const url = URL.createObjectURL(blob);
            blobs.current.set(url, blob);
            form.edit((item) => ({
              ...item,
              newPhoto: url,
              photo: horseNewsPhotoPath(item.horseSlug, item.id),
            }));
          }}
          onRemove={() => form.edit((item) => ({ ...item, photo: '', newPhoto: '' }))}
        />
      </>
    ),
  };
}

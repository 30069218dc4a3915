import { useEffect } from 'react';
import { CollapsibleCard } from '#src/components/admin-ui';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import {
  listApplicationPhotos,
  type PhotoApplicationKind,
} from '../../api/application-photos-admin';

export const photoTexts = {
  title: 'Foto',
  loading: 'Caricamento delle foto…',
  failed: 'Non siamo riusciti a caricare le foto.',
  none: 'Nessuna foto.',
  alt: (position: number) => `Foto ${position} della candidatura`,
  open: 'Apri a grandezza intera',
  newTab: '(si apre in una nuova scheda)',
} as const;

export interface ApplicationPhotosProps {
  readonly kind: PhotoApplicationKind;
  readonly id: string;
  /** The photos the applicant kept (the document's `photos`). */
  readonly names: readonly string[];
}

/**
 * The "Foto" section of a detail page: the photos the applicant sent, as thumbnails that open the
 * full-size image in a new tab. Loading, failure (logged to the console) and "Nessuna foto." are
 * said in words.
 */
export function ApplicationPhotos({ kind, id, names }: ApplicationPhotosProps) {
  const state = useResult(
    () => listApplicationPhotos(kind, id, names),
    [kind, id, names.join('/')],
  );
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`Foto della candidatura ${id} non caricate: ${error.message}`);
  }, [error, id]);

  return (
    <CollapsibleCard title={photoTexts.title} headingLevel={2}>
      {state.status === 'loading' && <Loading label={photoTexts.loading} />}
      {state.status === 'failed' && (
        <p className="text-danger mb-0" role="alert">
          {photoTexts.failed}
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="mb-0">{photoTexts.none}</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="applications-admin__photos">
          {state.data.map((photo, index) => (
            <li key={photo.name}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="applications-admin__photo"
              >
                <img
                  src={photo.url}
                  alt={photoTexts.alt(index + 1)}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />{' '}
                <span>
                  {photoTexts.open} <span className="visually-hidden">{photoTexts.newTab}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </CollapsibleCard>
  );
}

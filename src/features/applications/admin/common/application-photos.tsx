import { CollapsibleCard } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import {
  listApplicationPhotos,
  type PhotoApplicationKind,
} from '../../api/application-photos-admin';

export const photoTexts = {
  title: 'Foto',
  loading: 'Caricamento delle foto…',
  failed: 'Non siamo riusciti a caricare le foto:',
  none: 'Nessuna foto.',
  alt: (position: number) => `Foto ${position} della candidatura`,
  open: 'Apri a grandezza intera',
  newTab: '(si apre in una nuova scheda)',
  missing: (position: number) =>
    `Foto ${position}: non è arrivata (l’invio dal modulo non è riuscito). Se serve, chiedila a chi ha scritto.`,
} as const;

export interface ApplicationPhotosProps {
  readonly kind: PhotoApplicationKind;
  readonly id: string;
  readonly names: readonly string[];
}

export function ApplicationPhotos({ kind, id, names }: ApplicationPhotosProps) {
  const read = useRead(
    `Foto della candidatura ${id} non caricate`,
    () => listApplicationPhotos(kind, id, names),
    [kind, id, names.join('/')],
  );

  return (
    <CollapsibleCard title={photoTexts.title} headingLevel={2}>
      <ReadState
        read={read}
        loading={photoTexts.loading}
        failed={photoTexts.failed}
        isEmpty={(photos) => photos.length === 0}
        empty={<p className="mb-0">{photoTexts.none}</p>}
      >
        {(photos) => (
          <ul className="applications-admin__photos">
            {photos.map((photo, index) => (
              <li key={photo.name}>
                {photo.url ? (
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
                      decoding="async"
                    />{' '}
                    <span>
                      {photoTexts.open} <span className="visually-hidden">{photoTexts.newTab}</span>
                    </span>
                  </a>
                ) : (
                  <p className="text-danger small mb-0">{photoTexts.missing(index + 1)}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </CollapsibleCard>
  );
}

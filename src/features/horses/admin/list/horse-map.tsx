import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { Horse } from '../../model/horse';
import { horseMarkers, statusLabel, type HorseMarker } from './horse-list-rules';

// The Google Maps code is fetched only when there is a key to use it with.
const GoogleHorseMap = lazy(() => import('./google-horse-map'));

export const mapUnavailable = {
  noKey: 'Mappa non disponibile: manca la chiave di Google Maps (VITE_GOOGLE_MAPS_API_KEY).',
  noMapId: "Mappa non disponibile: manca l'ID mappa di Google Maps (VITE_GOOGLE_MAPS_MAP_ID).",
  failed: 'Mappa non disponibile: Google Maps non si è caricato (sei offline?).',
} as const;

export function MapFallback({
  reason,
  markers,
}: {
  readonly reason: string;
  readonly markers: readonly HorseMarker[];
}) {
  return (
    <div className="horse-map horse-map--fallback">
      <p className="mb-2">{reason}</p>
      {markers.length === 0 ? (
        <p className="mb-0">Nessun cavallo di questa pagina ha le coordinate.</p>
      ) : (
        <ul className="horse-map__list" aria-label="Cavalli con coordinate">
          {markers.map((marker) => (
            <li key={marker.slug}>
              <span
                className={`horse-map__dot horse-map__dot--${marker.colour}`}
                aria-hidden="true"
              />
              <Link to={paths.adminHorse(marker.slug)}>{marker.name}</Link>
              {marker.status && ` (${statusLabel(marker.status)})`}: {marker.position.lat},{' '}
              {marker.position.lng}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface HorseMapProps {
  readonly horses: readonly Horse[];
  readonly apiKey?: string;
  readonly mapId?: string;
}

/**
 * Without a Map ID the script is not even loaded: its markers could not be drawn
 * (docs/decisions/0034-map-library.md).
 */
export function HorseMap({
  horses,
  apiKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '',
  mapId = import.meta.env.VITE_GOOGLE_MAPS_MAP_ID ?? '',
}: HorseMapProps) {
  const markers = horseMarkers(horses);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  let reason = '';
  if (apiKey.trim() === '') reason = mapUnavailable.noKey;
  else if (mapId.trim() === '') reason = mapUnavailable.noMapId;
  else if (failed || offline) reason = mapUnavailable.failed;

  return (
    <section className="horse-list__map" aria-label="Mappa dei cavalli">
      <h2 className="h5">Mappa</h2>
      {reason ? (
        <MapFallback reason={reason} markers={markers} />
      ) : (
        <Suspense fallback={<div className="horse-map" aria-busy="true" />}>
          <GoogleHorseMap
            apiKey={apiKey.trim()}
            mapId={mapId.trim()}
            markers={markers}
            onFail={fail}
          />
        </Suspense>
      )}
    </section>
  );
}

import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  InfoWindow,
  Map,
  Pin,
  RenderingType,
  useAdvancedMarkerRef,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { statusLabel, type HorseMarker, type MarkerColour } from './horse-list-rules';

export const mapSettings = {
  center: { lat: 42.5, lng: 12.5 },
  zoom: 5,
  maxZoom: 20,
  height: 400,
} as const;

export const markerFill: Record<MarkerColour, string> = {
  green: '#198754',
  orange: '#fd7e14',
  yellow: '#ffc107',
  red: '#dc3545',
};
export const markerStroke = '#ffffff';

const mapStyle = { height: `${mapSettings.height}px` };

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

export interface GoogleHorseMapProps {
  readonly apiKey: string;
  /** Advanced markers need one. */
  readonly mapId: string;
  readonly markers: readonly HorseMarker[];
  readonly onFail: () => void;
}

/** Loaded lazily, only with a key and a Map ID (docs/decisions/0034). */
export default function GoogleHorseMap({ apiKey, mapId, markers, onFail }: GoogleHorseMapProps) {
  // A refused key is reported only through this global: vis.gl 1.10's loader never sets its
  // AUTH_FAILURE status (it has no gm_authFailure handler of its own).
  useEffect(() => {
    window.gm_authFailure = onFail;
    return () => {
      delete window.gm_authFailure;
    };
  }, [onFail]);

  // onError also keeps the library from logging the failure itself.
  return (
    <APIProvider apiKey={apiKey} language="it" region="IT" onError={onFail}>
      <HorseMarkersMap mapId={mapId} markers={markers} onFail={onFail} />
    </APIProvider>
  );
}

function HorseMarkersMap({ mapId, markers, onFail }: Omit<GoogleHorseMapProps, 'apiKey'>) {
  const status = useApiLoadingStatus();
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFail();
  }, [status, onFail]);

  return (
    <div className="horse-map" aria-busy={status !== APILoadingStatus.LOADED}>
      <Map
        mapId={mapId}
        // Raster whatever the Map ID says: hybrid is satellite imagery anyway, and the vector
        // renderer's blob: workers are outside the back office's CSP (docs/decisions/0034).
        renderingType={RenderingType.RASTER}
        mapTypeId="hybrid"
        defaultCenter={mapSettings.center}
        defaultZoom={mapSettings.zoom}
        maxZoom={mapSettings.maxZoom}
        // No Street View: its imagery hosts are outside the CSP (decision 28), and staff need none.
        streetViewControl={false}
        style={mapStyle}
      >
        {markers.map((marker) => (
          <HorseMarkerPin
            key={marker.slug}
            marker={marker}
            open={openSlug === marker.slug}
            onToggle={() => setOpenSlug(openSlug === marker.slug ? null : marker.slug)}
            onClose={() => setOpenSlug(null)}
          />
        ))}
      </Map>
    </div>
  );
}

function HorseMarkerPin({
  marker,
  open,
  onToggle,
  onClose,
}: {
  readonly marker: HorseMarker;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onClose: () => void;
}) {
  const [markerRef, markerElement] = useAdvancedMarkerRef();
  return (
    <>
      <AdvancedMarker
        ref={markerRef}
        position={marker.position}
        title={marker.name}
        onClick={onToggle}
      >
        <Pin
          background={markerFill[marker.colour]}
          borderColor={markerStroke}
          glyphColor={markerStroke}
        />
      </AdvancedMarker>
      {open && (
        <InfoWindow anchor={markerElement} headerContent={marker.name} onCloseClick={onClose}>
          {marker.status && <p className="mb-1">{statusLabel(marker.status)}</p>}
          <Link to={paths.adminHorse(marker.slug)}>Apri la scheda</Link>
        </InfoWindow>
      )}
    </>
  );
}

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect } from 'react';
import type { HorseMarker, MarkerColour } from './horse-list-rules';

/** Spec "Map": hybrid, zoom 5 (max 20), around the middle of Italy, 400 px high. */
export const mapSettings = {
  center: { lat: 42.5, lng: 12.5 },
  zoom: 5,
  maxZoom: 20,
  height: 400,
} as const;

const markerFill: Record<MarkerColour, string> = {
  green: '#198754',
  orange: '#fd7e14',
  yellow: '#ffc107',
  red: '#dc3545',
};

const containerStyle = { width: '100%', height: `${mapSettings.height}px` };

declare global {
  interface Window {
    /** Called by the Maps script when the key is refused. */
    gm_authFailure?: () => void;
  }
}

export interface GoogleHorseMapProps {
  readonly apiKey: string;
  readonly markers: readonly HorseMarker[];
  /** The script did not load or the key was refused: show the fallback. */
  readonly onFail: () => void;
}

/** Loaded lazily, only when a key is configured (see horse-map.tsx). */
export default function GoogleHorseMap({ apiKey, markers, onFail }: GoogleHorseMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    language: 'it',
    region: 'IT',
  });

  useEffect(() => {
    if (loadError) onFail();
  }, [loadError, onFail]);

  useEffect(() => {
    window.gm_authFailure = onFail;
    return () => {
      delete window.gm_authFailure;
    };
  }, [onFail]);

  if (!isLoaded) return <div className="horse-map" aria-busy="true" />;
  return (
    <GoogleMap
      mapContainerStyle={containerStyle}
      mapContainerClassName="horse-map"
      center={mapSettings.center}
      zoom={mapSettings.zoom}
      // No Street View: its imagery hosts are outside the CSP (decision 20), and staff need none.
      options={{ mapTypeId: 'hybrid', maxZoom: mapSettings.maxZoom, streetViewControl: false }}
    >
      {markers.map((marker) => (
        <MarkerF
          key={marker.slug}
          position={marker.position}
          title={marker.name}
          label={{ text: marker.name, color: '#ffffff', fontSize: '12px', fontWeight: '700' }}
          icon={{
            path: google.maps.SymbolPath.CIRCLE,
            scale: 8,
            fillColor: markerFill[marker.colour],
            fillOpacity: 1,
            strokeColor: '#ffffff',
            strokeWeight: 2,
            labelOrigin: new google.maps.Point(0, 2.8),
          }}
        />
      ))}
    </GoogleMap>
  );
}

import type * as VisGlMaps from '@vis.gl/react-google-maps';
import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  Map,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { aHorse } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { markerFill, markerStroke } from './google-horse-map';
import { HorseMap, mapUnavailable } from './horse-map';

// The real APILoadingStatus and RenderingType; stand-ins for what would load Google's script.
vi.mock('@vis.gl/react-google-maps', async (importOriginal) => ({
  ...(await importOriginal<typeof VisGlMaps>()),
  APIProvider: vi.fn(({ children }: { children?: React.ReactNode }) => children),
  useApiLoadingStatus: vi.fn(() => 'LOADED'),
  Map: vi.fn(({ children }: { children?: React.ReactNode }) => (
    <div data-testid="google-map">{children}</div>
  )),
  AdvancedMarker: vi.fn(
    ({
      children,
      title,
      position,
      onClick,
    }: {
      children?: React.ReactNode;
      title: string;
      position: { lat: number; lng: number };
      onClick: () => void;
    }) => (
      <button
        type="button"
        data-testid="marker"
        data-position={`${position.lat},${position.lng}`}
        title={title}
        onClick={onClick}
      >
        {children}
      </button>
    ),
  ),
  Pin: ({
    background,
    borderColor,
    glyphColor,
  }: {
    background: string;
    borderColor: string;
    glyphColor: string;
  }) => (
    <span
      data-testid="pin"
      data-background={background}
      data-border={borderColor}
      data-glyph={glyphColor}
    />
  ),
  InfoWindow: ({
    children,
    headerContent,
    onCloseClick,
  }: {
    children?: React.ReactNode;
    headerContent: React.ReactNode;
    onCloseClick: () => void;
  }) => (
    <div role="dialog" aria-label="Info">
      <strong>{headerContent}</strong>
      <button type="button" onClick={onCloseClick}>
        Chiudi
      </button>
      {children}
    </div>
  ),
}));

const horses = [
  aHorse({ slug: 'ada', name: 'Ada', latlng: '44.6127,8.0281', status: "Residente dell'Oasi" }),
  aHorse({ slug: 'dudu', name: 'Dudu', latlng: '' }),
  aHorse({ slug: 'broken', name: 'Broken', latlng: '44.6;8.0' }),
  aHorse({ slug: 'frodo', name: 'Frodo', latlng: '45.1847,9.1582', status: 'Adottato' }),
  aHorse({ slug: 'kiya', name: 'Kiya', latlng: '43.1,11.2', status: 'In cerca di casa' }),
  aHorse({ slug: 'sad', name: 'Sad', latlng: '41.9,12.5', status: '' }),
];

function renderMap(settings: { apiKey?: string; mapId?: string } = {}) {
  renderAdmin(<HorseMap horses={horses} {...settings} />, { path: '/admin/horses' });
  return screen.getByRole('region', { name: 'Mappa dei cavalli' });
}

const configured = { apiKey: 'test-key', mapId: 'test-map-id' };

afterEach(() => {
  vi.mocked(APIProvider).mockClear();
  vi.mocked(Map).mockClear();
  vi.mocked(AdvancedMarker).mockClear();
  vi.mocked(useApiLoadingStatus).mockReset().mockReturnValue(APILoadingStatus.LOADED);
  delete window.gm_authFailure;
});

describe('HorseMap', () => {
  it('without a key says so and lists the horses with valid coordinates', () => {
    const map = within(renderMap({ apiKey: '', mapId: 'test-map-id' }));
    expect(map.getByText(mapUnavailable.noKey)).toBeInTheDocument();
    const items = map.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada (Residente): 44.6127, 8.0281',
      'Frodo (Adottato): 45.1847, 9.1582',
      'Kiya (In cerca di casa): 43.1, 11.2',
      'Sad: 41.9, 12.5',
    ]);
    expect(map.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/horses/ada');
    expect(APIProvider).not.toHaveBeenCalled();
  });

  it('reads the key and the Map ID from VITE_GOOGLE_MAPS_*, which the tests do not have', () => {
    const map = within(renderMap());
    expect(map.getByText(mapUnavailable.noKey)).toBeInTheDocument();
  });

  it('with a key but no Map ID says so, lists the horses, and does not load the script', () => {
    const map = within(renderMap({ apiKey: 'test-key', mapId: ' ' }));
    expect(map.getByText(mapUnavailable.noMapId)).toBeInTheDocument();
    expect(map.getAllByRole('listitem')).toHaveLength(4);
    expect(APIProvider).not.toHaveBeenCalled();
  });

  it('falls back when the script fails to load, without logging an error', async () => {
    vi.mocked(APIProvider).mockImplementationOnce(function Failing({ onError }) {
      useEffect(
        () => onError?.(new Error('The Google Maps JavaScript API could not load.')),
        [onError],
      );
      return null;
    });
    const map = within(renderMap(configured));
    expect(await map.findByText(mapUnavailable.failed)).toBeInTheDocument();
    expect(map.getAllByRole('listitem')).toHaveLength(4);
  });

  it('falls back when Google refuses the key (gm_authFailure)', async () => {
    const map = within(renderMap(configured));
    expect(await map.findByTestId('google-map')).toBeInTheDocument();
    expect(window.gm_authFailure).toBeTypeOf('function');
    act(() => window.gm_authFailure?.());
    expect(map.getByText(mapUnavailable.failed)).toBeInTheDocument();
    expect(map.queryByTestId('google-map')).not.toBeInTheDocument();
    expect(window.gm_authFailure).toBeUndefined();
  });

  it.each([APILoadingStatus.FAILED, APILoadingStatus.AUTH_FAILURE])(
    'falls back when the loader reports %s',
    async (status) => {
      vi.mocked(useApiLoadingStatus).mockReturnValue(status);
      const map = within(renderMap(configured));
      expect(await map.findByText(mapUnavailable.failed)).toBeInTheDocument();
    },
  );

  it('falls back when the browser is offline, without loading the script', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const map = within(renderMap(configured));
      expect(map.getByText(mapUnavailable.failed)).toBeInTheDocument();
      expect(APIProvider).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('loads the script in Italian and shows the hybrid map around Italy with the Map ID', async () => {
    const map = within(renderMap({ apiKey: ' test-key ', mapId: 'test-map-id' }));
    expect(await map.findByTestId('google-map')).toBeInTheDocument();
    expect(vi.mocked(APIProvider).mock.lastCall?.[0]).toMatchObject({
      apiKey: 'test-key',
      language: 'it',
      region: 'IT',
    });
    expect(vi.mocked(Map).mock.lastCall?.[0]).toMatchObject({
      mapId: 'test-map-id',
      mapTypeId: 'hybrid',
      renderingType: 'RASTER',
      defaultCenter: { lat: 42.5, lng: 12.5 },
      defaultZoom: 5,
      maxZoom: 20,
      streetViewControl: false,
      style: { height: '400px' },
    });
    expect(map.getByTestId('google-map').parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('is busy while the script loads', async () => {
    vi.mocked(useApiLoadingStatus).mockReturnValue(APILoadingStatus.LOADING);
    const map = within(renderMap(configured));
    expect((await map.findByTestId('google-map')).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows one pin per horse with coordinates, coloured by status, titled with the name', async () => {
    const map = within(renderMap(configured));
    const markers = await map.findAllByTestId('marker');
    expect(
      markers.map((marker) => ({
        title: marker.getAttribute('title'),
        position: marker.dataset.position,
        colour: within(marker).getByTestId('pin').dataset.background,
      })),
    ).toEqual([
      { title: 'Ada', position: '44.6127,8.0281', colour: markerFill.green },
      { title: 'Frodo', position: '45.1847,9.1582', colour: markerFill.orange },
      { title: 'Kiya', position: '43.1,11.2', colour: markerFill.yellow },
      { title: 'Sad', position: '41.9,12.5', colour: markerFill.red },
    ]);
    for (const pin of map.getAllByTestId('pin')) {
      expect(pin.dataset).toMatchObject({ border: markerStroke, glyph: markerStroke });
    }
  });

  it("a click on a pin shows the horse's name, status and a link to its page", async () => {
    const user = userEvent.setup();
    const map = within(renderMap(configured));
    expect(map.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await map.findByTitle('Ada'));
    const info = within(map.getByRole('dialog'));
    expect(info.getByText('Ada')).toBeInTheDocument();
    expect(info.getByText('Residente')).toBeInTheDocument();
    expect(info.getByRole('link', { name: 'Apri la scheda' })).toHaveAttribute(
      'href',
      '/admin/horses/ada',
    );

    await user.click(map.getByTitle('Frodo'));
    expect(within(map.getByRole('dialog')).getByText('Adottato')).toBeInTheDocument();
    expect(map.getAllByRole('dialog')).toHaveLength(1);
    await user.click(map.getByTitle('Frodo'));
    expect(map.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(map.getByTitle('Sad'));
    expect(within(map.getByRole('dialog')).queryByText(/Residente|Adottato/)).toBeNull();
    await user.click(map.getByRole('button', { name: 'Chiudi' }));
    expect(map.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

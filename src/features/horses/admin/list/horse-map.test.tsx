import { useJsApiLoader } from '@react-google-maps/api';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import * as z from 'zod/mini';
import { horseSchema, type Horse } from '../../model/horse';
import { HorseMap, mapUnavailable } from './horse-map';

vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: vi.fn(),
  GoogleMap: ({ children }: { children?: React.ReactNode }) => (
    <div data-testid="google-map">{children}</div>
  ),
  MarkerF: ({ title }: { title: string }) => <span data-testid="marker">{title}</span>,
}));

const horse = (slug: string, fields: Partial<Horse>): Horse => ({
  ...z.parse(horseSchema, { slug }),
  name: slug,
  ...fields,
});

const horses = [
  horse('ada', { name: 'Ada', latlng: '44.6127,8.0281', status: "Residente dell'Oasi" }),
  horse('dudu', { name: 'Dudu', latlng: '' }),
  horse('broken', { name: 'Broken', latlng: '44.6;8.0' }),
  horse('frodo', { name: 'Frodo', latlng: '45.1847,9.1582', status: 'Adottato' }),
];

function renderMap(apiKey?: string) {
  render(
    <MemoryRouter>
      <HorseMap horses={horses} apiKey={apiKey} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Mappa dei cavalli' });
}

afterEach(() => {
  vi.mocked(useJsApiLoader).mockReset();
});

describe('HorseMap', () => {
  it('without a key says so and lists the horses with valid coordinates', () => {
    const map = within(renderMap(''));
    expect(map.getByText(mapUnavailable.noKey)).toBeInTheDocument();
    const items = map.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada (Residente): 44.6127, 8.0281',
      'Frodo (Adottato): 45.1847, 9.1582',
    ]);
    expect(map.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/horses/ada');
    expect(useJsApiLoader).not.toHaveBeenCalled();
  });

  it('reads the key from VITE_GOOGLE_MAPS_API_KEY, which the tests do not have', () => {
    const map = within(renderMap());
    expect(map.getByText(mapUnavailable.noKey)).toBeInTheDocument();
  });

  it('falls back when the script fails to load, without logging an error', async () => {
    vi.mocked(useJsApiLoader).mockReturnValue({ isLoaded: false, loadError: new Error('offline') });
    const map = within(renderMap('test-key'));
    expect(await map.findByText(mapUnavailable.failed)).toBeInTheDocument();
    expect(map.getAllByRole('listitem')).toHaveLength(2);
  });

  it('falls back when the browser is offline, without loading the script', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const map = within(renderMap('test-key'));
      expect(map.getByText(mapUnavailable.failed)).toBeInTheDocument();
      expect(useJsApiLoader).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows one marker per horse with coordinates once the script is loaded', async () => {
    vi.stubGlobal('google', {
      maps: { SymbolPath: { CIRCLE: 0 }, Point: vi.fn() },
    });
    try {
      vi.mocked(useJsApiLoader).mockReturnValue({ isLoaded: true, loadError: undefined });
      const map = within(renderMap('test-key'));
      expect(await map.findByTestId('google-map')).toBeInTheDocument();
      expect(map.getAllByTestId('marker').map((marker) => marker.textContent)).toEqual([
        'Ada',
        'Frodo',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { regions } from '#src/config/options';
import { regionFilterChoices, regionFromParams, regionToParams } from './region-filter';

describe('the region filter', () => {
  it('reads a known region from the URL and ignores anything else', () => {
    expect(regionFromParams(new URLSearchParams('region=Lombardia'))).toBe('Lombardia');
    expect(regionFromParams(new URLSearchParams("region=Valle+d'Aosta"))).toBe("Valle d'Aosta");
    expect(regionFromParams(new URLSearchParams('region=Atlantide'))).toBeUndefined();
    expect(regionFromParams(new URLSearchParams(''))).toBeUndefined();
  });

  it('writes the region to the URL, and nothing for "Tutti"', () => {
    expect(regionToParams('Estero').toString()).toBe('region=Estero');
    expect(regionToParams(undefined).toString()).toBe('');
  });

  it('offers Tutti, the 20 regions and Estero', () => {
    expect(regionFilterChoices[0]).toEqual({ value: '', label: 'Tutti' });
    expect(regionFilterChoices.slice(1).map((choice) => choice.value)).toEqual([...regions]);
    expect(regionFilterChoices).toHaveLength(22);
  });
});

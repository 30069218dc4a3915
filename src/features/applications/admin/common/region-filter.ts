import { regions, type Region } from '#src/config/options';

/** The URL parameter of the region filter: `?region=Lombardia`. */
export const REGION_PARAM = 'region';

/** The option of the filter that does not filter. */
export const ALL = 'Tutti';

/** The region of the URL; a missing or unknown one does not filter. */
export function regionFromParams(params: URLSearchParams): Region | undefined {
  const value = params.get(REGION_PARAM);
  return regions.find((region) => region === value);
}

/** The URL parameters of a region filter (none for "Tutti"). */
export function regionToParams(region: Region | undefined): URLSearchParams {
  return new URLSearchParams(region ? { [REGION_PARAM]: region } : {});
}

/** The choices of the filter: Tutti, the 20 regions, Estero. */
export const regionFilterChoices = [
  { value: '', label: ALL },
  ...regions.map((region) => ({ value: region, label: region })),
] as const;

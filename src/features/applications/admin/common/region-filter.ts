import { regions, type Region } from '#src/config/options';

export const REGION_PARAM = 'region';

export const ALL = 'Tutti';

export function regionFromParams(params: URLSearchParams): Region | undefined {
  const value = params.get(REGION_PARAM);
  return regions.find((region) => region === value);
}

export function regionToParams(region: Region | undefined): URLSearchParams {
  return new URLSearchParams(region ? { [REGION_PARAM]: region } : {});
}

export const regionFilterChoices = [
  { value: '', label: ALL },
  ...regions.map((region) => ({ value: region, label: region })),
] as const;

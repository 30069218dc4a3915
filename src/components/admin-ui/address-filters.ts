import { useSearchParams } from 'react-router';

/** A filter with known values: anything else in the address reads as its fallback, or as none. */
export interface ChoiceParam<V> {
  readonly param: string;
  readonly values: readonly V[];
  /** How a value is written in the address; `String(value)` when not given. */
  readonly textOf?: (value: V) => string;
  /** Read when the address holds no known value, and so never written. */
  readonly fallback?: V;
}

/** A filter on text the staff type: trimmed, and no filter when empty. */
export interface TextParam {
  readonly param: string;
  readonly freeText: true;
}

export const textParam = (param: string): TextParam => ({ param, freeText: true });

type ParamOf<V> = string extends V ? TextParam | ChoiceParam<V> : ChoiceParam<V>;

/** One row per filter; the rows' order is the order of the parameters in the address. */
export type AddressFilterTable<F> = { readonly [K in keyof F]-?: ParamOf<NonNullable<F[K]>> };

export interface AddressFilters<F> {
  readonly fromParams: (params: URLSearchParams) => F;
  /** Only the filters that filter, so the same filters always make the same address. */
  readonly toParams: (filters: F) => URLSearchParams;
}

type AnyParam = TextParam | ChoiceParam<unknown>;

const textOf = (spec: ChoiceParam<unknown>, value: unknown) =>
  spec.textOf ? spec.textOf(value) : String(value);

function read(spec: AnyParam, text: string | null): unknown {
  if ('freeText' in spec) return text?.trim() || undefined;
  const known = text ? spec.values.find((value) => textOf(spec, value) === text) : undefined;
  return known ?? spec.fallback;
}

function write(spec: AnyParam, value: unknown): string {
  if (value === undefined || ('values' in spec && value === spec.fallback)) return '';
  return ('freeText' in spec ? String(value) : textOf(spec, value)).trim();
}

export function addressFilters<F extends object>(table: AddressFilterTable<F>): AddressFilters<F> {
  const rows = Object.entries(table) as [string, AnyParam][];
  return {
    fromParams: (params) => {
      const filters: Record<string, unknown> = {};
      for (const [key, spec] of rows) {
        const value = read(spec, params.get(spec.param));
        if (value !== undefined) filters[key] = value;
      }
      return filters as F;
    },
    toParams: (filters) => {
      const params = new URLSearchParams();
      for (const [key, spec] of rows) {
        const text = write(spec, (filters as Record<string, unknown>)[key]);
        if (text !== '') params.set(spec.param, text);
      }
      return params;
    },
  };
}

export interface AddressFiltersState<F> {
  readonly filters: F;
  /** The filters as their address: a read keyed on it runs again only when they change. */
  readonly key: string;
  readonly change: (next: F) => void;
}

export function useAddressFilters<F>({
  fromParams,
  toParams,
}: AddressFilters<F>): AddressFiltersState<F> {
  const [params, setParams] = useSearchParams();
  const filters = fromParams(params);
  return {
    filters,
    key: toParams(filters).toString(),
    change: (next) => setParams(toParams(next)),
  };
}

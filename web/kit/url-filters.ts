// Filter state of a list page kept in the URL's query, so that a filtered, sorted, paged list can be
// bookmarked, shared and walked with the back button. A schema names each parameter, its kind and its
// default; defaults are left out of the URL, so the unfiltered list is the bare path.

interface ParamBase<Kind extends string, Value> {
  kind: Kind;
  default: Value;
}

/** Free text (a name filter). */
export type TextParam = ParamBase<'text', string>;
/** Several values joined by commas (the spec's list filters, e.g. sOrganizationId). */
export type ListParam = ParamBase<'list', readonly string[]>;
/** One of a fixed set of values; anything else in the URL falls back to the default. */
export type ChoiceParam<V extends string = string> = ParamBase<'choice', V> & { values: readonly V[] };
/** A whole number at least `min` (a page number). */
export type IntParam = ParamBase<'int', number> & { min: number };
/** On or off, written as 1 when it differs from the default off (or 0 when the default is on). */
export type FlagParam = ParamBase<'flag', boolean>;

export type UrlParamSpec = TextParam | ListParam | ChoiceParam | IntParam | FlagParam;
export type UrlFilterSchema = Readonly<Record<string, UrlParamSpec>>;

type ValueOf<P> = P extends ChoiceParam<infer V> ? V : P extends ParamBase<string, infer V> ? V : never;
export type UrlFilterValues<S extends UrlFilterSchema> = { readonly [K in keyof S]: ValueOf<S[K]> };

/** Constructors that keep each parameter's value type for UrlFilterValues. */
export const urlParam = {
  text: (defaultValue = ''): TextParam => ({ kind: 'text', default: defaultValue }),
  list: (defaultValue: readonly string[] = []): ListParam => ({ kind: 'list', default: defaultValue }),
  choice: <V extends string>(values: readonly V[], defaultValue: V): ChoiceParam<V> => ({ kind: 'choice', values, default: defaultValue }),
  int: (defaultValue: number, min = 0): IntParam => ({ kind: 'int', default: defaultValue, min }),
  flag: (defaultValue = false): FlagParam => ({ kind: 'flag', default: defaultValue }),
};

function splitList(raw: string): string[] {
  return [...new Set(raw.split(',').map((part) => part.trim()).filter(Boolean))];
}

function parseOne(spec: UrlParamSpec, raw: string | null): unknown {
  if (raw === null) return spec.default;
  switch (spec.kind) {
    case 'text':
      return raw;
    case 'list':
      return splitList(raw);
    case 'choice':
      return spec.values.includes(raw) ? raw : spec.default;
    case 'int': {
      const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return Number.isSafeInteger(n) && n >= spec.min ? n : spec.default;
    }
    case 'flag':
      return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : spec.default;
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function isDefaultValue(spec: UrlParamSpec, value: unknown): boolean {
  if (spec.kind === 'list') return sameList(value as readonly string[], spec.default);
  return value === spec.default;
}

function formatOne(spec: UrlParamSpec, value: unknown): string {
  switch (spec.kind) {
    case 'list':
      return (value as readonly string[]).join(',');
    case 'flag':
      return value ? '1' : '0';
    default:
      return String(value);
  }
}

/** Reads every parameter of the schema from a query; missing or malformed ones take their default. */
export function parseUrlFilters<S extends UrlFilterSchema>(schema: S, search: URLSearchParams): UrlFilterValues<S> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) values[name] = parseOne(spec, search.get(name));
  return values as UrlFilterValues<S>;
}

/**
 * Writes the values into a copy of `base` (keeping parameters the schema does not know), leaving out the
 * defaults so that equal filters always give the same URL.
 */
export function writeUrlFilters<S extends UrlFilterSchema>(schema: S, values: UrlFilterValues<S>, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, spec] of Object.entries(schema)) {
    const value = values[name];
    if (isDefaultValue(spec, value)) next.delete(name);
    else next.set(name, formatOne(spec, value));
  }
  return next;
}

/** Whether the named parameters (all of them when none are named) hold their defaults. */
export function isDefaultFilter<S extends UrlFilterSchema>(schema: S, values: UrlFilterValues<S>, names: readonly (keyof S & string)[] = Object.keys(schema)): boolean {
  return names.every((name) => isDefaultValue(schema[name], values[name]));
}

/** The schema's defaults as values. */
export function defaultUrlFilters<S extends UrlFilterSchema>(schema: S): UrlFilterValues<S> {
  return parseUrlFilters(schema, new URLSearchParams());
}

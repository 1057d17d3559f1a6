// A list page's filters, sort and page read from and written to the URL (see url-filters.ts): the URL is the
// one source of truth, so reloading, bookmarking, sharing and the back button all show the same list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultUrlFilters, isDefaultFilter, parseUrlFilters, writeUrlFilters,
  type UrlFilterSchema, type UrlFilterValues,
} from './url-filters';

export interface UrlFilters<S extends UrlFilterSchema> {
  values: UrlFilterValues<S>;
  /** The query string the values make (defaults left out), a stable key for reloading the list. */
  key: string;
  /** Changes some values; a new history entry unless `replace`. */
  update(changes: Partial<UrlFilterValues<S>>, options?: { replace?: boolean }): void;
  /** Back to the defaults of the named parameters (all when none are named). */
  reset(names?: readonly (keyof S & string)[]): void;
  isDefault(names?: readonly (keyof S & string)[]): boolean;
}

export function useUrlFilters<S extends UrlFilterSchema>(schema: S): UrlFilters<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const values = useMemo(() => parseUrlFilters(schema, new URLSearchParams(search)), [schema, search]);
  const key = useMemo(() => writeUrlFilters(schema, values).toString(), [schema, values]);

  const update = useCallback(
    (changes: Partial<UrlFilterValues<S>>, options?: { replace?: boolean }) => {
      setSearchParams(
        (previous) => writeUrlFilters(schema, { ...parseUrlFilters(schema, previous), ...changes }, previous),
        // A filter, sort or page change stays where the user is looking instead of jumping to the top.
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [schema, setSearchParams],
  );

  const reset = useCallback(
    (names?: readonly (keyof S & string)[]) => {
      const defaults = defaultUrlFilters(schema);
      const changes: Record<string, unknown> = {};
      for (const name of names ?? Object.keys(schema)) changes[name] = defaults[name];
      update(changes as Partial<UrlFilterValues<S>>);
    },
    [schema, update],
  );

  const isDefault = useCallback(
    (names?: readonly (keyof S & string)[]) => isDefaultFilter(schema, values, names),
    [schema, values],
  );

  return { values, key, update, reset, isDefault };
}

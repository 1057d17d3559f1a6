// Rows chosen for a bulk action, by key: survives re-sorting and reloading of the same rows, and is
// cleared by the page when the set of rows it could act on changes (another filter or page).
import { useCallback, useMemo, useState } from 'react';

export type PageSelectionState = 'all' | 'some' | 'none';

export interface RowSelection {
  selected: ReadonlySet<string>;
  count: number;
  isSelected(key: string): boolean;
  toggle(key: string): void;
  /** Selects or unselects all the given keys (the rows on screen). */
  setMany(keys: readonly string[], on: boolean): void;
  /** How many of the given keys are selected: all, some or none (a header checkbox's state). */
  stateOf(keys: readonly string[]): PageSelectionState;
  clear(): void;
}

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((key: string) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const setMany = useCallback((keys: readonly string[], on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected((previous) => (previous.size === 0 ? previous : new Set())), []);

  return useMemo(
    () => ({
      selected,
      count: selected.size,
      isSelected: (key: string) => selected.has(key),
      toggle,
      setMany,
      stateOf: (keys: readonly string[]) => {
        const chosen = keys.filter((key) => selected.has(key)).length;
        return chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';
      },
      clear,
    }),
    [selected, toggle, setMany, clear],
  );
}

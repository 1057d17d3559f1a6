// Which columns of a list the user has hidden, remembered per table in localStorage so the choice outlives
// the session; a column added to the product later shows until the user hides it.
import { useCallback, useState } from 'react';

const STORAGE_PREFIX = 'twb.columns.';

export interface ColumnChoice {
  shown: (id: string) => boolean;
  toggle: (id: string) => void;
  reset: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The hidden column ids stored for a table; anything unreadable counts as nothing hidden. */
export function readHiddenColumns(key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_PREFIX + key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeHiddenColumns(key: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) storage()?.removeItem(STORAGE_PREFIX + key);
    else storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(hidden));
  } catch {
    // A full or refused storage only costs the memory of the choice, not the choice itself.
  }
}

export function useColumnChoice(key: string | undefined, ids: readonly string[]): ColumnChoice {
  const [hidden, setHidden] = useState<readonly string[]>(() => (key ? readHiddenColumns(key) : []));
  const known = new Set(ids);
  const shown = (id: string) => !hidden.includes(id);
  const update = useCallback((next: readonly string[]) => {
    setHidden(next);
    if (key) writeHiddenColumns(key, next);
  }, [key]);
  return {
    shown,
    toggle: (id) => update(hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden.filter((h) => known.has(h)), id]),
    reset: () => update([]),
  };
}

// Where a switch to another corporation leaves the person (spec 1): on the page they were on when the new corporation
// may open it, without the filters that named the old corporation's records; on the nearest page above it when the
// page showed one record (a member, a department) of the old corporation; home only when nothing on the way may be
// opened. The page is drawn afresh for the new corporation (usePageKeyAcrossSwitches).
import { useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteDef } from '../../../core/kernel/plugin';

export interface SwitchDestination {
  /** Path and query to go to. */
  to: string;
  /** True when the query named records of the old corporation and they were left out. */
  droppedFilters: boolean;
}

/** A route whose path names a record (/User/Detail/:userId): the record is the old corporation's. */
const namesRecord = (route: RouteDef): boolean => /:\w/.test(route.path);

export function pageAfterSwitch(
  current: { route: RouteDef; search: string } | null,
  findRoute: (id: string) => RouteDef | undefined,
  mayOpen: (route: RouteDef) => boolean,
  homePath: string,
): SwitchDestination {
  const home = { to: homePath, droppedFilters: false };
  if (!current) return home;
  const seen = new Set<string>();
  let route: RouteDef | undefined = current.route;
  while (route && !seen.has(route.id) && (namesRecord(route) || !mayOpen(route))) {
    seen.add(route.id);
    route = route.parent ? findRoute(route.parent) : undefined;
  }
  if (!route || seen.has(route.id)) return home;
  // An ancestor page starts without the query of the page below it.
  if (route !== current.route) return { to: route.path, droppedFilters: false };
  const query = new URLSearchParams(current.search);
  const records = route.corporationRecordParams ?? [];
  const named = records.filter((name) => (query.get(name) ?? '') !== '');
  for (const name of records) query.delete(name);
  const rest = query.toString();
  return { to: rest ? `${route.path}?${rest}` : route.path, droppedFilters: named.length > 0 };
}

/** The navigation state that marks the page change of a corporation switch. */
export const SWITCH_STATE = 'corporationSwitch';

export function switchState(): Record<string, true> {
  return { [SWITCH_STATE]: true };
}

/**
 * A key for the page under the shell that changes with each corporation switch and with nothing else: the page on
 * screen loaded the old corporation's data, and staying on it after a switch must load the new one's (a filter
 * change later keeps the key, and the page keeps its state).
 */
export function usePageKeyAcrossSwitches(): string {
  const location = useLocation();
  const key = useRef('');
  const state = location.state as Record<string, unknown> | null;
  if (state?.[SWITCH_STATE] === true) key.current = location.key;
  return key.current;
}

// Which menu entries a user sees: core's isRouteAvailable, the same predicate the route guard uses
// (spec 2.4), so a visible link never leads to a denial.
import type { MenuEntry, RouteDef } from '../../../core/kernel/plugin';
import type { ServiceLocator } from '../../../core/kernel/locator';
import { isRouteAvailable } from '../../../core/services/guards';
import { menuSynonyms } from '../../../core/i18n/catalog/menu-synonyms';

export interface VisibleMenuEntry {
  entry: MenuEntry;
  route: RouteDef;
}

export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  findRoute: (id: string) => RouteDef | undefined,
  services: ServiceLocator,
): VisibleMenuEntry[] {
  const visible: VisibleMenuEntry[] = [];
  for (const entry of entries) {
    const route = findRoute(entry.routeId);
    if (route && isRouteAvailable(route, services)) visible.push({ entry, route });
  }
  return visible;
}

/** Folds full-width and half-width forms and Latin case, so ＣＳＶ, csv and CSV are one word (search only). */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Match of the keyword against the label, the group heading and the entry's synonyms (請求 finds the entries whose
 * synonyms name it, 予約 finds 予約情報). Every space-separated word must match somewhere.
 */
export function matchesKeyword(item: VisibleMenuEntry, keyword: string): boolean {
  const words = fold(keyword).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([item.entry.label, item.entry.group ?? '', menuSynonyms[item.entry.id] ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}

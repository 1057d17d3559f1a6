// The breadcrumb trail of a route: home, then the route.parent chain (or the parent the page names), then the page
// itself. A crumb of a route about a record the page has named (kit useRecordCrumbs) carries the record's name, and
// an ancestor needing a parameter the URL lacks takes it from the page's records (the department of a clerk page).
import { generatePath } from 'react-router';
import type { RouteDef } from '../../../core/kernel/plugin';
import { t } from '../../../core/i18n';
import type { Crumb, PageCrumbs, RecordCrumb } from '../../kit';

type Params = Readonly<Record<string, string | undefined>>;

/** A parent path filled with the current parameters; null when the parent needs one the page lacks. */
function pathFor(route: RouteDef, params: Params): string | null {
  try {
    return generatePath(route.path, params);
  } catch {
    return null;
  }
}

/** The route's parameters, in path order (`:billingId`, `:userId?`). */
function paramsOf(route: RouteDef): string[] {
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}

/** The record a route is about: the last of its parameters the page named, for the value the trail uses. */
function recordOf(route: RouteDef, params: Params, records: readonly RecordCrumb[]): RecordCrumb | undefined {
  for (const param of paramsOf(route).reverse()) {
    const record = records.find((candidate) => candidate.param === param && candidate.value === params[param]);
    if (record) return record;
  }
  return undefined;
}

function labelOf(route: RouteDef, params: Params, records: readonly RecordCrumb[]): string {
  const record = recordOf(route, params, records);
  return record ? t('shell.breadcrumb.record', { title: route.title, name: record.name }) : route.title;
}

export function breadcrumbTrail(
  route: RouteDef,
  urlParams: Params,
  findRoute: (id: string) => RouteDef | undefined,
  home: RouteDef | undefined,
  page: PageCrumbs | null = null,
): Crumb[] {
  const records = page?.records ?? [];
  // The URL's parameters win; the page's records fill in those only an ancestor carries.
  const params: Params = { ...Object.fromEntries(records.map((record) => [record.param, record.value])), ...urlParams };
  const ancestors: RouteDef[] = [];
  const seen = new Set<string>([route.id]);
  const firstParent = page?.parent ?? route.parent;
  for (let parent = firstParent ? findRoute(firstParent) : undefined; parent && !seen.has(parent.id); ) {
    seen.add(parent.id);
    ancestors.unshift(parent);
    parent = parent.parent ? findRoute(parent.parent) : undefined;
  }
  if (home && !seen.has(home.id)) ancestors.unshift(home);
  const crumbs: Crumb[] = ancestors.map((ancestor) => {
    const label = labelOf(ancestor, params, records);
    const to = pathFor(ancestor, params);
    return to ? { label, to } : { label };
  });
  crumbs.push({ label: labelOf(route, params, records) });
  return crumbs;
}

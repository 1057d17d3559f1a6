// What a page tells the breadcrumb trail about the records it shows (spec 1 layout: the trail is the path a person
// took, with the record's name). The trail is drawn by the shell above the page, from the route's parent chain, and
// knows only the URL; the page knows who the record is. A page names each record by the route parameter that
// identifies it ({billingId}, {userId}, {clerkOfBillingId}): every crumb whose route carries that parameter shows the
// name, and an ancestor whose parameter the URL lacks (a clerk's department) gets the value to link to as well.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface RecordCrumb {
  /** The route parameter naming the record, as written in the route paths (billingId, userId…). */
  param: string;
  value: string;
  /** What the person knows the record by: the department's or the person's name. */
  name: string;
}

export interface PageCrumbs {
  records: readonly RecordCrumb[];
  /**
   * The route the page was reached from when the route's own parent cannot say (an application detail belongs to
   * the screen of its kind of application).
   */
  parent?: string;
}

type SetPageCrumbs = (crumbs: PageCrumbs | null) => void;

const PageCrumbsContext = createContext<SetPageCrumbs>(() => undefined);

/** Given by the layout that draws the trail; outside it (a page rendered alone) the page's crumbs go nowhere. */
export function PageCrumbsProvider({ onChange, children }: { onChange: SetPageCrumbs; children: ReactNode }) {
  return <PageCrumbsContext.Provider value={onChange}>{children}</PageCrumbsContext.Provider>;
}

/**
 * Names the page's records in the breadcrumb trail while the page is shown. Records without a name yet (still
 * loading) are left out, so the trail shows the bare titles until the record arrives.
 */
export function useRecordCrumbs(records: readonly (RecordCrumb | null | undefined | false)[], parent?: string): void {
  const set = useContext(PageCrumbsContext);
  const named = records.filter((record): record is RecordCrumb => !!record && !!record.value && !!record.name);
  // Compared by content: callers build the list afresh on every render.
  const key = JSON.stringify({ records: named, parent });
  useEffect(() => {
    set(JSON.parse(key) as PageCrumbs);
    return () => set(null);
  }, [set, key]);
}

// Where a corporation switch leaves the person: the same page without the old corporation's record filters, the page
// above a record's page, home when nothing on the way may be opened.
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../core/kernel/plugin';
import { pageAfterSwitch } from './corporation-switch';

const page = () => Promise.resolve({ default: () => null });
const ROUTES: RouteDef[] = [
  { id: 'list', path: '/User/Info', title: 'list', page, corporationRecordParams: ['sOrganizationId'] },
  { id: 'detail', path: '/User/Detail/:userId', title: 'detail', page, parent: 'list' },
  { id: 'edit', path: '/User/Update/:division/:userId', title: 'edit', page, parent: 'detail' },
  { id: 'orphan', path: '/Billing/Detail/:billingId', title: 'orphan', page },
  { id: 'closed', path: '/FlexUser/Info', title: 'closed', page },
];
const find = (id: string) => ROUTES.find((route) => route.id === id);
const route = (id: string) => find(id) as RouteDef;
const open = (route: RouteDef) => route.id !== 'closed';

describe('pageAfterSwitch', () => {
  it('stays on a list page, without the filters that name the old corporation\'s records', () => {
    expect(pageAfterSwitch({ route: route('list'), search: '?sOrganizationId=3,4&approvalDivision=2' }, find, open, '/'))
      .toEqual({ to: '/User/Info?approvalDivision=2', droppedFilters: true });
    expect(pageAfterSwitch({ route: route('list'), search: '?approvalDivision=2' }, find, open, '/'))
      .toEqual({ to: '/User/Info?approvalDivision=2', droppedFilters: false });
    expect(pageAfterSwitch({ route: route('list'), search: '?sOrganizationId=' }, find, open, '/'))
      .toEqual({ to: '/User/Info', droppedFilters: false });
  });

  it("goes from a record's page to the nearest page above it that names no record", () => {
    expect(pageAfterSwitch({ route: route('detail'), search: '?tab=1' }, find, open, '/')).toEqual({ to: '/User/Info', droppedFilters: false });
    expect(pageAfterSwitch({ route: route('edit'), search: '' }, find, open, '/')).toEqual({ to: '/User/Info', droppedFilters: false });
  });

  it('goes home when the new corporation may not open the page, or nothing above a record page', () => {
    expect(pageAfterSwitch({ route: route('closed'), search: '' }, find, open, '/')).toEqual({ to: '/', droppedFilters: false });
    expect(pageAfterSwitch({ route: route('orphan'), search: '' }, find, open, '/')).toEqual({ to: '/', droppedFilters: false });
    expect(pageAfterSwitch({ route: route('list'), search: '' }, find, () => false, '/')).toEqual({ to: '/', droppedFilters: false });
    expect(pageAfterSwitch(null, find, open, '/')).toEqual({ to: '/', droppedFilters: false });
  });
});

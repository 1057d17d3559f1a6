// Test harness for the web: a test kernel over a scripted API client, the app's providers, and routers in
// memory, so page and shell tests render exactly what the browser would, without a server.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import type { Plugin } from '../../core/kernel/plugin';
import { calls } from '../../core/api/contract';
import { createTestKernel, makeUser, ScriptedApiClient, type TestKernel, type UserOptions } from '../../core/services/test-support';
import type { NewsItem, OrganizationChoice, ViewPermission } from '../../core/domain/entities';
import type { DepartmentDetail } from '../../core/billing/domain';
import { NavigationService } from '../../core/services/contracts';
import { App } from '../app/App';
import { buildRoutes } from '../app/build-routes';
// The router loads the shell lazily (the sign-in page goes without it); tests load it with the harness so a
// page's first render waits for no more than it did when the shell was part of the entry.
import '../app/layout/ShellLayout';
import { webPlugins } from '../app/plugins';

export const VIEW_PERMISSION: ViewPermission = {
  limitAmounDisplayFlg: true,
  limitAmountUserDisplayFlg: true,
  flexContractExistFlg: true,
  availableFlexContractFlg: true,
};

export const NEWS: NewsItem[] = [
  { newsId: 'N1', name: 'Holiday opening hours', startDate: '2026/11/17 09:00:00', description: 'Closed from Dec 29 to Jan 3.', read: true },
  { newsId: 'N2', name: 'Scheduled maintenance', startDate: '2026/11/20 09:00:00', description: 'Line one\nLine two', read: false },
];

/** A kernel with the web's plugins whose client answers the calls every signed-in page makes. */
export function signedInKernel(user: UserOptions = {}, plugins: readonly Plugin[] = webPlugins): TestKernel {
  const client = new ScriptedApiClient();
  const sessionUser = makeUser(user);
  const organizations: OrganizationChoice[] = [
    { organizationId: sessionUser.corporation.id, organizationName: sessionUser.corporation.attributes.corporationName, selected: true },
  ];
  client
    .on(calls.auth.loginUser, () => sessionUser)
    .on(calls.auth.viewPermission, () => VIEW_PERMISSION)
    .on(calls.auth.multiOrganizationList, () => organizations)
    .on(calls.news.infoList, () => NEWS)
    .on(calls.news.unread, () => ({ unreadCount: NEWS.filter((n) => !n.read).length, items: [] }))
    .on(calls.auth.keywordSearchHistory, () => ({ result: 'OK' as const }))
    // Home's spend picture asks for the department budgets: none by default (budget tests answer their own).
    .on(calls.limitAmount.billingList, () => ({ periodStart: '2026/11/21', periodEnd: '2026/12/20', rows: [] }))
    // The billing gate of every department page asks for the department: by default it is in use. (The gate reads
    // only disableFlg; department page tests answer with whole departments.)
    .on(calls.billing.detail, ({ billingId }) => ({ billingId, disableFlg: false }) as DepartmentDetail);
  const kernel = createTestKernel(plugins, client);
  return kernel;
}

/** The app's real route tree in a memory router starting at `path`. */
export function renderAppAt(kernel: TestKernel, path: string): RenderResult & { router: DataRouter } {
  const navigation = kernel.container.get<NavigationService>(NavigationService);
  const router = createMemoryRouter(buildRoutes(kernel.registry, navigation), { initialEntries: [path] });
  const result = render(<App services={kernel.container} router={router} />);
  return { ...result, router };
}

/** One element under the app's providers, in a memory router (for components that use router hooks). */
export function renderWithServices(kernel: TestKernel, element: ReactElement, path = '/', extraRoutes: RouteObject[] = []): RenderResult & { router: DataRouter } {
  const router = createMemoryRouter([{ path, element }, ...extraRoutes, { path: '*', element: <p>other page</p> }], { initialEntries: [path] });
  const result = render(<App services={kernel.container} router={router} />);
  return { ...result, router };
}

// The shell with the real route tree and plugins: navigation rules in loaders, side navigation by
// permission, unknown paths, breadcrumbs and the header.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../core/api/contract';
import { ApiError, ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { AuthService } from '../../core/services/contracts';
import { renderAppAt, signedInKernel } from '../test-support/harness';
import { makeUser } from '../../core/services/test-support';
import { memberDetail, memberRow, usersKernel } from '../../plugins/users/test-support';

/** A responsible person of C001 who may also view C002, with a member list and a member to show. */
function twoCorporations() {
  const kernel = usersKernel({ roleType: 3 }, { rows: [memberRow()], member: memberDetail({ userId: '11' }) });
  kernel.client
    .on(calls.auth.multiOrganizationList, () => [
      { organizationId: 'C001', organizationName: '第一商事', selected: true },
      { organizationId: 'C002', organizationName: '第二物産', selected: false },
    ])
    .on(calls.auth.selectOrganization, () => makeUser({ roleType: 3, corporationId: 'C002' }));
  return kernel;
}

const unauthenticated = () =>
  new ApiError(t('error.unauthenticated'), ErrorCode.UNAUTHENTICATED, { httpStatusCode: 401, message: t('error.unauthenticated'), code: ErrorCode.UNAUTHENTICATED });

function sideNav(): HTMLElement {
  return screen.getByRole('navigation', { name: t('shell.sideNav.label') });
}

describe('shell', () => {
  it('shows home with the header and the side navigation of a responsible person', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/');
    expect(await screen.findByRole('heading', { name: t('home.title') })).toBeTruthy();
    expect(within(sideNav()).getByText(t('corp.menu'))).toBeTruthy();
    expect(within(sideNav()).getByText(t('home.menu'))).toBeTruthy();
    expect(document.querySelector('.twb-header')?.className).toContain('bp6-fixed-top');
  });

  it('hides menu entries whose route the user may not open (department clerk: no company info)', async () => {
    renderAppAt(signedInKernel({ roleType: 4 }), '/');
    await screen.findByRole('heading', { name: t('home.title') });
    expect(within(sideNav()).queryByText(t('corp.menu'))).toBeNull();
    expect(within(sideNav()).getByText(t('auth.siteNotice.title'))).toBeTruthy();
  });

  it('filters the menu by keyword and records the submitted keyword', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/');
    await screen.findByRole('heading', { name: t('home.title') });
    await user.type(within(sideNav()).getByRole('searchbox'), t('corp.menu'));
    expect(within(sideNav()).queryByText(t('home.menu'))).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Corp/Detail'));
    expect(kernel.client.calls.find((c) => c.id === calls.auth.keywordSearchHistory.id)?.request).toEqual({ keyword: t('corp.menu') });
  });

  it('finds entries by synonym (会議室 finds 予約情報, 請求 the departments and usage), walks them with the arrow keys and records the keyword', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/');
    await screen.findByRole('heading', { name: t('home.title') });
    const search = within(sideNav()).getByRole('searchbox');
    await user.type(search, '会議室');
    expect(within(sideNav()).getByText(t('reservations.menu'))).toBeTruthy();
    expect(within(sideNav()).queryByText(t('users.menu'))).toBeNull();
    await user.clear(search);
    await user.type(search, '請求');
    const links = within(sideNav()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining([t('billing.menu'), t('usage.menu')]));
    expect(links).not.toContain(t('corp.menu'));
    // Several matches: Enter records the keyword and puts the focus on the first; the arrows move between them.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(kernel.client.calls.find((c) => c.id === calls.auth.keywordSearchHistory.id)?.request).toEqual({ keyword: '請求' }));
    const first = within(sideNav()).getAllByRole('link')[0];
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    const second = within(sideNav()).getAllByRole('link')[1];
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(search);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(first.getAttribute('href')));
  });

  it('shows the busy bar while a page change waits for its checks (calls the loading counter leaves out), and says which address it shows', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    renderAppAt(kernel, '/');
    await screen.findByRole('heading', { name: t('home.title') });
    let answer: () => void = () => undefined;
    const user0 = kernel.container.get<AuthService>(AuthService).user.value;
    kernel.client.on(calls.auth.loginUser, () => new Promise((resolve) => { answer = () => resolve(user0!); }));
    expect(screen.queryByRole('progressbar', { name: t('common.busy') })).toBeNull();
    await user.click(within(sideNav()).getByText(t('corp.menu')));
    expect(await screen.findByRole('progressbar', { name: t('common.busy') })).toBeTruthy();
    // One progressbar for assistive technology, named (the bar drawn inside it is hidden from them).
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    // main tells the address whose page it shows: still home's while the checks wait, the new one once drawn.
    const main = document.getElementById('main');
    expect(main?.dataset.location).toBe('/');
    answer();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: t('common.busy') })).toBeNull());
    await screen.findByRole('heading', { name: t('corp.detail.title') });
    expect(main?.dataset.location).toBe('/Corp/Detail');
  });

  it('shows the entries that depend on the view-permission flags on a page without a permission, opened directly', async () => {
    // /Manual has no permission, so no guard loads the flags; the menu must not lose the budget and FLEX entries.
    const kernel = signedInKernel({ roleType: 3 });
    renderAppAt(kernel, '/Manual');
    await screen.findByRole('heading', { name: t('site.manuals.title') });
    for (const label of [t('limitAmount.menu.billing'), t('limitAmount.menu.user'), t('charges.menu.flex'), t('flex.menu.users')]) {
      expect(await within(sideNav()).findByText(label), label).toBeTruthy();
    }
    expect(kernel.client.calls.filter((c) => c.id === calls.auth.viewPermission.id)).toHaveLength(1);
  });

  it('keeps the page on a corporation switch, drawn afresh without the old corporation\'s department filter', async () => {
    const kernel = twoCorporations();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/User/Info?sOrganizationId=7&approvalDivision=2');
    await screen.findByRole('heading', { name: t('users.info.title') });
    const searches = () => kernel.client.calls.filter((c) => c.id === calls.members.search.id).length;
    await waitFor(() => expect(searches()).toBeGreaterThan(0));
    const before = searches();
    await user.selectOptions(await screen.findByLabelText(t('shell.header.corporation')), 'C002');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/User/Info?approvalDivision=2'));
    expect(await screen.findByText(t('corporation.filtersDropped'))).toBeTruthy();
    // The list asked again, for the new corporation, once.
    await waitFor(() => expect(searches()).toBe(before + 1));
    expect(screen.getByRole('heading', { name: t('users.info.title') })).toBeTruthy();
  });

  it('keeps a page the person went to while the switch was asked of the server', async () => {
    const kernel = twoCorporations();
    let answer: () => void = () => undefined;
    kernel.client.on(calls.auth.selectOrganization, () => new Promise((resolve) => {
      answer = () => resolve(makeUser({ roleType: 3, corporationId: 'C002' }));
    }));
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/');
    await screen.findByRole('heading', { name: t('home.title') });
    await user.selectOptions(await screen.findByLabelText(t('shell.header.corporation')), 'C002');
    await user.click(within(sideNav()).getByRole('link', { name: t('users.menu') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/User/Info'));
    answer();
    expect(await screen.findByText(t('corporation.switched'))).toBeTruthy();
    // The page is drawn again for the new corporation, where the person went.
    expect(await screen.findByRole('heading', { name: t('users.info.title') }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/User/Info');
  });

  it("leaves a record's page for the list above it on a corporation switch", async () => {
    const kernel = twoCorporations();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/User/Detail/11');
    await screen.findByRole('heading', { name: t('users.detail.title') });
    await user.selectOptions(await screen.findByLabelText(t('shell.header.corporation')), 'C002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/User/Info'));
    expect(await screen.findByRole('heading', { name: t('users.info.title') })).toBeTruthy();
  });

  it('sends an unknown path home', async () => {
    const { router } = renderAppAt(signedInKernel(), '/No/Such/Page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: t('home.title') })).toBeTruthy();
  });

  it('sends a denied page home with the permission error', async () => {
    const { router } = renderAppAt(signedInKernel({ roleType: 4 }), '/Corp/Detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findAllByRole('alert')).some((el) => el.textContent === t('error.permission'))).toBe(true);
  });

  it('sends a visitor without a session to sign-in with the before-login error', async () => {
    const kernel = signedInKernel();
    kernel.client.fail(calls.auth.loginUser, unauthenticated());
    kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const })).on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
    const { router } = renderAppAt(kernel, '/Corp/Detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByText(t('beforeLogin.invalid'))).toBeTruthy();
    // The bare layout: no side navigation on the sign-in page.
    expect(screen.queryByRole('navigation', { name: t('shell.sideNav.label') })).toBeNull();
  });

  it('titles the page and shows the breadcrumb trail from home', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/Corp/Detail');
    expect(await screen.findByRole('heading', { name: t('corp.detail.title') })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: t('shell.breadcrumb') });
    expect(within(crumbs).getByRole('link', { name: t('home.title') }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`${t('corp.detail.title')} | ${t('app.name')}`));
  });
});

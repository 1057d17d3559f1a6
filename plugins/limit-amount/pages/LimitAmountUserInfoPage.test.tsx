// The member budget list: the default query (100 a page, status "0"), filters from and to the URL, paging, the cap
// stop and its release date, edit links only for departments whose member budget edit is open, and the
// display-flag gate.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls, type LimitUserSearchQuery } from '../../../core/limit-amount/calls';
import { calls } from '../../../core/api/contract';
import { t } from '../../../core/i18n';
import { renderAppAt, VIEW_PERMISSION } from '../../../web/test-support/harness';
import { budgetKernel, memberBudgetRow, userAnswer } from '../test-support';

function queries(kernel: ReturnType<typeof budgetKernel>): LimitUserSearchQuery[] {
  return kernel.client.calls.filter((c) => c.id === limitAmountCalls.userList.id).map((c) => c.request as LimitUserSearchQuery);
}

describe('LimitAmountUserInfoPage', () => {
  it('loads 100 members a page and shows the cap stop with its release date', async () => {
    const other = memberBudgetRow({ userId: '102', userName: 'Sato Ken', billingId: '6', billingName: 'Sales Two', reservationStopFlg: false, serviceUsageStatus: '1', releaseDate: null });
    const kernel = budgetKernel({}, { members: [memberBudgetRow(), other] });
    renderAppAt(kernel, '/LimitAmountUser/Info');
    expect(await screen.findByText('Yamada Hanako')).toBeTruthy();
    expect(queries(kernel)[0]).toEqual({ corporationId: 'C001', usageRateStatus: '0', serviceUsageStatus: '0', offset: 0, limit: 100, sort: 'displayOrder', sortOrder: 'asc' });
    expect(screen.getByText(t('limitAmount.status.reservationStopped'))).toBeTruthy();
    expect(screen.getByText('2026/11/21')).toBeTruthy();
    // Department 6 has the member alert off and a cap that does nothing: its member budget edit is closed.
    // The link edits the department's member limit, not this member's, and says so.
    const links = screen.getAllByRole('link', { name: /の会員上限額を変更/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/LimitAmountUser/Edit/5']);
    expect(links[0].getAttribute('aria-label')).toBe(t('limitAmount.list.editMemberLimitOf', { department: 'Sales One' }));
    expect(links[0].textContent).toBe(t('limitAmount.list.editMemberLimit'));
  });

  it('reads name, departments and statuses from the URL and searches from the form', async () => {
    const kernel = budgetKernel({}, { members: [memberBudgetRow()] });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/LimitAmountUser/Info?userName=yama&billingId=5,6&usageRateStatus=3&currentPage=2');
    await waitFor(() => expect(queries(kernel)[0]).toEqual({
      corporationId: 'C001', billingId: '5,6', userName: 'yama', usageRateStatus: '3', serviceUsageStatus: '0', offset: 100, limit: 100, sort: 'displayOrder', sortOrder: 'asc',
    }));
    const name = await screen.findByRole('searchbox', { name: t('limitAmount.filter.userName') });
    expect((name as HTMLInputElement).value).toBe('yama');
    await user.clear(name);
    await user.type(name, 'sato');
    await user.selectOptions(screen.getByLabelText(t('limitAmount.filter.serviceUsageStatus')), '2');
    await user.click(screen.getByRole('button', { name: t('limitAmount.filter.search') }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      userName: 'sato', billingId: '5,6', usageRateStatus: '3', serviceUsageStatus: '2',
    }));
    await waitFor(() => expect(queries(kernel).at(-1)).toMatchObject({ userName: 'sato', serviceUsageStatus: '2', offset: 0 }));
  });

  it('pages through the server', async () => {
    const kernel = budgetKernel();
    kernel.client.on(limitAmountCalls.userList, () => userAnswer([memberBudgetRow()], 250));
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/LimitAmountUser/Info');
    const pager = await screen.findByRole('navigation', { name: t('list.pager') });
    await user.click(within(pager).getByRole('button', { name: t('list.lastPage') }));
    await waitFor(() => expect(router.state.location.search).toBe('?currentPage=3'));
    await waitFor(() => expect(queries(kernel).at(-1)).toMatchObject({ offset: 200, limit: 100 }));
  });

  it('sends the viewer home without limitAmountUserDisplayFlg', async () => {
    const kernel = budgetKernel({}, { members: [memberBudgetRow()] });
    kernel.client.on(calls.auth.viewPermission, () => ({ ...VIEW_PERMISSION, limitAmountUserDisplayFlg: false }));
    const { router } = renderAppAt(kernel, '/LimitAmountUser/Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(queries(kernel)).toEqual([]);
  });
});

// A FLEX/BASE contract's detail: the contract through the kit's detail layout (its name, its period as the status,
// its notices, its fields, adding members first and its user list next in the action bar, the way back to the list)
// and its users listed below; no add for a viewer without the write code; a contract that cannot be shown.
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flexCalls } from '../../../core/flex/calls';
import { ApiError } from '../../../core/api/error';
import type { FlexContract, FlexUser } from '../../../core/flex/domain';
import { ROLE_AUTHORITIES } from '../../../core/domain/permissions';
import { t } from '../../../core/i18n';
import type { UserOptions } from '../../../core/services/test-support';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

const SLOW = { timeout: 15_000 };

function contract(overrides: Partial<FlexContract> = {}): FlexContract {
  return {
    flexContractInformationId: '2',
    contractName: 'BASE契約（新宿南口）',
    serviceKind: 'BASE',
    facilities: [{ facilityId: 'F1', facilityName: '新宿南口' }],
    seats: 4,
    usedSeats: 5,
    contactCount: 1,
    startDate: '2026/04/01',
    endDate: '2027/03/31',
    inPeriod: true,
    organizationId: '5',
    organizationName: '総務部',
    chargeorganizationId: '5',
    chargeOrganizationName: '総務部',
    monthlyPricePerSeat: 30000,
    lastUpdated: 'F1',
    ...overrides,
  };
}

function flexUser(overrides: Partial<FlexUser> = {}): FlexUser {
  return {
    flexUserId: '21',
    flexContractInformationId: '2',
    contractName: 'BASE契約（新宿南口）',
    serviceKind: 'BASE',
    userId: 'U101',
    userName: '佐藤 一郎',
    userNameKana: 'サトウ イチロウ',
    organizationId: '5',
    organizationName: '総務部',
    mailAddress: 'sato@example.co.jp',
    delegateDivision: 1,
    cardNo: null,
    cardDeliveryDivision: 0,
    addedDate: '2026/04/01',
    numberAdd: false,
    deleteFlg: false,
    lastUpdated: 'U1',
    ...overrides,
  };
}

function flexKernel(user: UserOptions = {}, answer: FlexContract = contract()) {
  const kernel = signedInKernel(user);
  kernel.client
    .on(flexCalls.flexDetail, () => answer)
    .on(flexCalls.flexUserList, () => ({ totalCount: 1, offset: 0, limit: 500, rows: [flexUser()] }));
  return kernel;
}

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell').textContent ?? '';
}

describe('FlexContractDetailPage', () => {
  it('shows the contract through the detail layout, adding members first, and its users below', async () => {
    renderAppAt(flexKernel(), '/FlexContract/Detail/2');
    const heading = await screen.findByRole('heading', { level: 2, name: 'BASE契約（新宿南口）' }, SLOW);
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.closest('.twb-flex-detail')).toBeTruthy();
    expect(within(detail.querySelector('.twb-detail__status') as HTMLElement).getByText(t('flex.value.inPeriod'))).toBeTruthy();
    expect(valueOf(t('flex.field.period'))).toBe(t('flex.value.periodRange', { start: '2026/04/01', end: '2027/03/31' }));
    expect(within(detail).getByText(t('flex.detail.overSeats', { seats: 4, used: 5, over: 1 }))).toBeTruthy();
    expect(within(detail).queryByText(t('flex.detail.noContact'))).toBeNull();

    // The action bar: the step this page leads to (primary) first, the plain way on after it.
    const bar = within(detail).getByRole('group', { name: t('common.actions') });
    const actions = within(bar).getAllByRole('link');
    expect(actions.map((a) => a.textContent)).toEqual([t('flex.action.add'), t('flex.action.users')]);
    expect(actions[0].getAttribute('href')).toBe('/FlexUser/Added?contract=2');
    expect(actions[0].classList).toContain('bp6-intent-primary');
    expect(actions[1].getAttribute('href')).toBe('/FlexUser/Info?contract=2');
    const back = within(detail).getByRole('link', { name: t('flex.action.backToContracts') });
    expect(back.closest('.twb-detail__footer')).toBeTruthy();
    expect(back.getAttribute('href')).toBe('/FlexContract/Info');

    // The users stay below the layout, as their own list.
    const users = await screen.findByRole('heading', { level: 2, name: t('flex.detail.users') });
    expect(detail.contains(users)).toBe(false);
    expect(await screen.findByText('佐藤 一郎', undefined, SLOW)).toBeTruthy();
  });

  it('offers no add outside the period or without the write code, and tells a contract that cannot be shown', async () => {
    renderAppAt(flexKernel({}, contract({ inPeriod: false, usedSeats: 2, contactCount: 0 })), '/FlexContract/Detail/2');
    await screen.findByRole('heading', { level: 2, name: 'BASE契約（新宿南口）' }, SLOW);
    expect(screen.getByText(t('flex.detail.noContact'))).toBeTruthy();
    expect(screen.queryByText(/契約席数（/)).toBeNull();
    const bar = screen.getByRole('group', { name: t('common.actions') });
    expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual([t('flex.action.users')]);
    expect(screen.queryByRole('link', { name: t('flex.action.add') })).toBeNull();

    // WFAM002 read only: the users are listed, nobody is added.
    cleanup();
    renderAppAt(flexKernel({ authorities: { ...ROLE_AUTHORITIES[3], WFAM002: 1 } }), '/FlexContract/Detail/2');
    const readerBar = await screen.findByRole('group', { name: t('common.actions') }, SLOW);
    expect(within(readerBar).getAllByRole('link').map((a) => a.textContent)).toEqual([t('flex.action.users')]);

    const other = signedInKernel();
    other.client.fail(flexCalls.flexDetail, new ApiError('x', 'NOT_FOUND', { httpStatusCode: 404, message: 'x', code: 'NOT_FOUND' }));
    other.client.on(flexCalls.flexUserList, () => ({ totalCount: 0, offset: 0, limit: 500, rows: [] }));
    renderAppAt(other, '/FlexContract/Detail/9');
    expect(await screen.findByText(t('flex.notFound.contract'), undefined, SLOW)).toBeTruthy();
  });
});

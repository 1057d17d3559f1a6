// Adding existing members as FLEX/BASE users: a member whose FLEX/BASE contract permission flag is off (spec 6) is
// listed with a tag and cannot be chosen; the others can, each with the contact-person choice. The contract and the
// department start unchosen, with a prompt, and going on without them is refused on each field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flexCalls } from '../../../core/flex/calls';
import { memberCalls } from '../../../core/users/calls';
import type { FlexContract } from '../../../core/flex/domain';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { memberRow, searchAnswer } from '../../users/test-support';

const SLOW = { timeout: 15_000 };

const CONTRACT: FlexContract = {
  flexContractInformationId: '1', contractName: 'FLEX契約（東京駅前）', serviceKind: 'FLEX', facilities: [], seats: 20, usedSeats: 12,
  contactCount: 1, startDate: '2026/04/01', endDate: '2027/03/31', inPeriod: true, organizationId: '5', organizationName: '総務部',
  chargeorganizationId: '1', chargeOrganizationName: '経営企画部', monthlyPricePerSeat: 30000, lastUpdated: 'C1',
};

describe('FlexUserAddedPage', () => {
  it('marks a member who may not be given a FLEX/BASE seat and does not offer them', async () => {
    const kernel = signedInKernel();
    kernel.client
      .on(flexCalls.flexs, () => [CONTRACT])
      .on(memberCalls.departmentPulldown, () => [{ billingId: '5', billingName: '総務部', displayOrder: 1, disableFlg: false }])
      .on(memberCalls.search, () => searchAnswer([
        memberRow({ userId: '201', userName: '青木 一郎', userNameKana: 'アオキ イチロウ' }),
        memberRow({ userId: '202', userName: '馬場 花子', userNameKana: 'ババ ハナコ', flexContractPermissionFlg: false }),
      ]));
    const user = userEvent.setup();
    renderAppAt(kernel, '/FlexUser/Added?contract=1');
    await screen.findByRole('option', { name: '総務部' }, SLOW);
    const department = screen.getByRole('option', { name: '総務部' }).closest('select') as HTMLSelectElement;
    await user.selectOptions(department, '5');
    const list = await screen.findByRole('list', { name: t('flex.field.members') });
    const barred = within(list).getByRole('checkbox', { name: '馬場 花子（ババ ハナコ）' }) as HTMLInputElement;
    expect(barred.disabled).toBe(true);
    expect(within(barred.closest('li') as HTMLElement).getByText(t('flex.value.notPermitted'))).toBeTruthy();
    const allowed = within(list).getByRole('checkbox', { name: '青木 一郎（アオキ イチロウ）' }) as HTMLInputElement;
    expect(allowed.disabled).toBe(false);
    expect(within(allowed.closest('li') as HTMLElement).queryByText(t('flex.value.notPermitted'))).toBeNull();
    await user.click(allowed);
    expect(allowed.checked).toBe(true);
  });

  it('starts the contract and the department unchosen, with a prompt, and refuses to go on without them', async () => {
    const kernel = signedInKernel();
    kernel.client
      .on(flexCalls.flexs, () => [CONTRACT])
      .on(memberCalls.departmentPulldown, () => [{ billingId: '5', billingName: '総務部', displayOrder: 1, disableFlg: false }]);
    const user = userEvent.setup();
    renderAppAt(kernel, '/FlexUser/Added');
    await screen.findByRole('option', { name: '総務部' }, SLOW);
    const contract = screen.getByRole('combobox', { name: new RegExp(t('flex.field.contract')) }) as HTMLSelectElement;
    const department = screen.getByRole('combobox', { name: new RegExp(t('flex.field.department')) }) as HTMLSelectElement;
    expect(contract.value).toBe('');
    expect(contract.selectedOptions[0].textContent).toBe(t('flex.added.contractPrompt'));
    expect(department.value).toBe('');
    expect(department.selectedOptions[0].textContent).toBe(t('flex.added.departmentPrompt'));
    // No choice that reads as 「all」: the addition is for one contract and one department.
    expect(screen.queryByRole('option', { name: t('flex.filter.allContracts') })).toBeNull();
    expect(screen.queryByRole('option', { name: t('flex.filter.allDepartments') })).toBeNull();

    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(within(contract.closest('.bp6-form-group') as HTMLElement).getByText(t('validation.required'))).toBeTruthy();
    expect(within(department.closest('.bp6-form-group') as HTMLElement).getByText(t('validation.required'))).toBeTruthy();
    expect(kernel.client.calls.some((c) => c.id === flexCalls.useNumberConf.id)).toBe(false);
  });
});

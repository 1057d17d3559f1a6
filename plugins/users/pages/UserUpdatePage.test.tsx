// Member update and restore: the changes before and after, the lastUpdated that was loaded, a stale update
// told to reload (nothing overwritten), restore only when the server allows it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberCalls } from '../../../core/users/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { memberDetail, usersKernel } from '../test-support';

const NAME_MEMBER = memberDetail({ userLastName: '山田', userFirstName: '花子', userLastNameKana: 'ヤマダ', userFirstNameKana: 'ハナコ', lastUpdated: 'L1' });

function remarks(): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${t('users.field.tenantRemakes')}`) });
}

describe('UserUpdatePage', () => {
  it('updates with the lastUpdated that was loaded, showing the changes first', async () => {
    const kernel = usersKernel({}, { member: NAME_MEMBER });
    kernel.client
      .on(memberCalls.updateCheck, (request) => ({
        division: 'update' as const, userId: request.userId, organizationName: 'Sales One', mailTo: null, lastUpdated: 'L1', message: 'Change this member?',
        changes: [{ field: 'tenantRemakes' as const, before: 'Often travels', after: 'Works remotely' }],
      }))
      .on(memberCalls.update, () => ({ result: 'OK' as const, division: 'update' as const, member: NAME_MEMBER, mailedTo: null, message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Update/update/101');
    await user.clear(await screen.findByRole('textbox', { name: new RegExp(`^${t('users.field.tenantRemakes')}`) }));
    await user.type(remarks(), 'Works remotely');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Change this member?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Works remotely' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('users.update.complete'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.update.id)?.request).toMatchObject({
      division: 'update', userId: '101', lastUpdated: 'L1', tenantRemakes: 'Works remotely', userLastNameKana: 'ヤマダ',
    });
  });

  it('sets the member\'s mail-delivery option (spec 6): the current choice checked, the change confirmed in words, sent as mailDeliveryFlg', async () => {
    const kernel = usersKernel({}, { member: NAME_MEMBER });
    kernel.client
      .on(memberCalls.updateCheck, (request) => ({
        division: 'update' as const, userId: request.userId, organizationName: 'Sales One', mailTo: null, lastUpdated: 'L1', message: 'Change this member?',
        changes: [{ field: 'mailDeliveryFlg' as const, before: 'true', after: String(request.mailDeliveryFlg) }],
      }))
      .on(memberCalls.update, () => ({ result: 'OK' as const, division: 'update' as const, member: { ...NAME_MEMBER, mailDeliveryFlg: false }, mailedTo: null, message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Update/update/101');
    const receive = await screen.findByRole('radio', { name: t('users.value.mailDeliveryOn') });
    expect((receive as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(t('users.form.mailDeliveryHelp'))).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: t('users.value.mailDeliveryOff') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByRole('rowheader', { name: t('users.field.mailDelivery') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('users.value.mailDeliveryOn') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('users.value.mailDeliveryOff') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('users.update.complete'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.update.id)?.request).toMatchObject({ userId: '101', lastUpdated: 'L1', mailDeliveryFlg: false });
  });

  it('sets the FLEX/BASE contract permission flag (spec 6): the current choice checked, the change confirmed in words, sent as flexContractPermissionFlg', async () => {
    const kernel = usersKernel({}, { member: NAME_MEMBER });
    kernel.client
      .on(memberCalls.updateCheck, (request) => ({
        division: 'update' as const, userId: request.userId, organizationName: 'Sales One', mailTo: null, lastUpdated: 'L1', message: 'Change this member?',
        changes: [{ field: 'flexContractPermissionFlg' as const, before: 'true', after: String(request.flexContractPermissionFlg) }],
      }))
      .on(memberCalls.update, () => ({ result: 'OK' as const, division: 'update' as const, member: { ...NAME_MEMBER, flexContractPermissionFlg: false }, mailedTo: null, message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Update/update/101');
    const permitted = await screen.findByRole('radio', { name: t('users.value.flexPermitted') });
    expect((permitted as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(t('users.form.flexPermissionHelp'))).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: t('users.value.flexNotPermitted') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByRole('rowheader', { name: t('users.field.flexPermission') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('users.value.flexPermitted') })).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('users.value.flexNotPermitted') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('users.update.complete'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.update.id)?.request).toMatchObject({ userId: '101', flexContractPermissionFlg: false, mailDeliveryFlg: true });
  });

  it('shows the server\'s refusal to bar a member who holds a FLEX/BASE seat on the field', async () => {
    const kernel = usersKernel({}, { member: NAME_MEMBER });
    const refusal = t('members.refuse.flexPermissionSeated', { contracts: '「FLEX契約（東京駅前）」' });
    kernel.client.fail(memberCalls.updateCheck, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { flexContractPermissionFlg: refusal },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Update/update/101');
    await user.click(await screen.findByRole('radio', { name: t('users.value.flexNotPermitted') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.update.id);
  });

  it('tells a stale update to reload and then starts from the current member', async () => {
    const kernel = usersKernel({}, { member: NAME_MEMBER });
    const conflict = new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' });
    kernel.client.fail(memberCalls.updateCheck, conflict);
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Update/update/101');
    await user.click(await screen.findByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('users.op.conflict'))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.update.id);
    kernel.client.on(memberCalls.detail, () => ({ ...NAME_MEMBER, tenantRemakes: 'Changed elsewhere', lastUpdated: 'L2' }));
    await user.click(screen.getByRole('button', { name: t('users.update.reload') }));
    await waitFor(() => expect((remarks() as HTMLTextAreaElement).value).toBe('Changed elsewhere'));
    expect(screen.queryByText(t('users.op.conflict'))).toBeNull();
  });

  it('restores a deleted member when the server allows it, and refuses otherwise', async () => {
    const deleted = memberDetail({ deleteFlg: true, allowedOperations: ['restore'] });
    const kernel = usersKernel({}, { member: deleted });
    renderAppAt(kernel, '/User/Update/restore/101');
    expect(await screen.findByText(t('users.form.restoreLead'))).toBeTruthy();

    const clerk = usersKernel({ roleType: 4 }, { member: memberDetail({ deleteFlg: true, allowedOperations: [] }) });
    const { unmount } = renderAppAt(clerk, '/User/Update/restore/101');
    expect(await screen.findByText(t('users.form.restoreRefused'))).toBeTruthy();
    unmount();
  });

  it('offers no form for a member another corporation shares: the server\'s reason instead', async () => {
    const refusal = t('clerks.refuse.sharedAccount');
    const kernel = usersKernel({}, { member: memberDetail({ allowedOperations: [], editRefusal: refusal }) });
    renderAppAt(kernel, '/User/Update/update/101');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(kernel.client.calls.some((c) => c.id === memberCalls.updateCheck.id)).toBe(false);
  });
});

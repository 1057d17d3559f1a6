// Member detail: the fields and status tags, the operations the server allows in the kit's action bar (laid out
// as every detail page), confirm then execute with the checkmark toast, refusals (stale, rule) in the dialog, and
// another department's member, and a member that failed to load (500) told as such, with 再読み込み.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberCalls, type MemberOperationPreview } from '../../../core/users/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { lastContactMessage } from '../../../core/flex/contact-rule';
import { renderAppAt } from '../../../web/test-support/harness';
import { memberDetail, usersKernel } from '../test-support';

function preview(extra: Partial<MemberOperationPreview> = {}): MemberOperationPreview {
  return {
    operation: 'suspend', userId: '101', userName: 'Yamada Hanako', organizationName: 'Sales One', lastUpdated: 'L2',
    cancelReservationCount: 2,
    cancelReservations: [
      { reservationId: 'R1', startDate: '2026/12/01 10:00:00', toDate: '2026/12/01 11:00:00', facilityName: 'Tokyo Room A' },
      { reservationId: 'R2', startDate: '2026/12/02 10:00:00', toDate: '2026/12/02 11:00:00', facilityName: 'Tokyo Room B' },
    ],
    releaseFlexRegistrations: [], mailTo: null, message: 'Suspend Yamada Hanako?',
    ...extra,
  };
}

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell').textContent ?? '';
}

describe('UserDetailPage', () => {
  it('shows every field, the status tags and only the allowed operations', async () => {
    const member = memberDetail({
      approvalDivision: 1, passwordResetFlg: true,
      status: { unapproved: true, initialPassword: true, suspended: false, deleted: false, reservationStopped: false, flexContract: true },
      flexRegistrations: [{ flexUserId: 'F1', flexContractInformationId: 'C1', contractName: 'Tokyo FLEX', serviceKind: 'FLEX', delegateDivision: 1, cardNo: null }],
      allowedOperations: ['update', 'approve', 'passwordReset', 'delete'],
    });
    const kernel = usersKernel({}, { member });
    renderAppAt(kernel, '/User/Detail/101');
    expect(await screen.findByRole('heading', { name: 'Yamada Hanako' })).toBeTruthy();
    const tags = screen.getByRole('list', { name: t('users.status.label') });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      t('users.status.unapproved'), t('users.status.initialPassword'), t('users.status.flexContract'),
    ]);
    expect(valueOf(t('users.field.mailAddress'))).toBe(member.mailAddress);
    expect(valueOf(t('users.field.mailDelivery'))).toBe(t('users.value.mailDeliveryOn'));
    expect(valueOf(t('users.field.approvalDivision'))).toBe(t('users.status.unapproved'));
    expect(valueOf(t('users.field.futureReservationCount'))).toBe(t('users.value.reservationCount', { count: 2 }));
    expect(valueOf(t('users.field.flexRegistrations'))).toContain('Tokyo FLEX');
    expect(valueOf(t('users.field.lastUpdated'))).toBe('2026/11/01 10:02:03');
    // The update page is a link (the kit's action bar draws page steps as links); the others open their dialog.
    expect(screen.getByRole('link', { name: t('users.op.update') }).getAttribute('href')).toBe('/User/Update/update/101');
    for (const name of ['users.op.approve', 'users.op.passwordReset', 'users.op.delete'] as const) {
      expect(screen.getByRole('button', { name: t(name) })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: t('users.op.suspend') })).toBeNull();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.detail.id)?.request).toEqual({ id: '101' });
  });

  it('is laid out as every detail page: the name, its status, the table, one action bar in the kit order, the way back', async () => {
    const member = memberDetail({ allowedOperations: ['update', 'delete', 'passwordReset', 'approve'] });
    renderAppAt(usersKernel({}, { member }), '/User/Detail/101');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Yamada Hanako' });
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.classList).toContain('twb-member-detail');
    // The kana and the status tags stay next to the name.
    const head = heading.parentElement as HTMLElement;
    expect(head.textContent).toContain('YAMADA HANAKO');
    expect(within(head).getByRole('list', { name: t('users.status.label') })).toBeTruthy();
    expect(within(detail).getByRole('table', { name: 'Yamada Hanako' })).toBeTruthy();
    // Edit first (as on every detail page), then the other primary steps, the plain ones, what destroys last and red.
    const bar = within(detail).getByRole('group', { name: t('users.detail.operations') });
    expect([...bar.children].map((action) => action.textContent)).toEqual([
      t('users.op.update'), t('users.op.approve'), t('users.op.passwordReset'), t('users.op.delete'),
    ]);
    expect(within(bar).getByRole('link', { name: t('users.op.update') })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: t('users.op.delete') }).classList).toContain('bp6-intent-danger');
    expect(within(detail).getByRole('link', { name: t('users.detail.backToList') }).closest('.twb-detail__footer')).toBeTruthy();
  });

  it('offers a deleted member\'s restore as the primary link to the restore page', async () => {
    const member = memberDetail({ deleteFlg: true, status: { ...memberDetail().status, deleted: true }, allowedOperations: ['restore'] });
    renderAppAt(usersKernel({}, { member }), '/User/Detail/101');
    const bar = await screen.findByRole('group', { name: t('users.detail.operations') });
    const restore = within(bar).getByRole('link', { name: t('users.op.restore') });
    expect(restore.getAttribute('href')).toBe('/User/Update/restore/101');
    expect(restore.classList).toContain('bp6-intent-primary');
    expect(screen.queryByText(t('users.detail.noOperations'))).toBeNull();
  });

  it('shows a member another corporation shares read-only, with the server\'s reason and no operation', async () => {
    const refusal = t('clerks.refuse.sharedAccount');
    const kernel = usersKernel({}, { member: memberDetail({ allowedOperations: [], editRefusal: refusal }) });
    renderAppAt(kernel, '/User/Detail/101');
    expect(await screen.findByRole('heading', { name: 'Yamada Hanako' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(refusal);
    expect(screen.queryByRole('link', { name: t('users.op.update') })).toBeNull();
    for (const name of ['users.op.passwordReset', 'users.op.delete', 'users.op.suspend'] as const) {
      expect(screen.queryByRole('button', { name: t(name) })).toBeNull();
    }
    // The empty action bar is there, and the page says there is nothing to do.
    expect(screen.getByRole('group', { name: t('users.detail.operations') }).children).toHaveLength(0);
    expect(screen.getByText(t('users.detail.noOperations'))).toBeTruthy();
  });

  it('suspends after telling that future reservations are cancelled, then shows the checkmark toast', async () => {
    const kernel = usersKernel({}, { member: memberDetail() });
    kernel.client
      .on(memberCalls.suspendConfirm, () => preview())
      .on(memberCalls.suspend, () => ({
        result: 'OK' as const, operation: 'suspend' as const, cancelledReservationCount: 2, releasedFlexCount: 0, mailedTo: null,
        message: 'Suspended (2 reservations cancelled)',
        member: memberDetail({ serviceUsage: true, status: { ...memberDetail().status, suspended: true }, allowedOperations: ['update', 'permit', 'delete'] }),
      }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Detail/101');
    const suspend = await screen.findByRole('button', { name: t('users.op.suspend') });
    // Colours by meaning (kit action-meaning): suspend is destructive on the page and in its dialog alike.
    expect(suspend.classList).toContain('bp6-intent-danger');
    await user.click(suspend);
    const dialog = await screen.findByRole('dialog', { name: t('users.op.title', { operation: t('users.op.suspend') }) });
    expect(await within(dialog).findByText('Suspend Yamada Hanako?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t('users.op.execute', { operation: t('users.op.suspend') }) }).classList).toContain('bp6-intent-danger');
    expect(within(dialog).getByText(t('users.op.suspendNotice'))).toBeTruthy();
    expect(within(dialog).getByText(t('users.op.cancelReservations', { count: 2 }))).toBeTruthy();
    expect(within(dialog).getByText(/Tokyo Room B/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('users.op.execute', { operation: t('users.op.suspend') }) }));
    const toast = await screen.findByText('Suspended (2 reservations cancelled)');
    expect(toast.closest('.bp6-toast')?.querySelector('[data-icon="tick"]')).not.toBeNull();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.suspend.id)?.request).toEqual({ userId: '101', organizationId: '10', lastUpdated: 'L2' });
    expect(await screen.findByRole('button', { name: t('users.op.permit') })).toBeTruthy();
  });

  it('tells a stale operation to reload and overwrites nothing', async () => {
    const kernel = usersKernel({}, { member: memberDetail({ allowedOperations: ['delete'] }) });
    kernel.client
      .on(memberCalls.deleteConfirm, () => preview({ operation: 'delete', message: 'Delete?' }))
      .fail(memberCalls.delete, new ApiError('stale', 'CONFLICT', { httpStatusCode: 409, message: 'stale', code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Detail/101');
    await user.click(await screen.findByRole('button', { name: t('users.op.delete') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: t('users.op.execute', { operation: t('users.op.delete') }) }));
    expect(await within(dialog).findByText(t('users.op.conflict'))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t('users.op.execute', { operation: t('users.op.delete') }) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('common.reload') }));
    await waitFor(() => expect(kernel.client.calls.filter((c) => c.id === memberCalls.detail.id)).toHaveLength(2));
  });

  it('shows the server refusal of a password reissue after the password was changed', async () => {
    const kernel = usersKernel({}, { member: memberDetail({ passwordResetFlg: true, allowedOperations: ['passwordReset'] }) });
    const refusal = 'The initial password was changed; it cannot be reissued';
    kernel.client.fail(memberCalls.operationCheck, new ApiError(refusal, 'VALIDATION_ERROR', { httpStatusCode: 400, message: refusal, code: 'VALIDATION_ERROR' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Detail/101');
    await user.click(await screen.findByRole('button', { name: t('users.op.passwordReset') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.operationCheck.id)?.request).toMatchObject({ operation: 'passwordReset', userId: '101' });
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.passwordReset.id);
  });

  it('shows why a contract\'s last FLEX/BASE contact person cannot be deleted, naming the contract, and deletes nothing', async () => {
    const kernel = usersKernel({}, { member: memberDetail({ allowedOperations: ['delete'] }) });
    const refusal = lastContactMessage({ contracts: '「FLEX契約（東京駅前）」', names: 'Yamada Hanakoさん' });
    kernel.client.fail(memberCalls.deleteConfirm, new ApiError(refusal, 'VALIDATION_ERROR', { httpStatusCode: 400, message: refusal, code: 'VALIDATION_ERROR', fields: { userId: refusal } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Detail/101');
    await user.click(await screen.findByRole('button', { name: t('users.op.delete') }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText(refusal)).textContent).toContain('FLEX契約（東京駅前）');
    expect(within(dialog).queryByRole('button', { name: t('users.op.execute', { operation: t('users.op.delete') }) })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.delete.id);
  });

  it('shows the FLEX/BASE contract permission flag (spec 6)', async () => {
    renderAppAt(usersKernel({}, { member: memberDetail({ flexContractPermissionFlg: false }) }), '/User/Detail/101');
    expect(await screen.findByRole('heading', { name: 'Yamada Hanako' })).toBeTruthy();
    expect(valueOf(t('users.field.flexPermission'))).toBe(t('users.value.flexNotPermitted'));
  });

  it('explains why a changed password cannot be reissued', async () => {
    renderAppAt(usersKernel({}, { member: memberDetail({ passwordResetFlg: false, allowedOperations: ['update', 'suspend'] }) }), '/User/Detail/101');
    expect(await screen.findByText(t('users.detail.passwordChangedNote'))).toBeTruthy();
  });

  it("refuses another department's member with the permission message", async () => {
    const kernel = usersKernel({ roleType: 4 });
    kernel.client.fail(memberCalls.detail, new ApiError(t('error.permission'), 'PERMISSION_DENIED', { httpStatusCode: 403, message: t('error.permission'), code: 'PERMISSION_DENIED' }));
    renderAppAt(kernel, '/User/Detail/999');
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toBe(t('error.permission'));
    expect(screen.queryByRole('heading', { name: 'Yamada Hanako' })).toBeNull();
    expect(screen.getByRole('link', { name: t('users.detail.backToList') }).getAttribute('href')).toBe('/User/Info');
  });

  it('says the member could not be loaded when the detail answers 500, not that there is no such member, and shows it after 再読み込み', async () => {
    const kernel = usersKernel({});
    kernel.client.fail(memberCalls.detail, new ApiError(t('error.system'), 'SYSTEM_ERROR', { httpStatusCode: 500, message: t('error.system'), code: 'SYSTEM_ERROR' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Detail/101');
    expect(await screen.findByText(t('detail.loadFailed'))).toBeTruthy();
    expect(screen.queryByText(t('users.detail.notFound'))).toBeNull();
    kernel.client.on(memberCalls.detail, () => memberDetail());
    await user.click(screen.getByRole('button', { name: t('common.reload') }));
    expect(await screen.findByRole('heading', { name: 'Yamada Hanako' })).toBeTruthy();
    expect(screen.queryByText(t('detail.loadFailed'))).toBeNull();
  });
});

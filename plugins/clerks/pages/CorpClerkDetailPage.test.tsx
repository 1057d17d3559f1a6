// Responsible person detail: laid out as every detail page (kit DetailLayout), fields, the server's delete
// refusal shown and nothing deleted, a delete that goes back to the list, and the password notice.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clerkCalls } from '../../../core/clerks/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { clerkDetail } from '../test-support';

const OTHER = clerkDetail({ userId: '7', loginId: 'admin03', userName: '中川\u3000恵子', mailAddress: 'keiko@mirai-works.co.jp', initialPassword: true, passwordNoticeRecipient: 'keiko@mirai-works.co.jp' });

describe('CorpClerkDetailPage', () => {
  it('shows the clerk and the refusal of the only responsible person; delete is refused by the server and nothing changes', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const refusal = t('clerks.refuse.onlyOne');
    kernel.client
      .on(clerkCalls.corpDetail, () => ({ ...OTHER, deleteRefusal: refusal }))
      .fail(clerkCalls.corpDeleteConfirm, new ApiError(refusal, 'VALIDATION_ERROR', { httpStatusCode: 400, message: refusal, code: 'VALIDATION_ERROR' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    expect(await screen.findByText('admin03', {})).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('clerks.detail.delete') }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    // Refused, the dialog offers no delete, only to cancel.
    expect(within(dialog).queryByRole('button', { name: t('common.delete') })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kernel.client.calls.some((c) => c.id === clerkCalls.corpDelete.id)).toBe(false);
  });

  it('is laid out as every detail page: the name, the table, one action bar in the kit order, the way back', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpDetail, () => OTHER);
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    const heading = await screen.findByRole('heading', { level: 2, name: OTHER.userName });
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.classList).toContain('twb-clerk-detail');
    expect(within(detail).getByRole('table', { name: OTHER.userName })).toBeTruthy();
    // Edit (a link) first, the plain steps next, delete last and red.
    const bar = within(detail).getByRole('group', { name: t('common.actions') });
    expect([...bar.children].map((action) => action.textContent)).toEqual([
      t('clerks.detail.edit'), t('clerks.detail.changeCode'), t('clerks.detail.mailsend'), t('clerks.detail.delete'),
    ]);
    expect(within(bar).getByRole('link', { name: t('clerks.detail.edit') }).getAttribute('href')).toBe('/Corp/ClerkOfCorp/Update/7');
    expect(within(bar).getByRole('button', { name: t('clerks.detail.delete') }).classList).toContain('bp6-intent-danger');
    const back = within(detail).getByRole('link', { name: t('clerks.detail.backToList') });
    expect(back.closest('.twb-detail__footer')).toBeTruthy();
    expect(back.getAttribute('href')).toBe('/Corp/ClerkOfCorp/Info');
  });

  it('greys out the password notice while there is no one to send it to', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpDetail, () => ({ ...OTHER, mailAddress: null, passwordNoticeRecipient: null }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    const mailsend = await screen.findByRole('button', { name: t('clerks.detail.mailsend') });
    expect((mailsend as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes after the confirm call with the lastUpdated shown, then returns to the list', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => OTHER)
      .on(clerkCalls.corpDeleteConfirm, () => ({ userId: '7', userName: OTHER.userName, lastUpdated: OTHER.lastUpdated, message: 'Delete 中川?' }))
      .on(clerkCalls.corpDelete, () => ({ result: 'OK' as const, userId: '7', message: t('clerks.done.delete') }))
      .on(clerkCalls.corpList, () => ({ rows: [] }));
    const user = userEvent.setup();
    const view = renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    await user.click(await screen.findByRole('button', { name: t('clerks.detail.delete') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Delete 中川?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    expect(await screen.findByText(t('clerks.done.delete'))).toBeTruthy();
    // Exactly the calls' fields: a department (empty for a responsible person) once made the server refuse the confirm.
    expect(kernel.client.calls.find((c) => c.id === clerkCalls.corpDeleteConfirm.id)?.request).toEqual({ userId: '7' });
    expect(kernel.client.calls.find((c) => c.id === clerkCalls.corpDelete.id)?.request).toEqual({ userId: '7', lastUpdated: OTHER.lastUpdated });
    expect(view.router.state.location.pathname).toBe('/Corp/ClerkOfCorp/Info');
  });

  it('sends the password notice while the initial password is unchanged', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => OTHER)
      .on(clerkCalls.corpMailSend, () => ({ result: 'OK' as const, clerk: { ...OTHER, passwordNoticeSentAt: '2026/11/21 10:00:00' }, mailedTo: OTHER.mailAddress, message: t('clerks.done.mailsend', { mail: OTHER.mailAddress ?? '' }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    await user.click(await screen.findByRole('button', { name: t('clerks.detail.mailsend') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(t('clerks.detail.mailsendConfirm', { mail: OTHER.mailAddress ?? '' }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('clerks.detail.mailsend') }));
    expect(await screen.findByText(t('clerks.done.mailsend', { mail: OTHER.mailAddress ?? '' }))).toBeTruthy();
    expect(screen.getByText('2026/11/21 10:00:00')).toBeTruthy();
  });

  it('shows a refused password notice in the dialog and sends nothing more', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const refusal = t('clerks.refuse.passwordChanged');
    kernel.client
      .on(clerkCalls.corpDetail, () => OTHER)
      .fail(clerkCalls.corpMailSend, new ApiError(refusal, 'VALIDATION_ERROR', { httpStatusCode: 400, message: refusal, code: 'VALIDATION_ERROR' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    await user.click(await screen.findByRole('button', { name: t('clerks.detail.mailsend') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: t('clerks.detail.mailsend') }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(kernel.client.calls.filter((c) => c.id === clerkCalls.corpMailSend.id)).toHaveLength(1);
  });

  it('checks a new confirmation code before sending it', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => OTHER)
      .on(clerkCalls.corpChangeCode, () => ({ result: 'OK' as const, clerk: OTHER, mailedTo: null, message: t('clerks.done.code') }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    await user.click(await screen.findByRole('button', { name: t('clerks.detail.changeCode') }));
    const dialog = await screen.findByRole('dialog');
    const [code, confirm] = within(dialog).getAllByLabelText(/確認コード/);
    await user.type(code, 'short');
    await user.type(confirm, 'short');
    await user.click(within(dialog).getByRole('button', { name: t('common.update') }));
    expect(within(dialog).getByText(t('validation.confirmationCode', { min: 10, max: 32 }))).toBeTruthy();
    expect(kernel.client.calls.some((c) => c.id === clerkCalls.corpChangeCode.id)).toBe(false);
    await user.clear(code);
    await user.type(code, 'Abcdefghij12');
    await user.clear(confirm);
    await user.type(confirm, 'Abcdefghij12');
    await user.click(within(dialog).getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('clerks.done.code'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === clerkCalls.corpChangeCode.id)?.request).toEqual({ userId: '7', lastUpdated: OTHER.lastUpdated, newConfirmationCode: 'Abcdefghij12', confirm: 'Abcdefghij12' });
  });

  it('says the responsible person was not found (404) on the page', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const message = t('clerks.notFound.corp');
    kernel.client.fail(clerkCalls.corpDetail, new ApiError(message, 'NOT_FOUND', { httpStatusCode: 404, message, code: 'NOT_FOUND' }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/999');
    const alert = await screen.findByRole('alert', {});
    expect(alert.textContent).toBe(message);
    expect(screen.queryByRole('button', { name: t('clerks.detail.delete') })).toBeNull();
  });

  it('shows a responsible person another corporation shares read-only: the reason, no edit, code or notice', async () => {
    const refusal = t('clerks.refuse.sharedAccount');
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpDetail, () => ({ ...OTHER, sharedWithOtherCorporation: true, editRefusal: refusal }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    expect(await screen.findByText('admin03', {})).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(refusal);
    expect(screen.queryByRole('link', { name: t('clerks.detail.edit') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('clerks.detail.changeCode') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('clerks.detail.mailsend') })).toBeNull();
    // Removing them from this corporation only is still offered (the server unlinks, the account stays).
    expect(screen.getByRole('button', { name: t('clerks.detail.delete') })).toBeTruthy();
  });

  it('points to the account menu for one\'s own confirmation code instead of offering it here', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpDetail, () => ({ ...OTHER, self: true }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/7');
    expect(await screen.findByText('admin03', {})).toBeTruthy();
    expect(screen.getByText(t('clerks.refuse.ownCode'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('clerks.detail.changeCode') })).toBeNull();
    expect(screen.getByRole('link', { name: t('clerks.detail.edit') })).toBeTruthy();
  });

  it('the update page shows the reason instead of the form for a shared person', async () => {
    const refusal = t('clerks.refuse.sharedAccount');
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpDetail, () => ({ ...OTHER, sharedWithOtherCorporation: true, editRefusal: refusal }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Update/7');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(kernel.client.calls.some((c) => c.id === clerkCalls.corpUpdateConfirm.id)).toBe(false);
  });
});

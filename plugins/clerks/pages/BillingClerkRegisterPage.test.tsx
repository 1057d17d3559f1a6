// Department clerk registration: client checks, server field errors, confirm with the notice recipient, complete;
// and the department clerk list of one department.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clerkCalls } from '../../../core/clerks/calls';
import { billingCalls } from '../../../core/billing/calls';
import type { DepartmentDetail } from '../../../core/billing/domain';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { clerkRow } from '../test-support';

function field(label: string): HTMLElement {
  // The label reads the field's name, then the required tag.
  return screen.getByLabelText(new RegExp(`^${label.replace(/[()（）]/g, '.')}\\s*(${t('common.required')})?$`));
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const GOOD = {
  [t('clerks.field.loginId')]: 'staff01',
  [t('clerks.field.userLastName')]: '青木',
  [t('clerks.field.userFirstName')]: '次郎',
  [t('clerks.field.userLastNameKana')]: 'アオキ',
  [t('clerks.field.userFirstNameKana')]: 'ジロウ',
  [t('clerks.field.confirmationCode')]: 'NewCode20261',
  [t('clerks.field.confirm')]: 'NewCode20261',
};

describe('BillingClerkRegisterPage', () => {
  it('checks the fields on the client and sends nothing while they fail', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Register/5');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await fill(user, { ...GOOD, [t('clerks.field.userLastNameKana')]: 'あおき', [t('clerks.field.confirm')]: 'Other2026123' });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining([t('validation.katakana'), t('validation.mismatch')]));
    expect(kernel.client.calls.some((c) => c.id === clerkCalls.billingRegisterConfirm.id)).toBe(false);
  });

  it('shows server field errors next to the fields', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.fail(clerkCalls.billingRegisterConfirm, new ApiError('bad', 'VALIDATION_ERROR', { httpStatusCode: 400, message: 'bad', code: 'VALIDATION_ERROR', fields: { loginId: t('clerks.validation.loginIdInUse') } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Register/5');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('clerks.validation.loginIdInUse'))).toBeTruthy();
  });

  it('registers without a mail address: the confirm step names the responsible person who gets the notice', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.billingRegisterConfirm, () => ({
        fields: { loginId: 'staff01', userLastName: '青木', userFirstName: '次郎', userLastNameKana: 'アオキ', userFirstNameKana: 'ジロウ', mailAddress: '', passwordNoticeTiming: 0 as const },
        billingName: '営業一部', noticeTo: 'taro@mirai-works.co.jp', message: t('clerks.confirm.register.now', { mail: 'taro@mirai-works.co.jp' }),
      }))
      .on(clerkCalls.billingRegister, () => ({ result: 'OK' as const, userId: '120', loginId: 'staff01', noticeTo: 'taro@mirai-works.co.jp', message: t('clerks.done.register') }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Register/5');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('clerks.confirm.register.now', { mail: 'taro@mirai-works.co.jp' }))).toBeTruthy();
    expect(screen.getByText('営業一部')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === clerkCalls.billingRegisterConfirm.id)?.request).toMatchObject({ billingId: '5', loginId: 'staff01', mailAddress: '', passwordNoticeTiming: 0 });
    await user.click(screen.getByRole('button', { name: t('common.register') }));
    expect(await screen.findByText(t('clerks.register.completeNotice', { loginId: 'staff01', mail: 'taro@mirai-works.co.jp' }))).toBeTruthy();
  });
});

describe('BillingClerkInfoPage', () => {
  it('lists the clerks of the department in the path and names it', async () => {
    const kernel = signedInKernel({ roleType: 4 });
    kernel.client.on(clerkCalls.billingList, () => ({ billingId: '5', billingName: '営業一部', rows: [clerkRow({ loginId: 'clerk01' })] }));
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Info/5');
    expect(await screen.findByText(t('clerks.billing.info.lead', { department: '営業一部' }), {})).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === clerkCalls.billingList.id)?.request).toEqual({ billingId: '5' });
    // A department clerk may not register clerks (WFAD004): no register link.
    await waitFor(() => expect(screen.queryByRole('link', { name: t('clerks.list.register') })).toBeNull());
  });

  it('sends a clerk who opens another department\'s list home with the permission message (billing gate)', async () => {
    const kernel = signedInKernel({ roleType: 4 });
    const refused = new ApiError(t('error.permission'), 'PERMISSION_DENIED', { httpStatusCode: 403, message: t('error.permission'), code: 'PERMISSION_DENIED' });
    kernel.client.fail(billingCalls.detail, refused).fail(clerkCalls.billingList, refused);
    const { router } = renderAppAt(kernel, '/Billing/ClerkOfBilling/Info/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(screen.queryByText(t('error.system'))).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(clerkCalls.billingList.id);
  });

  it('sends a suspended department\'s clerk list to the department\'s detail (billing gate)', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(billingCalls.detail, ({ billingId }) => ({ billingId, disableFlg: true }) as DepartmentDetail);
    const { router } = renderAppAt(kernel, '/Billing/ClerkOfBilling/Register/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Detail/5'));
  });
});

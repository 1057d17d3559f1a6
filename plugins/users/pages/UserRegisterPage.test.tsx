// Member registration: client checks (kana, full-width, free-mail and permitted domains), server 400 field
// messages next to the fields, confirm, the privacy notice before registering, and the FLEX variant's warning.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { memberCalls } from '../../../core/users/calls';
import { ApiError } from '../../../core/api/error';
import type { Corporation } from '../../../core/domain/entities';
import type { FlexContractChoice } from '../../../core/users/domain';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { usersKernel } from '../test-support';

const CORPORATION: Corporation = {
  corporationId: 'C001', corporationName: 'Mirai Works Inc.', corporationNameKana: 'MIRAI', confirmationCodeMinLength: 10,
  confirmationCodeRequired: true, permittedMailDomains: ['mirai-works.co.jp'], autoApprovalSetting: 3,
  contractStartDate: '2021/04/01', contractEndDate: null, flexBasicContractFlg: true, lastUpdated: '2026-11-01T00:00:00.000Z',
};

const FULL_CONTRACT: FlexContractChoice = {
  flexContractInformationId: 'FC1', contractName: 'Tokyo FLEX', serviceKind: 'FLEX', seats: 2, usedSeats: 2, startDate: '2026/04/01', endDate: '2027/03/31',
};

function field(name: string): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

function kernelFor(roleType = 3) {
  const kernel = usersKernel({ roleType });
  kernel.client.on(calls.corporation.detail, () => CORPORATION).on(memberCalls.flexContracts, () => [FULL_CONTRACT]);
  return kernel;
}

const GOOD = {
  [t('users.field.userLastName')]: '山田',
  [t('users.field.userFirstName')]: '花子',
  [t('users.field.userLastNameKana')]: 'ヤマダ',
  [t('users.field.userFirstNameKana')]: 'ハナコ',
  [t('users.field.mailAddress')]: 'hanako@mirai-works.co.jp',
};

describe('UserRegisterPage', () => {
  it('refuses a bad kana, half-width names and a free-mail address on the fields', async () => {
    const kernel = kernelFor();
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Register');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await fill(user, { ...GOOD, [t('users.field.userLastName')]: 'Yamada', [t('users.field.userLastNameKana')]: 'やまだ', [t('users.field.mailAddress')]: 'hanako@gmail.com' });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining([t('validation.required'), t('validation.fullWidth30'), t('validation.katakana'), t('members.validation.freeMail')]));
    expect(field(t('users.field.userLastNameKana')).closest('.twb-field--invalid')).not.toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.registrationMailCheck.id);

    await fill(user, { [t('users.field.mailAddress')]: 'hanako@example.com' });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(screen.getByText(t('members.validation.mailDomain', { domains: 'mirai-works.co.jp' }))).toBeTruthy();
  });

  it('shows the server 400 field messages next to the fields (department clerk: domains checked by the server)', async () => {
    const kernel = kernelFor(4);
    kernel.client.fail(memberCalls.registrationMailCheck, new ApiError('bad', 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: 'bad', code: 'VALIDATION_ERROR', fields: { mailAddress: 'Use the company domain' },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Register');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('users.form.department')) }), '10');
    await fill(user, { ...GOOD, [t('users.field.mailAddress')]: 'hanako@example.com' });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Use the company domain')).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(calls.corporation.detail.id);
  });

  it('confirms, asks for the privacy notice, and registers', async () => {
    const kernel = kernelFor();
    kernel.client
      .on(memberCalls.registrationMailCheck, () => ({ result: 'OK' as const }))
      .on(memberCalls.registrationCheck, (request) => ({
        fields: { ...request, userCode: '', tenantRemakes: '' }, organizationName: 'Sales One', approvalDivision: 2 as const, mailTo: request.mailAddress, message: 'Register this member?',
      }))
      .on(memberCalls.register, () => ({ result: 'OK' as const, userId: '555', loginId: 'm1', mailedTo: 'hanako@mirai-works.co.jp', message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Register');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('users.form.department')) }), '10');
    await fill(user, GOOD);
    // Spec 6: the new member's mail-delivery choice (receives by default).
    expect((screen.getByRole('radio', { name: t('users.value.mailDeliveryOn') }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: t('users.value.mailDeliveryOff') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Register this member?')).toBeTruthy();
    expect(screen.getByText(t('users.value.mailDeliveryOff'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.register') }));
    const notice = await screen.findByRole('dialog', { name: t('privacy.title') });
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.register.id);
    await user.click(within(notice).getByRole('button', { name: t('privacy.agree') }));
    expect(await screen.findByText(t('users.register.complete', { mail: 'hanako@mirai-works.co.jp' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.register.id)?.request).toEqual({
      sOrganizationId: '10', userLastName: '山田', userFirstName: '花子', userLastNameKana: 'ヤマダ', userFirstNameKana: 'ハナコ',
      userCode: '', mailAddress: 'hanako@mirai-works.co.jp', tenantRemakes: '', mailDeliveryFlg: false,
    });
    expect(screen.getByRole('link', { name: t('users.register.toDetail') }).getAttribute('href')).toBe('/User/Detail/555');
  });

  it('warns of the extra registration fee when the FLEX/BASE contract is full, and registers through the FLEX calls', async () => {
    const kernel = kernelFor();
    kernel.client
      .on(memberCalls.registrationMailCheck, () => ({ result: 'OK' as const }))
      .on(memberCalls.flexRegistrationCheck, (request) => ({
        fields: { ...request, userCode: '', tenantRemakes: '' }, organizationName: 'Sales One', approvalDivision: 2 as const, mailTo: request.mailAddress,
        message: 'Register as FLEX user?', flexContract: FULL_CONTRACT, warning: 'Seats exceeded: extra fee',
      }))
      .on(memberCalls.flexRegister, () => ({ result: 'OK' as const, userId: '556', loginId: 'm2', mailedTo: 'hanako@mirai-works.co.jp', message: 'done', flexUserId: 'FU1', warning: null }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Register');
    await user.click(await screen.findByRole('checkbox', { name: t('users.form.flex') }));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('users.form.flexContract')) }), 'FC1');
    expect(screen.getByRole('note').textContent).toBe(t('users.form.extraFee'));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('users.form.department')) }), '10');
    await fill(user, GOOD);
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Seats exceeded: extra fee')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.register') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('privacy.agree') }));
    await waitFor(() => expect(kernel.client.idsCalled()).toContain(memberCalls.flexRegister.id));
    expect(kernel.client.calls.find((c) => c.id === memberCalls.flexRegister.id)?.request).toMatchObject({ flexContractInformationId: 'FC1', delegateDivision: 0 });
  });
});

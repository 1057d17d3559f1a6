// The member budget edit (user variant): the member budget and the cap choice (1, 2, 3) through confirm and
// complete, and the gate closing it when the member alert flag is set and the cap neither stops nor mails.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls } from '../../../core/limit-amount/calls';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { budgetDetail, budgetKernel } from '../test-support';

describe('LimitAmountUserEditPage', () => {
  it('changes the member budget and the cap choice', async () => {
    const kernel = budgetKernel({ roleType: 4 }, { detail: budgetDetail({ limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'MAIL_ONLY' }) });
    kernel.client
      .on(limitAmountCalls.userConfirm, () => ({ billingId: '5', billingName: 'Sales One', lastUpdated: 'L1', message: 'Change member budget?', changes: [], warnings: ['3 members are over'] }))
      .on(limitAmountCalls.userUpdate, () => ({ result: 'OK' as const, detail: budgetDetail(), message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/LimitAmountUser/Edit/5');
    const amount = await screen.findByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmountForUser')) });
    expect(screen.queryByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmount')) })).toBeNull();
    await user.clear(amount);
    await user.type(amount, '４０，０００');
    await user.click(screen.getByRole('radio', { name: t('limitAmount.division.STOP') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Change member budget?')).toBeTruthy();
    // The server's warning (the new limit is below what members already used) is shown before saving.
    expect(screen.getByText('3 members are over')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('limitAmount.done.user'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === limitAmountCalls.userUpdate.id)?.request).toEqual({
      billingId: '5', lastUpdated: 'L1', limitAmountForUser: '４０，０００', limitFullAmountForUserAlertDivision: 'STOP',
    });
  });

  it('goes home with the permission message when the member alert is off and the cap does nothing', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail({ limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'NONE' }) });
    const { router } = renderAppAt(kernel, '/LimitAmountUser/Edit/6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(limitAmountCalls.userConfirm.id);
  });
});

// Password lost: login id and mail address, then the done message.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { createTestKernel } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderWithServices } from '../../../web/test-support/harness';
import PassLostPage from './PassLostPage';

describe('PassLostPage', () => {
  it('checks the mail address, posts /lost and shows the done message', async () => {
    const kernel = createTestKernel();
    kernel.client.on(calls.auth.lost, () => ({ result: 'OK' as const }));
    const user = userEvent.setup();
    renderWithServices(kernel, <PassLostPage />, '/PassLost');
    await user.type(screen.getByLabelText(new RegExp(t('auth.passLost.userid'))), 'admin01');
    await user.type(screen.getByLabelText(new RegExp(t('auth.passLost.mail'))), 'not-a-mail');
    await user.click(screen.getByRole('button', { name: t('auth.passLost.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.mail'));

    await user.clear(screen.getByLabelText(new RegExp(t('auth.passLost.mail'))));
    await user.type(screen.getByLabelText(new RegExp(t('auth.passLost.mail'))), 'admin01@mirai-works.co.jp');
    await user.click(screen.getByRole('button', { name: t('auth.passLost.submit') }));
    expect(await screen.findByText(t('auth.passLost.done'))).toBeTruthy();
    expect(kernel.client.calls.at(-1)?.request).toEqual({ userid: 'admin01', mail: 'admin01@mirai-works.co.jp' });
  });
});

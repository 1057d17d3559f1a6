// Company info update: domain rules on the client, confirm with the changes, complete; a stale copy refused.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError } from '../../../core/api/error';
import type { Corporation } from '../../../core/domain/entities';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

const CORPORATION: Corporation = {
  corporationId: 'C001', corporationName: 'Mirai Works Inc.', corporationNameKana: 'MIRAI', confirmationCodeMinLength: 10,
  confirmationCodeRequired: true, permittedMailDomains: ['mirai-works.co.jp'], autoApprovalSetting: 3,
  contractStartDate: '2021/04/01', contractEndDate: null, flexBasicContractFlg: false, lastUpdated: '2026-11-01T00:00:00.000Z',
};

function domains(): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${t('corp.field.permittedMailDomains')}`) });
}

describe('CorpUpdatePage', () => {
  it('refuses malformed and free-mail domains, then confirms and updates with lastUpdated', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client
      .on(calls.corporation.detail, () => CORPORATION)
      .on(calls.corporation.updateConfirm, () => ({ corporation: CORPORATION, changes: [{ field: 'permittedMailDomains' as const, before: 'mirai-works.co.jp', after: 'mirai-works.co.jp / mirai.jp' }], message: t('corp.confirm.update') }))
      .on(calls.corporation.update, () => ({ result: 'OK' as const, corporation: CORPORATION, message: t('corp.done.update') }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/Update');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    await user.clear(domains());
    await user.type(domains(), 'mirai-works.co.jp/localhost');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(screen.getByText(t('validation.format'))).toBeTruthy();
    await user.clear(domains());
    await user.type(domains(), 'mirai-works.co.jp/gmail.com');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(screen.getByText(t('validation.freeMailDomain'))).toBeTruthy();
    expect(kernel.client.calls.some((c) => c.id === calls.corporation.updateConfirm.id)).toBe(false);
    await user.clear(domains());
    await user.type(domains(), 'mirai-works.co.jp/mirai.jp');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('mirai-works.co.jp → mirai-works.co.jp / mirai.jp')).toBeTruthy();
    expect(screen.getByRole('table', { name: t('corp.confirm.changes') })).toBeTruthy();
    // The step's own lead asks for confirmation; the server's question is not repeated under it.
    expect(screen.queryByText(t('corp.confirm.update'))).toBeNull();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('corp.done.update'))).toBeTruthy();
    const sent = kernel.client.calls.find((c) => c.id === calls.corporation.update.id)?.request;
    expect(sent).toMatchObject({ permittedMailDomains: 'mirai-works.co.jp/mirai.jp', lastUpdated: CORPORATION.lastUpdated, autoApprovalSetting: 3 });
    expect(sent).not.toHaveProperty('contractStartDate');
    expect(sent).not.toHaveProperty('contractEndDate');
  });

  it('shows the contract period for reference, not as an input', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client.on(calls.corporation.detail, () => ({ ...CORPORATION, contractEndDate: '2027/03/31' }));
    renderAppAt(kernel, '/Corp/Update');
    await screen.findByRole('button', { name: t('flow.toConfirm') });
    expect(screen.getByTestId('contract-period').textContent).toBe(t('corp.detail.contractPeriodValue', { start: '2021/04/01', end: '2027/03/31' }));
    expect(screen.getByText(t('corp.help.contractPeriodReadOnly'))).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('value'))).not.toContain('2021/04/01');
  });

  it('warns on the confirm step when nothing was changed', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client
      .on(calls.corporation.detail, () => CORPORATION)
      .on(calls.corporation.updateConfirm, () => ({ corporation: CORPORATION, changes: [], message: t('corp.confirm.noChange') }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/Update');
    await user.click(await screen.findByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('corp.confirm.noChange'))).toBeTruthy();
    expect(screen.queryByRole('table', { name: t('corp.confirm.changes') })).toBeNull();
  });

  it('shows the conflict message when the company info changed meanwhile', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client
      .on(calls.corporation.detail, () => CORPORATION)
      .fail(calls.corporation.updateConfirm, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/Update');
    await user.click(await screen.findByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('error.conflict'))).toBeTruthy();
  });

  it('gives the detail page an edit link for a responsible person only', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client.on(calls.corporation.detail, () => CORPORATION);
    renderAppAt(kernel, '/Corp/Detail');
    expect((await screen.findByRole('link', { name: t('corp.detail.edit') })).getAttribute('href')).toBe('/Corp/Update');
  });
});

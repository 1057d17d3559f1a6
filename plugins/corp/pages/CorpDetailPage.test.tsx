// Company info: the fields of GET /corporations/:id for the corporation being viewed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import type { Corporation } from '../../../core/domain/entities';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

const CORPORATION: Corporation = {
  corporationId: 'C001',
  corporationName: 'Mirai Works Inc.',
  corporationNameKana: 'MIRAI WORKS',
  confirmationCodeMinLength: 12,
  confirmationCodeRequired: true,
  permittedMailDomains: ['mirai-works.co.jp', 'mirai-works.jp'],
  autoApprovalSetting: 3,
  contractStartDate: '2021/04/01',
  contractEndDate: '2027/03/31',
  flexBasicContractFlg: false,
  lastUpdated: '2026-11-21T01:02:03.000Z',
};

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell').textContent ?? '';
}

describe('CorpDetailPage', () => {
  it('shows the company info of the selected corporation', async () => {
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client.on(calls.corporation.detail, () => CORPORATION);
    renderAppAt(kernel, '/Corp/Detail');
    expect(await screen.findByRole('heading', { name: CORPORATION.corporationName })).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === calls.corporation.detail.id)?.request).toEqual({ id: 'C001' });
    expect(valueOf(t('corp.detail.kana'))).toBe('MIRAI WORKS');
    expect(valueOf(t('corp.detail.confirmationCode'))).toBe(t('corp.detail.confirmationCodeRequired', { min: 12 }));
    expect(valueOf(t('corp.detail.mailDomains'))).toBe('mirai-works.co.jpmirai-works.jp');
    expect(valueOf(t('corp.detail.approval'))).toBe(t('corp.approval.3'));
    expect(valueOf(t('corp.detail.contractPeriod'))).toBe(t('corp.detail.contractPeriodValue', { start: '2021/04/01', end: '2027/03/31' }));
    expect(valueOf(t('corp.detail.flexContract'))).toBe(t('corp.detail.flexContractOff'));
    expect(valueOf(t('corp.detail.lastUpdated'))).toBe('2026/11/21 10:02:03');
  });

  it.each([1, 2] as const)('names approval mode %i', async (mode) => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(calls.corporation.detail, () => ({ ...CORPORATION, autoApprovalSetting: mode, permittedMailDomains: [], contractEndDate: null }));
    renderAppAt(kernel, '/Corp/Detail');
    await screen.findByRole('heading', { name: CORPORATION.corporationName });
    expect(valueOf(t('corp.detail.approval'))).toBe(t(`corp.approval.${mode}`));
    expect(valueOf(t('corp.detail.mailDomains'))).toBe(t('corp.detail.mailDomainsNone'));
    expect(valueOf(t('corp.detail.contractPeriod'))).toBe(t('corp.detail.contractPeriodOpen', { start: '2021/04/01' }));
  });
});

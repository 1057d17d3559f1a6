// The company info of a Corporation as label / value rows, grouped as the page shows them.
import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import type { Corporation } from '../../../core/domain/entities';
import { t } from '../../../core/i18n';
import '../../../core/corp/load-messages';
import { formatDateTime, type DetailRow } from '../../../web/kit';

export function approvalLabel(setting: Corporation['autoApprovalSetting']): string {
  return t(`corp.approval.${setting}`);
}

export function contractPeriodText(corporation: Corporation): string {
  const start = corporation.contractStartDate;
  return corporation.contractEndDate
    ? t('corp.detail.contractPeriodValue', { start, end: corporation.contractEndDate })
    : t('corp.detail.contractPeriodOpen', { start });
}

function mailDomains(domains: readonly string[]): ReactNode {
  if (domains.length === 0) return t('corp.detail.mailDomainsNone');
  return (
    <span className="twb-corp-domains">
      {domains.map((domain) => (
        <Tag key={domain} minimal>
          {domain}
        </Tag>
      ))}
    </span>
  );
}

export function basicRows(corporation: Corporation): DetailRow[] {
  return [
    { label: t('corp.detail.corporationId'), value: corporation.corporationId },
    { label: t('corp.detail.name'), value: corporation.corporationName },
    { label: t('corp.detail.kana'), value: corporation.corporationNameKana },
  ];
}

export function registrationRows(corporation: Corporation): DetailRow[] {
  return [
    {
      label: t('corp.detail.confirmationCode'),
      value: corporation.confirmationCodeRequired
        ? t('corp.detail.confirmationCodeRequired', { min: corporation.confirmationCodeMinLength })
        : t('corp.detail.confirmationCodeOptional'),
    },
    { label: t('corp.detail.mailDomains'), value: mailDomains(corporation.permittedMailDomains) },
    { label: t('corp.detail.approval'), value: approvalLabel(corporation.autoApprovalSetting) },
  ];
}

export function contractRows(corporation: Corporation): DetailRow[] {
  return [
    { label: t('corp.detail.contractPeriod'), value: contractPeriodText(corporation) },
    {
      label: t('corp.detail.flexContract'),
      value: corporation.flexBasicContractFlg ? t('corp.detail.flexContractOn') : t('corp.detail.flexContractOff'),
    },
    { label: t('corp.detail.lastUpdated'), value: formatDateTime(corporation.lastUpdated) },
  ];
}

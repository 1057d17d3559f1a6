// How budget amounts, rates and statuses read on the budget screens.
import type { LimitAmountBillingRow, LimitAmountUserRow } from '../../../core/limit-amount/domain';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { formatNumber } from '../../../web/kit';

export const yen = (amount: number | null): string =>
  amount === null ? t('limitAmount.value.unset') : t('limitAmount.value.yen', { amount: formatNumber(amount) });

export const rate = (value: number | null): string => (value === null ? t('limitAmount.value.none') : t('limitAmount.value.rate', { rate: value.toFixed(1) }));

export const serviceStatus = (row: Pick<LimitAmountBillingRow | LimitAmountUserRow, 'serviceUsageStatus'>): string =>
  row.serviceUsageStatus === '2' ? t('limitAmount.serviceStatus.2') : t('limitAmount.serviceStatus.1');

/** yyyy-MM-dd to the yyyy/MM/dd the screens show. */
export const slashDate = (iso: string): string => iso.replaceAll('-', '/');

/** The intent of a usage rate: warning from 80%, danger from 100%. */
export function rateIntent(status: LimitAmountBillingRow['usageRateStatus']): 'none' | 'warning' | 'danger' {
  return status === '3' ? 'danger' : status === '2' ? 'warning' : 'none';
}

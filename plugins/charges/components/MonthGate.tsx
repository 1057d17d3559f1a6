// Shows a charges page's body once its month is known: a spinner while the closed months load, the spec 8 message
// when no month is closed yet, the failure and 再読み込み when the months could not be loaded, else the month bar and
// the body for the month.
import type { ReactNode } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ChargeMonthInfo } from '../../../core/charges/calls';
import type { ChargeDivision } from '../../../core/charges/domain';
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { RecordPending, loadFailed } from '../../../web/kit';
import { MonthBar, type MonthBarProps } from './MonthBar';
import { useChargeMonth } from './use-charge-month';

export interface MonthGateProps {
  /** The month the URL names (yyyy/MM), or ''. */
  asked: string;
  onChoose: (month: string) => void;
  division: ChargeDivision;
  current: MonthBarProps['current'];
  children: (month: ChargeMonthInfo) => ReactNode;
}

export function MonthGate({ asked, onChoose, division, current, children }: MonthGateProps) {
  const { months, month, loading, load } = useChargeMonth(asked);
  if (!months && loadFailed(load)) return <RecordPending load={load} className="twb-charge-waiting" />;
  if (!months || !month) {
    return loading
      ? <Spinner className="twb-charge-waiting" aria-label={t('common.loading')} />
      : <NonIdealState className="twb-charge-empty" icon="document" description={t('charges.noInvoice')} />;
  }
  return (
    <>
      <MonthBar months={months} month={month} onChoose={onChoose} division={division} current={current} />
      {children(month)}
    </>
  );
}

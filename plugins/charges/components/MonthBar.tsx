// The top of every invoice inquiry page: the closed month to show (newest first), its status (確定 / 未確定) and
// billing period, and links to the division's other pages for the same month.
import { useId } from 'react';
import type { ChargeMonthInfo } from '../../../core/charges/calls';
import { CHARGE_STATUS, type ChargeDivision } from '../../../core/charges/domain';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { CellTag, LinkButton, SelectInput, SelectOption } from '../../../web/kit';
import { DIVISION_PATHS, withMonth } from '../paths';

export const statusText = (status: number): string => t(`charges.status.${status}` as MessageKey);

export function StatusTag({ status }: { status: number }) {
  return <CellTag intent={status === CHARGE_STATUS.confirmed ? 'success' : 'warning'}>{statusText(status)}</CellTag>;
}

type PageKind = 'info' | 'all' | 'summary' | 'breakdown';

const PAGE_LABELS: Record<PageKind, MessageKey> = {
  info: 'charges.nav.info',
  all: 'charges.nav.all',
  summary: 'charges.nav.summary',
  breakdown: 'charges.nav.breakdown',
};

const PAGE_ICONS = { info: 'yen', all: 'th-list', summary: 'th', breakdown: 'people' } as const;

export interface MonthBarProps {
  months: readonly ChargeMonthInfo[];
  month: ChargeMonthInfo;
  onChoose: (month: string) => void;
  division: ChargeDivision;
  current: PageKind;
}

export function MonthBar({ months, month, onChoose, division, current }: MonthBarProps) {
  const id = useId();
  const paths = DIVISION_PATHS[division];
  const pages = (Object.keys(PAGE_LABELS) as PageKind[]).filter((kind) => kind !== current && paths[kind] !== null);
  return (
    <section className="twb-charge-month" aria-label={t('charges.month.label')}>
      <div className="twb-charge-month__pick">
        <label htmlFor={id}>{t('charges.field.month')}</label>
        <SelectInput id={id} value={month.month} onChange={(event) => onChoose(event.currentTarget.value)}>
          {months.map((m) => <SelectOption key={m.month} value={m.month} label={t('charges.month.option', { month: m.month, status: statusText(m.status) })} />)}
        </SelectInput>
        <StatusTag status={month.status} />
        <span className="twb-charge-month__period">
          {t('charges.field.period')}: {t('charges.format.period', { start: month.periodStart, end: month.periodEnd })}
        </span>
        {month.confirmedAt && <span className="twb-charge-month__period">{t('charges.month.confirmedAt', { at: month.confirmedAt })}</span>}
      </div>
      <nav className="twb-charge-month__pages" aria-label={t('charges.nav.label')}>
        {pages.map((kind) => (
          <LinkButton key={kind} to={withMonth(paths[kind] as string, month.month)} text={t(PAGE_LABELS[kind])} icon={PAGE_ICONS[kind]} />
        ))}
      </nav>
    </section>
  );
}

// A department's budget (/LimitAmountBilling/Detail/{billingId}, WFAF002 read; closed when both alert choice flags
// are set): the settings, the current period's usage (registration fee included for the fee-bearing department),
// the alerts sent in the period, the members' standing, and the ways to change the settings, laid out as every
// detail page (kit DetailLayout).
import '../limit-amount.css';
import { Link, useParams } from 'react-router';
import { MEMBER_CAP_DIVISION_LABELS, type LimitAlertRecord, type LimitAmountBillingDetail } from '../../../core/limit-amount/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { CellTag, DetailLayout, RecordPending, useLoadedData, useService, type DetailAction } from '../../../web/kit';
import { fetchBudgetDetail } from '../api';
import { rate, serviceStatus, slashDate, yen } from '../components/format';
import { useBudgetContext, type BudgetContext } from '../components/use-budget-context';
import { LIMIT_PATH, billingEditPath, generalPath, userEditPath } from '../paths';

const ALERT_KEYS: Record<LimitAlertRecord['kind'], MessageKey> = {
  department80: 'limitAmount.value.alert.department80',
  department100: 'limitAmount.value.alert.department100',
  memberCap: 'limitAmount.value.alert.memberCap',
};

const alertSetting = (off: boolean): string => (off ? t('limitAmount.value.alertOff') : t('limitAmount.value.alertOn'));
const count = (n: number): string => t('limitAmount.value.count', { count: n });

function Alerts({ alerts }: { alerts: readonly LimitAlertRecord[] }) {
  if (alerts.length === 0) return <>{t('limitAmount.value.noAlerts')}</>;
  return (
    <ul className="bp6-list-unstyled">
      {alerts.map((a) => <li key={`${a.kind}-${a.sentAt}`}>{t(ALERT_KEYS[a.kind], { sentAt: a.sentAt, recipients: a.recipients.join('、') })}</li>)}
    </ul>
  );
}

function rowsOf(detail: LimitAmountBillingDetail) {
  return [
    { label: t('limitAmount.field.billingName'), value: detail.billingName },
    { label: t('limitAmount.field.period'), value: t('limitAmount.value.period', { start: slashDate(detail.period.start), end: slashDate(detail.period.end) }) },
    { label: t('limitAmount.field.limitAmount'), value: yen(detail.limitAmount) },
    { label: t('limitAmount.field.usageAmount'), value: yen(detail.usageAmount) },
    // The fee department's fee, or a department's share of it under fee charge division 2 (部署ごと).
    ...(detail.registrationFeeChargeFlg || detail.registrationFeeAmount > 0
      ? [{ label: t('limitAmount.field.registrationFee'), value: yen(detail.registrationFeeAmount) }] : []),
    { label: t('limitAmount.field.usageRate'), value: rate(detail.usageRate) },
    { label: t('limitAmount.field.serviceUsageStatus'), value: serviceStatus(detail) },
    { label: t('limitAmount.field.limitAmountAlertChoiceFlg'), value: alertSetting(detail.limitAmountAlertChoiceFlg) },
    { label: t('limitAmount.field.limitFullAmountAlertChoiceFlg'), value: alertSetting(detail.limitFullAmountAlertChoiceFlg) },
    { label: t('limitAmount.field.alerts'), value: <Alerts alerts={detail.alerts} /> },
    { label: t('limitAmount.field.limitAmountForUser'), value: yen(detail.limitAmountForUser) },
    { label: t('limitAmount.field.limitAmountForUserAlertChoiceFlg'), value: alertSetting(detail.limitAmountForUserAlertChoiceFlg) },
    { label: t('limitAmount.field.limitFullAmountForUserAlertDivision'), value: t(MEMBER_CAP_DIVISION_LABELS[detail.limitFullAmountForUserAlertDivision]) },
    { label: t('limitAmount.field.memberCount'), value: count(detail.memberCount) },
    { label: t('limitAmount.field.membersOverAlert'), value: count(detail.membersOverAlert) },
    { label: t('limitAmount.field.membersOverLimit'), value: count(detail.membersOverLimit) },
    { label: t('limitAmount.field.membersStopped'), value: count(detail.membersStopped) },
  ];
}

/** The ways to change the settings this viewer may take (the kit orders them: the department's budget first). */
function budgetActions(d: LimitAmountBillingDetail, context: BudgetContext): DetailAction[] {
  return [
    ...(context.canEditBilling(d) ? [{ id: 'edit', text: t('limitAmount.detail.edit'), meaning: 'primary' as const, icon: 'edit' as const, to: billingEditPath(d.billingId) }] : []),
    ...(context.canEditUser(d) ? [{ id: 'editUser', text: t('limitAmount.detail.editUser'), meaning: 'neutral' as const, icon: 'people' as const, to: userEditPath(d.billingId) }] : []),
    ...(context.canEditGeneral ? [{ id: 'general', text: t('limitAmount.general.title'), meaning: 'neutral' as const, icon: 'notifications' as const, to: generalPath(d.billingId) }] : []),
  ];
}

export default function LimitAmountBillingDetailPage() {
  const { billingId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const context = useBudgetContext();
  const detail = useLoadedData((signal) => fetchBudgetDetail(client, billingId, signal), [client, billingId]);
  if (!detail.data) return <RecordPending load={detail} className="twb-budget-loading" />;
  const d = detail.data;
  return (
    <DetailLayout
      className="twb-budget-detail"
      heading={d.billingName}
      status={d.serviceUsageStatus === '2'
        ? <CellTag intent="warning" minimal>{serviceStatus(d)}</CellTag>
        : <CellTag intent="success" minimal>{serviceStatus(d)}</CellTag>}
      notice={d.registrationFeeChargeFlg && <p className="twb-budget-period">{t('limitAmount.detail.feeNote')}</p>}
      sections={[{ rows: rowsOf(d) }]}
      actions={budgetActions(d, context)}
      actionsLabel={t('common.actions')}
      footer={<Link to={LIMIT_PATH.billingInfo}>{t('limitAmount.detail.toList')}</Link>}
    />
  );
}

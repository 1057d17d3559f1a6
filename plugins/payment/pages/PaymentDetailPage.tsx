// A payment application (/Payment/Detail/{applicationId}, WFAI003 read): what it changes before -> after, the
// departments concerned, its state and dates; while it waits for its day, the cancel for a viewer with the write code
// of its division (2: WFAI001; 3: WFAI002 or WFAI004): the confirm call, then the cancel with the lastUpdated it
// answered. A refusal (its day has come, a stale view) is told above and the application loaded again.
import '../payment.css';
import { Link, useParams } from 'react-router';
import { Callout } from '@blueprintjs/core';
import type { PaymentApplicationDetail, PaymentApplicationKind } from '../../../core/payment/domain';
import type { PermissionRequirement } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { CellTag, DetailLayout, LinkButton, RecordPending, useRecord, useRecordCrumbs, useService, type DetailAction, type DetailRow } from '../../../web/kit';
import { useApplicationCancel } from '../../../web/kit/use-application-cancel';
import { ApplicationCancelDialog } from '../../../web/kit/ApplicationCancelDialog';
import { fetchPaymentApplication } from '../api';
import { PAYMENT_PATH, PAYMENT_ROUTE } from '../paths';
import { ApplicationChanges } from '../components/ApplicationChanges';
import { PaymentStatusTag } from '../components/PaymentStatusTag';

/** Who may cancel an application of each division: the write code of the page that applies for it. */
const CANCEL_PERMISSION: Readonly<Record<2 | 3, PermissionRequirement>> = {
  2: { codes: ['WFAI001'], level: 'write' },
  3: { codes: ['WFAI002', 'WFAI004'], level: 'write' },
};

function rowsOf(application: PaymentApplicationDetail): DetailRow[] {
  const rows: DetailRow[] = [
    { label: t('paymentPages.detail.kind'), value: t(`payment.kind.${application.kind}`) },
    { label: t('paymentPages.column.summary'), value: application.summary },
  ];
  if (application.reason !== null) rows.push({ label: t('paymentPages.detail.reason'), value: t(`payment.reason.${application.reason}`) });
  if (application.chargeBranchNo) rows.push({ label: t('payment.field.chargeBranchNo'), value: application.chargeBranchNo });
  rows.push(
    { label: t('paymentPages.column.status'), value: <PaymentStatusTag status={application.status} /> },
    { label: t('payment.field.applyDate'), value: application.applyDate },
    { label: t('paymentPages.column.applicant'), value: application.applicantName },
    { label: t('paymentPages.column.appliedAt'), value: application.appliedAt },
  );
  if (application.completedAt) rows.push({ label: t('paymentPages.detail.completedAt'), value: application.completedAt });
  if (application.cancelledAt) rows.push({ label: t('paymentPages.detail.cancelledAt'), value: application.cancelledAt });
  if (application.departments.length > 0) {
    rows.push({
      label: t('paymentPages.detail.departments'),
      value: <span className="twb-payment-tags">{application.departments.map((d) => <CellTag key={d.organizationId} minimal>{d.billingName}</CellTag>)}</span>,
    });
  }
  // What it changes, before -> after, as its own table inside the section (the layout's sections hold every table).
  if (application.changes.length > 0) {
    rows.push({ label: t('paymentPages.detail.changes'), value: <ApplicationChanges changes={application.changes} label={t('paymentPages.detail.changes')} /> });
  }
  return rows;
}

/**
 * The screen an application of each kind is applied for and listed on: the crumb before the detail and the way back
 * (an address or destination change belongs to 請求先の変更, a payment method change to its own screen).
 */
const SCREEN_OF: Readonly<Record<PaymentApplicationKind, { route: string; path: string; back: MessageKey }>> = {
  registrationFee: { route: PAYMENT_ROUTE.registrationFee, path: PAYMENT_PATH.registrationFee, back: 'paymentPages.detail.backToFee' },
  address: { route: PAYMENT_ROUTE.chargeBranch, path: PAYMENT_PATH.chargeBranch, back: 'paymentPages.detail.backToBranches' },
  destination: { route: PAYMENT_ROUTE.chargeBranch, path: PAYMENT_PATH.chargeBranch, back: 'paymentPages.detail.backToBranches' },
  paymentMethod: { route: PAYMENT_ROUTE.paymentInput, path: PAYMENT_PATH.paymentInput, back: 'paymentPages.detail.backToPaymentMethod' },
};

/** The way back, a plain link in the footer as on every detail page. */
function BackLink({ kind }: { kind: PaymentApplicationKind }) {
  const screen = SCREEN_OF[kind];
  return <Link to={screen.path}>{t(screen.back)}</Link>;
}

export default function PaymentDetailPage() {
  const { applicationId = '' } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const loaded = useRecord((signal) => fetchPaymentApplication(client, applicationId, signal), applicationId, 'paymentPages.detail.notFound');
  const { record: application, refusal, setRecord, reload } = loaded;
  useRecordCrumbs(
    [application && { param: 'applicationId', value: applicationId, name: t(`payment.kind.${application.kind}`) }],
    application ? SCREEN_OF[application.kind].route : undefined,
  );
  const cancel = useApplicationCancel({
    conflictMessage: t('paymentPages.detail.conflict'),
    // The one cancel call answers every division; a payment application (2 or 3) is this page's record.
    onCancelled: (done) => (done.division === 2 || done.division === 3 ? setRecord(done) : reload()),
    reload,
  });

  if (refusal) {
    return (
      <div className="twb-payment">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p><LinkButton to={PAYMENT_PATH.chargeBranch} text={t('paymentPages.detail.backToBranches')} /></p>
      </div>
    );
  }
  if (!application) return <RecordPending load={loaded} className="twb-payment__loading" />;

  const canCancel = application.cancellable && permissions.can(CANCEL_PERMISSION[application.division]);
  const actions: DetailAction[] = canCancel
    ? [{
        id: 'cancel', text: t('paymentPages.detail.cancel'), meaning: 'destructive', icon: 'undo',
        // Greyed out while the confirm call (or the cancel) is on its way: a second press would ask again.
        disabled: cancel.busy, onClick: () => void cancel.ask(application.applicationId),
      }]
    : [];
  return (
    <>
      <DetailLayout
        className="twb-payment-detail"
        heading={application.summary}
        status={<PaymentStatusTag status={application.status} />}
        notice={cancel.problem && <Callout intent="warning" role="alert" className="twb-payment__callout twb-payment__problem">{cancel.problem}</Callout>}
        sections={[{ rows: rowsOf(application) }]}
        actions={actions}
        actionsLabel={t('common.actions')}
        footer={<BackLink kind={application.kind} />}
      />
      <ApplicationCancelDialog
        cancel={cancel}
        label={t('paymentPages.detail.cancel')}
        details={(shown) => <p className="twb-payment-note">{shown.summary}（{t('payment.field.applyDate')}: {shown.applyDate}）</p>}
      />
    </>
  );
}

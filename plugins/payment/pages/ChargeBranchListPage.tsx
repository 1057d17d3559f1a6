// The invoice destinations (/Payment/ChargeBranchNoChange, WFAI002 read): a card per destination with the departments
// it bills (several share one invoice: spec 5, no split invoices), the way to a change application (WFAI002 write)
// and to a payment method change (WFAI004 write), and the division 3 history.
import '../payment.css';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { paymentCalls } from '../../../core/payment/calls';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { PermissionService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import { LinkButton, LoadFailureNote, useLoadedData, useService } from '../../../web/kit';
import { fetchPaymentHistory } from '../api';
import { PAYMENT_PATH } from '../paths';
import { ChargeBranchCard } from '../components/ChargeBranchCard';
import { PaymentHistory } from '../components/PaymentHistory';
import { BRANCH_WRITE } from '../components/charge-branch-values';

export default function ChargeBranchListPage() {
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const list = useLoadedData((signal) => client.call(paymentCalls.chargeBranchList, {}, { signal }), [client]);
  const history = useLoadedData((signal) => fetchPaymentHistory(client, 3, signal), [client]);
  const canChange = permissions.can(BRANCH_WRITE);
  const canChangeMethod = permissions.can(SCREEN_PERMISSIONS[PAYMENT_PATH.paymentInput]);
  const branches = list.data?.branches ?? [];
  return (
    <div className="twb-payment">
      <Callout icon="info-sign" className="twb-payment__callout">{t('paymentPages.branch.lead')}</Callout>
      {(canChange || canChangeMethod) && (
        <div className="twb-payment__toolbar">
          {canChange && <LinkButton to={PAYMENT_PATH.chargeBranchInput} intent="primary" icon="edit" text={t('paymentPages.branch.change')} />}
          {canChangeMethod && <LinkButton to={PAYMENT_PATH.paymentInput} icon="bank-account" text={t('paymentPages.branch.changeMethod')} />}
        </div>
      )}
      {list.loading && !list.data && <Spinner className="twb-payment__loading" />}
      <LoadFailureNote load={list} shown={list.data !== undefined} what="list" />
      {list.data && branches.length === 0 && <NonIdealState icon="office" description={t('paymentPages.branch.none')} />}
      <div className="twb-payment-branches">
        {branches.map((branch) => <ChargeBranchCard key={branch.chargeBranchNo} branch={branch} canChangeMethod={canChangeMethod} />)}
      </div>
      <PaymentHistory rows={history.data ?? []} loading={history.loading} load={history} />
    </div>
  );
}

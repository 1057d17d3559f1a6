// A department's budget settings from the department screens (/Billing/LimitAmount/{billingId}, WFAC004 write): the
// general variant, every setting at once (amounts, the 80% and 100% alerts, the member budget and its cap choice),
// input -> confirm -> complete with lastUpdated. This is also where alerts turned off can be turned on again.
import '../limit-amount.css';
import { Link, useParams } from 'react-router';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { BudgetEdit } from '../components/BudgetEdit';
import { useBudgetContext } from '../components/use-budget-context';
import { billingDetailPath } from '../paths';

export default function BillingLimitAmountPage() {
  const { billingId = '' } = useParams();
  const context = useBudgetContext();
  return (
    <BudgetEdit
      variant="general"
      billingId={billingId}
      completeActions={(result) => (context.canOpenDetail(result.detail)
        ? <Link className="bp6-button bp6-intent-primary" to={billingDetailPath(billingId)}>{t('limitAmount.complete.toDetail')}</Link>
        : null)}
    />
  );
}

// Change a department's budget (/LimitAmountBilling/Edit/{billingId}, WFAF003 write; closed when both alert choice
// flags are set): the billing variant, input -> confirm -> complete with lastUpdated.
import '../limit-amount.css';
import { Link, useParams } from 'react-router';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { BudgetEdit } from '../components/BudgetEdit';
import { LIMIT_PATH, billingDetailPath } from '../paths';

export default function LimitAmountBillingEditPage() {
  const { billingId = '' } = useParams();
  return (
    <BudgetEdit
      variant="billing"
      billingId={billingId}
      completeActions={() => (
        <>
          <Link className="bp6-button bp6-intent-primary" to={billingDetailPath(billingId)}>{t('limitAmount.complete.toDetail')}</Link>
          <Link className="bp6-button" to={LIMIT_PATH.billingInfo}>{t('limitAmount.complete.toList')}</Link>
        </>
      )}
    />
  );
}

// Change a department's member budget (/LimitAmountUser/Edit/{billingId}, WFAF005 write; closed when the member
// alert flag is set and the cap neither stops nor mails): the user variant, input -> confirm -> complete.
import '../limit-amount.css';
import { Link, useParams } from 'react-router';
import { t } from '../../../core/i18n';
import '../../../core/limit-amount/load-messages';
import { BudgetEdit } from '../components/BudgetEdit';
import { LIMIT_PATH } from '../paths';

export default function LimitAmountUserEditPage() {
  const { billingId = '' } = useParams();
  return (
    <BudgetEdit
      variant="user"
      billingId={billingId}
      completeActions={() => <Link className="bp6-button bp6-intent-primary" to={LIMIT_PATH.userInfo}>{t('limitAmount.complete.toList')}</Link>}
    />
  );
}

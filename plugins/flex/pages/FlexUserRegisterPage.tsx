// A new member as a FLEX/BASE user (/FlexUser/Register, WFAM003 write; needs flexDisplay and flexContractExistFlg):
// the member registration's FLEX variant (spec 5: new members one at a time), with its contract choice, contact
// person and extra registration fee warning, input -> confirm -> complete.
import '../flex.css';
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { MemberRegisterScreen } from '../../users/pages/UserRegisterPage';

export default function FlexUserRegisterPage() {
  return (
    <div className="twb-flex-register">
      <p>{t('flex.register.lead')}</p>
      <MemberRegisterScreen flexOnly />
    </div>
  );
}

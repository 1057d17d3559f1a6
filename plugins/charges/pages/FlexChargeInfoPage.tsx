// Invoice inquiry, FLEX/BASE (/FlexCharge/Info, WFAN002 write, flexDisplay and flexContractExistFlg): see components/ChargeInfoView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeInfoView } from '../components/ChargeInfoView';

export default function FlexChargeInfoPage() {
  return <ChargeInfoView division={CHARGE_DIVISION.flex} />;
}

// Invoice inquiry, SHARE (/ShareCharge/Info, WFAN001 write): see components/ChargeInfoView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeInfoView } from '../components/ChargeInfoView';

export default function ShareChargeInfoPage() {
  return <ChargeInfoView division={CHARGE_DIVISION.share} />;
}

// Invoice inquiry, SHARE, every line (/ShareCharge/All, WFAN001 write): see components/ChargeAllView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeAllView } from '../components/ChargeAllView';

export default function ShareChargeAllPage() {
  return <ChargeAllView division={CHARGE_DIVISION.share} />;
}

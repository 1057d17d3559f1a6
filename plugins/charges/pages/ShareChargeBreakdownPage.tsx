// Invoice inquiry, SHARE, per member (/ShareCharge/Breakdown, WFAN001 write): see components/ChargeBreakdownView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeBreakdownView } from '../components/ChargeBreakdownView';

export default function ShareChargeBreakdownPage() {
  return <ChargeBreakdownView division={CHARGE_DIVISION.share} />;
}

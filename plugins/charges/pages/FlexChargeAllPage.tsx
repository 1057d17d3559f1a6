// Invoice inquiry, FLEX/BASE, every line (/FlexCharge/All, WFAN002 write and the FLEX gates): see components/ChargeAllView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeAllView } from '../components/ChargeAllView';

export default function FlexChargeAllPage() {
  return <ChargeAllView division={CHARGE_DIVISION.flex} />;
}

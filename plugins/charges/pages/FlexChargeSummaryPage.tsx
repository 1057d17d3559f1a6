// Invoice inquiry, FLEX/BASE, per department (/FlexCharge/Summary, WFAN002 write and the FLEX gates): see components/ChargeSummaryView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeSummaryView } from '../components/ChargeSummaryView';

export default function FlexChargeSummaryPage() {
  return <ChargeSummaryView division={CHARGE_DIVISION.flex} />;
}

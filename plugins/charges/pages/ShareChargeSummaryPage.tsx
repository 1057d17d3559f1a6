// Invoice inquiry, SHARE, per department (/ShareCharge/Summary, WFAN001 write): see components/ChargeSummaryView.
import '../charges.css';
import { CHARGE_DIVISION } from '../../../core/charges/domain';
import { ChargeSummaryView } from '../components/ChargeSummaryView';

export default function ShareChargeSummaryPage() {
  return <ChargeSummaryView division={CHARGE_DIVISION.share} />;
}

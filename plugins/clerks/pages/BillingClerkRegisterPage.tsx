// Registration of a department clerk (/Billing/ClerkOfBilling/Register/{billingId}, WFAD004 write).
import '../clerks.css';
import { useParams } from 'react-router';
import { ClerkRegisterFlow } from '../components/ClerkRegisterFlow';

export default function BillingClerkRegisterPage() {
  const { billingId } = useParams();
  return <ClerkRegisterFlow kind="billing" billingId={billingId ?? null} />;
}

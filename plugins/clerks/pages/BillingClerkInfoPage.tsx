// Department clerks of one department (/Billing/ClerkOfBilling/Info/{billingId}, WFAD001 read).
import { useParams } from 'react-router';
import { ClerkListView } from '../components/ClerkListView';

export default function BillingClerkInfoPage() {
  const { billingId } = useParams();
  return <ClerkListView kind="billing" billingId={billingId ?? null} />;
}

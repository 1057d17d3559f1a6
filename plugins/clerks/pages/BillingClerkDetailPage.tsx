// A department clerk (/Billing/ClerkOfBilling/Detail/{clerkOfBillingId}, WFAD002 read).
import { ClerkDetailView } from '../components/ClerkDetailView';

export default function BillingClerkDetailPage() {
  return <ClerkDetailView kind="billing" />;
}

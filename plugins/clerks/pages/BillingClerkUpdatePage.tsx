// Update of a department clerk (/Billing/ClerkOfBilling/Update/{clerkOfBillingId}, WFAD003 write).
import '../clerks.css';
import { ClerkUpdateFlow } from '../components/ClerkUpdateFlow';

export default function BillingClerkUpdatePage() {
  return <ClerkUpdateFlow kind="billing" />;
}

// The department clerks wizard (/Billing/ClerkOfBilling/Upload and /Billing/ClerkOfBilling/Upload/{billingId}, WFAH017 write): kind clerks, code 3; with a department, its clerks are downloaded and the upload is for it.
import { UploadWizard } from '../components/UploadWizard';
import { useParams } from 'react-router';
import type { WizardTarget } from '../api';

export default function BillingClerkUploadPage() {
  const { billingId } = useParams();
  const target: WizardTarget = billingId ? { kind: 'clerks', billingId } : { kind: 'clerks' };
  // A new department is a new wizard: nothing of the previous one's file carries over.
  return <UploadWizard key={billingId ?? ''} target={target} />;
}

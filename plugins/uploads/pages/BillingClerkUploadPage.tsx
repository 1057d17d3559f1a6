// The department clerks wizard (/Billing/ClerkOfBilling/Upload and /Billing/ClerkOfBilling/Upload/{billingId},
// WFAH017 write): kind clerks, code 3. With a department, its clerks are downloaded and the upload is for it.
import { useParams } from 'react-router';
import { billingCalls } from '../../../core/billing/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { useLoadedData, useService } from '../../../web/kit';
import type { WizardTarget } from '../api';
import { UploadWizard } from '../components/UploadWizard';

export default function BillingClerkUploadPage() {
  const { billingId } = useParams();
  const client = useService<ApiClient>(ApiClient);
  const department = useLoadedData((signal) => (billingId ? client.call(billingCalls.detail, { billingId }, { signal }) : Promise.resolve(null)), [client, billingId]);
  const target: WizardTarget = billingId ? { kind: 'clerks', billingId, departmentName: department.data?.billingName } : { kind: 'clerks' };
  // Another department is another wizard: nothing of the previous one's file carries over.
  return <UploadWizard key={billingId ?? ''} target={target} />;
}

// The department display order wizard (/Billing/OrderUpload, WFAH012 write): kind department-order, code 5.
import { UploadWizard } from '../components/UploadWizard';

export default function DepartmentOrderUploadPage() {
  return <UploadWizard target={{ kind: 'department-order' }} />;
}

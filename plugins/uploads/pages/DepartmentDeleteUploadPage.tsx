// The department deletion wizard (/Billing/DeleteUpload, no permission code in spec 2.1): kind department-delete, code 11. Responsible persons only (spec 6): the server refuses anyone else, and the steps show its refusal.
import { UploadWizard } from '../components/UploadWizard';

export default function DepartmentDeleteUploadPage() {
  return <UploadWizard target={{ kind: 'department-delete' }} />;
}

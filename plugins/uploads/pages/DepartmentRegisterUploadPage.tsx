// The department registration wizard (/Billing/RegisterUpload, no permission code in spec 2.1): kind department-register, code 10. Responsible persons only (spec 6): the server refuses anyone else, and the steps show its refusal.
import { UploadWizard } from '../components/UploadWizard';

export default function DepartmentRegisterUploadPage() {
  return <UploadWizard target={{ kind: 'department-register' }} />;
}

// The department names wizard (/Billing/NameUpload, WFAH007 write): kind department-names, code 4.
import { UploadWizard } from '../components/UploadWizard';

export default function DepartmentNameUploadPage() {
  return <UploadWizard target={{ kind: 'department-names' }} />;
}

// The member bulk change wizard (/User/Upload, WFAH022 write): kind members, upload code 8.
import { UploadWizard } from '../components/UploadWizard';

export default function MemberUploadPage() {
  return <UploadWizard target={{ kind: 'members' }} />;
}

// The responsible persons and clerks wizard (/Corp/ClerkOfCorp/Upload, WFAH002 write): kind clerks, code 3.
import { UploadWizard } from '../components/UploadWizard';

export default function CorpClerkUploadPage() {
  return <UploadWizard target={{ kind: 'clerks' }} />;
}

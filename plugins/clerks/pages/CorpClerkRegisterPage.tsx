// Registration of a responsible person (/Corp/ClerkOfCorp/Register, WFAB004 write): input -> confirm -> complete.
import '../clerks.css';
import { ClerkRegisterFlow } from '../components/ClerkRegisterFlow';

export default function CorpClerkRegisterPage() {
  return <ClerkRegisterFlow kind="corp" billingId={null} />;
}

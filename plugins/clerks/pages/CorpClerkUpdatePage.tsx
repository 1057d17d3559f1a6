// Update of a responsible person (/Corp/ClerkOfCorp/Update/{clerkOfCorpId}, WFAB003 write): input -> confirm -> complete.
import '../clerks.css';
import { ClerkUpdateFlow } from '../components/ClerkUpdateFlow';

export default function CorpClerkUpdatePage() {
  return <ClerkUpdateFlow kind="corp" />;
}

// A responsible person (/Corp/ClerkOfCorp/Detail/{clerkOfCorpId}, WFAB002 read) with edit, code change, notice and delete.
import { ClerkDetailView } from '../components/ClerkDetailView';

export default function CorpClerkDetailPage() {
  return <ClerkDetailView kind="corp" />;
}

// Responsible persons (/Corp/ClerkOfCorp/Info, WFAB001 read): searched by name and sorted by kana on the client.
import { ClerkListView } from '../components/ClerkListView';

export default function CorpClerkInfoPage() {
  return <ClerkListView kind="corp" billingId={null} />;
}

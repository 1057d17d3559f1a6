// The privacy policy (/PrivacyPolicy), open without signing in.
import '../site.css';
import { DocumentView } from '../components/DocumentView';
import { SitePageFrame } from '../components/SitePageFrame';

export default function PrivacyPolicyPage() {
  return (
    <SitePageFrame>
      <DocumentView id="privacy" />
    </SitePageFrame>
  );
}

// The terms of service (/Terms), open without signing in.
import '../site.css';
import { DocumentView } from '../components/DocumentView';
import { SitePageFrame } from '../components/SitePageFrame';

export default function TermsPage() {
  return (
    <SitePageFrame>
      <DocumentView id="terms" />
    </SitePageFrame>
  );
}

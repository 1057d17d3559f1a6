// The Cookie and access-log notice (/CookiePolicy), open without signing in.
import '../site.css';
import { DocumentView } from '../components/DocumentView';
import { SitePageFrame } from '../components/SitePageFrame';

export default function CookiePolicyPage() {
  return (
    <SitePageFrame>
      <DocumentView id="cookie" />
    </SitePageFrame>
  );
}

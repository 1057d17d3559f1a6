// The manuals page (/Manual): the operation manual of each audience and the FAQ as PDFs (GET /manual/download).
import '../site.css';
import { Link } from 'react-router';
import { Button, Callout, Card } from '@blueprintjs/core';
import { MANUALS } from '../../../core/domain/constants';
import { st, type SiteTextKey } from '../../../core/site/texts';
import { siteDocument, type SiteDocumentId } from '../../../core/site/documents';
import { SITE_PATHS } from '../../../core/site/paths';
import { useManualDownload, Heading } from '../../../web/kit';

const ENTRIES: readonly { manualName: string; document?: SiteDocumentId; title: SiteTextKey; lead: SiteTextKey }[] = [
  { manualName: MANUALS.clerkInCorp, document: 'manual.responsible', title: 'doc.manual.responsible.title', lead: 'doc.manual.responsible.lead' },
  { manualName: MANUALS.clerkInBilling, document: 'manual.clerk', title: 'doc.manual.clerk.title', lead: 'doc.manual.clerk.lead' },
  { manualName: MANUALS.riyosha, document: 'manual.member', title: 'doc.manual.member.title', lead: 'doc.manual.member.lead' },
  { manualName: MANUALS.faq, title: 'doc.faq.title', lead: 'doc.faq.lead' },
];

export default function ManualsPage() {
  const { downloading: busy, failed, download } = useManualDownload();

  return (
    <div className="twb-site-page">
      <p className="twb-site-page__lead">{st('site.manuals.lead')}</p>
      {failed && (
        <Callout intent="danger" role="alert">
          {st('site.manuals.failed')}
        </Callout>
      )}
      <div className="twb-manuals">
        {ENTRIES.map((entry) => {
          const sections = entry.document ? siteDocument(entry.document).sections : [];
          return (
            <Card key={entry.manualName} compact>
              <Heading>{st(entry.title)}</Heading>
              <p>{st(entry.lead)}</p>
              {sections.length > 0 && (
                <details>
                  <summary>{st('site.manuals.contents')}</summary>
                  <ul>
                    {sections.map((section) => (
                      <li key={section.id}>{section.heading}</li>
                    ))}
                  </ul>
                </details>
              )}
              <div className="twb-manuals__actions">
                <Button
                  icon="document"
                  intent="primary"
                  text={st('site.manuals.download')}
                  loading={busy === entry.manualName}
                  aria-label={`${st(entry.title)} ${st('site.manuals.download')}`}
                  onClick={() => void download(entry.manualName)}
                />
                {entry.manualName === MANUALS.faq && <Link to={SITE_PATHS.faq}>{st('site.manuals.openFaq')}</Link>}
              </div>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

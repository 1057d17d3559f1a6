// One of the site's documents (policy, terms): its date, lead and numbered sections as headings, paragraphs, lists.
import { st } from '../../../core/site/texts';
import { siteDocument, type SiteDocumentId } from '../../../core/site/documents';
import { Heading } from '../../../web/kit';

export function DocumentView({ id }: { id: SiteDocumentId }) {
  const doc = siteDocument(id);
  return (
    <article className="twb-site-doc">
      <p className="twb-site-page__meta">{st('site.updated', { date: doc.updated })}</p>
      <p className="twb-site-page__lead">{doc.lead}</p>
      {doc.sections.map((section) => (
        <section key={section.id} className="twb-site-doc__section" aria-labelledby={`doc-${section.id}`}>
          <Heading id={`doc-${section.id}`}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.bullets.length > 0 && (
            <ul>
              {section.bullets.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

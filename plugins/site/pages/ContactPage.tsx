// The contact page (/Contact), open without signing in: the support window (hours, phone, mail) and the inquiry form.
import '../site.css';
import { st } from '../../../core/site/texts';
import { InquiryForm } from '../components/InquiryForm';
import { SitePageFrame } from '../components/SitePageFrame';
import { Heading } from '../../../web/kit';

export default function ContactPage() {
  const mail = st('site.support.mail');
  const phone = st('site.support.phone');
  return (
    <SitePageFrame>
      <section aria-labelledby="twb-support-heading">
        <Heading id="twb-support-heading">{st('site.support.heading')}</Heading>
        <p>{st('site.support.lead')}</p>
        <dl className="twb-support">
          <dt>{st('site.support.windowLabel')}</dt>
          <dd>{st('site.support.name')}</dd>
          <dt>{st('site.support.hoursLabel')}</dt>
          <dd>{st('site.support.hours')}</dd>
          <dt>{st('site.support.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${phone.replaceAll('-', '')}`}>{phone}</a>
          </dd>
          <dt>{st('site.support.mailLabel')}</dt>
          <dd>
            <a href={`mailto:${mail}`}>{mail}</a>
          </dd>
        </dl>
        <p className="twb-site-page__meta">{st('site.support.note')}</p>
      </section>
      <InquiryForm />
    </SitePageFrame>
  );
}

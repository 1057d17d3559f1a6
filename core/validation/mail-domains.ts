// Permitted mail domains of a corporation (spec 5): company domains separated by slashes; free-mail and
// mobile-carrier domains are refused because anyone can get an address there.
import { failure, type ValidationResult } from './types';

/** Free-mail and carrier domains (matched exactly and as parents, e.g. mail.yahoo.co.jp). */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com',
  'yahoo.co.jp', 'ymail.ne.jp', 'yahoo.com',
  'outlook.jp', 'outlook.com', 'hotmail.com', 'hotmail.co.jp', 'live.jp', 'live.com', 'msn.com',
  'icloud.com', 'me.com', 'mac.com',
  'aol.com', 'aol.jp', 'mail.com', 'gmx.com', 'yandex.com', 'proton.me', 'protonmail.com', 'zoho.com',
  'excite.co.jp', 'infoseek.jp', 'goo.jp', 'nifty.com', 'biglobe.ne.jp', 'so-net.ne.jp', 'ocn.ne.jp',
  'docomo.ne.jp', 'mopera.net', 'dwmail.jp',
  'ezweb.ne.jp', 'au.com', 'biz.ezweb.ne.jp', 'augps.ezweb.ne.jp', 'uqmobile.jp',
  'softbank.ne.jp', 'i.softbank.jp', 'disney.ne.jp', 'vodafone.ne.jp',
  'ymobile.ne.jp', 'yahoo.ne.jp', 'y-mobile.ne.jp', 'emnet.ne.jp', 'pdx.ne.jp', 'willcom.com', 'wcm.ne.jp',
  'rakumail.jp', 'rakuten.jp', 'povo.jp', 'ahamo.jp', 'linemo.jp',
];

/** Each domain: dot-separated labels, at least one dot, no @ and no spaces. */
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function splitMailDomains(value: string): string[] {
  return value.split('/').map((part) => part.trim());
}

const FREE_MAIL_DOMAIN_SET: ReadonlySet<string> = new Set(FREE_MAIL_DOMAINS);

/** The domain or one of its parents is a free-mail domain (a lookup per parent: the bulk files check every row). */
export function isFreeMailDomain(domain: string): boolean {
  let candidate = domain.toLowerCase();
  for (;;) {
    if (FREE_MAIL_DOMAIN_SET.has(candidate)) return true;
    const dot = candidate.indexOf('.');
    if (dot < 0) return false;
    candidate = candidate.slice(dot + 1);
  }
}

export function permittedMailDomains(value: string): ValidationResult {
  if (value.trim() === '') return null;
  const domains = splitMailDomains(value);
  if (domains.some((domain) => domain === '' || domain.includes('@') || !domain.includes('.') || !DOMAIN.test(domain))) {
    return failure('validation.format');
  }
  return domains.some(isFreeMailDomain) ? failure('validation.freeMailDomain') : null;
}

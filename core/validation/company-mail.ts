// The one mail-address rule of spec 5 beyond the format, used by the member form, the clerk form, every CSV kind with
// a mail column and the server: no free-mail or carrier address, and only the corporation's permitted domains. The
// free-mail part needs nothing but the address, so the browser and the CLI apply it on their own; the domain part
// needs the corporation's list, which the server (and a page that may read it) passes in.
import { isFreeMailDomain } from './mail-domains';
import { failure, type ValidationResult } from './types';

/** How the permitted domains are listed in the message (as they are entered: slash-separated). */
export const MAIL_DOMAIN_LIST_SEPARATOR = ' / ';

/** The domain part of an address, lower-cased. */
export function mailDomainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** A permitted domain admits itself and its subdomains; an empty list admits any company domain. */
export function domainPermitted(domain: string, permitted: readonly string[]): boolean {
  const lower = domain.toLowerCase();
  const entries = permitted.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  if (entries.length === 0) return true;
  return entries.some((entry) => lower === entry || lower.endsWith(`.${entry}`));
}

/**
 * Checks an address already in mail format. `permittedDomains`: the corporation's list ([] for no restriction), or
 * null/undefined when the caller does not know it (then only the free-mail part is checked). Empty passes.
 */
export function companyMail(address: string, permittedDomains?: readonly string[] | null): ValidationResult {
  if (address === '') return null;
  const domain = mailDomainOf(address);
  if (isFreeMailDomain(domain)) return failure('members.validation.freeMail');
  if (permittedDomains && !domainPermitted(domain, permittedDomains)) {
    const listed = permittedDomains.map((entry) => entry.trim()).filter((entry) => entry !== '');
    return failure('members.validation.mailDomain', { domains: listed.join(MAIL_DOMAIN_LIST_SEPARATOR) });
  }
  return null;
}

/** The free-mail part alone, as a cell or field validator (no corporation data needed). */
export function notFreeMail(address: string): ValidationResult {
  return companyMail(address, null);
}

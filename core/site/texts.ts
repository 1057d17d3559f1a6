// Lookup of the site pages' texts (texts-catalog.ts), the lazy counterpart of t() for those pages and the server.
import { siteTexts, type SiteTextKey } from './texts-catalog';
import type { MessageParams } from '../i18n/index';

export type { SiteTextKey };

export function st(key: SiteTextKey, params?: MessageParams): string {
  const text: string = siteTexts[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A text by a key built at run time (document sections); undefined when the catalogue has no such key. */
export function siteText(key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(siteTexts, key) ? (siteTexts as Record<string, string>)[key] : undefined;
}

/** Every key of the site texts, in catalogue order (documents are read in this order). */
export function siteTextKeys(): readonly string[] {
  return Object.keys(siteTexts);
}

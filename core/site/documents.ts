// The site's documents (policies, terms, manuals) and FAQ as structures read from the site texts by key convention,
// shared by the web pages and the server's PDF manuals so both say the same.
import { siteText, siteTextKeys } from './texts';

export interface DocumentSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets: readonly string[];
  caption?: string;
}

export interface SiteDocument {
  id: string;
  title: string;
  lead: string;
  updated: string;
  sections: readonly DocumentSection[];
}

export const SITE_DOCUMENT_IDS = ['privacy', 'cookie', 'terms', 'manual.responsible', 'manual.clerk', 'manual.member'] as const;
export type SiteDocumentId = (typeof SITE_DOCUMENT_IDS)[number];

const SECTION_PARTS = new Set(['heading', 'body', 'bullets', 'caption']);

function required(key: string): string {
  const text = siteText(key);
  if (text === undefined) throw new Error(`site text ${key} is missing`);
  return text;
}

const splitParagraphs = (text: string | undefined) => (text ? text.split(/\n\n+/) : []);
const splitLines = (text: string | undefined) => (text ? text.split('\n').filter((line) => line.trim() !== '') : []);

export function siteDocument(id: SiteDocumentId): SiteDocument {
  const prefix = `doc.${id}.`;
  const sectionIds: string[] = [];
  for (const key of siteTextKeys()) {
    if (!key.startsWith(prefix)) continue;
    const parts = key.slice(prefix.length).split('.');
    if (parts.length === 2 && SECTION_PARTS.has(parts[1]) && !sectionIds.includes(parts[0])) sectionIds.push(parts[0]);
  }
  return {
    id,
    title: required(`${prefix}title`),
    lead: required(`${prefix}lead`),
    updated: required(`${prefix}updated`),
    sections: sectionIds.map((section) => ({
      id: section,
      heading: required(`${prefix}${section}.heading`),
      paragraphs: splitParagraphs(siteText(`${prefix}${section}.body`)),
      bullets: splitLines(siteText(`${prefix}${section}.bullets`)),
      caption: siteText(`${prefix}${section}.caption`),
    })),
  };
}

export interface FaqTopic {
  id: string;
  label: string;
}

export interface FaqEntry {
  id: string;
  topic: string;
  question: string;
  answer: string;
}

export function faqTopics(): FaqTopic[] {
  return siteTextKeys()
    .filter((key) => key.startsWith('doc.faq.topic.'))
    .map((key) => ({ id: key.slice('doc.faq.topic.'.length), label: required(key) }));
}

export function faqEntries(): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const key of siteTextKeys()) {
    const match = /^doc\.faq\.(\w+)\.(\d+)\.q$/.exec(key);
    if (!match) continue;
    entries.push({ id: `${match[1]}-${match[2]}`, topic: match[1], question: required(key), answer: required(`doc.faq.${match[1]}.${match[2]}.a`) });
  }
  return entries;
}

/** Normalises for search: NFKC folds full- and half-width letters and digits, lower case folds Latin. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Entries of the topic (all when null) whose question or answer holds every word of the query. */
export function searchFaq(entries: readonly FaqEntry[], query: string, topic: string | null): FaqEntry[] {
  const words = fold(query).split(/[\s\u3000]+/).filter(Boolean);
  return entries.filter((entry) => {
    if (topic && entry.topic !== topic) return false;
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}

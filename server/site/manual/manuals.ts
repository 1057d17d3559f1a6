// The downloadable manuals (core/domain MANUALS) as Japanese A4 PDFs: the site texts' manual documents with the
// screenshots of server/site/manual/assets (made by scripts/manual-screenshots.mjs), built once per process and kept.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MANUALS } from '../../../core/domain/constants';
import { t, type MessageKey } from '../../../core/i18n';
import { st } from '../../../core/site/texts';
import { faqEntries, faqTopics, siteDocument, type SiteDocument, type SiteDocumentId } from '../../../core/site/documents';
import { A4Document } from '../../documents/a4-document';

export type ManualName = (typeof MANUALS)[keyof typeof MANUALS];

export const MANUAL_TYPE = 'pdf';

interface ManualSource {
  /** The site document the manual prints; absent for the FAQ, which prints the FAQ entries. */
  document?: SiteDocumentId;
  /** Screenshot (file in assets/) shown at the end of a section, by section id. */
  screenshots?: Readonly<Record<string, string>>;
  fileNameKey: MessageKey;
}

const SOURCES: Readonly<Record<ManualName, ManualSource>> = {
  'responsible-person-guide': {
    document: 'manual.responsible',
    fileNameKey: 'server.manual.fileName.responsible-person-guide',
    screenshots: {
      login: 'login.png', home: 'home-responsible.png', corp: 'corp-detail.png', departments: 'billing-info.png', clerks: 'clerks-corp.png',
      charges: 'charges-share.png', payment: 'payment-branches.png', flex: 'flex-contracts.png', uploads: 'upload-history.png',
    },
  },
  'department-clerk-guide': {
    document: 'manual.clerk',
    fileNameKey: 'server.manual.fileName.department-clerk-guide',
    screenshots: {
      login: 'home-clerk.png', members: 'user-info.png', register: 'user-register.png', operations: 'user-detail.png', reservations: 'reservations.png',
      flex: 'flex-users.png',
    },
  },
  'user-guide': {
    document: 'manual.member',
    fileNameKey: 'server.manual.fileName.user-guide',
    screenshots: { reserve: 'usage.png' },
  },
  faq: { fileNameKey: 'server.manual.fileName.faq' },
};

const ASSET_DIRS = [new URL('./assets/', import.meta.url), new URL('../../server/site/manual/assets/', import.meta.url)];

/** The screenshot's bytes, or null when the assets folder has no such file (a manual then prints without it). */
function screenshot(file: string): Uint8Array | null {
  for (const dir of ASSET_DIRS) {
    const path = fileURLToPath(new URL(file, dir));
    if (existsSync(path)) return readFileSync(path);
  }
  return null;
}

/** The screenshot files a manual prints, in the order of its sections. */
export function manualScreenshots(name: ManualName): string[] {
  return Object.values(SOURCES[name].screenshots ?? {});
}

/** True when the assets folder holds the screenshot. */
export function hasScreenshot(file: string): boolean {
  return screenshot(file) !== null;
}

export function isManualName(name: string): name is ManualName {
  return Object.prototype.hasOwnProperty.call(SOURCES, name);
}

/** The Japanese file name offered to the browser (with .pdf). */
export function manualFileName(name: ManualName): string {
  return `${t(SOURCES[name].fileNameKey)}.pdf`;
}

function cover(doc: A4Document, title: string, lead: string, updated: string): void {
  doc.paragraph(t('app.name'), { size: 11, after: 2 });
  doc.heading(title, 1);
  doc.paragraph(st('site.updated', { date: updated }), { size: 9, after: 10 });
  doc.paragraph(lead, { after: 12 });
}

async function printDocument(source: SiteDocument, screenshots: Readonly<Record<string, string>>): Promise<Uint8Array> {
  const doc = await A4Document.create({ title: source.title, author: st('site.support.name'), subject: t('app.name') });
  cover(doc, source.title, source.lead, source.updated);
  for (const section of source.sections) {
    doc.heading(section.heading, 2);
    for (const paragraph of section.paragraphs) doc.paragraph(paragraph);
    if (section.bullets.length > 0) doc.bullets(section.bullets);
    const file = screenshots[section.id];
    const png = file ? screenshot(file) : null;
    if (png) await doc.image(png, { maxHeight: 330, caption: section.caption });
  }
  return doc.finish({ footer: source.title });
}

async function printFaq(): Promise<Uint8Array> {
  const title = st('doc.faq.title');
  const doc = await A4Document.create({ title, author: st('site.support.name'), subject: t('app.name') });
  cover(doc, title, st('doc.faq.lead'), st('doc.faq.updated'));
  const entries = faqEntries();
  for (const topic of faqTopics()) {
    doc.heading(topic.label, 2);
    for (const entry of entries.filter((e) => e.topic === topic.id)) {
      doc.paragraph(`Q. ${entry.question}`, { bold: true, after: 2 });
      doc.paragraph(`A. ${entry.answer}`, { indent: 12, after: 10 });
    }
  }
  return doc.finish({ footer: title });
}

function build(name: ManualName): Promise<Uint8Array> {
  const source = SOURCES[name];
  return source.document ? printDocument(siteDocument(source.document), source.screenshots ?? {}) : printFaq();
}

/** Built on first request (a few hundred ms: font subsetting and images) and kept for the life of the process. */
const built = new Map<ManualName, Promise<Uint8Array>>();

export function renderManual(name: ManualName): Promise<Uint8Array> {
  let pdf = built.get(name);
  if (!pdf) {
    pdf = build(name);
    built.set(name, pdf);
    // A failed build is not kept: the next request tries again.
    pdf.catch(() => built.delete(name));
  }
  return pdf;
}

// The downloadable manuals (core/domain MANUALS), rendered on request as small PDF files.
import { MANUALS } from '../../core/domain/constants';
import { t, type MessageKey } from '../../core/i18n';
import { renderPdf } from './pdf';

export type ManualName = (typeof MANUALS)[keyof typeof MANUALS];

export const MANUAL_TYPE = 'pdf';

interface ManualText {
  /** Latin title inside the PDF (the built-in PDF fonts carry no Japanese glyphs). */
  title: string;
  topics: readonly string[];
  /** The Japanese file name offered to the browser. */
  fileNameKey: MessageKey;
}

const TEXTS: Readonly<Record<ManualName, ManualText>> = {
  'responsible-person-guide': {
    fileNameKey: 'server.manual.fileName.responsible-person-guide',
    title: 'Operation manual for responsible persons',
    topics: ['Company information and permitted mail domains', 'Departments, budgets and department clerks', 'Bulk CSV uploads', 'Invoices and FLEX/BASE contracts'],
  },
  'department-clerk-guide': {
    fileNameKey: 'server.manual.fileName.department-clerk-guide',
    title: 'Operation manual for department clerks',
    topics: ['Registering, approving and suspending members', 'Password reissue', 'Department budgets', 'Reservations and usage results'],
  },
  'user-guide': {
    fileNameKey: 'server.manual.fileName.user-guide',
    title: 'Operation manual for members',
    topics: ['Signing in for the first time', 'Reserving rooms and desks', 'Checking your usage'],
  },
  faq: {
    fileNameKey: 'server.manual.fileName.faq',
    title: 'Frequently asked questions',
    topics: ['I forgot my password', 'My account is locked', 'How do I switch the viewed corporation?'],
  },
};

export function isManualName(name: string): name is ManualName {
  return Object.prototype.hasOwnProperty.call(TEXTS, name);
}

/** The Japanese file name offered to the browser (with .pdf). */
export function manualFileName(name: ManualName): string {
  return `${t(TEXTS[name].fileNameKey)}.pdf`;
}

export function renderManual(name: ManualName): Uint8Array {
  const text = TEXTS[name];
  return renderPdf(text.title, [
    { text: 'tenant-workbench', size: 12 },
    { text: text.title, size: 22 },
    ...text.topics.map((topic, i) => ({ text: `${i + 1}. ${topic}`, size: 12 })),
  ]);
}

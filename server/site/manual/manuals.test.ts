// The manuals keep up with the product: a chapter for each menu the reader works with (the invoices, the payment
// settings and FLEX/BASE came after the first edition), a screenshot file for each figure, and no word of a screen
// part the product does not have.
import { describe, expect, it } from 'vitest';
import { t } from '../../../core/i18n';
import { MANUALS } from '../../../core/domain/constants';
import { siteDocument } from '../../../core/site/documents';
import { hasScreenshot, manualScreenshots, type ManualName } from './manuals';

const headings = (id: 'manual.responsible' | 'manual.clerk') => siteDocument(id).sections.map((section) => section.heading);
const allText = (id: 'manual.responsible' | 'manual.clerk') =>
  siteDocument(id).sections.flatMap((section) => [section.heading, ...section.paragraphs, ...section.bullets]).join('\n');

describe('the manuals', () => {
  it('give the responsible person a chapter on the invoices, the payment settings and FLEX/BASE', () => {
    const chapters = headings('manual.responsible');
    expect(chapters.some((heading) => heading.includes(t('charges.help.title')))).toBe(true);
    expect(chapters.some((heading) => heading.includes(t('payment.menuGroup')))).toBe(true);
    expect(chapters.some((heading) => heading.includes(t('flex.menuGroup')))).toBe(true);
  });

  it('give the department clerk a chapter on the invoices and FLEX/BASE, and none on the payment settings they cannot open', () => {
    const chapters = headings('manual.clerk');
    expect(chapters.some((heading) => heading.includes(t('charges.help.title')))).toBe(true);
    expect(chapters.some((heading) => heading.includes(t('flex.menuGroup')))).toBe(true);
    expect(chapters.some((heading) => heading.includes(t('payment.menuGroup')))).toBe(false);
  });

  it('number their chapters 1, 2, 3 … in order', () => {
    for (const id of ['manual.responsible', 'manual.clerk', 'manual.member'] as const) {
      const numbers = siteDocument(id).sections.map((section) => Number(/^(\d+)\./.exec(section.heading)?.[1]));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('say nothing of a company address or invoice destination on the company page, which shows neither', () => {
    const corp = siteDocument('manual.responsible').sections.find((section) => section.id === 'corp');
    expect(corp?.paragraphs.join('')).not.toMatch(/所在地、請求先/);
    // Where an unlock is described, it is the clerk detail page's, shown while the person is locked.
    expect(allText('manual.responsible')).toContain(t('auth.accountLock.locked'));
  });

  it('have every screenshot they print in the assets folder', () => {
    for (const name of Object.values(MANUALS) as ManualName[]) {
      for (const file of manualScreenshots(name)) expect(hasScreenshot(file), file).toBe(true);
    }
  });
});

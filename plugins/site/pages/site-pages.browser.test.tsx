// The site's own pages in real Chromium: every page renders its Japanese text, the inquiry form
// shows its field messages (the page's own and the server's) and asks the login id only for sign-in trouble, the
// FAQ narrows by words and topic, and the manuals page downloads through GET /manual/download.
import '../../../web/kit/kit.css';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { MANUALS } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { st } from '../../../core/site/texts';
import { siteDocument } from '../../../core/site/documents';
import { SITE_PATHS } from '../../../core/site/paths';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';

describe('the site pages in Chromium', () => {
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => cleanup());

  it.each([
    [SITE_PATHS.privacy, 'privacy', 'site.privacy.title'],
    [SITE_PATHS.cookie, 'cookie', 'site.cookie.title'],
    [SITE_PATHS.terms, 'terms', 'site.terms.title'],
  ] as const)('%s shows the whole document under its title, with the footer links', async (path, id, title) => {
    renderAppAt(signedInKernel({ roleType: 3 }), path);
    expect(await screen.findByRole('heading', { level: 1, name: t(title) })).toBeTruthy();
    const doc = siteDocument(id);
    // The page's chunk loads after the layout's title.
    await screen.findByRole('heading', { level: 2, name: doc.sections[0].heading });
    for (const section of doc.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    // The footer links to the other site pages.
    const footer = screen.getByRole('navigation', { name: t('site.footer.label') });
    expect(within(footer).getByRole('link', { name: t('site.contact.title') }).getAttribute('href')).toBe(SITE_PATHS.contact);
    await page.screenshot({ path: `../../../tests/screenshots/site-${id}.png` });
  });

  it('checks the inquiry on the page, asks the login id only for sign-in trouble, shows the server field messages and the reception number', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    renderAppAt(kernel, SITE_PATHS.contact);
    expect(await screen.findByText(st('site.support.phone'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: st('site.inquiry.submit') }));
    expect(screen.getByText(st('site.inquiry.error.category'))).toBeTruthy();
    expect(screen.getByText(st('site.inquiry.error.consent'))).toBeTruthy();
    expect(kernel.client.calls.some((call) => call.id === calls.site.inquiry.id)).toBe(false);
    // The first invalid field takes the focus.
    await waitFor(() => expect(document.activeElement?.id).toContain('category'));
    expect(screen.queryByLabelText(st('site.inquiry.loginId'))).toBeNull();
    await user.selectOptions(screen.getByLabelText(new RegExp(st('site.inquiry.category'))), 'login');
    expect(screen.getByLabelText(st('site.inquiry.loginId'))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(new RegExp(st('site.inquiry.category'))), 'billing');
    expect(screen.queryByLabelText(st('site.inquiry.loginId'))).toBeNull();
    await user.type(screen.getByLabelText(new RegExp(st('site.inquiry.companyName'))), '株式会社みらいワークス');
    await user.type(screen.getByLabelText(new RegExp(`^${st('site.inquiry.name')}`)), '山田 花子');
    await user.type(screen.getByLabelText(new RegExp(st('site.inquiry.mail'))), 'hanako@mirai.example.jp');
    await user.type(screen.getByLabelText(new RegExp(st('site.inquiry.body'))), '請求書の宛名を変更したいです。');
    await user.click(screen.getByRole('checkbox', { name: st('site.inquiry.consent') }));
    // The server refuses the mail (its own check): its message shows beside the field.
    const refusal = st('site.inquiry.error.mail');
    kernel.client.fail(calls.site.inquiry, new ApiError(t('error.badRequest'), ErrorCode.VALIDATION, { httpStatusCode: 400, message: t('error.badRequest'), code: ErrorCode.VALIDATION, fields: { mail: refusal } }));
    await user.click(screen.getByRole('button', { name: st('site.inquiry.submit') }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await page.screenshot({ path: '../../../tests/screenshots/site-contact-refused.png' });
    kernel.client.on(calls.site.inquiry, () => ({ inquiryNumber: 'Q20261124-00042' }));
    await user.click(screen.getByRole('button', { name: st('site.inquiry.submit') }));
    expect(await screen.findByText(st('site.inquiry.sent', { number: 'Q20261124-00042' }))).toBeTruthy();
    expect(kernel.client.calls.filter((call) => call.id === calls.site.inquiry.id).at(-1)?.request).toMatchObject({
      category: 'billing',
      companyName: '株式会社みらいワークス',
      consent: true,
    });
  });

  it('narrows the FAQ by words and by topic', async () => {
    const user = userEvent.setup();
    renderAppAt(signedInKernel({ roleType: 4 }), SITE_PATHS.faq);
    expect(await screen.findByRole('heading', { level: 1, name: t('site.faq.title') })).toBeTruthy();
    await screen.findByRole('searchbox', { name: st('site.faq.search') });
    const all = screen.getAllByRole('listitem').filter((item) => item.classList.contains('twb-faq__item')).length;
    expect(all).toBeGreaterThan(10);
    await user.type(screen.getByRole('searchbox', { name: st('site.faq.search') }), 'ロック');
    expect(screen.getByText(st('doc.faq.login.2.q'))).toBeTruthy();
    expect(screen.queryByText(st('doc.faq.usage.3.q'))).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: st('site.faq.search') }));
    await user.click(screen.getByRole('button', { name: st('doc.faq.topic.uploads') }));
    // The topic is kept in the address (?topic=uploads), so the page change runs its checks first.
    await waitFor(() => expect(screen.queryByText(st('doc.faq.login.1.q'))).toBeNull());
    expect(screen.getByText(st('doc.faq.uploads.1.q'))).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: st('site.faq.search') }), '存在しない言葉');
    expect(screen.getByText(st('site.faq.none'))).toBeTruthy();
    await page.screenshot({ path: '../../../tests/screenshots/site-faq.png' });
  });

  it('downloads a manual from the manuals page, and says so when it fails', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const user = userEvent.setup();
    kernel.client.onDownload(calls.auth.manualDownload, () => ({ fileName: 'm.pdf', contentType: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) }));
    renderAppAt(kernel, SITE_PATHS.manuals);
    const button = await screen.findByRole('button', { name: `${st('doc.manual.clerk.title')} ${st('site.manuals.download')}` });
    await page.screenshot({ path: '../../../tests/screenshots/site-manuals.png' });
    await user.click(button);
    await waitFor(() => expect(kernel.client.calls.find((call) => call.id === calls.auth.manualDownload.id)?.request).toEqual({ manualName: MANUALS.clerkInBilling, manualType: 'pdf' }));
    kernel.client.fail(calls.auth.manualDownload, new ApiError('x', ErrorCode.SYSTEM, { httpStatusCode: 500, message: 'x', code: ErrorCode.SYSTEM }));
    await user.click(screen.getByRole('button', { name: `${st('doc.faq.title')} ${st('site.manuals.download')}` }));
    expect(await screen.findByText(st('site.manuals.failed'))).toBeTruthy();
  });
});

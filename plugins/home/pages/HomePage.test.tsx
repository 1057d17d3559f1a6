// Home: news newest first with unread marks and the news dialog, help cards per role, the manual from the query.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { NEWS, renderAppAt, signedInKernel } from '../../../web/test-support/harness';

/** The page chunk loads after the shell's title shows, so the section is awaited. */
function newsSection(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: t('home.news.title') });
}

describe('HomePage', () => {
  it('lists the news newest first and marks the unread ones', async () => {
    renderAppAt(signedInKernel(), '/');
    await screen.findByRole('heading', { name: t('home.title') });
    const buttons = await within(await newsSection()).findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      `2026/11/20${t('news.unread')}${NEWS[1].name}`,
      `2026/11/17${NEWS[0].name}`,
    ]);
  });

  it('opens an item in the news dialog, which marks it read; mark unread restores it', async () => {
    const kernel = signedInKernel();
    kernel.client
      .on(calls.news.detail, ({ id }) => NEWS.find((n) => n.newsId === id) ?? NEWS[0])
      .on(calls.news.markRead, () => ({ result: 'OK' as const }))
      .on(calls.news.deleteRead, () => ({ result: 'OK' as const }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/');
    const news = kernel.container.get<NewsService>(NewsService);
    await user.click(await within(await newsSection()).findByRole('button', { name: new RegExp(NEWS[1].name) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(NEWS[1].name)).toBeTruthy();
    expect(news.unreadCount.value).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: t('news.markUnread') }));
    await waitFor(() => expect(news.unreadCount.value).toBe(1));
    expect(kernel.client.idsCalled()).toContain(calls.news.deleteRead.id);
  });

  it('shows the help cards of a responsible person, with the company info shortcut', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/');
    const help = await screen.findByRole('region', { name: t('home.help.title') });
    expect(within(help).getByText(t('home.help.clerkInCorp.title'))).toBeTruthy();
    expect(within(help).getByText(t('corp.help.clerkInCorp.title'))).toBeTruthy();
    expect(within(help).getByRole('link', { name: t('corp.menu') }).getAttribute('href')).toBe('/Corp/Detail');
    expect(within(help).queryByText(t('home.help.clerkInBilling.title'))).toBeNull();
  });

  it('shows the help cards of a department clerk', async () => {
    renderAppAt(signedInKernel({ roleType: 4 }), '/');
    const help = await screen.findByRole('region', { name: t('home.help.title') });
    expect(within(help).getByText(t('home.help.clerkInBilling.title'))).toBeTruthy();
    expect(within(help).getByText(t('corp.help.clerkInBilling.title'))).toBeTruthy();
    expect(within(help).queryByText(t('home.help.clerkInCorp.title'))).toBeNull();
  });

  it('downloads the manual named in the query and reports a failure', async () => {
    const kernel = signedInKernel();
    kernel.client.fail(calls.auth.manualDownload, new ApiError(t('error.notFoundApi'), ErrorCode.NOT_FOUND, { httpStatusCode: 404, message: t('error.notFoundApi'), code: ErrorCode.NOT_FOUND }));
    const { router } = renderAppAt(kernel, '/?manualName=faq&manualType=pdf');
    expect(await screen.findByText(t('manual.downloadFailedAdminSite'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === calls.auth.manualDownload.id)?.request).toEqual({ manualName: 'faq', manualType: 'pdf' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

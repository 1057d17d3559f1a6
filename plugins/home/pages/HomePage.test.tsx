// Home: news newest first with unread marks and the news dialog, help cards per role, the manual from the query.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { NEWS, renderAppAt, signedInKernel, VIEW_PERMISSION } from '../../../web/test-support/harness';
import { limitAmountCalls } from '../../../core/limit-amount/calls';
import { budgetKernel, budgetRow } from '../../limit-amount/test-support';

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

  it('greets a responsible person with the viewed corporation, never their own department', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/');
    const greeting = await screen.findByText(new RegExp(t('home.welcome', { name: '山田 太郎' })));
    expect(greeting.textContent).toContain(t('home.welcomeRole', { organization: '株式会社みらいワークス', role: t('shell.account.role.3') }));
    expect(greeting.textContent).not.toContain('総務部');
  });

  it('greets a department clerk with their department', async () => {
    renderAppAt(signedInKernel({ roleType: 4 }), '/');
    const greeting = await screen.findByText(new RegExp(t('home.welcome', { name: '山田 太郎' })));
    expect(greeting.textContent).toContain(t('home.welcomeRole', { organization: '総務部', role: t('shell.account.role.4') }));
  });

  it('downloads the manual named in the query and reports a failure', async () => {
    const kernel = signedInKernel();
    kernel.client.fail(calls.auth.manualDownload, new ApiError(t('error.notFoundApi'), ErrorCode.NOT_FOUND, { httpStatusCode: 404, message: t('error.notFoundApi'), code: ErrorCode.NOT_FOUND }));
    const { router } = renderAppAt(kernel, '/?manualName=faq&manualType=pdf');
    expect(await screen.findByText(t('manual.downloadFailedAdminSite'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === calls.auth.manualDownload.id)?.request).toEqual({ manualName: 'faq', manualType: 'pdf' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows this period's spend against the department budgets, with the same figures in a table", async () => {
    const kernel = budgetKernel({}, {
      rows: [
        budgetRow({ billingId: '6', billingName: 'Sales Two', displayOrder: 2, limitAmount: null, usageAmount: 12_345, usageRate: null }),
        budgetRow({ billingId: '5', billingName: 'Sales One', displayOrder: 1, limitAmount: 800_000, usageAmount: 213_440, usageRate: 26.7 }),
      ],
    });
    renderAppAt(kernel, '/');
    const card = await screen.findByRole('heading', { name: t('home.spend.title') });
    const region = card.closest('.twb-home-spend') as HTMLElement;
    expect(within(region).getByText(t('home.spend.period', { start: '2026/10/21', end: '2026/11/20' }))).toBeTruthy();
    expect(within(region).getByText(t('home.spend.total', { usage: '225,785' }))).toBeTruthy();
    // Only the department with a budget counts against the budgets: 213,440 / 800,000 = 26.68 % reads 26.7 %.
    expect(within(region).getByText(t('home.spend.totalOfLimited', { usage: '213,440', limit: '800,000', rate: '26.7' }))).toBeTruthy();
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sales One', '213,440円', '800,000円', '26.7%'],
      ['Sales Two', '12,345円', t('home.spend.noLimit'), ''],
    ]);
    expect(within(region).getByRole('link', { name: t('home.spend.more') }).getAttribute('href')).toBe('/LimitAmountBilling/Info');
  });

  it('shows no spend picture and asks nothing without the budget list display flag', async () => {
    const kernel = signedInKernel();
    kernel.client.on(calls.auth.viewPermission, () => ({ ...VIEW_PERMISSION, limitAmounDisplayFlg: false }));
    renderAppAt(kernel, '/');
    await newsSection();
    await within(await newsSection()).findAllByRole('button');
    expect(screen.queryByRole('heading', { name: t('home.spend.title') })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(limitAmountCalls.billingList.id);
  });
});

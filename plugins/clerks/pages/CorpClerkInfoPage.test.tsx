// Responsible persons list: every clerk loaded once, sorted by kana, searched by name on the client; the register
// link only for those who may register.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clerkCalls } from '../../../core/clerks/calls';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { clerkRow } from '../test-support';

const ROWS = [
  clerkRow({ userId: '7', loginId: 'admin03', userName: '中川\u3000恵子', attributes: { userNameKana: 'ナカガワ\u3000ケイコ' } }),
  clerkRow({ userId: '1', loginId: 'admin01', userName: '山田\u3000太郎', attributes: { userNameKana: 'ヤマダ\u3000タロウ' }, self: true }),
  clerkRow({ userId: '3', loginId: 'newadmin01', userName: '佐藤\u3000健一', attributes: { userNameKana: 'サトウ\u3000ケンイチ' } }),
];

/** The list's counter ("from - to / total"); the virtualised table draws no cells in jsdom. */
function counter(total: number): string {
  return total === 0 ? '0 / 0' : t('common.count', { from: 1, to: total, total });
}

describe('CorpClerkInfoPage', () => {
  it('lists responsible persons and filters by name, kana or login id on the client', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpList, () => ({ rows: ROWS }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Info');
    await screen.findByText(counter(3), {});
    await user.type(screen.getByRole('textbox', { name: t('clerks.list.search') }), 'ヤマダ');
    await user.click(screen.getByRole('button', { name: t('clerks.list.searchButton') }));
    expect(await screen.findByText(counter(1))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('clerks.list.clear') }));
    expect(await screen.findByText(counter(3))).toBeTruthy();
    // The list was loaded once: searching never calls the server.
    expect(kernel.client.calls.filter((c) => c.id === clerkCalls.corpList.id)).toHaveLength(1);
    expect(screen.getByRole('link', { name: t('clerks.list.register') }).getAttribute('href')).toBe('/Corp/ClerkOfCorp/Register');
  });

  it('shows the no-match text when nothing matches', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpList, () => ({ rows: ROWS }));
    const user = userEvent.setup();
    const view = renderAppAt(kernel, '/Corp/ClerkOfCorp/Info?userName=zzz');
    await screen.findByRole('textbox', { name: t('clerks.list.search') });
    expect(within(view.container).getByText('0 / 0')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('clerks.list.clear') }));
    expect(await screen.findByText(counter(3))).toBeTruthy();
  });

  it('sends a department clerk home with the permission message', async () => {
    const kernel = signedInKernel({ roleType: 4 });
    const view = renderAppAt(kernel, '/Corp/ClerkOfCorp/Info');
    await screen.findByText(t('error.permission'), {});
    expect(view.router.state.location.pathname).toBe('/');
    expect(kernel.client.calls.some((c) => c.id === clerkCalls.corpList.id)).toBe(false);
  });
});

// Lists in a 1024 x 768 window (the spec's minimum) in real Chromium: the page never scrolls sideways, tables take
// the height left in the window, the identifying column stays in view while the table scrolls sideways, every
// upload history column fits, and the column chooser hides a column and remembers it. Screenshots go to
// tests/screenshots/ (ignored by git) for a look.
import '../app/shell.css';
import './kit.css';
import './lists.css';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clerkCalls } from '../../core/clerks/calls';
import { uploadCalls } from '../../core/uploads/calls';
import { ApprovalDivision } from '../../core/users/domain';
import { t } from '../../core/i18n';
import { renderAppAt, signedInKernel } from '../test-support/harness';
import { cutHeaders } from '../test-support/table-headers';
import { memberRow, usersKernel } from '../../plugins/users/test-support';
import { clerkRow } from '../../plugins/clerks/test-support';
import { billingKernel, departmentRow } from '../../plugins/billing/test-support';
import { historyRow, uploadsKernel } from '../../plugins/uploads/test-support';

const MEMBERS = Array.from({ length: 40 }, (_, i) => memberRow({
  userId: String(100 + i),
  loginId: `m1000${String(i).padStart(2, '0')}`,
  userName: `会員${i + 1}番`,
  userNameKana: `カイイン\u3000${i + 1}`,
  organizationName: '経営企画部 第一グループ',
  mailAddress: `member${i}.long.address@mirai-works.co.jp`,
}));

const CLERKS = Array.from({ length: 12 }, (_, i) => clerkRow({
  userId: String(i + 1),
  loginId: `admin${String(i + 1).padStart(2, '0')}`,
  userName: `担当\u3000${i + 1}郎`,
  attributes: { userNameKana: `タントウ\u3000${i + 1}` },
}));

const HISTORY = [
  historyRow({ transferHistoryId: '42', status: 'queued', statusLabel: 'キュー待ち', kind: 'department-names', kindTitle: '部署名一括変更', fileName: 'department-names-2026-12.csv', cancellable: true, completionAvailable: false }),
  historyRow({ transferHistoryId: '41', fileName: 'members-with-a-rather-long-file-name.csv', completionAvailable: true, errorCount: 2 }),
  historyRow({ transferHistoryId: '40', status: 'failed', statusLabel: 'エラー', errorCount: 3, appliedCount: 0, message: '3行にエラーがあったため反映しませんでした' }),
];

/** Whether the page (not a table box inside it) can scroll sideways. */
function pageScrollsSideways(): boolean {
  const root = document.scrollingElement as HTMLElement;
  return root.scrollWidth > root.clientWidth;
}

async function tableBox(label: string): Promise<HTMLElement> {
  // The first visit of a page waits for Vite to transform its lazy chunk.
  const list = await screen.findByLabelText(label, { selector: '.twb-data-list' }, { timeout: 20_000 });
  const box = await within(list).findByRole('table');
  return box.closest('.twb-list-table') as HTMLElement;
}

describe('lists at 1024 px', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await page.viewport(1024, 768);
    window.localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
  });

  it('member list: no sideways page scroll, the name column stays while the table scrolls sideways', async () => {
    renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    const box = await tableBox(t('users.list.label'));
    await screen.findByText('会員40番');
    expect(pageScrollsSideways()).toBe(false);
    // The table is wider than its box (14 columns): the box scrolls, the page does not.
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // Every header reads whole, sort icon included: a column is never narrower than its header.
    expect(cutHeaders(box)).toEqual([]);
    // It takes the height left in the window instead of a fixed box.
    // (the search form above is tall: the box ends just above the window's bottom, room left for the pager).
    expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(window.innerHeight - box.getBoundingClientRect().bottom).toBeLessThanOrEqual(70);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-members.png' });

    const name = screen.getByText('会員1番').closest('td') as HTMLElement;
    const mail = screen.getByText('member0.long.address@mirai-works.co.jp').closest('td') as HTMLElement;
    const mailLeft = mail.getBoundingClientRect().left;
    box.scrollLeft = box.scrollWidth;
    await expect.poll(() => mail.getBoundingClientRect().left).toBeLessThan(mailLeft - 100);
    // The identifying column stays at the box's left edge, drawn over the rest (the checkbox column scrolls under
    // it: one sticky cell a row keeps scrolling cheap).
    const boxRect = box.getBoundingClientRect();
    expect(Math.abs(name.getBoundingClientRect().left - (boxRect.left + box.clientLeft))).toBeLessThanOrEqual(1);
    expect(name.getBoundingClientRect().right).toBeLessThan(boxRect.right);
    expect(document.elementFromPoint(name.getBoundingClientRect().left + 20, name.getBoundingClientRect().top + 10)?.closest('td')).toBe(name);
    expect(pageScrollsSideways()).toBe(false);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-members-scrolled.png' });
  });

  it('member list: a cell clips (with an ellipsis) only where its text may not fit, and no text spills over', async () => {
    // Every flag on in every other row: the status tags are drawn unclipped and must fit their columns.
    const flagged = MEMBERS.map((row, i) => (i % 2 === 0 ? row : {
      ...row, approvalDivision: ApprovalDivision.UNAPPROVED, passwordResetFlg: true, serviceUsage: true, deleteFlg: true, reservationStopFlg: true, flexContractFlg: true,
    }));
    renderAppAt(usersKernel({ roleType: 3 }, { rows: flagged }), '/User/Info');
    const box = await tableBox(t('users.list.label'));
    await screen.findByText('会員40番');
    expect(box.querySelectorAll('tbody .bp6-tag').length).toBeGreaterThanOrEqual(20 * 6);
    const cells = [...box.querySelectorAll<HTMLTableCellElement>('tbody td')];
    const clipped = cells.filter((cell) => cell.classList.contains('twb-cell--clip'));
    // Judged to fit, in the real fonts: every unclipped cell's content is within the cell.
    for (const cell of cells.filter((c) => !clipped.includes(c))) expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth);
    // The long mail addresses clip, with an ellipsis and the whole address as the cell's title.
    const mail = screen.getByText('member0.long.address@mirai-works.co.jp').closest('td') as HTMLTableCellElement;
    expect(clipped).toContain(mail);
    expect(getComputedStyle(mail).textOverflow).toBe('ellipsis');
    expect(mail.title).toBe('member0.long.address@mirai-works.co.jp');
    // Short texts (names, login IDs) and the status tags do not: clips are few, each is work on every frame of a scroll.
    expect(clipped.length).toBeLessThan(cells.length / 3);
    const name = screen.getByText('会員1番').closest('td') as HTMLTableCellElement;
    expect(clipped).not.toContain(name);
    expect(name.title).toBe('会員1番');
  });

  it('clerk list: every clerk in a box as tall as the window allows, no sideways page scroll', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.on(clerkCalls.corpList, () => ({ rows: CLERKS }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Info');
    const box = await tableBox(t('clerks.corp.info.title'));
    await screen.findByText(/12郎/);
    expect(pageScrollsSideways()).toBe(false);
    expect(cutHeaders(box)).toEqual([]);
    // Twelve rows of 28 px and the header fit in the height left: nothing hidden behind a 100 px box.
    expect(box.clientHeight).toBeGreaterThan(12 * 28);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
    expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-clerks.png' });
  });

  it('department list: no sideways page scroll, the name stays while the table scrolls sideways', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => departmentRow({ billingId: String(i + 1), billingName: `部署${i + 1}`, displayOrder: i + 1 }));
    renderAppAt(billingKernel({ roleType: 3 }, { rows }), '/Billing/Info');
    const box = await tableBox(t('billing.list.label'));
    await screen.findByText('部署20');
    expect(pageScrollsSideways()).toBe(false);
    expect(cutHeaders(box)).toEqual([]);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-departments.png' });
    // The department name (after the display order) is the identifying column: it stays at the left edge while the
    // rest, the display order included, scrolls under it.
    const name = screen.getByText('部署1').closest('td') as HTMLElement;
    const order = name.previousElementSibling as HTMLElement;
    const orderLeft = order.getBoundingClientRect().left;
    box.scrollLeft = box.scrollWidth;
    await expect.poll(() => box.scrollLeft).toBeGreaterThan(0);
    const left = box.getBoundingClientRect().left + box.clientLeft;
    expect(Math.abs(name.getBoundingClientRect().left - left)).toBeLessThanOrEqual(1);
    expect(order.getBoundingClientRect().left).toBeLessThan(orderLeft);
    expect(document.elementFromPoint(left + 10, name.getBoundingClientRect().top + 10)?.closest('td')).toBe(name);
  });

  it('upload history: all nine columns, 結果 and 操作 included, fit in the window', async () => {
    const { kernel } = uploadsKernel({ roleType: 3 });
    kernel.client.on(uploadCalls.history, () => ({ totalCount: HISTORY.length, offset: 0, limit: 500, rows: HISTORY }));
    renderAppAt(kernel, '/CsvUploadHistory');
    const table = await screen.findByRole('table', { name: t('uploadPages.history.label') }, { timeout: 20_000 });
    expect(pageScrollsSideways()).toBe(false);
    const scroller = table.parentElement as HTMLElement;
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    expect(cutHeaders(table)).toEqual([]);
    for (const header of [t('uploadPages.history.column.result'), t('uploadPages.history.column.actions')]) {
      const cell = within(table).getByRole('columnheader', { name: header });
      expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    }
    expect(within(table).getByRole('button', { name: t('uploadPages.history.cancelLabel', { id: '42' }) }).getBoundingClientRect().right)
      .toBeLessThanOrEqual(document.documentElement.clientWidth);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-upload-history.png' });
  });

  it('column chooser: hides a column, remembers it for the next visit, and shows all again', async () => {
    const user = userEvent.setup();
    const first = renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    let box = await tableBox(t('users.list.label'));
    const kana = t('users.column.userNameKana');
    expect(within(box).getByRole('columnheader', { name: kana })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    const chooser = await screen.findByRole('group', { name: t('list.columns.label') });
    // The identifying column cannot be hidden.
    expect((within(chooser).getByRole('checkbox', { name: t('users.column.userName') }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(chooser).getByRole('checkbox', { name: kana }));
    await expect.poll(() => within(box).queryByRole('columnheader', { name: kana })).toBeNull();
    expect(screen.queryByText('カイイン\u30001')).toBeNull();
    first.unmount();

    // A new visit (a new page load) shows the list without the hidden column.
    renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    box = await tableBox(t('users.list.label'));
    await screen.findByText('会員1番');
    expect(within(box).queryByRole('columnheader', { name: kana })).toBeNull();
    expect(within(box).getByRole('columnheader', { name: t('users.column.loginId') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    await user.click(await screen.findByRole('button', { name: t('list.columns.reset') }));
    await expect.poll(() => within(box).queryByRole('columnheader', { name: kana })).not.toBeNull();
  });
});

// Lists in a 1024 x 768 window (the spec's minimum) in real Chromium: the page never scrolls sideways, tables take
// the height left in the window, the columns fit the window with the statuses and actions in view (lower-priority
// columns give way, web/kit column-fit.ts), the identifying column stays and the action column is pinned when even
// the kept columns are wider than the box, every upload history column fits, and the column chooser hides a column,
// remembers it and tells what gave way. Screenshots go to tests/screenshots/ (ignored by git) for a look.
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
import { render } from '@testing-library/react';
import { DataList, type DataColumn } from './DataList';
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

/** Whether `cell` is drawn within the box's visible part (sideways): nothing to scroll to see it. */
function inBoxView(cell: Element, box: HTMLElement): boolean {
  const rect = cell.getBoundingClientRect();
  const boxRect = box.getBoundingClientRect();
  return rect.left >= boxRect.left - 1 && rect.right <= boxRect.left + box.clientLeft + box.clientWidth + 1;
}

const MEMBER_STATUS_HEADERS = ['approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleteFlg'] as const;

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

  it('member list: no sideways scroll of the page or the table, the four statuses in view, the rest in the chooser', async () => {
    const user = userEvent.setup();
    renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    const box = await tableBox(t('users.list.label'));
    await screen.findByText('会員40番');
    expect(pageScrollsSideways()).toBe(false);
    // 14 columns do not fit 1024 px: the low-priority ones gave way, so the table itself does not scroll sideways.
    await expect.poll(() => box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    for (const id of MEMBER_STATUS_HEADERS) {
      const header = within(box).getByRole('columnheader', { name: t(`users.column.${id}`) });
      expect(inBoxView(header, box), id).toBe(true);
    }
    expect(within(box).queryByRole('columnheader', { name: t('users.column.mailAddress') })).toBeNull();
    // Every header reads whole, sort icon included: a column is never narrower than its header.
    expect(cutHeaders(box)).toEqual([]);
    // It takes the height left in the window instead of a fixed box.
    // (the search form above is tall: the box ends just above the window's bottom, room left for the pager).
    expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(window.innerHeight - box.getBoundingClientRect().bottom).toBeLessThanOrEqual(70);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-members.png' });

    // The list says columns were left out, and the chooser names them.
    expect(screen.getByText(/^幅に収まらない\d+列を省略中$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    const chooser = await screen.findByRole('group', { name: t('list.columns.label') });
    const mail = within(chooser).getByRole('checkbox', { name: `${t('users.column.mailAddress')}${t('list.columns.squeezedMark')}` }) as HTMLInputElement;
    expect(mail.checked).toBe(true);
    expect(within(chooser).getByText(t('list.columns.squeezedNote'))).toBeTruthy();
  });

  it('member list: hiding columns makes room for one that gave way (the person picks)', async () => {
    const user = userEvent.setup();
    renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    const box = await tableBox(t('users.list.label'));
    await screen.findByText('会員1番');
    const code = t('users.column.userCode');
    expect(within(box).queryByRole('columnheader', { name: code })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    const chooser = await screen.findByRole('group', { name: t('list.columns.label') });
    // Hidden by the person: the department, the login ID, the two last flags (shown or given way, all ticked).
    const labels = [t('users.column.department'), t('users.column.loginId'), t('users.column.reservationStopFlg'), t('users.column.flexContractFlg')];
    for (const label of labels) {
      const option = within(chooser).getAllByRole('checkbox').find((c) => (c.closest('label')?.textContent ?? '').startsWith(label));
      await user.click(option as HTMLElement);
    }
    await expect.poll(() => within(box).queryByRole('columnheader', { name: code })).not.toBeNull();
    expect(inBoxView(within(box).getByRole('columnheader', { name: code }), box)).toBe(true);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  });

  it('a list whose kept columns are wider than the box: the name stays at the left, the action at the right', async () => {
    interface Row { name: string; a: string; b: string }
    const columns: DataColumn<Row>[] = [
      { id: 'name', label: '名前', width: 160, render: (r) => r.name },
      { id: 'a', label: '状態A', width: 320, priority: 'key', render: (r) => r.a },
      { id: 'b', label: '状態B', width: 320, priority: 'key', render: (r) => r.b },
      { id: 'act', label: '操作', width: 90, action: true, render: (r) => <button type="button">{`取消 ${r.name}`}</button> },
    ];
    const rows = Array.from({ length: 5 }, (_, i) => ({ name: `行${i + 1}`, a: 'A', b: 'B' }));
    render(<div style={{ width: 600 }}><DataList ariaLabel="広い一覧" rows={rows} columns={columns} /></div>);
    const box = await tableBox('広い一覧');
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const action = screen.getByRole('button', { name: '取消 行1' });
    const name = screen.getByText('行1').closest('td') as HTMLElement;
    // Before and after scrolling sideways, the action is in view at the right edge and the name at the left.
    expect(inBoxView(action, box)).toBe(true);
    box.scrollLeft = box.scrollWidth;
    await expect.poll(() => box.scrollLeft).toBeGreaterThan(0);
    expect(inBoxView(action, box)).toBe(true);
    expect(inBoxView(name, box)).toBe(true);
    const left = box.getBoundingClientRect().left + box.clientLeft;
    expect(Math.abs(name.getBoundingClientRect().left - left)).toBeLessThanOrEqual(1);
    expect(document.elementFromPoint(action.getBoundingClientRect().left + 5, action.getBoundingClientRect().top + 5)?.closest('button')).toBe(action);
  });

  it('member list: a cell clips (with an ellipsis) only where its text may not fit, and no text spills over', async () => {
    // Every flag on in every other row: the status tags are drawn unclipped and must fit their columns.
    const flagged = MEMBERS.map((row, i) => (i % 2 === 0 ? row : {
      ...row, approvalDivision: ApprovalDivision.UNAPPROVED, passwordResetFlg: true, serviceUsage: true, deleteFlg: true, reservationStopFlg: true, flexContractFlg: true,
    }));
    // A wide window and fewer columns, so that the mail address and all six flags are drawn.
    await page.viewport(1440, 900);
    window.localStorage.setItem('twb.columns.members', JSON.stringify(['userNameKana', 'chargeDisplayOrder', 'userCode', 'loginId', 'createdAt', 'lastUpdated']));
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

  it('department list: no sideways page scroll, the name and the state (停止) in view without scrolling the table', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => departmentRow({ billingId: String(i + 1), billingName: `部署${i + 1}`, displayOrder: i + 1 }));
    renderAppAt(billingKernel({ roleType: 3 }, { rows }), '/Billing/Info');
    const box = await tableBox(t('billing.list.label'));
    await screen.findByText('部署20');
    expect(pageScrollsSideways()).toBe(false);
    expect(cutHeaders(box)).toEqual([]);
    await expect.poll(() => box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(inBoxView(within(box).getByRole('columnheader', { name: t('billing.column.disableFlg') }), box)).toBe(true);
    expect(inBoxView(screen.getByText('部署1'), box)).toBe(true);
    await page.screenshot({ path: '../../tests/screenshots/width-1024-departments.png' });
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
    // Wide enough for the chosen column to be shown at all.
    await page.viewport(1440, 900);
    const first = renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    let box = await tableBox(t('users.list.label'));
    const department = t('users.column.department');
    expect(within(box).getByRole('columnheader', { name: department })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    const chooser = await screen.findByRole('group', { name: t('list.columns.label') });
    // The identifying column cannot be hidden.
    expect((within(chooser).getByRole('checkbox', { name: t('users.column.userName') }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(chooser).getByRole('checkbox', { name: department }));
    await expect.poll(() => within(box).queryByRole('columnheader', { name: department })).toBeNull();
    expect(within(box).queryByText('経営企画部 第一グループ')).toBeNull();
    first.unmount();

    // A new visit (a new page load) shows the list without the hidden column.
    renderAppAt(usersKernel({ roleType: 3 }, { rows: MEMBERS }), '/User/Info');
    box = await tableBox(t('users.list.label'));
    await screen.findByText('会員1番');
    expect(within(box).queryByRole('columnheader', { name: department })).toBeNull();
    expect(within(box).getByRole('columnheader', { name: t('users.column.approvalDivision') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t('list.columns.button') }));
    await user.click(await screen.findByRole('button', { name: t('list.columns.reset') }));
    await expect.poll(() => within(box).queryByRole('columnheader', { name: department })).not.toBeNull();
  });
});

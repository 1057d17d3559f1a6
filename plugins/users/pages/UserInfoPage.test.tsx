// The member list: filters from and to the URL, sort and page, "0 / 0" and the no-match text, a failed load told as
// such (with 再読み込み), bulk delete,
// the CSV export through the asynchronous pair, and the whole-list CSV answered at once.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCalls, type MemberListCsvCheckResponse } from '../../../core/users/calls';
import type { FileResponse } from '../../../core/api/client-types';
import { ApiError } from '../../../core/api/error';
import { LIST_NO_DATA_TEXT } from '../../../core/domain/constants';
import type { MemberSearchQuery } from '../../../core/users/domain';
import { t } from '../../../core/i18n';
import { lastContactMessage } from '../../../core/flex/contact-rule';
import { renderAppAt } from '../../../web/test-support/harness';
import { memberRow, searchAnswer, usersKernel } from '../test-support';

function searches(kernel: ReturnType<typeof usersKernel>): MemberSearchQuery[] {
  return kernel.client.calls.filter((c) => c.id === memberCalls.search.id).map((c) => c.request as MemberSearchQuery);
}

describe('UserInfoPage', () => {
  it('loads the default list: chargeDisplayOrder ascending, 500 a page, deleted members left out', async () => {
    const kernel = usersKernel({}, { rows: [memberRow()] });
    renderAppAt(kernel, '/User/Info');
    // The first page chunk of the run loads slowly in jsdom.
    expect(await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }))).toBeTruthy();
    expect(searches(kernel)[0]).toEqual({ offset: 0, limit: 500, sort: 'chargeDisplayOrder', sortOrder: 'asc' });
    expect(screen.getByText(t('users.filter.default'))).toBeTruthy();
    const csv = screen.getByRole('group', { name: t('users.list.exportGroup') });
    expect(within(csv).getByRole('button', { name: t('users.list.exportFiltered') })).toBeTruthy();
    expect(within(csv).getByRole('button', { name: t('users.list.exportWholeList') })).toBeTruthy();
  });

  it('reads every filter, the sort and the page from the URL', async () => {
    const kernel = usersKernel({}, { rows: [memberRow()] });
    renderAppAt(kernel, '/User/Info?userName=yama&sOrganizationId=10,11&approvalDivision=1&passwordResetFlg=true&serviceUsage=false&deleted=include&flexContractFlg=true&sort=userNameKana&sortOrder=desc&currentPage=3');
    await waitFor(() => expect(searches(kernel)).toHaveLength(1));
    expect(searches(kernel)[0]).toEqual({
      userName: 'yama', sOrganizationId: '10,11', approvalDivision: '1', passwordResetFlg: 'true', serviceUsage: 'false',
      includDeletedFlg: 'true', flexContractFlg: 'true', offset: 1000, limit: 500, sort: 'userNameKana', sortOrder: 'desc',
    });
    expect(await screen.findByText(t('users.filter.active'))).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: t('users.filter.userName') }) as HTMLInputElement).value).toBe('yama');
    expect(screen.getByRole('button', { name: `${t('users.filter.departments')}: ${t('list.multiSelect.summary', { first: 'Sales One', more: 1 })}` })).toBeTruthy();
  });

  it('writes the search to the URL, starting at page 1, and clears back to the default filter', async () => {
    const kernel = usersKernel({}, { rows: [memberRow()] });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/User/Info?currentPage=2');
    const name = await screen.findByRole('searchbox', { name: t('users.filter.userName') });
    await user.type(name, 'hanako');
    await user.selectOptions(screen.getByLabelText(t('users.filter.deleted')), 'only');
    await user.click(screen.getByRole('button', { name: t('users.filter.search') }));
    await waitFor(() => expect(router.state.location.search).toBe('?userName=hanako&deleted=only'));
    await waitFor(() => expect(searches(kernel).at(-1)).toMatchObject({ userName: 'hanako', deleteFlg: 'true', offset: 0 }));
    expect(screen.getByRole('button', { name: t('users.list.exportFiltered') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('users.filter.clear') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((screen.getByRole('searchbox', { name: t('users.filter.userName') }) as HTMLInputElement).value).toBe(''));
  });

  it('sorts by a column header and pages through the server', async () => {
    const kernel = usersKernel();
    kernel.client.on(memberCalls.search, () => searchAnswer([memberRow()], 1200));
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/User/Info');
    await user.click((await screen.findAllByRole('button', { name: t('users.column.userNameKana') }))[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=userNameKana'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: t('users.column.userNameKana') }).getAttribute('aria-sort')).toBe('ascending'));
    await user.click(screen.getAllByRole('button', { name: t('users.column.userNameKana') })[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=userNameKana&sortOrder=desc'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: t('users.column.userNameKana') }).getAttribute('aria-sort')).toBe('descending'));
    const pager = await screen.findByRole('navigation', { name: t('list.pager') });
    await user.click(within(pager).getByRole('button', { name: t('list.lastPage') }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=userNameKana&sortOrder=desc&currentPage=3'));
    await waitFor(() => expect(searches(kernel).at(-1)).toMatchObject({ offset: 1000, sort: 'userNameKana', sortOrder: 'desc' }));
  });

  it('shows 0 / 0 and that nothing matches', async () => {
    renderAppAt(usersKernel({}, { rows: [] }), '/User/Info?userName=nobody');
    expect(await screen.findByText(t('search.noMatch'))).toBeTruthy();
    expect(screen.getByText(LIST_NO_DATA_TEXT)).toBeTruthy();
  });

  it('says the list could not be loaded when the search answers 500, not that nothing matches, and loads it again on 再読み込み', async () => {
    const kernel = usersKernel({}, { rows: [] });
    const outage = new ApiError(t('error.system'), 'SYSTEM_ERROR', { httpStatusCode: 500, message: t('error.system'), code: 'SYSTEM_ERROR' });
    kernel.client.fail(memberCalls.search, outage);
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info');
    expect(await screen.findByText(t('list.loadFailed'))).toBeTruthy();
    expect(screen.getByText(t('error.system'))).toBeTruthy();
    expect(screen.queryByText(t('search.noMatch'))).toBeNull();
    expect(screen.queryByText(LIST_NO_DATA_TEXT)).toBeNull();

    kernel.client.on(memberCalls.search, () => searchAnswer([memberRow()]));
    await user.click(screen.getByRole('button', { name: t('common.reload') }));
    expect(await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }))).toBeTruthy();
    expect(screen.queryByText(t('list.loadFailed'))).toBeNull();
  });

  it('keeps the rows shown, marked as not current, when the next page fails to load', async () => {
    const kernel = usersKernel({}, { rows: [memberRow()] });
    const { router } = renderAppAt(kernel, '/User/Info');
    expect(await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }))).toBeTruthy();
    kernel.client.fail(memberCalls.search, new ApiError(t('error.network'), 'ECONNABORTED'));
    await act(() => router.navigate('/User/Info?sort=userNameKana'));
    expect(await screen.findByText(t('list.loadFailedStale'))).toBeTruthy();
    expect(screen.getByText(t('common.count', { from: '1', to: '1', total: '1' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.reload') })).toBeTruthy();
  });

  it('deletes the selected members after the confirm call, with their lastUpdated', async () => {
    const rows = [memberRow({ userId: '1', userName: 'Aoki' }), memberRow({ userId: '2', userName: 'Baba' }), memberRow({ userId: '3', userName: 'Chiba', deleteFlg: true })];
    const kernel = usersKernel({}, { rows });
    kernel.client
      .on(memberCalls.bulkDeleteConfirm, ({ userIds }) => ({
        members: (userIds as string[]).map((id) => ({
          operation: 'delete' as const, userId: id, userName: `member ${id}`, organizationName: 'Sales One', lastUpdated: `L${id}`,
          cancelReservationCount: 1, cancelReservations: [], releaseFlexRegistrations: [], mailTo: null, message: '',
        })),
        cancelReservationCount: 2, releaseFlexCount: 0, message: 'Delete 2 members?',
      }))
      .on(memberCalls.delete, () => ({ result: 'OK' as const, deletedUserIds: ['1', '2'], cancelledReservationCount: 2, releasedFlexCount: 0, message: 'Deleted 2 members' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info');
    await user.click((await screen.findAllByRole('checkbox', { name: t('list.selectPage') }))[0]);
    const button = screen.getByRole('button', { name: t('users.list.bulkDelete', { count: 2 }) });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Delete 2 members?')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.bulkDeleteConfirm.id)?.request).toEqual({ userIds: ['1', '2'] });
    await user.click(within(dialog).getByRole('button', { name: t('users.bulk.execute') }));
    expect(await screen.findByText('Deleted 2 members')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.delete.id)?.request).toEqual({ id: '1,2', lastUpdated: 'L1,L2' });
    expect(screen.getByRole('button', { name: t('users.list.bulkDelete', { count: 0 }) })).toBeTruthy();
  });

  it('shows why members who are all of a contract\'s FLEX/BASE contact persons cannot be deleted together, and deletes nothing', async () => {
    const kernel = usersKernel({}, { rows: [memberRow({ userId: '1', userName: 'Aoki' }), memberRow({ userId: '2', userName: 'Baba' })] });
    const refusal = lastContactMessage({ contracts: '「FLEX契約（東京駅前）」', names: 'Aokiさん、Babaさん' });
    kernel.client.fail(memberCalls.bulkDeleteConfirm, new ApiError(refusal, 'VALIDATION_ERROR', { httpStatusCode: 400, message: refusal, code: 'VALIDATION_ERROR', fields: { userIds: refusal } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info');
    await user.click((await screen.findAllByRole('checkbox', { name: t('list.selectPage') }))[0]);
    await user.click(screen.getByRole('button', { name: t('users.list.bulkDelete', { count: 2 }) }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText(refusal)).textContent).toContain('FLEX契約（東京駅前）');
    expect(within(dialog).queryByRole('button', { name: t('users.bulk.execute') })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(memberCalls.delete.id);
  });

  it('tells a stale bulk delete to reload, and deletes nothing', async () => {
    const kernel = usersKernel({}, { rows: [memberRow({ userId: '1' })] });
    kernel.client
      .on(memberCalls.bulkDeleteConfirm, () => ({ members: [{ operation: 'delete' as const, userId: '1', userName: 'a', organizationName: 'b', lastUpdated: 'L1', cancelReservationCount: 0, cancelReservations: [], releaseFlexRegistrations: [], mailTo: null, message: '' }], cancelReservationCount: 0, releaseFlexCount: 0, message: 'ok?' }))
      .fail(memberCalls.delete, new ApiError('stale', 'CONFLICT', { httpStatusCode: 409, message: 'stale', code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info');
    await user.click((await screen.findAllByRole('checkbox', { name: t('list.selectRow', { name: 'Yamada Hanako' }) }))[0]);
    await user.click(screen.getByRole('button', { name: t('users.list.bulkDelete', { count: 1 }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: t('users.bulk.execute') }));
    expect(await within(dialog).findByText(t('users.op.conflict'))).toBeTruthy();
    // Nothing can be run again on the stale selection: only reload (or cancel) is offered.
    expect(within(dialog).queryByRole('button', { name: t('users.bulk.execute') })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('common.reload') }));
    await waitFor(() => expect(searches(kernel)).toHaveLength(2));
  });

  it('exports the filtered list as CSV: start, check at once and then every 5000 ms, download', async () => {
    const kernel = usersKernel({}, { rows: [memberRow()] });
    let checks = 0;
    kernel.client
      .on(memberCalls.exportCsv, () => ({ downloadFileId: 'D1', status: 'processing' as const }))
      .on(memberCalls.downloadFileValid, () => {
        checks += 1;
        return checks < 3
          ? { downloadFileId: 'D1', valid: false, status: 'processing' as const, fileName: null, rowCount: null, message: null }
          : { downloadFileId: 'D1', valid: true, status: 'ready' as const, fileName: 'members.csv', rowCount: 1, message: null };
      })
      .onDownload(memberCalls.downloadFile, () => ({ fileName: 'members.csv', contentType: 'text/csv', data: new Uint8Array([0xef, 0xbb, 0xbf]) }));
    URL.createObjectURL = () => 'blob:members';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info?approvalDivision=1');
    await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: t('users.list.encoding') }), 'cp932');
    await user.click(screen.getByRole('button', { name: t('users.list.exportFiltered') }));
    expect(await screen.findByText(t('list.export.preparing', { seconds: 0 }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === memberCalls.exportCsv.id)?.request).toEqual({
      approvalDivision: '1', sort: 'chargeDisplayOrder', sortOrder: 'asc', encoding: 'cp932',
    });
    // The first check went at once, without waiting an interval.
    expect(checks).toBe(1);
    await act(async () => kernel.clock.advance(5000));
    expect(await screen.findByText(t('list.export.preparing', { seconds: 5 }))).toBeTruthy();
    await act(async () => kernel.clock.advance(5000));
    expect(await screen.findByText(t('list.export.done', { fileName: 'members.csv' }))).toBeTruthy();
    expect(kernel.client.calls.filter((c) => c.id === memberCalls.downloadFileValid.id).map((c) => c.request)).toEqual([{ downloadFileId: 'D1' }, { downloadFileId: 'D1' }, { downloadFileId: 'D1' }]);
  });

  describe('whole-list CSV', () => {
    const downloadable: MemberListCsvCheckResponse = { rowCount: 3, deletedCount: 1, downloadable: true, reason: null, message: null };
    let saved: string[] = [];

    function mockDownloads() {
      saved = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob.type);
        return 'blob:members';
      });
      URL.revokeObjectURL = () => undefined;
    }
    afterEach(() => vi.restoreAllMocks());

    const requests = (kernel: ReturnType<typeof usersKernel>, id: string) => kernel.client.calls.filter((c) => c.id === id).map((c) => c.request);

    it('checks, then downloads every member in the chosen encoding, busy until the file is there', async () => {
      mockDownloads();
      const kernel = usersKernel({}, { rows: [memberRow()] });
      let deliver: (file: FileResponse) => void = () => undefined;
      kernel.client
        .on(memberCalls.memberListCsvCheck, () => downloadable)
        .onDownload(memberCalls.memberListCsv, () => new Promise<FileResponse>((resolve) => { deliver = resolve; }));
      const user = userEvent.setup();
      renderAppAt(kernel, '/User/Info?approvalDivision=1');
      await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }));
      const csv = screen.getByRole('group', { name: t('users.list.exportGroup') });
      await user.selectOptions(within(csv).getByRole('combobox', { name: t('users.list.encoding') }), 'cp932');
      await user.click(within(csv).getByRole('button', { name: t('users.list.exportWholeList') }));

      // Busy while the file is on its way: the progress shows, and neither export nor the encoding can be started or changed.
      expect(await screen.findByText(t('list.export.downloading'))).toBeTruthy();
      expect((within(csv).getByRole('combobox', { name: t('users.list.encoding') }) as HTMLSelectElement).disabled).toBe(true);
      expect((within(csv).getByRole('button', { name: t('users.list.exportFiltered') }) as HTMLButtonElement).disabled).toBe(true);
      // The whole list takes no filter: only the encoding travels, not the page's approvalDivision=1.
      expect(requests(kernel, memberCalls.memberListCsvCheck.id)).toEqual([{ encoding: 'cp932' }]);
      expect(requests(kernel, memberCalls.memberListCsv.id)).toEqual([{ encoding: 'cp932' }]);
      expect(saved).toEqual([]);

      await act(async () => deliver({ fileName: '会員一覧_全件_20261115120000.csv', contentType: 'text/csv; charset=Shift_JIS', data: new Uint8Array([0x89, 0xef]) }));
      expect(await screen.findByText(t('list.export.done', { fileName: '会員一覧_全件_20261115120000.csv' }))).toBeTruthy();
      expect(saved).toEqual(['text/csv; charset=shift_jis']);
      expect(screen.queryByText(t('list.export.downloading'))).toBeNull();
      expect(requests(kernel, memberCalls.exportCsv.id)).toEqual([]);
    });

    it('says 該当する情報がありません when there is no member, and downloads nothing', async () => {
      mockDownloads();
      const kernel = usersKernel({}, { rows: [] });
      kernel.client
        .on(memberCalls.memberListCsvCheck, () => ({ rowCount: 0, deletedCount: 0, downloadable: false, reason: 'empty' as const, message: t('members.csv.empty') }))
        .onDownload(memberCalls.memberListCsv, () => ({ fileName: 'empty.csv', contentType: 'text/csv', data: new Uint8Array() }));
      const user = userEvent.setup();
      renderAppAt(kernel, '/User/Info');
      await screen.findByText(t('search.noMatch'));
      await user.click(screen.getByRole('button', { name: t('users.list.exportWholeList') }));
      const notice = await screen.findByText('該当する情報がありません');
      expect(notice.closest('[role="status"]')).toBeTruthy();
      expect(screen.queryByText(t('list.export.failed'))).toBeNull();
      expect(requests(kernel, memberCalls.memberListCsvCheck.id)).toEqual([{ encoding: 'utf-8' }]);
      expect(requests(kernel, memberCalls.memberListCsv.id)).toEqual([]);
      expect(saved).toEqual([]);
    });

    it('tells why CP932 cannot carry the list, and a refusal of the download, where the export was asked for', async () => {
      mockDownloads();
      const kernel = usersKernel({}, { rows: [memberRow()] });
      const problem = t('members.csv.notCp932', { row: 3, column: t('members.field.tenantRemakes') });
      kernel.client.on(memberCalls.memberListCsvCheck, ({ encoding }) =>
        encoding === 'cp932' ? { ...downloadable, downloadable: false, reason: 'encoding' as const, message: problem } : downloadable);
      kernel.client.fail(memberCalls.memberListCsv, new ApiError(t('error.permission'), 'PERMISSION_DENIED', { httpStatusCode: 403, message: t('error.permission'), code: 'PERMISSION_DENIED' }));
      const user = userEvent.setup();
      renderAppAt(kernel, '/User/Info');
      await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }));
      await user.selectOptions(screen.getByRole('combobox', { name: t('users.list.encoding') }), 'cp932');
      await user.click(screen.getByRole('button', { name: t('users.list.exportWholeList') }));
      const refusal = await screen.findByRole('alert');
      expect(within(refusal).getByText(problem)).toBeTruthy();
      expect(requests(kernel, memberCalls.memberListCsv.id)).toEqual([]);

      await user.selectOptions(screen.getByRole('combobox', { name: t('users.list.encoding') }), 'utf-8');
      await user.click(screen.getByRole('button', { name: t('users.list.exportWholeList') }));
      await waitFor(() => expect(within(screen.getByRole('alert')).getByText(t('error.permission'))).toBeTruthy());
      expect(saved).toEqual([]);
    });
  });

  it('offers neither registration nor deletion to a viewer with read permission only', async () => {
    const kernel = usersKernel({ authorities: { WFAZ006: 2, WFAG001: 1, WFAG002: 1 } }, { rows: [memberRow()] });
    renderAppAt(kernel, '/User/Info');
    await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }));
    expect(screen.queryByRole('link', { name: t('users.list.register') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('users.list.bulkDelete', { count: 0 }) })).toBeNull();
    expect(screen.queryAllByRole('checkbox', { name: t('list.selectPage') })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: t('common.bulkUploads') })).toBeNull();
  });

  it('offers the responsible person the bulk member change wizard, and a department clerk not', async () => {
    const user = userEvent.setup();
    const kernel = usersKernel({}, { rows: [memberRow()] });
    const { unmount } = renderAppAt(kernel, '/User/Info');
    await user.click(await screen.findByRole('button', { name: t('common.bulkUploads') }));
    const menu = await screen.findByRole('menu', { name: t('common.bulkUploads') });
    expect(within(menu).getByRole('menuitem', { name: t('common.bulkUpload.members') }).getAttribute('href')).toBe('/User/Upload');
    unmount();

    // Spec 6: bulk member changes are the responsible person's alone, whatever the clerk's screen codes.
    renderAppAt(usersKernel({ roleType: 4 }, { rows: [memberRow()] }), '/User/Info');
    await screen.findByText(t('common.count', { from: '1', to: '1', total: '1' }));
    expect(screen.queryByRole('button', { name: t('common.bulkUploads') })).toBeNull();
  });
});

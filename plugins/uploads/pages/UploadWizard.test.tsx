// The upload wizard: the four steps in order, the Download step's template call, the whole file validated in the
// browser with errors by row and column (and nothing sent while any remain), the upload with its progress, the
// server's own refusals, the clerks delete warning, the Complete step, and the pending-transfer block.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingCalls } from '../../../core/billing/calls';
import { uploadCalls } from '../../../core/uploads/calls';
import type { DepartmentDetail } from '../../../core/billing/domain';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { csvFile, MEMBERS_HEADER, uploadResponse, uploadsKernel } from '../test-support';
import type { UploadAnswer } from '../upload-transport';

/** 2026/11/21 09:00 in Japan. */
const NOW = Date.UTC(2026, 10, 21, 0, 0, 0);

const BAD_MEMBERS = [
  MEMBERS_HEADER,
  'Edit,,営業部,髙橋,一郎,ﾀｶﾊｼ,イチロウ,E-0101,ichiro.takahashi@example.co.jp,,',
  'Edit,1024,総務部,山田,花子,ヤマダ,ハナコ,E-0102,not-a-mail,,',
].join('\r\n');

const CLERKS_HEADER = '区分,ログインID,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,メールアドレス,担当部署名,確認コード,パスワード通知';

const GOOD_MEMBERS = [MEMBERS_HEADER, 'Edit,1024,総務部,山田,花子,ヤマダ,ハナコ,E-0102,hanako.yamada@example.co.jp,,'].join('\r\n');

function kernelAt(options: Parameters<typeof uploadsKernel>[1] = {}, user: Parameters<typeof uploadsKernel>[0] = {}) {
  const made = uploadsKernel(user, options);
  made.kernel.clock.advance(NOW);
  return made;
}

/** Presses the upload button and agrees to the privacy notice the members and clerks files ask for first. */
async function submitUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: t('uploadPages.upload.submit') }));
  const agree = screen.queryByRole('button', { name: t('privacy.agree') });
  if (agree) await user.click(agree);
}

async function toInputStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: t('common.next') }));
  return screen.findByLabelText(t('uploadPages.input.file'));
}

/** Past the Input step once the chosen file has checked out. */
async function goOn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/エラーはありません/);
  await user.click(screen.getByRole('button', { name: t('common.next') }));
}

function cleanupAndRender(kernel: ReturnType<typeof kernelAt>['kernel'], path: string) {
  cleanup();
  return renderAppAt(kernel, path);
}

function currentStep(): string | null {
  const steps = screen.getByRole('list', { name: t('uploadPages.steps') });
  return within(steps).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent ?? null;
}

describe('the upload wizard', () => {
  it('downloads the current data in the encoding chosen, through the template call of the kind', async () => {
    const { kernel } = kernelAt();
    kernel.client.onDownload(uploadCalls.memberTemplate, () => ({ fileName: 'members.csv', contentType: 'text/csv', data: new Uint8Array([0x41]) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    expect(await screen.findByText(t('uploadPages.download.lead'))).toBeTruthy();
    expect(currentStep()).toContain(t('uploadPages.step.download'));
    await user.click(screen.getByRole('radio', { name: t('uploadPages.download.encodingCp932') }));
    await user.click(screen.getByRole('button', { name: t('uploadPages.download.button') }));
    expect(await screen.findByText(t('uploadPages.download.done', { fileName: 'members.csv' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === uploadCalls.memberTemplate.id)?.request).toEqual({ encoding: 'cp932' });
  });

  it('downloads and uploads the clerks of one department on a department clerk screen', async () => {
    const { kernel, transport } = kernelAt();
    kernel.client.on(billingCalls.detail, ({ billingId }) => ({ billingId, billingName: '営業部', disableFlg: false }) as DepartmentDetail);
    kernel.client.onDownload(uploadCalls.tenantManagerTemplate, () => ({ fileName: 'clerks.csv', contentType: 'text/csv', data: new Uint8Array() }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/ClerkOfBilling/Upload/15');
    await user.click(await screen.findByRole('button', { name: t('uploadPages.download.button') }));
    await waitFor(() => expect(kernel.client.calls.find((c) => c.id === uploadCalls.tenantManagerTemplate.id)?.request).toEqual({ encoding: 'utf8', reportType: 2, billingId: '15' }));
    transport.answerWith(() => ({ status: 200, body: uploadResponse({ kind: 'clerks', uploadDivision: 3 }) }));
    await user.upload(await toInputStep(user), csvFile(`${CLERKS_HEADER}\r\n部署担当者,clerk0202,佐藤,花子,サトウ,ハナコ,,営業部,,1`));
    await goOn(user);
    expect(screen.getByText('営業部')).toBeTruthy();
    await submitUpload(user);
    expect(await screen.findByText(t('uploadPages.complete.title'))).toBeTruthy();
    expect(transport.requests[0].query).toMatchObject({ uploadDivision: '3', billingId: '15', deleteExisting: 'false' });
  });

  it('sends a suspended department\'s clerk wizard to the department detail', async () => {
    const { kernel } = kernelAt();
    kernel.client.on(billingCalls.detail, ({ billingId }) => ({ billingId, billingName: '休止部', disableFlg: true }) as DepartmentDetail);
    const { router } = renderAppAt(kernel, '/Billing/ClerkOfBilling/Upload/15');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Detail/15'));
  });

  it('lists every problem of the file by row and column and sends nothing; a corrected file can go on', async () => {
    const { kernel, transport } = kernelAt();
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    const input = await toInputStep(user);
    expect(currentStep()).toContain(t('uploadPages.step.input'));
    await user.upload(input, csvFile(BAD_MEMBERS, 'members.csv'));
    expect(await screen.findByText(t('uploadPages.input.invalid', { count: 2 }))).toBeTruthy();
    const table = screen.getByRole('table', { name: t('uploadPages.problems.label') });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('2行目');
    expect(rows[0][1]).toBe('フリガナ（セイ）');
    expect(rows[0][2]).toContain('半角カタカナは使用できません');
    expect(rows[0][2]).toContain('タカハシ');
    expect(rows[1].slice(0, 2)).toEqual(['3行目', 'メールアドレス']);
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(true);
    expect(transport.requests).toHaveLength(0);

    await user.upload(screen.getByLabelText(t('uploadPages.input.file')), csvFile(GOOD_MEMBERS, 'members-fixed.csv'));
    expect(await screen.findByText(t('uploadPages.input.valid', { rows: 1, encoding: 'UTF-8' }))).toBeTruthy();
    expect(screen.queryByRole('table', { name: t('uploadPages.problems.label') })).toBeNull();
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(false);
    expect(transport.requests).toHaveLength(0);
  });

  it('reads a CP932 file by itself, and as the person forces it', async () => {
    const { kernel } = kernelAt();
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/NameUpload');
    const input = await toInputStep(user);
    // 部署ID,部署名 / 1,営業部 in Shift_JIS (CP932).
    const cp932 = new Uint8Array([
      0x95, 0x94, 0x8f, 0x90, 0x49, 0x44, 0x2c, 0x95, 0x94, 0x8f, 0x90, 0x96, 0xbc, 0x0d, 0x0a, 0x31, 0x2c, 0x89, 0x63, 0x8b, 0xc6, 0x95, 0x94,
    ]);
    await user.upload(input, csvFile(cp932, 'names.csv'));
    expect(await screen.findByText(t('uploadPages.input.valid', { rows: 1, encoding: 'Shift_JIS（CP932）' }))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(t('uploadPages.input.encoding')), 'utf8');
    expect(await screen.findByRole('table', { name: t('uploadPages.problems.label') })).toBeTruthy();
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads with a progress bar, the apply date and the kind, then tells what happens next', async () => {
    const { kernel, transport } = kernelAt();
    let finish: (answer: UploadAnswer) => void = () => undefined;
    transport.answerWith(
      (request) =>
        new Promise((resolve) => {
          request.onProgress(0.4);
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS, 'members-fixed.csv'));
    await goOn(user);
    expect(currentStep()).toContain(t('uploadPages.step.upload'));
    expect(screen.getByText('members-fixed.csv')).toBeTruthy();
    const date = screen.getByLabelText(t('uploadPages.upload.startDate')) as HTMLInputElement;
    expect(date.value).toBe('2026/11/21');
    await user.clear(date);
    await user.type(date, '2026/11/20');
    expect(screen.getByText(t('uploadPages.upload.startDateInvalid'))).toBeTruthy();
    expect(date.closest('.twb-field--invalid')).not.toBeNull();
    expect((screen.getByRole('button', { name: t('uploadPages.upload.submit') }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(date);
    await user.type(date, '2026/12/01');
    await submitUpload(user);
    // The confirm call first: the server checks the file (dryRun) ...
    expect(await screen.findByText(t('uploadPages.upload.checking', { percent: 40 }))).toBeTruthy();
    const check = transport.requests[0];
    expect(check.query).toMatchObject({ uploadDivision: '8', startDate: '2026/12/01', dryRun: 'true' });
    finish({ status: 200, body: uploadResponse({ dryRun: true, status: null, transferHistoryId: null }) });
    // ... then the execute call, with its progress.
    expect(await screen.findByText(t('uploadPages.upload.sending', { percent: 40 }))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: t('uploadPages.upload.progress') })).toBeTruthy();
    const sent = transport.requests[1];
    expect(sent.path).toBe('/api/transfer/upload/');
    expect(sent.query).toMatchObject({ corporationId: 'C001', uploadDivision: '8', startDate: '2026/12/01', encoding: 'auto' });
    expect(sent.query.dryRun).toBeUndefined();
    expect((sent.form.get('file') as File).name).toBe('members-fixed.csv');
    finish({ status: 200, body: uploadResponse({ status: 'queued', startDate: '2026/12/01', message: '受け付けました' }) });
    expect(await screen.findByText(t('uploadPages.complete.title'))).toBeTruthy();
    expect(currentStep()).toContain(t('uploadPages.step.complete'));
    expect(screen.getByText('受け付けました')).toBeTruthy();
    expect(screen.getByText(t('uploadPages.complete.scheduled', { date: '2026/12/01' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('uploadPages.complete.history') }).getAttribute('href')).toBe('/CsvUploadHistory');
  });

  it('shows the problems the server found (its database checks) and keeps the file from going', async () => {
    const { kernel, transport } = kernelAt();
    transport.answerWith(() => ({
      status: 400,
      body: {
        message: 'ファイルにエラーがあります',
        code: 'CSV_INVALID',
        fields: { file: '2行目 会員ID: 会員ID 1024 の会員が見つかりません' },
        validation: { ...uploadResponse({ valid: false, problemCount: 1 }), problems: [{ row: 2, line: 2, column: '会員ID', code: 'unknownMember', message: '会員ID 1024 の会員が見つかりません' }] },
      },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS));
    await goOn(user);
    await submitUpload(user);
    expect(await screen.findByText('ファイルにエラーがあります')).toBeTruthy();
    const table = screen.getByRole('table', { name: t('uploadPages.problems.label') });
    expect(within(table).getByText('会員ID 1024 の会員が見つかりません')).toBeTruthy();
    expect((screen.getByRole('button', { name: t('uploadPages.upload.submit') }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: t('uploadPages.upload.changeFile') }));
    expect(currentStep()).toContain(t('uploadPages.step.input'));
  });

  it('shows the warnings of the confirm call apart from errors, and sends the file only when pressed again', async () => {
    const { kernel, transport } = kernelAt();
    const warning = { row: 2, line: 2, column: '氏名（姓）', code: 'keepIgnored', message: t('csv.warning.keepIgnored', { keep: '「Keep」（変更しない）', edit: '「Edit」（登録・変更）', columns: '「氏名（姓）」' }) };
    transport.answerWith((request) => ({
      status: 200,
      body: request.query.dryRun === 'true'
        ? uploadResponse({ dryRun: true, status: null, transferHistoryId: null, warningCount: 1, warnings: [warning] })
        : uploadResponse({ status: 'applied' }),
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS));
    await goOn(user);
    await submitUpload(user);
    expect(await screen.findByText(t('uploadPages.warnings.title', { count: 1 }))).toBeTruthy();
    const table = screen.getByRole('table', { name: t('uploadPages.warnings.label') });
    expect(within(table).getAllByRole('row')[1].textContent).toBe(`2行目氏名（姓）${warning.message}`);
    expect(within(table).getByRole('columnheader', { name: t('uploadPages.warnings.message') })).toBeTruthy();
    expect(screen.queryByRole('table', { name: t('uploadPages.problems.label') })).toBeNull();
    expect(transport.requests).toHaveLength(1);
    expect(currentStep()).toContain(t('uploadPages.step.upload'));
    await user.click(screen.getByRole('button', { name: t('uploadPages.upload.submitAnyway') }));
    expect(await screen.findByText(t('uploadPages.complete.title'))).toBeTruthy();
    expect(transport.requests.map((r) => r.query.dryRun)).toEqual(['true', undefined]);
  });

  it('shows the server\'s problems of a dry run that found the file invalid (a not-permitted domain) and sends nothing more', async () => {
    const { kernel, transport } = kernelAt();
    const problem = { row: 2, line: 2, column: 'メールアドレス', code: 'mailDomain', message: t('members.validation.mailDomain', { domains: 'mirai-works.co.jp' }) };
    transport.answerWith(() => ({
      status: 200,
      body: uploadResponse({ dryRun: true, valid: false, problemCount: 1, problems: [problem], status: null, transferHistoryId: null, message: t('uploads.done.dryRunInvalid', { count: 1 }) }),
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS));
    await goOn(user);
    await submitUpload(user);
    const table = await screen.findByRole('table', { name: t('uploadPages.problems.label') });
    expect(within(table).getByText(problem.message)).toBeTruthy();
    expect(screen.getByText(t('uploads.done.dryRunInvalid', { count: 1 }))).toBeTruthy();
    expect(transport.requests).toHaveLength(1);
    expect((screen.getByRole('button', { name: t('uploadPages.upload.submit') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a free-mail row in the browser, before anything is sent', async () => {
    const { kernel, transport } = kernelAt();
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS.replace('hanako.yamada@example.co.jp', 'hanako@gmail.com')));
    const table = await screen.findByRole('table', { name: t('uploadPages.problems.label') });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2行目', 'メールアドレス', t('members.validation.freeMail')]);
    expect((screen.getByRole('button', { name: t('common.next') }) as HTMLButtonElement).disabled).toBe(true);
    expect(transport.requests).toHaveLength(0);
  });

  it('explains the allowed values of each code column in Japanese, from the kind definitions', async () => {
    const { kernel } = kernelAt();
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    const table = await screen.findByRole('table', { name: t('uploadPages.values.label') });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `処理区分Edit（${t('csv.choice.edit')}）${t('csv.choice.editMeaning')}`,
      `Reset（${t('csv.choice.reset')}）${t('csv.choice.resetMeaning')}`,
      `Keep（${t('csv.choice.keep')}）${t('csv.choice.keepMeaning')}`,
      `削除1（${t('csv.choice.delete')}）${t('csv.choice.deleteMeaning')}`,
      `0（${t('csv.choice.notDelete')}）${t('csv.choice.notDeleteMeaning')}`,
      `${t('uploadPages.values.empty')}${t('csv.choice.emptyIsZero')}`,
      `メール配信1（${t('users.value.mailDeliveryOn')}）${t('csv.choice.mailDeliveryOnMeaning')}`,
      `0（${t('csv.choice.mailDeliveryOff')}）${t('csv.choice.mailDeliveryOffMeaning')}`,
      `${t('uploadPages.values.empty')}${t('csv.choice.mailDeliveryEmpty')}`,
    ]);
    expect(screen.getByText(t('uploadPages.download.membersKeep', { keep: '「Keep」（変更しない）', edit: '「Edit」（登録・変更）' }))).toBeTruthy();
    // The Input step keeps it at hand.
    await toInputStep(user);
    expect(screen.getByText(t('uploadPages.values.show'))).toBeTruthy();
  });

  it('explains the clerks\' codes (パスワード通知 by its words, not a bare number) and has no table for a kind without codes', async () => {
    const { kernel } = kernelAt();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Upload');
    const table = await screen.findByRole('table', { name: t('uploadPages.values.label') });
    expect(within(table).getByRole('rowheader', { name: 'パスワード通知' })).toBeTruthy();
    expect(within(table).getByText(t('csv.choice.noticeNowMeaning'))).toBeTruthy();
    expect(within(table).getByText('（今すぐ送信する）')).toBeTruthy();
    cleanupAndRender(kernelAt().kernel, '/Billing/NameUpload');
    expect(await screen.findByText(t('uploadPages.download.lead'))).toBeTruthy();
    expect(screen.queryByRole('table', { name: t('uploadPages.values.label') })).toBeNull();
  });

  it('warns before the clerks upload that deletes the registered clerks, and sends the option', async () => {
    const { kernel, transport } = kernelAt();
    transport.answerWith(() => ({ status: 200, body: uploadResponse({ kind: 'clerks', uploadDivision: 3 }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Upload');
    const clerks = `${CLERKS_HEADER}\r\n責任者,resp0201,鈴木,一郎,スズキ,イチロウ,ichiro.suzuki@example.co.jp,,Code20261201,0`;
    await user.upload(await toInputStep(user), csvFile(clerks));
    await goOn(user);
    expect(screen.queryByText(t('uploadPages.upload.deleteWarning'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t('uploadPages.upload.deleteOption') }));
    expect(screen.getByText(t('uploadPages.upload.deleteWarning'))).toBeTruthy();
    await submitUpload(user);
    // The checkbox dialog: nothing goes until the tick is given.
    const dialog = await screen.findByRole('dialog', { name: t('site.bulkDelete.title') });
    const go = within(dialog).getByRole('button', { name: t('site.bulkDelete.confirm') }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(transport.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: t('site.bulkDelete.tick') }));
    expect(go.disabled).toBe(false);
    await user.click(go);
    expect(await screen.findByText(t('uploadPages.complete.title'))).toBeTruthy();
    expect(transport.requests[0].query).toMatchObject({ uploadDivision: '3', deleteExisting: 'true' });
    expect(screen.getByText(t('uploadPages.complete.applied'))).toBeTruthy();
    expect(screen.getByText(t('uploadPages.complete.mail', { choice: '「0」（今すぐ送信する）' }))).toBeTruthy();
  });

  it.each([
    ['/User/Upload', 'privacy.lead.bulkUsers', `${MEMBERS_HEADER}\r\nEdit,1024,総務部,山田,花子,ヤマダ,ハナコ,E-0102,hanako.yamada@example.co.jp,,`],
    ['/Corp/ClerkOfCorp/Upload', 'privacy.lead.bulkCorpClerks', `${CLERKS_HEADER}\r\n責任者,resp0201,鈴木,一郎,スズキ,イチロウ,ichiro.suzuki@example.co.jp,,Code20261201,0`],
  ] as const)('%s shows its privacy notice before the upload; declined, nothing is uploaded', async (path, lead, file) => {
    const { kernel, transport } = kernelAt();
    transport.answerWith(() => ({ status: 200, body: uploadResponse() }));
    const user = userEvent.setup();
    renderAppAt(kernel, path);
    await user.upload(await toInputStep(user), csvFile(file));
    await goOn(user);
    await user.click(screen.getByRole('button', { name: t('uploadPages.upload.submit') }));
    const dialog = await screen.findByRole('dialog', { name: t('privacy.title') });
    expect(within(dialog).getByText(t(lead))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    expect(await screen.findByText(t('site.privacyNotice.declined'))).toBeTruthy();
    expect(transport.requests).toHaveLength(0);
    // Asked again on the next press; agreed, the file goes.
    await user.click(screen.getByRole('button', { name: t('uploadPages.upload.submit') }));
    await user.click(await screen.findByRole('button', { name: t('privacy.agree') }));
    await waitFor(() => expect(transport.requests.length).toBeGreaterThan(0));
  });

  it('follows a job applied in the background: applying with a progress bar, then applied, through the job call', async () => {
    const { kernel, transport } = kernelAt();
    transport.answerWith(() => ({ status: 200, body: uploadResponse({ status: 'applying', transferHistoryId: '77', message: '反映しています' }) }));
    const states = ['applying', 'applied'] as const;
    kernel.client.on(uploadCalls.job, ({ transferHistoryId }) => {
      const status = states[Math.min(kernel.client.calls.filter((c) => c.id === uploadCalls.job.id).length - 1, 1)];
      return { transferHistoryId, status, statusLabel: status, startDate: '2026/11/21', rowCount: 1, appliedCount: status === 'applied' ? 1 : 0,
        errorCount: 0, completionAvailable: status === 'applied', message: status === 'applied' ? '1行を反映しました' : '反映しています', failureReasons: [] };
    });
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.upload(await toInputStep(user), csvFile(GOOD_MEMBERS));
    await goOn(user);
    await submitUpload(user);
    expect(await screen.findByText(t('uploadPages.complete.applying'))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: t('uploadPages.complete.applyingLabel') })).toBeTruthy();
    expect(await screen.findByText(t('uploadPages.complete.applied'))).toBeTruthy();
    expect(screen.getByText('1行を反映しました')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(kernel.client.calls.filter((c) => c.id === uploadCalls.job.id).map((c) => c.request)).toEqual([{ transferHistoryId: '77' }, { transferHistoryId: '77' }]);
  });

  it('does not open a wizard for a department clerk (spec 6: bulk uploads are the responsible person\'s): home, with the permission error', async () => {
    for (const path of ['/Billing/RegisterUpload', '/Billing/DeleteUpload', '/User/Upload', '/Billing/NameUpload']) {
      const { kernel } = kernelAt({}, { roleType: 4 });
      const { router, unmount } = renderAppAt(kernel, path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/'));
      expect((await screen.findAllByRole('alert')).some((el) => el.textContent === t('error.permission')), path).toBe(true);
      expect(kernel.client.idsCalled(), path).not.toContain(uploadCalls.billingRegisterTemplate.id);
      unmount();
    }
  });

  it('shows the server\'s refusal of a department registration (the rights changed after the page opened)', async () => {
    const { kernel, transport } = kernelAt();
    kernel.client.fail(uploadCalls.billingRegisterTemplate, new ApiError('権限がありません', 'PERMISSION_DENIED', { httpStatusCode: 403, message: '権限がありません', code: 'PERMISSION_DENIED' }));
    transport.answerWith(() => ({ status: 403, body: { message: '権限がありません', code: 'PERMISSION_DENIED' } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/RegisterUpload');
    await user.click(await screen.findByRole('button', { name: t('uploadPages.download.button') }));
    expect(await screen.findByText('権限がありません')).toBeTruthy();
    await user.upload(await toInputStep(user), csvFile('部署名,自動承認,利用上限額（月額）\r\n広報部,1,300000'));
    await goOn(user);
    expect(screen.queryByLabelText(t('uploadPages.upload.startDate'))).toBeTruthy();
    await submitUpload(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('権限がありません')).toBeTruthy();
    expect(screen.queryByText(t('uploadPages.complete.title'))).toBeNull();
  });

  it('offers no apply date for the display order, which applies at once, and says when applying failed', async () => {
    const { kernel, transport } = kernelAt();
    transport.answerWith(() => ({ status: 200, body: uploadResponse({ kind: 'department-order', uploadDivision: 5, status: 'failed', message: '1行にエラーがあったため反映しませんでした' }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/OrderUpload');
    await user.upload(await toInputStep(user), csvFile('部署ID,部署名,表示順\r\n1,営業部,1'));
    await goOn(user);
    expect(screen.getByRole('button', { name: t('uploadPages.upload.submit') })).toBeTruthy();
    expect(screen.queryByLabelText(t('uploadPages.upload.startDate'))).toBeNull();
    await submitUpload(user);
    expect(await screen.findByText(t('uploadPages.complete.failedTitle'))).toBeTruthy();
    expect(screen.getByText(t('uploadPages.complete.failed'))).toBeTruthy();
    expect(transport.requests[0].query.startDate).toBeUndefined();
  });

  it('is blocked while a transfer application is pending', async () => {
    const { kernel } = kernelAt({ pendingTransfer: true });
    renderAppAt(kernel, '/User/Upload');
    expect(await screen.findByText('転用申請があるため変更できません')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('uploadPages.download.button') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('common.next') })).toBeNull();
    expect(kernel.client.calls.find((c) => c.id === uploadCalls.existsTransferUpload.id)?.request).toEqual({ id: 'C001' });
  });
});

// The wizard and the history in real Chromium: the four steps sit in one row, a long error list scrolls inside its
// own box (the buttons stay reachable below it), and the history table fits the body width. Screenshots go to
// tests/screenshots/ (ignored by git) for a look.
import '../../../web/kit/kit.css';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadCalls } from '../../../core/uploads/calls';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { csvFile, historyRow, MEMBERS_HEADER, uploadResponse, uploadsKernel } from '../test-support';

describe('upload wizard layout in Chromium', () => {
  // A desktop window (spec 1: at least 1024 px of body).
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => cleanup());

  it('keeps the steps in a row and scrolls a long error list in its box', async () => {
    const { kernel } = uploadsKernel();
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.click(await screen.findByRole('button', { name: t('common.next') }));
    const lines = [MEMBERS_HEADER];
    for (let i = 0; i < 60; i++) lines.push(`Edit,${1000 + i},営業部,山田,花子,ﾔﾏﾀﾞ,ハナコ,E-${i},bad-mail-${i},,`);
    await user.upload(screen.getByLabelText(t('uploadPages.input.file')), csvFile(lines.join('\r\n'), 'members.csv'));
    const table = await screen.findByRole('table', { name: t('uploadPages.problems.label') });
    const steps = Array.from(document.querySelectorAll('.twb-wizard-steps li'));
    expect(new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top))).size).toBe(1);
    const box = table.parentElement as HTMLElement;
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(box.clientHeight).toBeLessThanOrEqual(420);
    await page.screenshot({ path: '../../../tests/screenshots/uploads-input-errors.png' });
  });

  it('explains the code columns on the Download step in a table of values and meanings', async () => {
    const { kernel } = uploadsKernel();
    renderAppAt(kernel, '/User/Upload');
    const table = await screen.findByRole('table', { name: t('uploadPages.values.label') });
    const main = document.querySelector('.twb-shell__main') as HTMLElement;
    expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().right + 1);
    // The column name spans its values' rows.
    const header = screen.getByRole('rowheader', { name: '処理区分' });
    expect(header.getBoundingClientRect().height).toBeGreaterThan(screen.getByText(t('csv.choice.editMeaning')).getBoundingClientRect().height * 2);
    await page.screenshot({ path: '../../../tests/screenshots/uploads-code-values.png', element: document.querySelector('.twb-uploads') as HTMLElement });
  });

  it('shows the server\'s warnings apart from errors on the Upload step', async () => {
    const { kernel, transport } = uploadsKernel();
    const warning = {
      row: 3, line: 3, column: '氏名（姓）', code: 'keepIgnored',
      message: t('csv.warning.keepIgnored', { keep: '「Keep」（変更しない）', edit: '「Edit」（登録・変更）', columns: '「氏名（姓）」「備考」' }),
    };
    transport.answerWith(() => ({ status: 200, body: uploadResponse({ dryRun: true, status: null, transferHistoryId: null, rowCount: 2, warningCount: 1, warnings: [warning] }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Upload');
    await user.click(await screen.findByRole('button', { name: t('common.next') }));
    const file = [MEMBERS_HEADER, 'Edit,1024,総務部,山田,花子,ヤマダ,ハナコ,E-0102,hanako.yamada@example.co.jp,,', 'Keep,1025,総務部,佐藤,次郎,サトウ,ジロウ,E-0103,jiro.sato@example.co.jp,,'];
    await user.upload(screen.getByLabelText(t('uploadPages.input.file')), csvFile(file.join('\r\n'), 'members.csv'));
    await screen.findByText(/エラーはありません/);
    await user.click(screen.getByRole('button', { name: t('common.next') }));
    await user.click(await screen.findByRole('button', { name: t('uploadPages.upload.submit') }));
    // The members file carries personal data: the privacy notice (kind 2) comes first.
    await user.click(await screen.findByRole('button', { name: t('privacy.agree') }));
    const table = await screen.findByRole('table', { name: t('uploadPages.warnings.label') });
    const box = table.parentElement as HTMLElement;
    // Amber, not the grey of the error list.
    expect(getComputedStyle(box).borderLeftColor).toBe('rgb(200, 118, 25)');
    expect(screen.getByRole('button', { name: t('uploadPages.upload.submitAnyway') })).toBeTruthy();
    await page.screenshot({ path: '../../../tests/screenshots/uploads-warnings.png', element: document.querySelector('.twb-uploads') as HTMLElement });
  });

  it('fits the history in the body width', async () => {
    const { kernel } = uploadsKernel();
    kernel.client.on(uploadCalls.history, () => ({
      totalCount: 3, offset: 0, limit: 500,
      rows: [
        historyRow({ transferHistoryId: '42', status: 'queued', statusLabel: 'キュー待ち', cancellable: true, completionAvailable: false, startDate: '2026/12/01' }),
        historyRow(),
        historyRow({ transferHistoryId: '40', status: 'failed', statusLabel: 'エラー', errorCount: 3, message: '3行にエラーがあったため反映しませんでした' }),
      ],
    }));
    renderAppAt(kernel, '/CsvUploadHistory');
    const table = await screen.findByRole('table', { name: t('uploadPages.history.label') });
    const main = document.querySelector('.twb-shell__main') as HTMLElement;
    expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().right + 1);
    await page.screenshot({ path: '../../../tests/screenshots/uploads-history.png' });
  });
});

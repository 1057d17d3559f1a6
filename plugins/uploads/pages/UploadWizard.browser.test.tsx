// The wizard and the history in real Chromium: the four steps sit in one row, a long error list scrolls inside its
// own box (the buttons stay reachable below it), and the history table fits the body width. Screenshots go to
// tests/screenshots/ (ignored by git) for a look.
import '../../../web/kit/kit.css';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadCalls } from '../../../core/api/calls-uploads';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { csvFile, historyRow, MEMBERS_HEADER, uploadsKernel } from '../test-support';

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

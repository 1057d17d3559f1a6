// The CSV upload wizard in real Chromium against a fresh seeded server, for members and for department names: a
// file with errors is listed by row and column and cannot be sent; the corrected file uploads with its progress,
// applies at once (today's date), shows on the screens, and appears in the history with its completion CSV.
import { describe, expect, test } from 'vitest';
import { e2eSession } from '../support/e2e-session';
import type { Page } from 'playwright-core';
import { t } from '../../core/i18n';
import { screenshot } from '../support/browser';

const e2e = e2eSession();
const { signedIn } = e2e;

/** Page chunks load on first visit; the server answers within a few seconds even on a busy machine. */
const SLOW = { timeout: 15_000 };

function csv(lines: string[]): { name: string; mimeType: string; buffer: Buffer } {
  return { name: 'upload.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel(t('uploadPages.input.file'), { exact: true }).setInputFiles(file);
}

function problemRows(page: Page) {
  return page.getByRole('table', { name: t('uploadPages.problems.label') }).locator('tbody tr');
}

/** Presses upload; the members and clerks files first show the privacy notice (kinds 2 and 3), agreed here. */
async function submitUpload(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('uploadPages.upload.submit') }).click();
  const agree = page.getByRole('button', { name: t('privacy.agree') });
  const done = page.getByText(t('uploadPages.complete.title'));
  await agree.or(done).first().waitFor(SLOW);
  if (await agree.isVisible()) await agree.click();
}

async function uploadAndComplete(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('common.next') }).click();
  await submitUpload(page);
  await page.getByText(t('uploadPages.complete.title')).waitFor(SLOW);
}

describe('the upload wizard', () => {
  test('members: a file with errors is refused in the browser; the corrected one applies and shows in the history', async () => {
    const [member] = await e2e.server.db.query<{ id: number; department: string; mail: string }>(
      `select u.id, d.billing_name as department, u.mail_address as mail from users u join departments d on d.id = u.department_id
        where u.corporation_id = 1 and u.role_type is null and u.delete_flg = false and u.login_id like 'm%' order by u.id limit 1`,
    );
    const page = await signedIn();
    // Every upload the browser sends: none while the file has errors.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/transfer/upload/')) uploads.push(request.url());
    });
    await page.goto('/User/Upload');
    await page.getByText(t('uploadPages.download.lead')).waitFor(SLOW);
    await page.getByRole('button', { name: t('common.next') }).click();

    const header = '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除';
    await chooseFile(page, csv([header, `Edit,${member.id},${member.department},一括,変更,ｲｯｶﾂ,ヘンコウ,E-9001,${member.mail},,`, 'Edit,,未登録部,新規,会員,シンキ,カイイン,E-9002,not-a-mail,,']));
    await page.getByText(t('uploadPages.input.invalid', { count: 2 })).waitFor(SLOW);
    await expect(problemRows(page).nth(0).locator('td').nth(0).textContent()).resolves.toBe('2行目');
    await expect(problemRows(page).nth(0).locator('td').nth(1).textContent()).resolves.toBe('フリガナ（セイ）');
    await expect(problemRows(page).nth(1).locator('td').nth(1).textContent()).resolves.toBe('メールアドレス');
    expect(await page.getByRole('button', { name: t('common.next') }).isDisabled()).toBe(true);
    await screenshot(page, 'uploads-members-errors');
    expect(uploads).toHaveLength(0);

    await chooseFile(page, csv([header, `Edit,${member.id},${member.department},一括,変更,イッカツ,ヘンコウ,E-9001,${member.mail},,`]));
    await page.getByText(t('uploadPages.input.valid', { rows: 1, encoding: 'UTF-8' })).waitFor(SLOW);
    await page.getByRole('button', { name: t('common.next') }).click();
    await page.getByRole('button', { name: t('uploadPages.upload.submit') }).waitFor();
    await screenshot(page, 'uploads-members-upload');
    await submitUpload(page);
    await page.getByText(t('uploadPages.complete.title')).waitFor(SLOW);
    // The upload is accepted first and applied in the background: the complete step says when it is applied (a
    // member page opened before that shows the member as they were, and does not change by itself).
    await page.getByText(t('uploadPages.complete.applied')).waitFor({ timeout: 30_000 });
    await screenshot(page, 'uploads-members-complete');
    // The confirm call (the server checks the file, dryRun) and then the execute call.
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toContain('dryRun=true');
    expect(uploads[1]).not.toContain('dryRun');

    await page.goto(`/User/Detail/${member.id}`);
    await page.getByText('一括 変更').first().waitFor(SLOW);

    await page.goto('/CsvUploadHistory');
    const table = page.getByRole('table', { name: t('uploadPages.history.label') });
    await table.waitFor(SLOW);
    await expect(table.locator('tbody tr').first().textContent()).resolves.toContain('upload.csv');
    const download = page.waitForEvent('download');
    await table.locator('tbody tr').first().getByRole('button', { name: t('uploadPages.history.resultCsv') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await screenshot(page, 'uploads-history');
  });

  test('department names: errors by row and column, then the corrected file renames the department', async () => {
    const [department] = await e2e.server.db.query<{ id: number; name: string }>(
      `select id, billing_name as name from departments where corporation_id = 1 and disable_flg = false order by display_order limit 1`,
    );
    const page = await signedIn();
    await page.goto('/Billing/NameUpload');
    await page.getByRole('button', { name: t('uploadPages.download.button') }).waitFor(SLOW);
    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: t('uploadPages.download.button') }).click();
    expect((await template).suggestedFilename()).toMatch(/\.csv$/);
    await screenshot(page, 'uploads-names-download');
    await page.getByRole('button', { name: t('common.next') }).click();

    await chooseFile(page, csv(['部署ID,部署名', `${department.id},"名前,カンマ"`, `abc,${department.name}`]));
    await page.getByText(t('uploadPages.input.invalid', { count: 2 })).waitFor(SLOW);
    await expect(problemRows(page).nth(0).locator('td').nth(0).textContent()).resolves.toBe('2行目');
    await expect(problemRows(page).nth(0).locator('td').nth(1).textContent()).resolves.toBe('部署名');
    await expect(problemRows(page).nth(1).locator('td').nth(0).textContent()).resolves.toBe('3行目');
    await expect(problemRows(page).nth(1).locator('td').nth(1).textContent()).resolves.toBe('部署ID');
    await screenshot(page, 'uploads-names-errors');

    await chooseFile(page, csv(['部署ID,部署名', `${department.id},一括変更部`]));
    await page.getByText(t('uploadPages.input.valid', { rows: 1, encoding: 'UTF-8' })).waitFor(SLOW);
    await uploadAndComplete(page);
    // The job applies in the background: the Complete step follows it until it is applied.
    await page.getByText(t('uploadPages.complete.applied')).waitFor({ timeout: 30_000 });
    expect(await page.getByText(t('uploadPages.complete.applied')).isVisible()).toBe(true);
    await screenshot(page, 'uploads-names-complete');
    const [renamed] = await e2e.server.db.query<{ name: string }>(`select billing_name as name from departments where id = $1`, [department.id]);
    expect(renamed.name).toBe('一括変更部');
  });
});

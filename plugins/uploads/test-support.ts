// Fixtures of the uploads plugin's page tests: a signed-in kernel answering the pending-transfer check, a scripted
// upload sender in place of XMLHttpRequest, CSV files, and history rows as the server answers them.
import { uploadCalls, type UploadHistoryRow, type UploadResponse } from '../../core/uploads/calls';
import { signedInKernel } from '../../web/test-support/harness';
import type { TestKernel, UserOptions } from '../../core/services/test-support';
import { UploadTransport, type UploadAnswer, type UploadRequest } from './upload-transport';

/** An upload sender the test drives: it records each request and answers when the test says so. */
export class ScriptedUploadTransport implements UploadTransport {
  readonly requests: UploadRequest[] = [];
  private answer: ((request: UploadRequest) => UploadAnswer | Promise<UploadAnswer>) | null = null;

  answerWith(answer: (request: UploadRequest) => UploadAnswer | Promise<UploadAnswer>): this {
    this.answer = answer;
    return this;
  }

  async send(request: UploadRequest): Promise<UploadAnswer> {
    this.requests.push(request);
    if (!this.answer) throw new Error('ScriptedUploadTransport: no answer scripted');
    return this.answer(request);
  }
}

export function uploadsKernel(user: UserOptions = {}, options: { pendingTransfer?: boolean } = {}): { kernel: TestKernel; transport: ScriptedUploadTransport } {
  const kernel = signedInKernel(user);
  kernel.client.on(uploadCalls.existsTransferUpload, ({ id }) => ({
    corporationId: id,
    exists: options.pendingTransfer === true,
    message: options.pendingTransfer ? '転用申請があるため変更できません' : null,
  }));
  const transport = new ScriptedUploadTransport();
  kernel.container.rebind<UploadTransport>(UploadTransport).toConstantValue(transport);
  return { kernel, transport };
}

/** A CSV file as the person would choose it (UTF-8 unless bytes are given). */
export function csvFile(content: string | Uint8Array, name = 'upload.csv'): File {
  return new File([typeof content === 'string' ? new TextEncoder().encode(content) : (content as BlobPart)], name, { type: 'text/csv' });
}

export const MEMBERS_HEADER = '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除';

export function uploadResponse(overrides: Partial<UploadResponse> = {}): UploadResponse {
  return {
    kind: 'members',
    uploadDivision: 8,
    valid: true,
    encoding: 'utf8',
    rowCount: 1,
    problemCount: 0,
    problems: [],
    truncated: false,
    warningCount: 0,
    warnings: [],
    notes: [],
    dryRun: false,
    transferHistoryId: '77',
    status: 'applied',
    startDate: '2026/11/21',
    message: '会員一括変更を受け付けました',
    alreadyReceived: false,
    ...overrides,
  };
}

export function historyRow(overrides: Partial<UploadHistoryRow> = {}): UploadHistoryRow {
  return {
    transferHistoryId: '41',
    uploadDivision: 8,
    kind: 'members',
    kindTitle: '会員一括変更',
    status: 'applied',
    statusLabel: '反映済み',
    fileName: 'members.csv',
    startDate: '2026/11/20',
    uploadedAt: '2026/11/20 10:00:00',
    finishedAt: '2026/11/20 10:00:05',
    uploadedByUserId: '1',
    uploadedByName: '管理 一郎',
    organizationName: '営業部',
    organizationId: null,
    rowCount: 12,
    appliedCount: 12,
    errorCount: 0,
    deleteExisting: false,
    cancellable: false,
    completionAvailable: true,
    message: null,
    failureReasons: [],
    ...overrides,
  };
}

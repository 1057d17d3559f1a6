// refusalOf: what a failed write tells the person — the server's message with its field messages, said once.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/error';
import { refusalOf } from './refusal';

const refused = (message: string, fields?: Record<string, string>) =>
  new ApiError(message, 'VALIDATION_ERROR', { httpStatusCode: 400, message, code: 'VALIDATION_ERROR', fields });

describe('refusalOf', () => {
  it('adds the field messages under the message', () => {
    expect(refusalOf(refused('入力内容に誤りがあります', { mailAddress: 'メールアドレスの形式が正しくありません' }), 'stale'))
      .toEqual({ message: '入力内容に誤りがあります\nメールアドレスの形式が正しくありません', stale: false });
  });

  it('does not repeat a field message that is the message itself', () => {
    expect(refusalOf(refused('責任者が1名のみのため削除できません', { userId: '責任者が1名のみのため削除できません' }), 'stale'))
      .toEqual({ message: '責任者が1名のみのため削除できません', stale: false });
  });

  it('turns a 409 into the reload advice and leaves outages to the banner', () => {
    expect(refusalOf(new ApiError('conflict', 'CONFLICT', { httpStatusCode: 409, message: 'conflict', code: 'CONFLICT' }), 'reload')).toEqual({ message: 'reload', stale: true });
    expect(refusalOf(new ApiError('down', 'SYSTEM_ERROR', { httpStatusCode: 503, message: 'down', code: 'SYSTEM_ERROR' }), 'reload')).toBeNull();
  });
});

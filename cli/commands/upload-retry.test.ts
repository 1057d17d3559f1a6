// The upload commands' read retries: network trouble and passing server trouble are retried with backoff, a refusal is
// not, and the attempts stop after the last delay.
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '../../core/api/error';
import { RETRY_DELAYS_MS, withGetRetries } from './upload-retry';

const network = (): ApiError => new ApiError('通信できません', ErrorCode.NETWORK);
const status = (code: number): ApiError => new ApiError('x', 'X', { httpStatusCode: code, message: 'x', code: 'X' });

describe('withGetRetries', () => {
  it('retries a network failure and a 503 with growing delays, then answers', async () => {
    const slept: number[] = [];
    const failures = [network(), status(503)];
    const answer = await withGetRetries(async () => {
      const next = failures.shift();
      if (next) throw next;
      return 'ok';
    }, async (ms) => void slept.push(ms));
    expect(answer).toBe('ok');
    expect(slept).toEqual([500, 1000]);
  });

  it('does not retry a refusal (403, 404, 400)', async () => {
    for (const code of [400, 403, 404, 409]) {
      let calls = 0;
      await expect(withGetRetries(async () => {
        calls++;
        throw status(code);
      }, async () => undefined)).rejects.toMatchObject({ status: code });
      expect(calls).toBe(1);
    }
  });

  it('gives up after the last delay', async () => {
    let calls = 0;
    await expect(withGetRetries(async () => {
      calls++;
      throw network();
    }, async () => undefined)).rejects.toMatchObject({ code: ErrorCode.NETWORK });
    expect(calls).toBe(RETRY_DELAYS_MS.length + 1);
  });
});

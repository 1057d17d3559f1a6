// `twb api --describe` and --list, from the contract through core/api/openapi.ts: a call found by its id or by
// METHOD and path (template or concrete), told with its access, fields, answer and statuses.
import { describe, expect, it } from 'vitest';
import { allCalls, calls } from '../../core/api/contract';
import { accessDescription } from '../../core/api/openapi';
import { t } from '../../core/i18n';
import type { Output } from '../io/output';
import { findCall, runApiDescribe, runApiList } from './api-list';

function capture(json = false): { output: Output; lines: string[]; data: unknown[] } {
  const lines: string[] = [];
  const data: unknown[] = [];
  const ignore = () => undefined;
  const output = { json, jq: false, data: (v: unknown) => data.push(v), report: ignore, line: (s: string) => lines.push(s), info: ignore, success: ignore, warn: ignore, error: ignore } as unknown as Output;
  return { output, lines, data };
}

describe('findCall', () => {
  const defs = allCalls();
  it('finds a call by its id, by METHOD and template path, and by a concrete path with or without /api', () => {
    expect(findCall(defs, ['corporation.detail'])).toBe(calls.corporation.detail);
    expect(findCall(defs, ['GET', '/corporations/:id'])).toBe(calls.corporation.detail);
    expect(findCall(defs, ['GET /api/corporations/{id}'])).toBe(calls.corporation.detail);
    expect(findCall(defs, ['get', '/corporations/12'])).toBe(calls.corporation.detail);
    expect(findCall(defs, ['POST', '/inquiry', ''])).toBe(calls.site.inquiry);
  });

  it('refuses an unknown call with a Japanese usage message', () => {
    expect(() => findCall(defs, ['GET', '/nothing/here'])).toThrow(t('cli.api.describe.unknown', { call: 'GET /nothing/here' }));
  });
});

describe('runApiDescribe', () => {
  it('tells a converted call its access, body fields, answer and statuses', async () => {
    const { output, lines } = capture();
    await runApiDescribe(['site.inquiry', '', ''], output);
    const text = lines.join('\n');
    expect(lines[0]).toBe('POST /api/inquiry  (site.inquiry)');
    expect(text).toContain(accessDescription('public'));
    expect(text).toMatch(/"consent":\{"type":"boolean"/);
    expect(text).toMatch(/"inquiryNumber":\{"type":"string"\}/);
    expect(text).toContain(`429 ${t('server.openapi.status.429')}`);
    expect(text).not.toContain('401');
  });

  it('answers the OpenAPI operation with --json', async () => {
    const { output, data } = capture(true);
    await runApiDescribe(['GET', '/corporations/1', ''], output);
    expect(data[0]).toMatchObject({ method: 'GET', path: '/api/corporations/{id}', operationId: 'corporation.detail' });
  });

  it('--list names every call', async () => {
    const { output, data } = capture(true);
    await runApiList(output);
    expect(data[0]).toHaveLength(allCalls().length);
  });
});

// Each invoice inquiry division asks for its own page code (spec 2.2: SHARE WFAN001, FLEX/BASE WFAN002, both write),
// FLEX/BASE also for SCRL002 >= 1 or SCRL001 >= 2 (flexDisplay); and the filters' refusals are Japanese field errors.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { chargeCalls, type ChargeFileQuery } from '../../core/charges/calls';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import { checkRequest, compileRequestChecks } from '../http/request-check';
import type { MemberViewer } from '../users/viewer';
import { assertDivisionAccess, parseChargeFilter, parseMonthRange } from './read';

const NOW = new Date('2026-11-24T03:00:00.000Z');

/** A database the checks must not need: the permission codes are refused before any query. */
const unreachable: SqlExecutor = {
  query: () => Promise.reject(new Error('no query expected')),
  exec: () => Promise.reject(new Error('no query expected')),
};

/** A database whose corporation has a basic contract and a contract in force. */
const withContracts: SqlExecutor = { query: async () => [{ basic: true, current: true }] as never[], exec: async () => undefined };

const viewer = (authorities: Record<string, number>, responsible = true): MemberViewer => ({
  userId: 1, roleType: responsible ? 3 : 4, corporationId: 1, authorities, departmentIds: new Set([5, 6]), responsible,
});

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('division access', () => {
  it('asks SHARE for WFAN001 write and FLEX/BASE for WFAN002 write', async () => {
    expect(await status(assertDivisionAccess(unreachable, viewer({ WFAN001: 2, WFAN002: 0 }), 1, NOW))).toBe('ok');
    expect(await status(assertDivisionAccess(unreachable, viewer({ WFAN001: 1, WFAN002: 2 }), 1, NOW))).toBe(403);
    expect(await status(assertDivisionAccess(unreachable, viewer({ WFAN001: 2, WFAN002: 0, SCRL002: 1 }), 2, NOW))).toBe(403);
    expect(await status(assertDivisionAccess(withContracts, viewer({ WFAN002: 2, SCRL002: 1 }), 2, NOW))).toBe('ok');
  });

  it('asks FLEX/BASE for SCRL002 >= 1 or SCRL001 >= 2 (flexDisplay)', async () => {
    expect(await status(assertDivisionAccess(unreachable, viewer({ WFAN002: 2, SCRL001: 1, SCRL002: 0 }), 2, NOW))).toBe(403);
    expect(await status(assertDivisionAccess(withContracts, viewer({ WFAN002: 2, SCRL001: 2, SCRL002: 0 }), 2, NOW))).toBe('ok');
    const noContract: SqlExecutor = { query: async () => [{ basic: true, current: false }] as never[], exec: async () => undefined };
    expect(await status(assertDivisionAccess(noContract, viewer({ WFAN002: 2, SCRL002: 1 }), 2, NOW))).toBe(403);
  });
});

describe('filters', () => {
  it('reads yyyy/MM, the division, the departments and the output type', () => {
    expect(parseChargeFilter({ month: '2026/11', chargeDivision: 2, organizationId: '5,6', outputType: 3 }, viewer({}, false)))
      .toEqual({ month: '2026-11', division: 2, departmentIds: [5, 6], outputType: 3 });
    expect(parseChargeFilter({ month: '2026/01' }, viewer({}))).toEqual({ month: '2026-01', division: 1, departmentIds: [], outputType: 1 });
    expect(parseMonthRange({ from: '2025/12', to: '2026/03' })).toEqual({ from: '2025-12', to: '2026-03' });
  });

  it('refuses malformed input with Japanese field messages, and another department of a clerk with a 403', () => {
    // The kinds, choices and the month's form are the call's schema's, checked at the edge before the handler reads them.
    const edge = compileRequestChecks(chargeCalls.excelCheck);
    const fields = (input: Record<string, unknown>): Record<string, string> | undefined => {
      try {
        const request = { query: { ...input } };
        checkRequest(edge, request as unknown as FastifyRequest);
        parseChargeFilter(request.query as ChargeFileQuery, viewer({}, false));
      } catch (error) {
        if (error instanceof HttpError) return error.status === 400 ? error.fields : { status: String(error.status), message: error.message };
      }
      return undefined;
    };
    expect(fields({ month: '2026/00' })).toEqual({ month: t('charges.validation.month') });
    // A list of one is its one value (a query string's repeated field); a longer list is not a month (the month's message).
    expect(fields({ month: ['2026/11', '2026/12'] })).toEqual({ month: t('charges.validation.month') });
    // A number's text is that number ("1.0" is 1, as the edge coerces every integer field); 1.5 is no division.
    expect(fields({ month: '2026/11', chargeDivision: '1.5' })).toEqual({ chargeDivision: t('charges.validation.division') });
    expect(fields({ month: '2026/11', outputType: '4' })).toEqual({ outputType: t('charges.validation.outputType') });
    expect(fields({ month: '2026/11', organizationId: '5,7' })).toEqual({ status: '403', message: t('charges.forbidden.department') });
  });
});

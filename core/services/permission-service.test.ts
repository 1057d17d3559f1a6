// PermissionService: levels per area, view permission loading, and the flex display rule of spec 4.
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthService, PermissionService } from './contracts';
import { flexDisplayFor, isViewPermissionAbsent } from './permission-service';
import { createTestKernel, makeUser, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { ApiError } from '../api/error';

let kernel: TestKernel;
let auth: AuthService;
let permissions: PermissionService;
const flags = { limitAmounDisplayFlg: true, limitAmountUserDisplayFlg: false, flexContractExistFlg: true, availableFlexContractFlg: false };

beforeEach(() => {
  kernel = createTestKernel();
  auth = kernel.services.get<AuthService>(AuthService);
  permissions = kernel.services.get<PermissionService>(PermissionService);
});

describe('PermissionService.can', () => {
  it('allows a route without requirement', () => {
    expect(permissions.can(undefined)).toBe(true);
  });

  it('denies everything without a user', () => {
    expect(permissions.can({ codes: ['WFAG001'], level: 'read' })).toBe(false);
  });

  it('meets read with level 1 or 2, write only with 2, and never with 0 or a missing code', () => {
    auth.setUser(makeUser({ authorities: { A: 0, B: 1, C: 2 } }));
    expect(permissions.can({ codes: ['A'], level: 'read' })).toBe(false);
    expect(permissions.can({ codes: ['B'], level: 'read' })).toBe(true);
    expect(permissions.can({ codes: ['C'], level: 'read' })).toBe(true);
    expect(permissions.can({ codes: ['B'], level: 'write' })).toBe(false);
    expect(permissions.can({ codes: ['C'], level: 'write' })).toBe(true);
    expect(permissions.can({ codes: ['Z'], level: 'read' })).toBe(false);
  });

  it('is satisfied by any one listed area', () => {
    auth.setUser(makeUser({ authorities: { A: 0, B: 2 } }));
    expect(permissions.can({ codes: ['A', 'B'], level: 'write' })).toBe(true);
    expect(permissions.can({ codes: ['A', 'Z'], level: 'read' })).toBe(false);
  });
});

describe('PermissionService.loadViewPermission', () => {
  it('loads and keeps the flags', async () => {
    kernel.client.on(calls.auth.viewPermission, () => flags);
    await expect(permissions.loadViewPermission()).resolves.toEqual(flags);
    expect(permissions.viewPermission.value).toEqual(flags);
  });

  it('reports an absent view permission distinctly', async () => {
    kernel.client.on(calls.auth.viewPermission, () => null as unknown as typeof flags);
    const error = await permissions.loadViewPermission().catch((e: unknown) => e);
    expect(isViewPermissionAbsent(error)).toBe(true);
    expect(permissions.viewPermission.value).toBeNull();
  });

  it('throws the ApiError of a failed load', async () => {
    kernel.client.fail(calls.auth.viewPermission, new ApiError('x', 'ECONNABORTED'));
    await expect(permissions.loadViewPermission()).rejects.toBeInstanceOf(ApiError);
  });

  it('drops the flags when the user leaves, and on clear()', async () => {
    kernel.client.on(calls.auth.viewPermission, () => flags);
    auth.setUser(makeUser());
    await permissions.loadViewPermission();
    auth.setUser(null);
    expect(permissions.viewPermission.value).toBeNull();
    await permissions.loadViewPermission();
    permissions.clear();
    expect(permissions.viewPermission.value).toBeNull();
  });
});

describe('flex display rule', () => {
  const user = (passwordResetFlg: number, flexBasicContractFlg: boolean, SCRL001: number, SCRL002: number) =>
    makeUser({ passwordResetFlg, flexBasicContractFlg, authorities: { SCRL001, SCRL002 } });

  it.each([
    // passwordResetFlg, flexBasicContractFlg, SCRL001, SCRL002, expected
    [0, true, 0, 1, true],
    [0, true, 0, 2, true],
    [0, true, 2, 0, true],
    [0, true, 1, 0, false],
    [0, true, 0, 0, false],
    [1, true, 2, 2, false],
    [0, false, 2, 2, false],
  ] as const)('passwordResetFlg %i, flex contract %s, SCRL001 %i, SCRL002 %i -> %s', (reset, flex, s1, s2, expected) => {
    expect(flexDisplayFor(user(reset, flex, s1, s2))).toBe(expected);
    auth.setUser(user(reset, flex, s1, s2));
    expect(permissions.flexDisplay.value).toBe(expected);
  });

  it('is off without a user or without the SCRL codes', () => {
    expect(permissions.flexDisplay.value).toBe(false);
    expect(flexDisplayFor(makeUser({ authorities: {} }))).toBe(false);
  });
});

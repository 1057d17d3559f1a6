// For the server tests of the member update's options (mail delivery, the FLEX/BASE contract permission): a member's
// detail as the caller sees it, and the update form that resends it unchanged except for `extra`.
import { expect } from 'vitest';
import type { MemberDetail } from '../../core/users/domain';
import type { TestCaller } from '../../tests/support/server';

export async function memberDetailOf(caller: TestCaller, userId: number): Promise<MemberDetail> {
  const result = await caller.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export function memberUpdateForm(member: MemberDetail, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    division: 'update', userId: member.userId, lastUpdated: member.lastUpdated, sOrganizationId: member.sOrganizationId,
    userLastName: member.userLastName, userFirstName: member.userFirstName, userLastNameKana: member.userLastNameKana,
    userFirstNameKana: member.userFirstNameKana, userCode: member.userCode ?? '', mailAddress: member.mailAddress ?? '',
    tenantRemakes: member.tenantRemakes ?? '', ...extra,
  };
}

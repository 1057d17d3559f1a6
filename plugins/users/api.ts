// The users plugin's calls, typed from the members contract (isomorphic: the CLI may use them too).
import type { ApiClient, FileResponse } from '../../core/api/client-types';
import {
  memberCalls,
  type MemberCsvExportRequest,
  type MemberListCsvCheckResponse,
  type MemberOperationPreview,
  type MemberOperationResult,
  type MemberSearchResponse,
} from '../../core/users/calls';
import type { CsvExportEncoding, DepartmentChoice, MemberDetail, MemberOperation, MemberSearchQuery } from '../../core/users/domain';

/** The operations run from the detail page as confirm + execute (update and restore have their own page). */
export type DetailOperation = Exclude<MemberOperation, 'update' | 'restore'>;

export const DETAIL_OPERATIONS: readonly DetailOperation[] = ['approve', 'permit', 'suspend', 'passwordReset', 'reservationUnlock', 'delete'];

export function searchMembers(client: ApiClient, query: MemberSearchQuery, signal?: AbortSignal): Promise<MemberSearchResponse> {
  return client.call(memberCalls.search, query, { signal });
}

export function fetchMember(client: ApiClient, userId: string, signal?: AbortSignal): Promise<MemberDetail> {
  return client.call(memberCalls.detail, { id: userId }, { signal });
}

export function fetchDepartments(client: ApiClient, signal?: AbortSignal): Promise<DepartmentChoice[]> {
  return client.call(memberCalls.departmentPulldown, {}, { signal });
}

/** The confirm call of an operation: what it will do; nothing changes yet. */
export function previewOperation(client: ApiClient, operation: DetailOperation, member: MemberDetail): Promise<MemberOperationPreview> {
  const request = { userId: member.userId, organizationId: member.sOrganizationId, lastUpdated: member.lastUpdated };
  switch (operation) {
    case 'suspend':
      return client.call(memberCalls.suspendConfirm, request);
    case 'delete':
      return client.call(memberCalls.deleteConfirm, request);
    default:
      return client.call(memberCalls.operationCheck, { ...request, operation });
  }
}

/**
 * The execute call of an operation, carrying the lastUpdated the confirm call answered (a change by someone
 * else in between is refused with 409). Delete of one member goes through the same call as the bulk delete.
 */
export async function executeOperation(
  client: ApiClient,
  operation: DetailOperation,
  member: MemberDetail,
  preview: MemberOperationPreview,
): Promise<{ message: string; member: MemberDetail | null }> {
  const request = { userId: member.userId, organizationId: member.sOrganizationId, lastUpdated: preview.lastUpdated };
  const done = (result: MemberOperationResult) => ({ message: result.message, member: result.member });
  switch (operation) {
    case 'approve':
      return done(await client.call(memberCalls.approve, request));
    case 'suspend':
      return done(await client.call(memberCalls.suspend, request));
    case 'permit':
      return done(await client.call(memberCalls.permit, request));
    case 'passwordReset':
      return done(await client.call(memberCalls.passwordReset, request));
    case 'reservationUnlock':
      return done(await client.call(memberCalls.reservationUnlock, { userId: member.userId, lastUpdated: preview.lastUpdated }));
    case 'delete': {
      const result = await client.call(memberCalls.delete, { id: member.userId, lastUpdated: preview.lastUpdated });
      return { message: result.message, member: null };
    }
  }
}

export function startMemberExport(client: ApiClient, request: MemberCsvExportRequest): Promise<string> {
  return client.call(memberCalls.exportCsv, request).then((answer) => answer.downloadFileId);
}

/** Whether the whole-list CSV can be made in this encoding, and how many members it will list. */
export function checkMemberListCsv(client: ApiClient, encoding: CsvExportEncoding): Promise<MemberListCsvCheckResponse> {
  return client.call(memberCalls.memberListCsvCheck, { encoding });
}

/** The whole-list CSV itself (every member the viewer reaches, deleted ones included). */
export function downloadMemberListCsv(client: ApiClient, encoding: CsvExportEncoding): Promise<FileResponse> {
  return client.download(memberCalls.memberListCsv, { encoding });
}

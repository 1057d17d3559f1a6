// Loads one member for the detail and update pages (kit useRecord): a member the viewer may not see (another
// department's, 403) or that does not exist (404) is told on the page itself.
import '../../../core/users/load-page-messages';
import { useCallback } from 'react';
import type { MemberDetail } from '../../../core/users/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { useRecord, useService } from '../../../web/kit';
import { fetchMember } from '../api';

export interface LoadedMember {
  member: MemberDetail | null;
  loading: boolean;
  /** Why the member cannot be shown (permission or not found), or null. */
  refusal: string | null;
  /** The outage that kept the member from loading, or null (the page offers 再読み込み). */
  error: unknown;
  /** Replaces the member with the state an operation answered. */
  setMember: (member: MemberDetail) => void;
  reload: () => void;
}

export function useMember(userId: string): LoadedMember {
  const client = useService<ApiClient>(ApiClient);
  const load = useCallback((signal: AbortSignal) => fetchMember(client, userId, signal), [client, userId]);
  const { record, loading, refusal, error, setRecord, reload } = useRecord(load, userId, 'users.detail.notFound');
  return { member: record, loading, refusal, error, setMember: setRecord, reload };
}

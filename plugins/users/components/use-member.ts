// Loads one member for the detail and update pages. A member the viewer may not see (another department's,
// 403) or that does not exist (404) is told on the page itself; outages go to the system-error banner.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../core/api/error';
import type { MemberDetail } from '../../../core/domain/member';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';
import { fetchMember } from '../api';

export interface LoadedMember {
  member: MemberDetail | null;
  loading: boolean;
  /** Why the member cannot be shown (permission or not found), or null. */
  refusal: string | null;
  /** Replaces the member with the state an operation answered. */
  setMember: (member: MemberDetail) => void;
  reload: () => void;
}

export function useMember(userId: string): LoadedMember {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [member, setMember] = useState<MemberDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchMember(client, userId, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setMember(answer);
        setRefusal(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setMember(null);
        const status = isApiError(error) ? error.status : undefined;
        if (status === 403) setRefusal(t('error.permission'));
        else if (status === 404 || status === 400) setRefusal(t('users.detail.notFound'));
        else errors.handle(error);
      },
    );
    return () => controller.abort();
  }, [client, errors, userId, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { member, loading, refusal, setMember, reload };
}

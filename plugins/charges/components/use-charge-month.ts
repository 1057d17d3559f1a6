// The closed month a charges page shows: the months of statusClient (newest first), the one the URL names
// (?month=yyyy/MM), or the newest when it names none or a month that is not closed, so an old bookmark still opens.
import { useMemo } from 'react';
import type { ChargeMonthInfo } from '../../../core/charges/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { urlParam, useLoadedData, useService, type LoadState } from '../../../web/kit';
import { fetchChargeMonths } from '../api';

/** The URL parameter every charges page reads its month from. */
export const MONTH_PARAM = { month: urlParam.text() };

export interface ChargeMonth {
  /** Newest first; undefined until statusClient answers. */
  months: readonly ChargeMonthInfo[] | undefined;
  /** The month shown, or null while loading or when no month is closed yet. */
  month: ChargeMonthInfo | null;
  loading: boolean;
  /** The months' load: after a failure the page says so and offers 再読み込み, not "no invoice". */
  load: LoadState & { loading: boolean };
}

export function useChargeMonth(asked: string): ChargeMonth {
  const client = useService<ApiClient>(ApiClient);
  const loaded = useLoadedData((signal) => fetchChargeMonths(client, {}, signal), [client]);
  const months = loaded.data?.months;
  const month = useMemo(() => months?.find((m) => m.month === asked) ?? months?.[0] ?? null, [months, asked]);
  return { months, month, loading: loaded.loading, load: loaded };
}

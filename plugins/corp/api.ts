// The corp plugin's calls, typed from the contract (isomorphic: the CLI may use them too).
import type { ApiClient } from '../../core/api/client-types';
import { calls } from '../../core/api/contract';
import type { Corporation } from '../../core/domain/entities';

export function fetchCorporation(client: ApiClient, corporationId: string, signal?: AbortSignal): Promise<Corporation> {
  return client.call(calls.corporation.detail, { id: corporationId }, { signal });
}

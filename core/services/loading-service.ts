// The loading counter of spec 4: +1 per request, -1 200 ms after its answer, never below zero; some calls ignored.
import { inject, injectable } from 'inversify';
import { computed, signal } from '@preact/signals-core';
import { LoadingService, type LoadingCall } from './contracts';
import { Clock } from '../platform/tokens';
import { allCalls, calls } from '../api/contract';
import { LOADING_DECREMENT_MS } from '../domain/constants';

/** The calls spec 4 names as ignored: login check, news list, unread news, view permission,
 * multi-organization list, mark news read, delete news read. */
export const SPEC_IGNORED_CALL_IDS: readonly string[] = [
  calls.auth.loginUser.id,
  calls.news.infoList.id,
  calls.news.unread.id,
  calls.auth.viewPermission.id,
  calls.auth.multiOrganizationList.id,
  calls.news.markRead.id,
  calls.news.deleteRead.id,
];

@injectable()
export class DefaultLoadingService implements LoadingService {
  private readonly counter = signal(0);
  readonly count = computed(() => this.counter.value);
  readonly busy = computed(() => this.counter.value > 0);
  private readonly ignored: ReadonlySet<string>;

  constructor(@inject(Clock) private readonly clock: Clock) {
    this.ignored = new Set([...SPEC_IGNORED_CALL_IDS, ...allCalls().filter((def) => def.ignoreLoading).map((def) => def.id)]);
  }

  isIgnored(callId: string): boolean {
    return this.ignored.has(callId);
  }

  begin(call?: LoadingCall): () => void {
    const id = typeof call === 'string' ? call : call?.id;
    const flagged = typeof call === 'object' && call.ignoreLoading === true;
    if (flagged || (id !== undefined && this.isIgnored(id))) return () => undefined;
    this.counter.value += 1;
    let ended = false;
    return () => {
      // Ending twice must not take away another request's count.
      if (ended) return;
      ended = true;
      // The 200 ms delay keeps the indicator from flickering between back-to-back calls.
      this.clock.setTimeout(() => {
        this.counter.value = Math.max(0, this.counter.value - 1);
      }, LOADING_DECREMENT_MS);
    };
  }
}

// The loading counter of spec 4: +1 per request, -1 200 ms after its answer, never below zero; some calls ignored.
import { inject, injectable } from 'inversify';
import { computed, signal } from '@preact/signals-core';
import { LoadingService, type LoadingCall } from './contracts';
import { Clock } from '../platform/tokens';
import { LOADING_DECREMENT_MS } from '../domain/constants';

/**
 * The calls spec 4 names as ignored: login check, news list, unread news, view permission, multi-organization list,
 * mark news read, delete news read. Their ids, not their definitions: importing the news calls (and their schemas)
 * would put them on the sign-in page, which this service is part of; loading-service.test.ts checks the ids against
 * the contract.
 */
export const SPEC_IGNORED_CALL_IDS: readonly string[] = [
  'auth.loginUser',
  'news.infoList',
  'news.unread',
  'auth.viewPermission',
  'corporation.multiOrganizationList',
  'news.markRead',
  'news.deleteRead',
];

@injectable()
export class DefaultLoadingService implements LoadingService {
  private readonly counter = signal(0);
  readonly count = computed(() => this.counter.value);
  readonly busy = computed(() => this.counter.value > 0);
  private readonly ignored: ReadonlySet<string>;

  constructor(@inject(Clock) private readonly clock: Clock) {
    // A call marked ignoreLoading is told by its definition, which the client hands to begin(); reading the whole
    // contract here would put every call (and its schemas) on the sign-in page, which this service is part of.
    this.ignored = new Set(SPEC_IGNORED_CALL_IDS);
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

// LoadingService: +1 per request, -1 200 ms after the answer, never below zero, busy above zero, ignored calls.
import { beforeEach, describe, expect, it } from 'vitest';
import { LoadingService } from './contracts';
import { SPEC_IGNORED_CALL_IDS } from './loading-service';
import { createTestKernel, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { defineCall } from '../api/call';

let kernel: TestKernel;
let loading: LoadingService;

beforeEach(() => {
  kernel = createTestKernel();
  loading = kernel.services.get<LoadingService>(LoadingService);
});

describe('LoadingService', () => {
  it('counts each request and is busy while above zero', () => {
    expect(loading.busy.value).toBe(false);
    const endA = loading.begin('users.search');
    const endB = loading.begin('users.detail');
    expect(loading.count.value).toBe(2);
    expect(loading.busy.value).toBe(true);
    endA();
    endB();
    expect(loading.count.value).toBe(2);
  });

  it('decrements 200 ms after the answer, not before', () => {
    const end = loading.begin('users.search');
    end();
    kernel.clock.advance(199);
    expect(loading.count.value).toBe(1);
    kernel.clock.advance(1);
    expect(loading.count.value).toBe(0);
    expect(loading.busy.value).toBe(false);
  });

  it('counts a request without an id', () => {
    loading.begin();
    expect(loading.count.value).toBe(1);
  });

  it('never goes below zero, and ending twice counts once', () => {
    const end = loading.begin('a');
    end();
    end();
    kernel.clock.advance(1000);
    expect(loading.count.value).toBe(0);
    const other = loading.begin('b');
    const late = loading.begin('c');
    other();
    other();
    kernel.clock.advance(200);
    expect(loading.count.value).toBe(1);
    late();
    kernel.clock.advance(200);
    expect(loading.count.value).toBe(0);
  });

  it('ignores the calls spec 4 names', () => {
    const named = [
      calls.auth.loginUser, calls.news.infoList, calls.news.unread, calls.auth.viewPermission,
      calls.auth.multiOrganizationList, calls.news.markRead, calls.news.deleteRead,
    ].map((def) => def.id);
    expect([...SPEC_IGNORED_CALL_IDS].sort()).toEqual([...named].sort());
    for (const id of named) {
      expect(loading.isIgnored(id)).toBe(true);
      loading.begin(id)();
    }
    expect(loading.count.value).toBe(0);
    expect(kernel.clock.pending()).toBe(0);
  });

  it('does not ignore other calls', () => {
    expect(loading.isIgnored(calls.auth.login.id)).toBe(false);
    expect(loading.isIgnored(calls.news.detail.id)).toBe(false);
  });

  it('honours the ignoreLoading flag of a CallDef it is given', () => {
    const pluginCall = defineCall({ id: 'plugin.poll', method: 'GET', base: '/asynchronousApi', path: '/x', access: 'session', ignoreLoading: true });
    loading.begin(pluginCall);
    expect(loading.count.value).toBe(0);
    loading.begin(calls.auth.login);
    expect(loading.count.value).toBe(1);
  });
});

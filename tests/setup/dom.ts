// jsdom test setup: inversify metadata, and cleanup of rendered trees between tests.
// Every message catalogue: tests render pieces of pages directly, without the page module that registers them
// (core/i18n/loading.test.ts checks that each module imports the catalogues it shows).
import '../../core/i18n/all';
import 'reflect-metadata';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short when the machine is shared and a lazy page chunk loads
// (the first test of a file in a full run, two workers and the browser project beside it, took over 5 s). They
// return as soon as the page shows what they wait for; this is only how long a failing wait takes to say so.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: scrolling (the router's scroll restoration) is a no-op instead of a "not implemented" error.
window.scrollTo = () => undefined;

afterEach(() => cleanup());

// The dom project runs its files in one module graph and one jsdom window per worker (isolate: false in
// vitest.config.ts): each file starts from a blank window as it would in a fresh one.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

// jsdom test setup: inversify metadata, and cleanup of rendered trees between tests.
// Every message catalogue: tests render pieces of pages directly, without the page module that registers them
// (core/i18n/loading.test.ts checks that each module imports the catalogues it shows).
import '../../core/i18n/all';
import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short when the machine is shared and a lazy page chunk loads.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling (the router's scroll restoration) is a no-op instead of a "not implemented" error.
window.scrollTo = () => undefined;

afterEach(() => cleanup());

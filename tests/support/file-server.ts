// The seeded test server of one test file, started before its tests and closed after them (kept apart from
// server.ts, which the benches load outside vitest).
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, testClock, type TestClock, type TestServer, type TestServerOptions } from './server';

/** The seeded server of one test file, on a test clock (fileTestServer). */
export interface FileTestServer {
  clock: TestClock;
  /** The running server (inside tests and hooks registered after fileTestServer). */
  readonly server: TestServer;
}

/**
 * One seeded test server on a test clock for the file that calls this at its top level: started before the file's
 * tests (and before its own beforeAll hooks registered later), closed after them.
 */
export function fileTestServer(opts: Omit<TestServerOptions, 'clock'> = {}, startTimeoutMs = 120_000): FileTestServer {
  const clock = testClock();
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer({ webDist: null, ...opts, clock: clock.now });
  }, startTimeoutMs);
  afterAll(async () => {
    await running?.close();
  });
  return {
    clock,
    get server(): TestServer {
      if (!running) throw new Error('the test server of this file has not started');
      return running;
    },
  };
}

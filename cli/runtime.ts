// What a command needs from the process (environment, streams, home folder, fetch), replaceable in tests.
import { homedir } from 'node:os';
import type { Env } from './io/color';
import type { InputStream, OutputStream } from './io/streams';

export interface CliRuntime {
  env: Env;
  stdin: InputStream;
  stdout: OutputStream;
  stderr: OutputStream;
  homeDir: string;
  /** The fetch the API client uses: undici's, loaded only when a command calls the API. */
  loadFetch(): Promise<typeof fetch>;
  /**
   * Calls `handler` on the first Ctrl-C (SIGINT) from now on, instead of the process dying silently; answers the
   * function that stops listening. A second Ctrl-C ends the process as usual.
   */
  onInterrupt(handler: () => void): () => void;
}

async function loadUndiciFetch(): Promise<typeof fetch> {
  // `default` is undici's module.exports however it is loaded: as a chunk of the split bundle (a CommonJS module whose
  // only ESM export is `default`) and through Node's own loader (tsx, vitest) alike; the named export exists only in
  // the latter.
  const undici = (await import('undici')).default;
  // undici's Response type is its own class; at run time it is the WHATWG fetch the client expects.
  return undici.fetch as unknown as typeof fetch;
}

export function processRuntime(): CliRuntime {
  return {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    homeDir: homedir(),
    loadFetch: loadUndiciFetch,
    onInterrupt(handler) {
      const listener = (): void => handler();
      process.once('SIGINT', listener);
      return () => void process.off('SIGINT', listener);
    },
  };
}

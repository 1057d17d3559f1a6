// A CliRuntime for unit tests: collected stdout and stderr, a chosen environment, a fake fetch, a TTY or not.
import { PassThrough } from 'node:stream';
import type { CliRuntime } from '../runtime';
import type { InputStream, OutputStream } from '../io/streams';
import { createOutput, type Output } from '../io/output';

export interface CollectedStream extends OutputStream {
  text(): string;
}

export function collector(isTTY = false): CollectedStream {
  let buffer = '';
  return {
    isTTY,
    write(chunk: string) {
      buffer += chunk;
      return true;
    },
    text: () => buffer,
  };
}

/** A stdin that says it is a terminal and records raw-mode switches. */
export function fakeTty(): InputStream & PassThrough & { rawModes: boolean[] } {
  const stream = new PassThrough() as PassThrough & InputStream & { rawModes: boolean[] };
  stream.isTTY = true;
  stream.rawModes = [];
  stream.setRawMode = (mode: boolean) => {
    stream.rawModes.push(mode);
    return stream;
  };
  return stream;
}

export interface FakeRuntime extends CliRuntime {
  stdout: CollectedStream;
  stderr: CollectedStream;
  output(json?: boolean): Output;
  /** A Ctrl-C: calls the handlers listening now (each once, as the process's SIGINT listener is); false when none was. */
  interrupt(): boolean;
}

export function fakeRuntime(options: {
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  stdin?: InputStream;
  homeDir?: string;
  /** stderr says it is a terminal (progress lines are drawn). */
  stderrTTY?: boolean;
}): FakeRuntime {
  const stdout = collector();
  const stderr = collector(options.stderrTTY === true);
  const interruptHandlers = new Set<() => void>();
  const runtime: FakeRuntime = {
    // TWB_KEYRING off: a unit test's tokens never reach the keyring of the machine running it.
    env: { NO_COLOR: '1', TWB_KEYRING: 'off', ...options.env },
    stdin: options.stdin ?? new PassThrough(),
    stdout,
    stderr,
    homeDir: options.homeDir ?? '/nonexistent-home',
    loadFetch: async () => {
      if (!options.fetch) throw new Error('this test makes no HTTP calls');
      return options.fetch;
    },
    onInterrupt(handler) {
      const once = (): void => handler();
      interruptHandlers.add(once);
      return () => void interruptHandlers.delete(once);
    },
    interrupt() {
      const handlers = [...interruptHandlers];
      interruptHandlers.clear();
      for (const handler of handlers) handler();
      return handlers.length > 0;
    },
    output: (json = false) => createOutput(runtime, { json }),
  };
  return runtime;
}

// One background drain at a time per process, however often it is asked for: a kick while a drain runs asks for one
// more pass after it (kicks coalesce), a stop lets the running pass finish at its next check and waits for it. The
// upload runner and the mail delivery worker drain their queues this way.

export interface CoalescedDrain {
  /** Starts a drain, or asks the running one for another pass. */
  kick(): void;
  /** Resolves once no drain is running or asked for (tests, shutdown). */
  idle(): Promise<void>;
  /** Takes no more kicks and waits for the running pass. */
  stop(): Promise<void>;
}

/** `pass` works through the queue once, returning early when `stopped()` says so. */
export function coalescedDrain(pass: (stopped: () => boolean) => Promise<void>, onError: (error: unknown) => void): CoalescedDrain {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = (): boolean => stopped;

  async function drain(): Promise<void> {
    do {
      again = false;
      await pass(isStopped);
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again && !stopped) kick();
      });
  }

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}

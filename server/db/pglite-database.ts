// The embedded PostgreSQL (PGlite) implementation of Database: a data folder on disk, or 'memory://' for tests.
// PGlite lives in a worker thread (pglite-worker.js, which says why); this side sends it the statements and waits.
// PGlite is still one connection: a transaction holds it from BEGIN to COMMIT and other queries wait for it, as they
// did on this thread, but waiting no longer stops the server.
import { Worker } from 'node:worker_threads';
import type { Database, Row, SqlExecutor } from './database';

interface Answer {
  id: number;
  rows?: Row[];
  error?: Record<string, unknown> & { message: string };
}

type Request =
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listen: number }
  | { op: 'dump'; path: string }
  | { op: 'close' };

/** An Error carrying the PostgreSQL error's fields (code, severity, constraint...) as pg's and PGlite's errors do. */
function databaseError(fields: Answer['error'] & object): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

class PgliteWorkerClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private failure: Error | null = null;
  /** Callbacks of the open listeners, by the id of their listen message. */
  readonly listeners = new Map<number, () => void>();

  constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer & { ready?: true; notify?: number }) => {
      if (answer.ready) return;
      if (answer.notify !== undefined) {
        this.listeners.get(answer.notify)?.();
        return;
      }
      const waiter = this.waiting.get(answer.id);
      if (!waiter) return;
      this.waiting.delete(answer.id);
      this.refWhileWaiting();
      if (answer.error) waiter.reject(databaseError(answer.error));
      else waiter.resolve(answer);
    });
    const fail = (error: Error): void => {
      this.failure = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
      this.refWhileWaiting();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
    this.refWhileWaiting();
  }

  send(request: Request): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.refWhileWaiting();
      this.worker.postMessage({ id, ...request });
    });
  }

  /** The thread keeps the process alive only while a statement is under way (an idle open database does not). */
  private refWhileWaiting(): void {
    if (this.waiting.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/**
 * A statement that only reads: a plain select naming nothing that writes (a select ... for update, nextval, a
 * notification or a setting is counted as a write, which only costs a kept read its next use).
 */
const READ_ONLY = /^\s*(?:select|with)\b/i;
const MAY_WRITE = /\b(?:insert|update|delete|merge|truncate|nextval|setval|pg_notify|set_config|lock|into)\b/i;
export const mayWrite = (sql: string): boolean => !READ_ONLY.test(sql) || MAY_WRITE.test(sql);

/** Counts the statements that may have written (Database.writeVersion), counted once they completed. */
class WriteCounter {
  value = 0;
  after<T>(promise: Promise<T>, wrote: boolean): Promise<T> {
    if (!wrote) return promise;
    // Failed or not, the statement may have changed something before it ended (a transaction's earlier statements).
    return promise.finally(() => void (this.value += 1));
  }
}

function executor(client: PgliteWorkerClient, writes: WriteCounter, tx?: number): SqlExecutor {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const answer = await writes.after(client.send({ op: 'query', sql, params, tx }), mayWrite(sql));
      return answer.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await writes.after(client.send({ op: 'exec', sql, tx }), true);
    },
  };
}

/** Waits for the worker's first message: PGlite opened the data folder (or failed to). */
function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (): void => {
      worker.off('error', onError);
      resolve();
    };
    const onError = (error: Error): void => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

/** The embedded database, which can also write its data folder to an archive (the test servers' templates). */
export interface PgliteDatabase extends Database {
  /** Writes the data folder as an uncompressed tar archive at `path` (PGlite dumpDataDir), for loadDataDir. */
  dumpDataDir(path: string): Promise<void>;
}

export interface PgliteOpenOptions {
  /** A tar archive of a data folder to start from (dumpDataDir's). */
  loadDataDir?: string;
  /** Extra initdb arguments for a data folder made here (not for one loaded or already on disk). */
  initdbArgs?: readonly string[];
  /** The whole of postgresql.conf, written before PostgreSQL starts (replacing the data folder's). */
  postgresqlConf?: string;
}

export async function openPgliteDatabase(dataDir: string, options: PgliteOpenOptions = {}): Promise<PgliteDatabase> {
  const workerData = { dataDir, loadDataDir: options.loadDataDir, initdbArgs: options.initdbArgs ? [...options.initdbArgs] : undefined, postgresqlConf: options.postgresqlConf };
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  await started(worker);
  const client = new PgliteWorkerClient(worker);
  const writes = new WriteCounter();
  const base = executor(client, writes);
  const database: PgliteDatabase = {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const { id } = await client.send({ op: 'begin' });
      let result: T;
      try {
        result = await fn(executor(client, writes, id));
      } catch (error) {
        // The caller's error is the one to report; a failed ROLLBACK (the thread gone) only follows from it.
        await writes.after(client.send({ op: 'end', tx: id, commit: false }), true).catch(() => undefined);
        throw error;
      }
      // What the transaction wrote is what others read from its commit on.
      await writes.after(client.send({ op: 'end', tx: id, commit: true }), true);
      return result;
    },
    writeVersion: () => writes.value,
    // One connection: background work takes its turns on it like every request (issue 10's design, apply-job.ts).
    get background() {
      return database;
    },
    async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
      const { id } = await client.send({ op: 'listen', channel });
      client.listeners.set(id, onNotify);
      return async () => {
        client.listeners.delete(id);
        await client.send({ op: 'unlisten', listen: id }).catch(() => undefined);
      };
    },
    async dumpDataDir(path: string): Promise<void> {
      await client.send({ op: 'dump', path });
    },
    async close(): Promise<void> {
      await client.send({ op: 'close' });
      await worker.terminate();
    },
  };
  return database;
}

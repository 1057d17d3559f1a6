// The thread that owns the embedded database (PGlite). PGlite runs every query synchronously on the thread that calls
// it (WebAssembly), so on the server's own thread a 1 s statement froze every other request for 1 s, whatever the
// requests needed. Here it freezes only this thread: the server keeps parsing, validating, answering from memory and
// streaming while the database works. Plain JavaScript so that the same file runs from the sources (tests, tsx) and
// beside the bundled server (tsup entry); pglite-database.ts is the other side of the protocol:
//   { id, op: 'query', sql, params, tx? }  → { id, rows }
//   { id, op: 'exec', sql, tx? }           → { id }
//   { id, op: 'begin' }                    → { id } once BEGIN ran; later queries name tx: id
//   { id, op: 'end', tx, commit }          → { id } after COMMIT (or ROLLBACK)
//   { id, op: 'listen', channel }          → { id } once LISTEN ran; then { notify: id } per notification
//   { id, op: 'unlisten', listen }         → { id } (listen: the id of the listen message)
//   { id, op: 'dump', path }               → { id } once the data folder is written to path (tar)
//   { id, op: 'close' }                    → { id }
// workerData: { dataDir, loadDataDir?, initdbArgs?, postgresqlConf? }: loadDataDir names a tar of a data folder to
//   start from (open-database.ts); initdbArgs are added to initdb's for a data folder made here and postgresqlConf
//   replaces postgresql.conf before the start (the test templates).
//   any failure                            → { id, error: { message, ...the PostgreSQL error's fields } }
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The fields of a PostgreSQL error the server reads (SQLSTATE and severity above all); Error itself clones badly. */
const ERROR_FIELDS = ['name', 'message', 'code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'constraint', 'routine'];

function plainError(error) {
  const plain = {};
  for (const field of ERROR_FIELDS) {
    const value = error?.[field];
    if (typeof value === 'string' || typeof value === 'number') plain[field] = value;
  }
  if (plain.message === undefined) plain.message = String(error);
  return plain;
}

const ROLLBACK = Symbol('rollback');
const pg = await PGlite.create(workerData.dataDir, {
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([readFileSync(workerData.loadDataDir)]) } : {}),
  ...(workerData.initdbArgs ? { initDbStartParams: workerData.initdbArgs } : {}),
  ...(workerData.postgresqlConf ? { postgresqlconf: workerData.postgresqlConf } : {}),
});
/** Open transactions by the id of the message that began them: the PGlite transaction and how to end it. */
const transactions = new Map();

const reply = (id, answer) => parentPort.postMessage({ id, ...answer });
/** Open listeners by the id of the message that asked for them: the function that ends each. */
const listeners = new Map();

function runnerOf(message) {
  if (message.tx === undefined) return pg;
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`transaction ${message.tx} is not open`);
  return open.tx;
}

function begin(id) {
  // PGlite runs the callback once BEGIN ran and holds its lock until the callback settles: the callback waits for the
  // 'end' message, and the queries of the transaction arrive in between on `tx`.
  const open = {};
  open.done = pg.transaction((tx) => new Promise((resolve, reject) => {
    Object.assign(open, { tx, commit: resolve, rollback: () => reject(ROLLBACK) });
    transactions.set(id, open);
    reply(id, {});
  }));
  open.done.catch((error) => {
    // BEGIN itself failed (the callback never ran): the caller is still waiting for the begin's answer.
    if (!open.tx) reply(id, { error: plainError(error) });
  });
}

/** Ends a transaction; answers after PGlite ran COMMIT or ROLLBACK (a failed COMMIT is the caller's error). */
async function end(message) {
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`transaction ${message.tx} is not open`);
  transactions.delete(message.tx);
  if (message.commit) open.commit();
  else open.rollback();
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const result = await runnerOf(message).query(message.sql, message.params);
      reply(id, { rows: result.rows });
    } else if (op === 'exec') {
      await runnerOf(message).exec(message.sql);
      reply(id, {});
    } else if (op === 'begin') {
      begin(id);
    } else if (op === 'end') {
      await end(message);
      reply(id, {});
    } else if (op === 'listen') {
      listeners.set(id, await pg.listen(message.channel, () => parentPort.postMessage({ notify: id })));
      reply(id, {});
    } else if (op === 'unlisten') {
      const stop = listeners.get(message.listen);
      listeners.delete(message.listen);
      if (stop) await stop();
      reply(id, {});
    } else if (op === 'dump') {
      const archive = await pg.dumpDataDir('none');
      writeFileSync(message.path, new Uint8Array(await archive.arrayBuffer()));
      reply(id, {});
    } else if (op === 'close') {
      await pg.close();
      reply(id, {});
    } else {
      throw new Error(`unknown operation ${op}`);
    }
  } catch (error) {
    reply(id, { error: plainError(error) });
  }
}

parentPort.on('message', (message) => {
  void handle(message);
});
parentPort.postMessage({ ready: true });

// The node-postgres implementation of Database, used when DATABASE_URL names a real PostgreSQL server.
import pg from 'pg';
import type { Database, Row, SqlExecutor } from './database';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The most statement texts a process prepares by name. Each connection keeps a prepared statement per name it has run
 * (a few kilobytes in its backend); the server's statements are a few hundred, the member search's filter
 * combinations included. Past this, statements go unnamed, as they all did before.
 */
const MAX_NAMED_STATEMENTS = 2_000;
/** Statement names by SQL text, for the whole process (a name always means the same text on every connection). */
const statementNames = new Map<string, string>();
/** Texts that must not be prepared by name (their prepared plan no longer fits the schema; see namedQuery). */
const unnamedTexts = new Set<string>();

/**
 * The name a statement is prepared under. node-postgres parses a named statement once per connection and later only
 * binds and executes it, and PostgreSQL keeps its parse and rewrite, and after five runs usually a generic plan: the
 * member list's statement over the members view took 3.8 ms to plan and 2.9 ms to run, the session look-up 2 ms to
 * plan and 0.2 ms to run (EXPLAIN ANALYZE, 100,000 members); prepared, they were planned in 1 ms and not at all.
 */
function statementName(sql: string): string | undefined {
  if (unnamedTexts.has(sql)) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `twb_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** PostgreSQL's refusal to run a prepared statement whose result columns a schema change altered. */
const isStalePlan = (error: unknown): boolean =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

function executor(runner: Queryable, inTransaction: boolean): SqlExecutor {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // Only statements with parameters: without, node-postgres sends the simple protocol, which also runs a text of
      // several statements (a prepared statement holds one).
      const name = params.length > 0 ? statementName(sql) : undefined;
      try {
        const result = await runner.query<T>(name === undefined ? sql : { name, text: sql, values: [...params] }, name === undefined ? [...params] : undefined);
        return result.rows;
      } catch (error) {
        // A migration changed what the statement returns after a connection prepared it: the text runs unnamed from
        // now on. Outside a transaction it is run again at once; inside, the transaction has failed and says so.
        if (name === undefined || !isStalePlan(error)) throw error;
        unnamedTexts.add(sql);
        if (inTransaction) throw error;
        const result = await runner.query<T>(sql, [...params]);
        return result.rows;
      }
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

/**
 * Connections of the requests' pool by default (DATABASE_POOL_SIZE). About as many queries as the database's cores
 * can run at once: more only queue inside PostgreSQL, where every backend gets an equal share of the processors and
 * background work gets less and less. With twenty sessions asking for the member list on two cores, 10 connections
 * answered no more lists per second than 4, and a 50,000-row apply beside them took 38 s instead of 23 s
 * (scripts/bench-upload-apply.mjs).
 */
const REQUEST_CONNECTIONS = 4;
/** Connections of background work: one job applies at a time per process; the scheduler's steps are the other. */
const BACKGROUND_CONNECTIONS = 2;

/**
 * DATABASE_URL with the session settings every connection of the server gets, after the URL's own `options`. JIT
 * off: PostgreSQL compiles a query it estimates as expensive (a count over 100,000 members is) with LLVM, which took
 * 0.2-1.7 s on the queries of this server, each a few milliseconds to run: the member list's p95 was 30-290x the
 * baseline call with JIT on and 12-22x with it off (scripts/bench-member-search.mjs). JIT pays for long analytical
 * queries, which this server does not make. (node-postgres takes `options` from the URL over its own setting.)
 */
export function withSessionOptions(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    // a key=value connection string is used as it is
    return connectionString;
  }
  url.searchParams.set('options', [url.searchParams.get('options') ?? '', '-c jit=off'].filter(Boolean).join(' '));
  return url.toString();
}

function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: withSessionOptions(connectionString), max });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

export async function openPostgresDatabase(connectionString: string, poolSize = REQUEST_CONNECTIONS): Promise<Database> {
  const pool = openPool(connectionString, poolSize);
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
  // Opened on first use: most processes (tests, the CLI's server) never run background work.
  let background: Database | null = null;
  const listeners = new Set<() => Promise<void>>();
  const listen = async (channel: string, onNotify: () => void): Promise<() => Promise<void>> => {
    const stop = await listenOn(connectionString, channel, onNotify);
    const tracked = async (): Promise<void> => {
      listeners.delete(tracked);
      await stop();
    };
    listeners.add(tracked);
    return tracked;
  };
  return poolDatabase(pool, {
    background: () => (background ??= poolDatabase(openPool(connectionString, BACKGROUND_CONNECTIONS), { background: (own) => own, listen })),
    listen,
    close: async () => {
      await Promise.all([background?.close(), ...[...listeners].map((stop) => stop())]);
    },
  });
}

/** How long a listener whose connection was lost waits before it connects again. */
const RELISTEN_MS = 5_000;

/**
 * A connection of its own that LISTENs on the channel (a pooled one would go back to the pool). A lost connection is
 * opened again after a pause, and onNotify is called then, for the notifications it may have missed.
 */
async function listenOn(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    const lost = (): void => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reopen, RELISTEN_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
  };
  const reopen = (): void => {
    retry = null;
    open().then(onNotify, () => {
      if (!stopped && !retry) retry = setTimeout(reopen, RELISTEN_MS).unref();
    });
  };
  try {
    await open();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    await (client as pg.Client | null)?.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

interface PoolRoles {
  /** The handle for background work, given the pool's own. */
  background: (self: Database) => Database;
  listen: Database['listen'];
  /** Closes what the pool's database owns besides the pool. */
  close?: () => Promise<void>;
}

/** A Database over one pool. */
function poolDatabase(pool: pg.Pool, roles: PoolRoles): Database {
  const base = executor(pool, false);
  const database: Database = {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(executor(client, true));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    get background() {
      return roles.background(database);
    },
    listen: roles.listen,
    async close() {
      await Promise.all([pool.end(), roles.close?.()]);
    },
  };
  return database;
}

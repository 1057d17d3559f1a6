// The tiny storage interface every server module talks to, so PGlite and node-postgres are interchangeable.

/** A row as the driver returns it; callers narrow it with their own row interfaces. */
export type Row = Record<string, unknown>;

/** Something that runs SQL: the database itself or an open transaction. */
export interface SqlExecutor {
  /** One statement with $1..$n parameters; answers the rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; any throw rolls back. Do not use the outer Database inside fn. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * The handle background work (upload applies, the scheduler) runs on, so its statements never queue behind the
   * requests' connections: on PostgreSQL a small pool of its own (a 50,000-row apply is hundreds of short
   * statements; in the requests' pool each waited for a connection behind the member list's queries: 53 s instead
   * of 14 s under 20 sessions); on the embedded database, one connection, the database itself. Closed with it.
   */
  readonly background: Database;
  /**
   * Calls onNotify for each notification on `channel` (NOTIFY or pg_notify, delivered when the writing transaction
   * commits, from any connection: on PostgreSQL from every server). Answers the function that stops listening. A
   * listener may miss notifications (a lost connection is opened again, and then onNotify is called once): use it to
   * wake up sooner, never as the only way to find work.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * The embedded database only (this process is its one writer): a number that grows whenever a statement that may
   * have written completes or a transaction ends. What was read while it stood at n is still what the database holds
   * as long as it stands at n, so a read may be kept in memory against it (the session look-up, server/auth/sessions.ts).
   * Undefined on PostgreSQL, where other servers write too.
   */
  readonly writeVersion?: () => number;
  close(): Promise<void>;
}

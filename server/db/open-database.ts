// Chooses the storage: a real PostgreSQL when a connection string is given, else embedded PGlite in a folder.
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** Connections of the requests' pool on PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite only: an archive of a data folder (written by PgliteDatabase.dumpDataDir) to start from instead of an empty
   * cluster. The test servers start from a migrated and seeded copy made once per run (tests/support/templates.ts):
   * loading it takes about a sixth of the time that creating, migrating and seeding a cluster takes.
   */
  loadDataDir?: string;
}

/**
 * The WAL settings a data folder loaded from an archive runs with: those of a fresh embedded database. The archive's
 * postgresql.conf is its builder's (the test templates are built with the least WAL, to be small), not one for the
 * copies' work; and without any, PostgreSQL would let the WAL grow to 1 GB in memory before a checkpoint.
 */
const LOADED_ARCHIVE_CONF = "min_wal_size = '5MB'\nmax_wal_size = '64MB'\n";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.poolSize);
  if (options.loadDataDir) return openPgliteDatabase(options.dataDir ?? 'memory://', { loadDataDir: options.loadDataDir, postgresqlConf: LOADED_ARCHIVE_CONF });
  return openPgliteDatabase(options.dataDir ?? 'memory://');
}

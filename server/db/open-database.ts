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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl, options.poolSize);
  return openPgliteDatabase(options.dataDir ?? 'memory://');
}

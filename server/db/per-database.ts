// What a module keeps in memory about one database (counts, page anchors), kept apart per database handle: tests run
// many servers in one process, each with its own database, and the same key means different rows in each. Kept
// weakly, so a closed database's entries go with it.
import type { SqlExecutor } from './database';

/** A function answering the map of `db`, made empty on first use. */
export function perDatabase<V>(): (db: SqlExecutor) => Map<string, V> {
  const maps = new WeakMap<SqlExecutor, Map<string, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}

import type { Database } from './client';

/**
 * A query prepared once per database handle (Drizzle builds its SQL once; PostgreSQL parses and plans it once
 * per connection), for the statements every request runs: the session lookup, order placement's reads.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}

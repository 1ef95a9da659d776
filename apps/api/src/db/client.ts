import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** An open transaction of the database: what `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Timestamps come back as Date objects; `date` columns (catering event dates) stay 'YYYY-MM-DD' text. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A client that loses its server (database restart) must not crash the process. The pool listens on its idle
  // clients only; a client handed out (a transaction between two statements) reports the loss as an 'error'
  // event too, which with no listener would be thrown: every client gets one of its own. Its query in flight, or
  // its next one, fails as usual, and the pool drops it when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

import type { Database, Transaction } from './client';

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

/**
 * What a handle's queries run on (Drizzle's node-postgres session holds it): the pooled connection of a
 * transaction, the pool itself for the database.
 */
export function connectionOf(handle: Database | Transaction): object {
  return (handle as unknown as { session: { client: object } }).session.client;
}

/**
 * A statement prepared once per pooled connection, for the statements every order runs inside its transaction.
 * Drizzle's transaction object is new for each transaction, but a prepared query runs on the connection it was
 * built with, and the pool hands the same few connections out again: built once per connection, it runs inside
 * whichever transaction holds that connection, instead of Drizzle building the SQL again for every order.
 */
export function preparedPerConnection<T>(build: (tx: Transaction) => T): (tx: Transaction) => T {
  const byConnection = new WeakMap<object, T>();
  return (tx) => {
    const connection = connectionOf(tx);
    let query = byConnection.get(connection);
    if (!query) byConnection.set(connection, (query = build(tx)));
    return query;
  };
}

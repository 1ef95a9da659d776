import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Runs reads that do not depend on one another: all at once on the database, each on a pooled connection of
 * its own; one after another in a transaction, whose one connection runs one statement at a time. `pg` queues a
 * statement sent while another runs on its connection, a use it deprecates (and pg 9 removes).
 */
export async function readTogether<T extends readonly unknown[] | []>(
  db: Pick<Database, 'select'>,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  const all = reads as readonly (() => PromiseLike<unknown>)[];
  if (!(db instanceof PgTransaction)) return (await Promise.all(all.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of all) results.push(await read());
  return results as T;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The generated SQL migrations: beside the sources in development, copied next to the bundle in production. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'db' ? path.resolve(here, '../../drizzle') : path.resolve(here, 'drizzle');
}

/** Any 64-bit key of our own; every instance takes the same one. */
const MIGRATION_LOCK = 'flame-kissed:migrations';

/**
 * Applies the pending migrations. Several instances may start at once on one database: each waits for a
 * session advisory lock, so one migrates and the others then find nothing left to do (without the lock the
 * second one failed on the tables the first was creating). A restore passes a folder whose journal stops at
 * its backup's migration.
 */
export async function runMigrations(pool: pg.Pool, folder: string = migrationsFolder()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    client.release();
  } catch (error) {
    // Closing the connection also frees the lock.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { seedDemo } from './seed';

export interface PreparedDatabase {
  database: DatabaseHandle;
  embedded: EmbeddedPostgres | undefined;
  restaurantId: string | undefined;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR; applies the migrations;
 * seeds the demo restaurant into an empty database (never over existing data).
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
  options: { seed?: boolean } = {},
): Promise<PreparedDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, onLog: log });
  const database = connectDatabase(config.databaseUrl ?? embedded!.url);
  const close = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await runMigrations(database.pool);
    let restaurantId: string | undefined;
    let seeded = false;
    if (options.seed ?? config.seedDemo) {
      ({ restaurantId, seeded } = await seedDemo(database.db, config.demoAccounts));
    }
    return { database, embedded, restaurantId, seeded, close };
  } catch (error) {
    await close();
    throw error;
  }
}

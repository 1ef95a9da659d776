import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = 'flame_test_template';

/**
 * One PostgreSQL for the whole API run (DATABASE_URL when given, else an embedded one in the temp folder),
 * and one migrated template database that every test file copies (fast: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let url = loadConfig().databaseUrl;
  if (!url) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-api-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    url = embedded.url;
  }

  const admin = new pg.Client(url);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE}`;
  const template = connectDatabase(templateUrl.toString(), { max: 1 });
  await runMigrations(template.pool);
  await template.close();
  await admin.end();

  project.provide('databaseUrl', url);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

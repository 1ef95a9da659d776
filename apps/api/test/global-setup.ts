import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { restaurants } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { bundleServer } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
    seededTemplateDatabase: string;
    serverBundle: string;
  }
}

const TEMPLATE = 'flame_test_template';

/**
 * The seeded copy's restaurant escalates nothing: its rules run by the clock (an email, a notice, a pause after
 * minutes of opening hours without an answer or an open dashboard), and a test's clock runs hours or days apart
 * from the seed's, so they would pause ordering under tests about other rules. The tests of those rules
 * (escalation.test.ts) set them for themselves.
 */
const ESCALATION_OFF = {
  alertEmailAfterMinutes: null,
  customerNoticeAfterMinutes: null,
  pauseWhenUnansweredMinutes: null,
  pauseWhenUnwatchedMinutes: null,
};
const SEEDED_TEMPLATE = 'flame_test_seeded_template';

/**
 * The embedded test server keeps nothing across a crash: its databases die with the run, so it skips the
 * flushes that make commits survive a power cut. The tests of crash recovery run their own servers
 * (server-process.ts), with every default.
 */
const WITHOUT_DURABILITY = { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off' };

/**
 * One PostgreSQL for the whole API run (DATABASE_URL when given, else an embedded one in the temp folder),
 * and two template databases that test files copy (fast: CREATE DATABASE ... TEMPLATE): the migrated one,
 * and the same with the demo seed (`useTestApp({ seed: true })`), so the seed runs once per run. The API's
 * bundle, which the tests that start it as a process run (server-process.ts), is built once per run too.
 */
export default async function setup(project: TestProject) {
  const bundling = bundleServer();
  bundling.catch(() => undefined); // awaited below, after the databases
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let url = loadConfig().databaseUrl;
  if (!url) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-api-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir, settings: WITHOUT_DURABILITY });
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

  await admin.query(`DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE} TEMPLATE ${TEMPLATE}`);
  templateUrl.pathname = `/${SEEDED_TEMPLATE}`;
  const seeded = connectDatabase(templateUrl.toString(), { max: 1 });
  await seedDemo(seeded.db, loadConfig({ NODE_ENV: 'test' }).demoAccounts);
  await seeded.db.update(restaurants).set(ESCALATION_OFF);
  await seeded.close();
  await admin.end();

  project.provide('databaseUrl', url);
  project.provide('templateDatabase', TEMPLATE);
  project.provide('seededTemplateDatabase', SEEDED_TEMPLATE);
  const bundle = await bundling;
  project.provide('serverBundle', bundle.entry);

  return async () => {
    await bundle.remove();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

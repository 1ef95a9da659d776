import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type LogStream } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Clock } from '../src/plugins/clock';
import { connectDatabase, type Database, type DatabaseHandle } from '../src/db/client';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The tests' fixtures place many orders and bookings with one customer, so their apps lift the per-account
 * limits; customer-limits.test.ts sets its own to test them. The caps of an unverified address stay the
 * defaults: the factories' accounts are verified, and an account made by signing up verifies through its link.
 */
const TEST_CUSTOMER_LIMITS = {
  activeOrders: 10_000,
  upcomingReservations: 10_000,
  unverifiedActiveOrders: 1,
  unverifiedUpcomingReservations: 1,
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh database copied from the migrated template, or with `seeded` from the one that also holds the demo
 * seed (made once per run by global-setup.ts).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = inject('databaseUrl');
  const name = `flame_test_${randomBytes(6).toString('hex')}`;
  const template = inject(seeded ? 'seededTemplateDatabase' : 'templateDatabase');
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client(serverUrl);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    poolMax = 5,
    logStream,
    now,
    seeded = false,
  }: {
    poolMax?: number;
    /** The database starts with the demo seed (copied, not seeded again). */
    seeded?: boolean;
    /** Logs with the app's own logger (at `overrides.logLevel`) to this stream instead of not at all. */
    logStream?: LogStream;
    /** The app's clock, for tests of time-based rules; the machine's clock when not given. */
    now?: Clock;
  } = {},
): Promise<TestContext> {
  const testDb = await createTestDatabase({ seeded });
  // Uploads go to the temp folder, never into the checkout.
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-test-uploads-'));
  const config = loadConfig(
    { NODE_ENV: 'test', RATE_LIMIT: 'false', LOG_LEVEL: 'silent' },
    {
      databaseUrl: testDb.url,
      webDist: undefined,
      uploadsDir,
      customerLimits: TEST_CUSTOMER_LIMITS,
      ...overrides,
    },
  );
  // Mail goes out only when a test drives the sender, and files go to the temp folder.
  if (!overrides.mail)
    config.mail = { ...config.mail, outboxDir: path.join(uploadsDir, 'outbox'), pollIntervalMs: 0 };
  // Tickets print only when a test drives the printer worker.
  if (!overrides.printer) config.printer = { ...config.printer, pollIntervalMs: 0 };
  // Backups go to a folder of their own in the temp folder (never one served), taken only when a test asks.
  const backupsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-test-backups-'));
  if (!overrides.backups) config.backups = { ...config.backups, dir: backupsDir, pollIntervalMs: 0 };
  const database = connectDatabase(testDb.url, { max: poolMax });
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    ...(now ? { now } : {}),
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
      await fs.rm(uploadsDir, { recursive: true, force: true });
      await fs.rm(backupsDir, { recursive: true, force: true });
    },
  };
}

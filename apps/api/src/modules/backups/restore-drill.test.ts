import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { needsChoices, type Backup } from '@flame/shared';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { TEST_JWT_SECRET } from '../../../test/test-app';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { newId } from '../../lib/ids';
import { menu, validPickupTime } from '../orders/order-test-helpers';
import { readArchive, writeArchive, type ArchiveEntry } from './archive';
import { MANIFEST_FILE, type BackupManifest } from './manifest';
import { restoreBackup, RestoreRefused } from './restore';
import { backupFile } from './store';

/**
 * The restore drill: a backup taken while customers keep ordering is restored into an empty database and a
 * fresh uploads folder; every row the manifest counts and every image is there, and the site starts on it.
 */
const { ctx, owner } = useTestApp({ seed: true, poolMax: 10 });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database with nothing in it (no migration either), on the tests' server; dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `flame_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client(serverUrl);
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function withPool<T>(url: string, use: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const database = connectDatabase(url, { max: 2 });
  try {
    return await use(database.pool);
  } finally {
    await database.close();
  }
}

async function manifestOf(file: string): Promise<BackupManifest> {
  for await (const entry of readArchive(file)) {
    if (entry.name === MANIFEST_FILE) return JSON.parse(entry.content.toString()) as BackupManifest;
  }
  throw new Error('no manifest');
}

/** Images as `storeImage` names them, each with bytes of its own, in the app's uploads folder. */
async function addImages(count: number): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const name = `${newId()}.webp`;
    const content = randomBytes(2048 + i);
    await fs.writeFile(path.join(ctx.config.uploadsDir, name), content);
    images.set(name, content);
  }
  return images;
}

describe('the restore drill', () => {
  let backup: Backup;
  let file: string;

  it('takes a backup while orders are being placed', async () => {
    await addImages(3);
    const customers = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.app)));
    const dish = (await menu(ctx.app)).find((food) => food.isAvailable && !needsChoices(food))!;
    const pickupTime = await validPickupTime(ctx.app);
    let ordering = true;
    let placed = 0;
    const loops = customers.map(async (customer) => {
      while (ordering) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/pickup',
          headers: customer.headers,
          payload: {
            items: [{ foodId: dish._id, quantity: 2 }],
            phone: '(555) 123-4567',
            paymentMethod: 'pay at restaurant',
            pickupTime,
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        placed += 1;
      }
    });
    // Orders are already arriving when the backup starts, and go on arriving while it is taken.
    while (placed < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    const placedBefore = placed;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: owner.headers,
    });
    const placedWhileTaking = placed - placedBefore;
    ordering = false;
    await Promise.all(loops);
    expect(response.statusCode, response.body).toBe(201);
    expect(placedWhileTaking).toBeGreaterThan(0);
    backup = response.json().data as Backup;
    file = (await backupFile(ctx.config.backups.dir, backup.name))!;
  });

  it('restores it into an empty database and a fresh folder: every row and every image', async () => {
    const url = await emptyDatabase();
    const uploadsDir = path.join(await tempDir('flame-restored-'), 'uploads');
    const { manifest } = await withPool(url, (pool) => restoreBackup(file, pool, uploadsDir));

    expect(manifest.tables.orders).toBeGreaterThan(8);
    await withPool(url, async (pool) => {
      for (const [table, rows] of Object.entries(manifest.tables)) {
        const result = await pool.query<{ n: number }>(`select count(*)::int as n from public."${table}"`);
        expect(result.rows[0]!.n, table).toBe(rows);
      }
      // One snapshot: no order came without its lines.
      const bare = await pool.query<{ n: number }>(
        'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
      );
      expect(bare.rows[0]!.n).toBe(0);
    });
    expect(manifest.images.length).toBeGreaterThanOrEqual(3);
    for (const image of manifest.images) {
      const original = await fs.readFile(path.join(ctx.config.uploadsDir, image));
      expect(await fs.readFile(path.join(uploadsDir, image)), image).toEqual(original);
    }

    // The site starts on it: the menu, an image, and the next order number after the restored ones.
    const database = connectDatabase(url, { max: 3 });
    await runMigrations(database.pool);
    const app = await buildApp({
      config: {
        ...ctx.config,
        databaseUrl: url,
        uploadsDir,
        backups: { ...ctx.config.backups, pollIntervalMs: 0 },
      },
      database,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/food' })).statusCode).toBe(200);
      const image = await app.inject({ method: 'GET', url: `/uploads/${manifest.images[0]}` });
      expect(image.statusCode).toBe(200);
      const highest = await database.pool.query<{ n: number }>(
        'select max(order_number)::int as n from orders',
      );
      const next = await database.pool.query<{ n: number }>(
        "select nextval(pg_get_serial_sequence('orders', 'order_number'))::int as n",
      );
      expect(next.rows[0]!.n).toBeGreaterThan(highest.rows[0]!.n);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that holds anything', async () => {
    const error = await restoreBackup(file, ctx.database.pool, await tempDir('flame-restored-')).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toBe(
      'The database is not empty: restore into a fresh DATA_DIR, or an empty database at DATABASE_URL.',
    );
  });

  it('refuses a backup from a newer schema, says why in one line, and leaves the database empty', async () => {
    const newer = path.join(await tempDir('flame-newer-'), backup.name);
    async function* future(): AsyncGenerator<ArchiveEntry> {
      for await (const entry of readArchive(file)) {
        if (entry.name !== MANIFEST_FILE) {
          yield entry;
          continue;
        }
        const manifest = JSON.parse(entry.content.toString()) as BackupManifest;
        const schema = { tag: '9999_from_the_future', idx: 9999 };
        yield { name: entry.name, content: Buffer.from(JSON.stringify({ ...manifest, schema })) };
      }
    }
    await writeArchive(newer, future());
    expect((await manifestOf(newer)).schema.tag).toBe('9999_from_the_future');

    const url = await emptyDatabase();
    const error = await withPool(url, (pool) => restoreBackup(newer, pool, os.tmpdir())).catch((e) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^This backup comes from a newer version of Flame-kissed \(database at migration 9999_from_the_future; this version knows up to \d{4}_\w+\): update the app, then restore\.$/,
    );
    expect(message).not.toContain('\n');
    const tables = await withPool(url, (pool) =>
      pool.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      ),
    );
    expect(tables.rows[0]!.n).toBe(0);
  });
});

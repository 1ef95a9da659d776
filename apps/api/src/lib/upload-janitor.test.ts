import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableColumns, getTableName, is, sql, Table } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipartForm, pngUpload } from '../../test/multipart';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures/test-app-fixture';
import * as schema from '../db/schema';
import { diningTables, foods, members, orderItems, restaurants } from '../db/schema';
import { placeOrder, signIn } from '../modules/orders/order-test-helpers';
import { databasePlugin } from '../plugins/database';
import { uploadJanitorPlugin } from '../plugins/upload-janitor';
import { IMAGE_COLUMNS, sweepUploads, UPLOAD_GRACE_MS } from './upload-janitor';

const TWO_DAYS_AGO = new Date(Date.now() - 2 * UPLOAD_GRACE_MS);

const { ctx, owner, restaurant } = useTestApp({ seed: true });

/** A real file in `dir`, last written at `writtenAt`. */
async function putFile(dir: string, name: string, writtenAt = TWO_DAYS_AGO): Promise<void> {
  await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
  await fs.writeFile(path.join(dir, name), 'RIFF....WEBP');
  await fs.utimes(path.join(dir, name), writtenAt, writtenAt);
}

const exists = (dir: string, name: string) =>
  fs.access(path.join(dir, name)).then(
    () => true,
    () => false,
  );

async function until(done: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('upload janitor', () => {
  it('knows every image column of the schema', () => {
    const imageLike = /image|photo|picture|avatar|logo/i;
    const found = (Object.values(schema) as unknown[])
      .filter((value): value is Table => is(value, Table))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => imageLike.test(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const listed = IMAGE_COLUMNS.map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(listed.sort()).toEqual(found.sort());
  });

  it('removes day-old uploads that no row names, and nothing else', async () => {
    const dir = ctx.config.uploadsDir;
    const [food] = await ctx.db.select({ id: foods.id, images: foods.images }).from(foods).limit(1);
    const [member] = await ctx.db.select({ id: members.id }).from(members).limit(1);
    const [table] = await ctx.db.select({ id: diningTables.id }).from(diningTables).limit(1);
    await ctx.db
      .update(restaurants)
      .set({ heroImages: sql`array_append(${restaurants.heroImages}, '/uploads/hero-saved.webp')` })
      .where(eq(restaurants.id, restaurant.id));
    await ctx.db
      .update(foods)
      .set({ images: [...food!.images, '/uploads/dish-saved.webp'] })
      .where(eq(foods.id, food!.id));
    await ctx.db
      .update(members)
      .set({ image: '/uploads/member-saved.webp' })
      .where(eq(members.id, member!.id));
    await ctx.db
      .update(diningTables)
      .set({ image: '/uploads/table-saved.webp' })
      .where(eq(diningTables.id, table!.id));
    const customer = await signIn(
      ctx.app,
      ctx.config.demoAccounts.customer.email,
      ctx.config.demoAccounts.customer.password,
    );
    const order = await placeOrder(ctx.app, customer.headers);
    await ctx.db
      .update(orderItems)
      .set({ image: '/uploads/ordered-dish.webp' })
      .where(eq(orderItems.orderId, order._id));

    const kept = [
      'hero-saved.webp',
      'dish-saved.webp',
      'member-saved.webp',
      'table-saved.webp',
      'ordered-dish.webp',
      'notes.txt',
      'hero-1.svg',
      'nested/old-unsaved.webp',
    ];
    for (const name of kept) await putFile(dir, name);
    await putFile(dir, 'fresh-unsaved.webp', new Date(Date.now() - UPLOAD_GRACE_MS / 2));
    await putFile(dir, 'old-unsaved.webp');
    await putFile(dir, 'replaced-dish.webp');
    await putFile(dir, 'crashed-write.webp.partial');

    const { removed } = await sweepUploads(ctx.db, dir);

    expect(removed.sort()).toEqual(['crashed-write.webp.partial', 'old-unsaved.webp', 'replaced-dish.webp']);
    for (const name of [...kept, 'fresh-unsaved.webp']) expect(await exists(dir, name), name).toBe(true);
    for (const name of removed) expect(await exists(dir, name), name).toBe(false);
  });

  it('keeps a hero image the owner just uploaded, and removes it a day later if it was never saved', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/images`,
      headers: owner.headers,
      payload: multipartForm({}, await pngUpload()),
    });
    expect(response.statusCode, response.body).toBe(201);
    const name = (response.json().data.url as string).replace('/uploads/', '');
    const dir = ctx.config.uploadsDir;

    expect((await sweepUploads(ctx.db, dir)).removed).not.toContain(name);
    expect(await exists(dir, name)).toBe(true);

    const tomorrow = Date.now() + UPLOAD_GRACE_MS + 60_000;
    expect((await sweepUploads(ctx.db, dir, { now: tomorrow })).removed).toContain(name);
    expect(await exists(dir, name)).toBe(false);
  });

  it('sweeps when the app starts', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-janitor-start-'));
    await putFile(dir, 'left-from-last-week.webp');
    await putFile(dir, 'uploaded-a-minute-ago.webp', new Date(Date.now() - 60_000));
    const app = await createTestApp({ uploadsDir: dir });
    try {
      expect(await exists(dir, 'left-from-last-week.webp')).toBe(false);
      expect(await exists(dir, 'uploaded-a-minute-ago.webp')).toBe(true);
    } finally {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('sweeps again on its interval, and stops when the app closes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-janitor-timer-'));
    const app = Fastify({ logger: false });
    await app.register(databasePlugin, { database: ctx.database });
    await app.register(uploadJanitorPlugin, { uploadsDir: dir, intervalMs: 50 });
    await app.ready();
    try {
      await putFile(dir, 'orphan-1.webp');
      await until(async () => !(await exists(dir, 'orphan-1.webp')));
    } finally {
      await app.close();
    }
    await putFile(dir, 'orphan-2.webp');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await exists(dir, 'orphan-2.webp')).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql, type Column } from 'drizzle-orm';
import { PgArray } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { diningTables, foods, members, orderItems, restaurants } from '../db/schema';
import { isStoredImageName, UPLOADS_URL_PREFIX } from './uploads';

/** A file younger than this is left alone: an upload the owner is about to save (a hero image, say). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Every column that holds image paths (a path, or an array of them). The janitor keeps each file one of them
 * names; `upload-janitor.test.ts` fails when the schema gains an image column missing here.
 */
export const IMAGE_COLUMNS: readonly Column[] = [
  restaurants.heroImages,
  foods.images,
  members.image,
  diningTables.image,
  // The dish's picture as it was when ordered: past orders keep showing it after the dish changes.
  orderItems.image,
];

/** The file names under /uploads/ that some row names. */
export async function referencedUploads(db: Database): Promise<Set<string>> {
  const selects = IMAGE_COLUMNS.map((column) => {
    const table = sql.identifier(getTableName(column.table));
    const name = sql.identifier(column.name);
    const value = is(column, PgArray) ? sql`unnest(${name})` : name;
    return sql`select ${value} as path from ${table}`;
  });
  const prefix = `${UPLOADS_URL_PREFIX}%`;
  const result = await db.execute<{ path: string }>(
    sql`select distinct path from (${sql.join(selects, sql` union all `)}) as images where path like ${prefix}`,
  );
  return new Set(result.rows.map((row) => row.path.slice(UPLOADS_URL_PREFIX.length)));
}

/** Files the janitor may remove: names `storeImage` makes, and its `.partial` files left by a crash. */
function isJanitorsBusiness(name: string): boolean {
  return isStoredImageName(name) || isStoredImageName(name.replace(/\.partial$/, ''));
}

export interface SweepResult {
  /** File names removed. */
  removed: string[];
}

/**
 * Removes uploaded images that no row names and that are older than the grace period. Anything else in the
 * folder (a name `storeImage` would not make, a folder, a fresh upload) is left alone; the seed's and the web
 * build's images live elsewhere and are never looked at.
 */
export async function sweepUploads(
  db: Database,
  uploadsDir: string,
  { now = Date.now(), graceMs = UPLOAD_GRACE_MS }: { now?: number; graceMs?: number } = {},
): Promise<SweepResult> {
  const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const candidates: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !isJanitorsBusiness(entry.name)) continue;
    const stats = await fs.stat(path.join(uploadsDir, entry.name)).catch(() => undefined);
    if (stats && now - stats.mtimeMs > graceMs) candidates.push(entry.name);
  }
  if (candidates.length === 0) return { removed: [] };

  // Read after listing: a row saved in between still protects its file.
  const referenced = await referencedUploads(db);
  const removed: string[] = [];
  for (const name of candidates) {
    if (referenced.has(name)) continue;
    await fs.rm(path.join(uploadsDir, name), { force: true });
    removed.push(name);
  }
  return { removed };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { runMigrations } from '../../db/migrate';
import { isStoredImageName } from '../../lib/uploads';
import { readArchive } from './archive';
import { IMAGE_PREFIX, MANIFEST_FILE, tableFile, type BackupManifest } from './manifest';
import { migrationsUpTo, newerSchemaReason } from './schema-version';
import { tablesInLoadOrder } from './table-order';

/** A backup this app will not restore, and why, in one line for the person at the command line. */
export class RestoreRefused extends Error {}

/** Rows per INSERT: a few hundred rows of JSON keep each statement well under a megabyte or so. */
const ROWS_PER_INSERT = 500;

async function readBackup(file: string): Promise<{ manifest: BackupManifest; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  try {
    for await (const entry of readArchive(file)) files.set(entry.name, entry.content);
  } catch (error) {
    throw new RestoreRefused(`${file} is not a Flame-kissed backup (${(error as Error).message}).`);
  }
  const manifest = files.get(MANIFEST_FILE);
  if (!manifest)
    throw new RestoreRefused(`${file} is not a Flame-kissed backup: it has no ${MANIFEST_FILE}.`);
  const parsed = JSON.parse(manifest.toString('utf8')) as BackupManifest;
  if (parsed.format !== 1)
    throw new RestoreRefused(`${file} is a backup of an unknown format (${parsed.format}).`);
  return { manifest: parsed, files };
}

/** A restore goes into a database that holds nothing: it never mixes a backup with other data. */
async function assertEmpty(client: pg.ClientBase): Promise<void> {
  const result = await client.query<{ tables: number }>(
    `select count(*)::int as tables from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  if (result.rows[0]!.tables > 0) {
    throw new RestoreRefused(
      'The database is not empty: restore into a fresh DATA_DIR, or an empty database at DATABASE_URL.',
    );
  }
}

function rowsOf(jsonl: Buffer | undefined): string[] {
  return (jsonl?.toString('utf8') ?? '').split('\n').filter((line) => line.length > 0);
}

export interface RestoreResult {
  manifest: BackupManifest;
}

/**
 * Puts the backup in `file` into the empty database of `pool` and its images into `uploadsDir`: migrates to the
 * backup's own schema version (never past it: the server's start applies the newer migrations to the data),
 * loads every table in one transaction in foreign-key order, sets each sequence where it stood, then writes the
 * images. Refuses (RestoreRefused) a backup from a newer schema, or a database that holds anything.
 */
export async function restoreBackup(file: string, pool: pg.Pool, uploadsDir: string): Promise<RestoreResult> {
  const { manifest, files } = await readBackup(file);
  const newer = await newerSchemaReason(manifest.schema);
  if (newer) throw new RestoreRefused(newer);

  const client = await pool.connect();
  try {
    await assertEmpty(client);
    const migrations = await migrationsUpTo(manifest.schema);
    try {
      await runMigrations(pool, migrations.folder);
    } finally {
      await migrations.dispose();
    }
    const order = await tablesInLoadOrder(client);
    await client.query('begin');
    // Rows a migration inserted are in the backup as they were when it was taken.
    await client.query(
      `truncate ${order.map((name) => `public.${client.escapeIdentifier(name)}`).join(', ')}`,
    );
    for (const name of order) {
      const rows = rowsOf(files.get(tableFile(name)));
      const table = `public.${client.escapeIdentifier(name)}`;
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const batch = `[${rows.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
        await client.query(
          `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`,
          [batch],
        );
      }
    }
    for (const [sequence, value] of Object.entries(manifest.sequences)) {
      if (value === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        `public.${client.escapeIdentifier(sequence)}`,
        value,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  await fs.mkdir(uploadsDir, { recursive: true });
  for (const image of manifest.images) {
    const content = files.get(`${IMAGE_PREFIX}${image}`);
    // Only names the server makes: an archive's entry can never write outside the uploads folder.
    if (!content || !isStoredImageName(image)) continue;
    await fs.writeFile(path.join(uploadsDir, image), content);
  }
  return { manifest };
}

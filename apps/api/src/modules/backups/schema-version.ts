import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../../db/migrate';

/** A migration of drizzle's journal (`drizzle/meta/_journal.json`). */
interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** Where a database's schema stands: the last migration applied, by its tag and its place in the journal. */
export interface SchemaVersion {
  tag: string;
  idx: number;
}

async function readJournal(folder = migrationsFolder()): Promise<{ raw: object; entries: JournalEntry[] }> {
  const raw = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return { raw, entries: raw.entries };
}

/**
 * The schema version of the database behind `client`: drizzle records each applied migration with its journal
 * time (`created_at` = the entry's `when`), so the newest record names the entry.
 */
export async function schemaVersionOf(client: pg.ClientBase): Promise<SchemaVersion> {
  const result = await client.query<{ when: string }>(
    'select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(result.rows[0]?.when);
  const entry = (await readJournal()).entries.find((candidate) => candidate.when === when);
  if (!entry) throw new Error('The database was migrated by a newer version of the app: update it first.');
  return { tag: entry.tag, idx: entry.idx };
}

/**
 * Why this version of the app cannot restore a backup at `version`, or undefined when it can: a backup from a
 * newer schema (a migration this app's journal does not hold) would lose what the newer migrations made.
 */
export async function newerSchemaReason(version: SchemaVersion): Promise<string | undefined> {
  const { entries } = await readJournal();
  const known = entries.find((entry) => entry.tag === version.tag && entry.idx === version.idx);
  if (known) return undefined;
  const last = entries.at(-1)!;
  return (
    `This backup comes from a newer version of Flame-kissed (database at migration ${version.tag}; ` +
    `this version knows up to ${last.tag}): update the app, then restore.`
  );
}

/**
 * A copy of the migrations folder whose journal stops at `version`, to bring a fresh database exactly to the
 * backup's schema (the server applies the later migrations, data and all, when it starts). Removed by `dispose`.
 */
export async function migrationsUpTo(
  version: SchemaVersion,
): Promise<{ folder: string; dispose(): Promise<void> }> {
  const source = migrationsFolder();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-restore-migrations-'));
  await fs.cp(source, folder, { recursive: true });
  const { raw, entries } = await readJournal(source);
  const kept = entries.filter((entry) => entry.idx <= version.idx);
  await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...raw, entries: kept }));
  return { folder, dispose: () => fs.rm(folder, { recursive: true, force: true }) };
}

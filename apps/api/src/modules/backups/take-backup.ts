import fs from 'node:fs/promises';
import path from 'node:path';
import { backupName, type Backup } from '@flame/shared';
import type pg from 'pg';
import { isStoredImageName } from '../../lib/uploads';
import { writeArchive, type ArchiveEntry } from './archive';
import { dumpDatabase } from './dump';
import { IMAGE_PREFIX, MANIFEST_FILE, tableFile, type BackupManifest } from './manifest';
import { pruneBackups } from './store';

export interface BackupPlace {
  pool: pg.Pool;
  uploadsDir: string;
  backupsDir: string;
  /** How many backups to keep, newest first. */
  keep: number;
}

/** The uploaded images worth keeping: the names `storeImage` makes (no `.partial` left by a crash). */
async function imageNames(uploadsDir: string): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile() && isStoredImageName(entry.name)).map((e) => e.name);
}

/**
 * Takes a backup now (`now` names it): the database as of one snapshot, then the uploaded images, and a
 * manifest, as `<backupsDir>/flame-kissed-<time>.tar.gz`; written beside as `.partial` and renamed when
 * whole, so a list or a download never sees half a file. Then only the newest `keep` backups stay.
 */
export async function takeBackup(place: BackupPlace, now: Date): Promise<Backup> {
  await fs.mkdir(place.backupsDir, { recursive: true });
  const dump = await dumpDatabase(place.pool);
  // Images after the snapshot: a row of the snapshot names an image saved before it, so it is on disk by now.
  const images = await imageNames(place.uploadsDir);
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for (const table of dump.tables) yield { name: tableFile(table.name), content: table.jsonl };
    const packed: string[] = [];
    for (const image of images) {
      // An image the janitor removed meanwhile is named by no row of the snapshot.
      const content = await fs.readFile(path.join(place.uploadsDir, image)).catch(() => undefined);
      if (!content) continue;
      packed.push(image);
      yield { name: `${IMAGE_PREFIX}${image}`, content };
    }
    // Last, so that it lists exactly the images packed.
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      schema: dump.schema,
      tables: Object.fromEntries(dump.tables.map((table) => [table.name, table.rows])),
      sequences: dump.sequences,
      images: packed,
    };
    yield { name: MANIFEST_FILE, content: Buffer.from(JSON.stringify(manifest, null, 2)) };
  }
  const name = backupName(now);
  const file = path.join(place.backupsDir, name);
  const partial = `${file}.partial`;
  try {
    await writeArchive(partial, entries());
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  await pruneBackups(place.backupsDir, place.keep);
  const { size } = await fs.stat(file);
  return { name, createdAt: now.toISOString(), sizeBytes: size };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { backupName, type Backup } from '@flame/shared';
import type pg from 'pg';
import { writeArchive, type ArchiveEntry } from './archive';
import { dumpDatabase } from './dump';
import { IMAGE_PREFIX, MANIFEST_FILE, tableFile, type BackupManifest } from './manifest';
import { pruneBackups } from './store';
import { readUploadedImages } from './uploaded-images';

export interface BackupPlace {
  pool: pg.Pool;
  uploadsDir: string;
  backupsDir: string;
  /** How many backups to keep, newest first. */
  keep: number;
}

/**
 * Takes a backup now (`now` names it): the database as of one snapshot, then the uploaded images, and a
 * manifest, as `<backupsDir>/flame-kissed-<time>.tar.gz`; written beside as `.partial` and renamed when
 * whole, so a list or a download never sees half a file. Then only the newest `keep` backups stay.
 */
export async function takeBackup(place: BackupPlace, now: Date): Promise<Backup> {
  await fs.mkdir(place.backupsDir, { recursive: true });
  const dump = await dumpDatabase(place.pool);
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for (const table of dump.tables) yield { name: tableFile(table.name), content: table.jsonl };
    const packed: string[] = [];
    // Images after the snapshot (see `readUploadedImages`).
    for await (const image of readUploadedImages(place.uploadsDir)) {
      packed.push(image.name);
      yield { name: `${IMAGE_PREFIX}${image.name}`, content: image.content };
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

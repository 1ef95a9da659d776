import fs from 'node:fs/promises';
import path from 'node:path';
import { backupTakenAt, type Backup } from '@flame/shared';

/** The backups in `dir`, newest first; other files (a `.partial` being written) are not backups. */
export async function listBackups(dir: string): Promise<Backup[]> {
  const names = await fs.readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const backups: Backup[] = [];
  for (const name of names) {
    const takenAt = backupTakenAt(name);
    if (!takenAt) continue;
    const stats = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stats?.isFile()) backups.push({ name, createdAt: takenAt.toISOString(), sizeBytes: stats.size });
  }
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The file of the backup called `name` in `dir`, or undefined: only names the server makes, never a path. */
export async function backupFile(dir: string, name: string): Promise<string | undefined> {
  if (!backupTakenAt(name) || path.basename(name) !== name) return undefined;
  const file = path.join(dir, name);
  const stats = await fs.stat(file).catch(() => undefined);
  return stats?.isFile() ? file : undefined;
}

/** Removes all but the newest `keep` backups; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await fs.rm(path.join(dir, backup.name), { force: true });
  return old.map((backup) => backup.name);
}

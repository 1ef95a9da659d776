import fs from 'node:fs/promises';
import path from 'node:path';
import { isStoredImageName } from '../../lib/uploads';

/** The uploaded images worth keeping: the names `storeImage` makes (no `.partial` left by a crash). */
async function imageNames(uploadsDir: string): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile() && isStoredImageName(entry.name)).map((e) => e.name);
}

/**
 * Every uploaded image in turn, its name and bytes, for a backup or an export. Listed after the database's
 * snapshot was read: a row of the snapshot names an image saved before it, so it is on disk by now; an image the
 * janitor removed meanwhile is named by no row of the snapshot and is skipped.
 */
export async function* readUploadedImages(
  uploadsDir: string,
): AsyncGenerator<{ name: string; content: Buffer }> {
  for (const name of await imageNames(uploadsDir)) {
    const content = await fs.readFile(path.join(uploadsDir, name)).catch(() => undefined);
    if (content) yield { name, content };
  }
}

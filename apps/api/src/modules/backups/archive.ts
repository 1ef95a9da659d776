import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** One file of a backup archive: its path inside, and its bytes. */
export interface ArchiveEntry {
  name: string;
  content: Buffer;
}

/** Writes `entries` as a gzipped tar (a format any machine opens: `tar xzf`). */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const pack = tar.pack();
  const packing = (async () => {
    for await (const entry of entries) {
      await new Promise<void>((resolve, reject) => {
        pack.entry({ name: entry.name, size: entry.content.length }, entry.content, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    }
    pack.finalize();
  })();
  packing.catch((error: unknown) => pack.destroy(error as Error));
  await Promise.all([pipeline(pack, createGzip(), createWriteStream(file)), packing]);
}

/** Reads every file of a gzipped tar in turn; folders and links are skipped. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.type === 'file') yield { name: entry.header.name, content: Buffer.concat(chunks) };
  }
  await reading;
}

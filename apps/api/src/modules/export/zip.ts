import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of the export: its path inside the zip, its bytes, and whether deflating it is worth it. */
export interface ZipEntry {
  name: string;
  content: Buffer;
  /** False for files already compressed (photos): they are stored as they are. */
  compress: boolean;
}

/**
 * A zip of `entries` as a stream, written while the entries come (yazl): the answer starts before the last
 * image is read. Every file carries `modifiedAt` (the app's clock). A failure while reading ends the stream
 * with that error, so the download is cut off rather than passing as a whole zip.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modifiedAt: Date): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  void (async () => {
    for await (const entry of entries) {
      zip.addBuffer(entry.content, entry.name, { mtime: modifiedAt, compress: entry.compress });
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

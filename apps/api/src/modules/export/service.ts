import type pg from 'pg';
import { dumpDatabase } from '../backups/dump';
import { readUploadedImages } from '../backups/uploaded-images';
import { LEFT_OUT_TABLES } from './left-out';
import { exportReadme, IMAGE_FOLDER, README_FILE, tableCsvFile, tableJsonFile } from './readme';
import { exportTable } from './table-files';
import type { ZipEntry } from './zip';

/**
 * Everything of the restaurant, to take anywhere (decision 052): each table as of one snapshot (the
 * backups' dump, decision 046) as CSV and JSON, less what signs someone in (`left-out.ts`), then the uploaded
 * images, then a README of the columns. The snapshot is read before the first file goes out, so a failure to read
 * the database is an error answer, not a broken zip.
 */
export async function exportEntries(
  pool: pg.Pool,
  uploadsDir: string,
  now: Date,
): Promise<AsyncGenerator<ZipEntry>> {
  const dump = await dumpDatabase(pool);
  const tables = dump.tables.filter((table) => !(table.name in LEFT_OUT_TABLES)).map(exportTable);
  return (async function* entries() {
    for (const table of tables) {
      yield { name: tableCsvFile(table.name), content: Buffer.from(table.csv, 'utf8'), compress: true };
      yield { name: tableJsonFile(table.name), content: Buffer.from(table.json, 'utf8'), compress: true };
    }
    let images = 0;
    for await (const image of readUploadedImages(uploadsDir)) {
      images += 1;
      yield { name: `${IMAGE_FOLDER}${image.name}`, content: image.content, compress: false };
    }
    yield {
      name: README_FILE,
      content: Buffer.from(exportReadme(tables, images, now), 'utf8'),
      compress: true,
    };
  })();
}

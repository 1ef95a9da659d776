import type { SchemaVersion } from './schema-version';

/** `manifest.json`, the first file of every backup: what it holds, to check a restore against. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The last migration applied to the database when it was taken. */
  schema: SchemaVersion;
  /** Rows per table (each table is `tables/<name>.jsonl`, one JSON row a line). */
  tables: Record<string, number>;
  /** Each sequence's last value (the order numbers' counter among them). */
  sequences: Record<string, string | null>;
  /** The uploaded images (`uploads/<name>`). */
  images: string[];
}

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const IMAGE_PREFIX = 'uploads/';

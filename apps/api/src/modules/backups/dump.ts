import type pg from 'pg';
import { schemaVersionOf, type SchemaVersion } from './schema-version';

export interface DumpedColumn {
  name: string;
  type: string;
}

export interface DatabaseDump {
  schema: SchemaVersion;
  /** Every table of the public schema: its columns in order (PostgreSQL's type of each), its rows as JSON lines. */
  tables: { name: string; columns: DumpedColumn[]; rows: number; jsonl: Buffer }[];
  sequences: Record<string, string | null>;
}

/**
 * A consistent copy of every table, taken in one REPEATABLE READ READ ONLY transaction: all tables as of one
 * snapshot, so an order placed meanwhile is either wholly in (with its lines) or wholly out, and nobody waits
 * (decision 046). Rows go out as `row_to_json`, which PostgreSQL reads back exactly with `json_populate_record`.
 */
export async function dumpDatabase(pool: pg.Pool): Promise<DatabaseDump> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const schema = await schemaVersionOf(client);
    const names = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const columns = await client.query<{ table: string; name: string; type: string }>(
      `select table_name as table, column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const tables: DatabaseDump['tables'] = [];
    for (const { name } of names.rows) {
      const result = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from public.${client.escapeIdentifier(name)} t`,
      );
      const lines = result.rows.map((row) => `${row.row}\n`).join('');
      tables.push({
        name,
        columns: columns.rows
          .filter((row) => row.table === name)
          .map((column) => ({ name: column.name, type: column.type })),
        rows: result.rows.length,
        jsonl: Buffer.from(lines, 'utf8'),
      });
    }
    // A sequence moves outside transactions: read in the snapshot's transaction, its value is at least the
    // highest one any dumped row holds.
    const sequences = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    await client.query('commit');
    return {
      schema,
      tables,
      sequences: Object.fromEntries(sequences.rows.map((row) => [row.name, row.value])),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

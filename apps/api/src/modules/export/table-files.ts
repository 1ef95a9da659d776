import type { DumpedColumn } from '../backups/dump';
import { toCsv } from '../reports/csv';
import { isLeftOutColumn } from './left-out';

export interface ExportedTable {
  name: string;
  /** The columns that go out, in the table's order. */
  columns: DumpedColumn[];
  rows: number;
  csv: string;
  json: string;
}

/**
 * A CSV cell of a value as PostgreSQL's `row_to_json` gave it: null is an empty cell, a list or JSON document is
 * its JSON text, anything else as the reports' CSV writes it (timestamps stay ISO 8601 with their offset).
 */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

/** One dumped table as CSV (the reports' writer) and as a JSON array of rows, without the left-out columns. */
export function exportTable(table: { name: string; columns: DumpedColumn[]; jsonl: Buffer }): ExportedTable {
  const columns = table.columns.filter((column) => !isLeftOutColumn(table.name, column.name));
  const rows = table.jsonl
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      return Object.fromEntries(columns.map((column) => [column.name, row[column.name] ?? null]));
    });
  return {
    name: table.name,
    columns,
    rows: rows.length,
    csv: toCsv(
      columns.map((column) => column.name),
      rows.map((row) => columns.map((column) => cell(row[column.name]))),
    ),
    json: `[${rows.map((row) => `\n  ${JSON.stringify(row)}`).join(',')}\n]\n`,
  };
}

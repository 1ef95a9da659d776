import { LEFT_OUT_COLUMNS, LEFT_OUT_TABLES } from './left-out';
import type { ExportedTable } from './table-files';

export const README_FILE = 'README.md';
export const tableCsvFile = (table: string) => `tables/${table}.csv`;
export const tableJsonFile = (table: string) => `tables/${table}.json`;
export const IMAGE_FOLDER = 'images/';

/** The README inside the export: what each file is, how to read the values, what was left out, every column. */
export function exportReadme(tables: readonly ExportedTable[], images: number, exportedAt: Date): string {
  const lines = [
    "# Flame-kissed: all of the restaurant's data",
    '',
    `Exported ${exportedAt.toISOString()} (UTC), every table as of one moment.`,
    '',
    '## What is inside',
    '',
    '- `tables/<table>.csv`: one table per file, a header row of column names, then one line per row.',
    '- `tables/<table>.json`: the same rows as a JSON array of objects, one key per column.',
    `- \`${IMAGE_FOLDER}<name>\`: the uploaded photos (${images}), under the names the tables use for them.`,
    '',
    '## Reading the values',
    '',
    '- CSV: UTF-8 with a byte order mark, commas, CRLF line ends; a field holding a comma, quote or line break is',
    "  quoted (RFC 4180). A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`,",
    '  so a spreadsheet never runs it as a formula. An empty cell is no value (null); true and false are written yes and no.',
    '  A list or a JSON document is written as its JSON text.',
    '- JSON: values as PostgreSQL gives them; null for no value, true/false.',
    '- Times (`timestamp with time zone`) are ISO 8601 with their offset (UTC); dates are YYYY-MM-DD.',
    '- Money is in whole cents in columns ending `_cents` (`1250` is $12.50).',
    '- `id` columns and columns ending `_id` are the keys tables name each other by.',
    '',
    '## Left out',
    '',
    "Personal data of guests is included: it is the restaurant's. What signs someone in is not:",
    '',
    ...Object.entries(LEFT_OUT_TABLES).map(([table, why]) => `- table \`${table}\`: ${why}.`),
    ...Object.entries(LEFT_OUT_COLUMNS).map(([column, why]) => `- column \`${column}\`: ${why}.`),
    "- the keys that sign sessions and links: they live in the server's configuration, not in the tables.",
    '',
    '## Tables',
  ];
  for (const table of tables) {
    lines.push('', `### ${table.name} (${table.rows} ${table.rows === 1 ? 'row' : 'rows'})`, '');
    lines.push('| Column | Type |', '| --- | --- |');
    for (const column of table.columns) lines.push(`| ${column.name} | ${column.type} |`);
  }
  return `${lines.join('\n')}\n`;
}

import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = resolve(import.meta.dirname, '../docs/decisions');
const RECORD_FILE = /^\d{3}-[a-z0-9-]+\.md$/;
/** The line under a record's title: the day it was first committed and its status. */
const DATE_LINE =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: ((?:Accepted|Amended by|Extended by|Superseded by)\b.*)$/;
/** A row of the index: `| 001 | [Title](001-title.md) | 2026-11-21 | Accepted |`. */
const INDEX_ROW = /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| ([^|]+) \| (.+) \|$/;

const records = readdirSync(DECISIONS).filter((file) => RECORD_FILE.test(file));
const indexRows = readFileSync(resolve(DECISIONS, 'README.md'), 'utf8')
  .split('\n')
  .map((line) => INDEX_ROW.exec(line))
  .filter((match) => match !== null)
  .map(([, number, title, file, date, status]) => ({ number, title, file, date, status }));

/** A record's title (after `# NNN: `) and the two fields of its date line, or why it has none. */
function opening(file: string): { title: string; date?: string; status?: string; problem?: string } {
  const [heading = '', blank, dateLine = ''] = readFileSync(resolve(DECISIONS, file), 'utf8').split('\n');
  const title = heading.replace(/^# \d{3}: /, '');
  const match = DATE_LINE.exec(dateLine);
  if (!heading.startsWith(`# ${file.slice(0, 3)}: `))
    return { title, problem: 'no `# NNN: title` first line' };
  if (blank !== '' || !match)
    return { title, problem: 'no `Date: YYYY-MM-DD · Status: …` line under the title' };
  return { title, date: match[1], status: match[2] };
}

describe('docs/decisions: every record dated and indexed', () => {
  it('has records', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it('opens every record with its title, then its date and status', () => {
    const problems = records
      .map((file) => ({ file, problem: opening(file).problem }))
      .filter((record) => record.problem);
    expect(problems).toEqual([]);
  });

  it('lists every record in README.md with the date and status the record opens with, and nothing else', () => {
    const expected = records.map((file) => {
      const { title, date, status } = opening(file);
      return { number: file.slice(0, 3), title, file, date, status };
    });
    expect(
      indexRows,
      'docs/decisions/README.md differs from the records (a row per record, in order)',
    ).toEqual(expected);
  });
});

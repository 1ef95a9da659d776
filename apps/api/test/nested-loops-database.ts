import { connectDatabase, type DatabaseHandle } from '../src/db/client';

/** PostgreSQL settings that leave the planner nested loops only, each inner side scanned again per outer row. */
const NESTED_LOOPS_ONLY = [
  'enable_hashjoin',
  'enable_mergejoin',
  'enable_hashagg',
  'enable_material',
  'enable_indexscan',
  'enable_bitmapscan',
  'enable_sort',
]
  .map((setting) => `-c ${setting}=off`)
  .join(' ');

/**
 * One connection to the database at `url` whose planner joins by nested loops only: a statement whose subquery
 * the planner may run again for each row is run that way, as it might be on a table of another size.
 */
export function connectWithNestedLoopsOnly(url: string): DatabaseHandle {
  const withOptions = new URL(url);
  withOptions.searchParams.set('options', NESTED_LOOPS_ONLY);
  return connectDatabase(withOptions.toString(), { max: 1 });
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Counts committed row changes in every table of this test's database: a row trigger on each table bumps one
 * counter row inside the same transaction, so a change that is rolled back leaves the count as it was.
 * Test databases only; reading it is one tiny query, so every refused request can be checked.
 * `catalogue_version` is left out: it is the catalogue cache's key, which its statement triggers move on any
 * write statement to the menu tables, even one that matched no row (a refused delete) — no data changes.
 */
export async function installChangeCounter(db: Database): Promise<void> {
  await db.execute(sql`create table test_change_counter (n bigint not null)`);
  await db.execute(sql`insert into test_change_counter values (0)`);
  await db.execute(sql`
    create function test_count_change() returns trigger language plpgsql as $$
    begin update test_change_counter set n = n + 1; return null; end $$`);
  const tables = await db.execute<{ name: string }>(
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('test_change_counter', 'catalogue_version')`,
  );
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(`create trigger test_count_change after insert or update or delete on ${name}
               for each row execute function test_count_change()`),
    );
  }
}

export async function changeCount(db: Database): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select n from test_change_counter`);
  return Number(result.rows[0]!.n);
}

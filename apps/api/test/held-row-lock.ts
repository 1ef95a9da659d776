import pg from 'pg';

/** How long a test waits for the racing requests to queue on the held lock before it gives up. */
const QUEUE_TIMEOUT_MS = 15_000;

/**
 * Holds a row's lock (`FOR UPDATE`) in a transaction on a connection of its own, to open a race as wide as it
 * can be: a statement that must lock that row after its snapshot was taken (the foreign-key check of an insert
 * that names the row) waits there, so racing requests all reach their write with the snapshot they started
 * with, and only the locks the code takes before that statement keep them from counting the same rows.
 */
export async function holdRowLock(databaseUrl: string, table: string, id: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`select 1 from ${table} where id = $1 for update`, [id]);
  return {
    /** Resolves once `count` other connections of the database wait on a lock (the racers, queued). */
    async waitForQueue(count: number): Promise<void> {
      const deadline = Date.now() + QUEUE_TIMEOUT_MS;
      for (;;) {
        // Inside a transaction, the activity view keeps its first reading unless told to read again.
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0]!.waiting >= count) return;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} of ${count} racers queued on the lock`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release(): Promise<void> {
      await client.query('commit');
      await client.end();
    },
  };
}

import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './client';

let handle: DatabaseHandle | undefined;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterEach(async () => {
  await handle?.close();
  await database?.drop();
});

it('a client handed out of the pool that loses its server fails its next query and crashes nothing', async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.url);
  // Handed out, between two statements, as in a transaction: no query of its own is running.
  const client = await handle.pool.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const lost = new Promise((resolve) => client.once('end', resolve));
  const admin = new pg.Client(database.url);
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  await admin.end();
  await lost;

  await expect(client.query('select 1')).rejects.toThrow();
  client.release(true);
  // The pool goes on with a new connection.
  expect((await handle.pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
});

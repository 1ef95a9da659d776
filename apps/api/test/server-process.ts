import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { childProcessEnv } from '../src/config';

/**
 * The API as a real process, for the tests that kill, restart or multiply it: the bundle global-setup.ts
 * builds from the sources once per run (server-bundle.ts), as production runs it. Not a test file.
 */

const API_ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, its PostgreSQL is left behind. */
  kill(): Promise<void>;
  /** SIGTERM: the ordered shutdown (app, pool, then an embedded PostgreSQL). */
  stop(): Promise<void>;
}

const started = new Set<ServerProcess>();
const dataDirs = new Set<string>();

// Should the test worker end without its afterAll (a crash), nothing it started may outlive it.
process.once('exit', () => {
  for (const server of started) server.child.kill('SIGKILL');
  for (const dir of dataDirs) {
    for (const pid of postmastersOn(path.join(dir, 'postgres'))) process.kill(pid, 'SIGINT');
  }
});

/**
 * A data folder the embedded PostgreSQL (run as the `postgres` user when root) can enter; `cleanUp` stops what
 * runs on it and removes it.
 */
export async function makeDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `flame-${prefix}-`));
  await fs.chmod(dir, 0o755);
  dataDirs.add(dir);
  return dir;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server on a free port (PORT=0, read back from its log) and waits until `/api/health` answers 200.
 * Without DATABASE_URL in `env` it runs its embedded PostgreSQL in `dataDir`.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: API_ROOT,
    // DATABASE_URL is never inherited: without one in `env` the server runs its embedded PostgreSQL.
    env: childProcessEnv(
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'false',
        // The API alone: no web build is needed (or loaded) by these tests.
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        ...env,
      },
      ['DATABASE_URL'],
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const server: ServerProcess = {
    baseUrl: '',
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
      started.delete(server);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      started.delete(server);
    },
  };
  started.add(server);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    const address = /Serving on (http:\/\/\S+)/.exec(output)?.[1];
    if (address) {
      server.baseUrl = address;
      const health = await fetch(`${address}/api/health`).catch(() => undefined);
      if (health?.ok) return server;
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The postmaster processes running on `pgData` (their command line holds `-D <pgData>`). */
export function postmastersOn(pgData: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const at = argv.indexOf('-D');
      if (path.basename(argv[0] ?? '') === 'postgres' && at >= 0 && argv[at + 1] === pgData) {
        pids.push(Number(entry));
      }
    } catch {
      /* the process ended meanwhile */
    }
  }
  // A backend forked a moment ago shows its postmaster's command line until it names itself: a postmaster is
  // the one whose parent is none of them.
  return pids.filter((pid) => !pids.includes(parentOf(pid)));
}

/** The parent's pid of a running process (0 when it has ended). */
function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // 'pid (name) state ppid …': the name may hold spaces and parentheses, so read after its last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The pid and port written in `postmaster.pid`, if the file is there. */
export function postmasterLock(pgData: string): { pid: number; port: number } | undefined {
  const file = path.join(pgData, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Fast shutdown (SIGINT) of every PostgreSQL running on `pgData`, waiting until they are gone. */
export async function stopPostgresOn(pgData: string, timeoutMs = 20_000): Promise<void> {
  const pids = postmastersOn(pgData);
  for (const pid of pids) process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (pids.some(alive)) {
    if (Date.now() > deadline) {
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Ends every server this file started (SIGKILL) and the PostgreSQL servers left on its data folders, then
 * removes the folders: for `afterAll`, so nothing outlives the test even when it fails.
 */
export async function cleanUp(): Promise<void> {
  await Promise.all([...started].map((server) => server.kill()));
  for (const dir of dataDirs) {
    await stopPostgresOn(path.join(dir, 'postgres'));
    await fs.rm(dir, { recursive: true, force: true });
    dataDirs.delete(dir);
  }
}

/** Signs in with email and password over HTTP; the bearer headers of the session. */
export async function signInOver(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

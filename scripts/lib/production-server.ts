// The built production server (embedded PostgreSQL, demo seed) on a free port with a fresh data folder: the one
// way the benchmark, the page audits and the E2E tests start it. Also the helpers their reports share.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; fails early when `child` exits, naming what it printed (`output`). */
export async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string = () => '',
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited during start-up\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url}: the server did not start in time\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server has printed so far (warnings and errors: it logs at 'warn'). */
  output(): string;
  /** SIGTERM (the ordered shutdown, PostgreSQL included); removes the data folder unless it was given. */
  stop(): Promise<void>;
}

/**
 * `apps/api/dist/server.js` in production mode on 127.0.0.1, rate limits off, warnings only in its log.
 * `env` adds or overrides variables; a `DATA_DIR` given there is kept after `stop()`. It must answer
 * `/api/health` within `startTimeoutMs`.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  startTimeoutMs = 90_000,
  /** The checkout whose build runs (another worktree, for a side-by-side comparison). */
  root = ROOT,
  /** Node's own options for the server (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'flame-server-')));
  // The embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await fs.chmod(dataDir, 0o755);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Its public address: absolute links (the sitemap's) come from here, never from a request's Host header.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      // Every browser of a run comes from 127.0.0.1, so the per-address cap on live streams (one client's, 20)
      // would count all the journeys' pages as one client's and refuse the later ones; the total cap stays.
      STREAMS_PER_ADDRESS: '500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health`, child, () => output, startTimeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      await stopChild(child);
      if (!env.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Replaces the part of a markdown file between `<!-- name:start -->` and `<!-- name:end -->`. */
export async function writeSection(file: string, name: string, content: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = await fs.readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  await fs.writeFile(file, `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`);
}

/** The machine a measurement ran on, for the tables in docs/benchmarks.md. */
export function machineNote(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${process.platform}, Node ${process.version}`;
}

// CPU time of a process and every process under it, and of a production server with its embedded PostgreSQL,
// read from /proc: on a machine shared with other work it bounds a build's rate where requests per second
// swing with the neighbours' load.
import fs from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /**
   * utime + stime, and cutime + cstime: the process's own ticks and those of its children that ended and were
   * waited for. A PostgreSQL backend that ends during a run (its connection closed) is still counted, in the
   * postmaster's.
   */
  ticks: number;
}

function readStat(pid: number): ProcessTimes | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { parent: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! };
  } catch {
    return undefined;
  }
}

function allProcesses(): Map<number, ProcessTimes> {
  const all = new Map<number, ProcessTimes>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const times = readStat(pid);
    if (times) all.set(pid, times);
  }
  return all;
}

/** The ticks of `root` and every living process under it, leaving out the trees of `skip`. */
function treeTicks(all: Map<number, ProcessTimes>, root: number, skip: readonly number[] = []): number {
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (skip.includes(pid)) continue;
    ticks += all.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/** CPU seconds used so far by `root` and every living process under it. */
export function treeCpuSeconds(root: number): number {
  return treeTicks(allProcesses(), root) / TICKS_PER_SECOND;
}

/** The postmaster's pid of the embedded PostgreSQL in a server's data folder; undefined when none runs there. */
function postmasterOf(dataDir: string): number | undefined {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a production server (its process and its children, such as image converters)
 * and by its embedded PostgreSQL (the postmaster and every backend). `pg_ctl` starts the postmaster detached,
 * so it is not under the server's process: counted from the server's tree alone, PostgreSQL's share is missed.
 */
export function serverCpuSeconds(server: { pid: number; dataDir: string }): {
  api: number;
  postgres: number;
} {
  const all = allProcesses();
  const postmaster = postmasterOf(server.dataDir);
  const postgres = postmaster === undefined ? [] : [postmaster];
  return {
    api: treeTicks(all, server.pid, postgres) / TICKS_PER_SECOND,
    postgres: postmaster === undefined ? 0 : treeTicks(all, postmaster) / TICKS_PER_SECOND,
  };
}

// CPU time of a process and every process under it (the API server and its embedded PostgreSQL with each of
// its backends), read from /proc: on a machine shared with other work it bounds a build's rate where
// requests per second swing with the neighbours' load.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcessTimes | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by `root` and every living process under it. */
export function treeCpuSeconds(root: number): number {
  const all = new Map<number, ProcessTimes>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const times = readStat(pid);
    if (times) all.set(pid, times);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    ticks += all.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

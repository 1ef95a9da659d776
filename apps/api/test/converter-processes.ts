import { readFileSync, readdirSync } from 'node:fs';
import { CONVERTER_ENTRY_NAME } from '../src/lib/convert-image';

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process or thread ended while it was being read
  }
}

/** The ids of the image converter processes this test process is running now (Linux: /proc). */
export function runningConverters(): number[] {
  const children = readdirSync('/proc/self/task').flatMap((thread) =>
    read(`/proc/self/task/${thread}/children`).split(' ').filter(Boolean).map(Number),
  );
  return children.filter((pid) => read(`/proc/${pid}/cmdline`).includes(CONVERTER_ENTRY_NAME));
}

/** Resolves with the first converter seen running, polling every few milliseconds. */
export async function firstRunningConverter(timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [pid] = runningConverters();
    if (pid) return pid;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`no image converter started within ${timeoutMs} ms`);
}

import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../lib/startup-error';

const CLAIM_FILE = 'server.pid';

/** Whether `pid` is a live Node process (a pid left in the file may since belong to something else). */
function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc here: trust the signal check
  }
}

/**
 * One server per data folder. A second server on the same folder would share the first one's PostgreSQL and
 * then, stopping (or failing to listen), stop it under the first. The claim is a file holding this process's
 * id; one left by a process that is gone (a crash) is taken over. Resolves to the function that gives it up.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, CLAIM_FILE);
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
        if (holder === process.pid) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isLiveNodeProcess(holder)) {
      throw new StartupError(
        `Another server is already running on ${dataDir} (process ${holder}). ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    await fs.rm(file, { force: true });
  }
}

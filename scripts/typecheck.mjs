// `npm run typecheck`: every TypeScript project of the repository checked by `tsc`, each in its own process,
// side by side; each one's errors are printed in one piece. Exits 1 when any project has an error.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(`${project}:\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PROJECTS.map(check));
process.exit(results.every(Boolean) ? 0 : 1);

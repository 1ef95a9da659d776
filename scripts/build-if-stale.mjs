// Builds the web app and the API when a build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'apps/api/src',
  'apps/api/drizzle',
];
const outputs = [
  'apps/web/dist/client/index.html',
  'apps/web/dist/server/entry-server.js',
  'apps/api/dist/server.js',
  'apps/api/dist/image-converter.js',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry.name))),
    stat.mtimeMs,
  );
}

export function buildIfStale() {
  const builtAt = Math.min(
    ...outputs.map((file) =>
      existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0,
    ),
  );
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt > changedAt) return false;
  console.log(
    builtAt === 0 ? 'Building the site (first start)…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();

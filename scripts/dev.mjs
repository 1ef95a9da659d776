// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server (port 5173, proxying /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@flame/api'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@flame/web'], { stdio: 'inherit' }),
];
console.log('API on http://localhost:3000 — open the site at http://localhost:5173');

const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });

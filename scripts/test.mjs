// `npm test`: lint, typecheck, the dependency audit, the production build and the unit tests side by side, then
// API tests on real PostgreSQL (beside lint's end), and the E2E journeys in Chromium against that build. Every
// suite runs; each prints its minutes, and the last line totals them: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_CLEAN, AUDIT_NOT_CHECKED } from './audit-deps.mjs';
import { findJourneyBrowser } from './lib/find-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Runs a command; answers its exit code. `quiet` keeps its output until it ends (for the suites that run side
 * by side, so their lines do not interleave), then prints it in one piece.
 */
function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      if (quiet && output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve(code ?? 1);
    });
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const results = [];
function record(name, startedAt, passed, failed, skipped = 0, note = '') {
  const took = Date.now() - startedAt;
  results.push({ name, took, passed, failed, skipped, note });
  const skippedText = skipped ? `, ${skipped} skipped` : '';
  console.log(`\n▶ ${name}: ${passed} passed, ${failed} failed${skippedText} in ${minutes(took)}\n`);
}

async function check(name, command, args) {
  const startedAt = Date.now();
  const ok = (await run(command, args, { quiet: true })) === 0;
  console.log(`\n▶ ${name} (output above)`);
  record(name, startedAt, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

/** `npm audit --omit=dev` (needs the registry): unreachable is counted as skipped and named, never as passed. */
async function audit() {
  const startedAt = Date.now();
  const code = await run('node', ['scripts/audit-deps.mjs'], { quiet: true });
  console.log('\n▶ audit (output above)');
  if (code === AUDIT_NOT_CHECKED)
    return record('audit', startedAt, 0, 0, 1, 'NOT CHECKED: the npm registry was unreachable');
  record('audit', startedAt, code === AUDIT_CLEAN ? 1 : 0, code === AUDIT_CLEAN ? 0 : 1);
}

/** A Vitest run of `projects`; `quiet` (beside other suites) prints its output in one piece when it ends. */
async function vitest(name, projects, { quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  const file = path.join(reports, `${name}.json`);
  const ok =
    (await run(
      'npx',
      [
        'vitest',
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { quiet },
    )) === 0;
  if (quiet) console.log(`\n▶ ${name} (output above)`);
  if (!existsSync(file)) return record(name, startedAt, 0, 1);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, startedAt, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

/** The E2E journeys on the build; without a browser (or a build) they stop at once, one failure saying why. */
async function playwright(name, built, browser) {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  if (browser.problem) {
    console.log(browser.problem);
    return record(name, startedAt, 0, 1, 0, browser.problem);
  }
  if (!built) return record(name, startedAt, 0, 1, 0, 'the production build failed');
  const file = path.join(reports, 'e2e.json');
  const ok =
    (await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    })) === 0;
  if (!existsSync(file)) return record(name, startedAt, 0, 1);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  record(name, startedAt, stats.expected + stats.flaky, failed, stats.skipped);
}

const startedAt = Date.now();
const browser = findJourneyBrowser();
console.log(
  '\n▶ lint, typecheck, audit, build and unit tests, side by side (the API tests join lint at its end)',
);
const buildStartedAt = Date.now();
// Lint, one thread, ends last: the API suite starts once the rest has ended and takes the other core meanwhile.
const lint = check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
const [, , built] = await Promise.all([
  check('typecheck', 'node', ['scripts/typecheck.mjs']),
  audit(),
  // The build is counted with the E2E suite it serves; it is built only when a browser can use it.
  browser.problem
    ? false
    : run('npm', ['run', 'build'], { quiet: true }).then((code) => {
        console.log(
          `\n▶ build: ${code === 0 ? 'done' : 'FAILED'} in ${minutes(Date.now() - buildStartedAt)}\n`,
        );
        return code === 0;
      }),
  vitest('unit', ['shared', 'web', 'scripts'], { quiet: true }),
]);
await vitest('api', ['api']);
await lint;
await playwright('e2e', built, browser);

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSuites (lint, typecheck, audit, build and unit ran side by side):');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `  ${r.name.padEnd(10)} ${minutes(r.took).padStart(9)}  ${r.passed} passed, ${r.failed} failed${skipped}${r.note ? ` (${r.note})` : ''}`,
  );
}
console.log(`  ${'all'.padEnd(10)} ${minutes(Date.now() - startedAt).padStart(9)}`);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);

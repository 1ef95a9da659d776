// `npm test`: lint, typecheck, unit tests, API tests on real PostgreSQL, then E2E journeys in Chromium
// against the production build. Every suite runs; the last line totals them: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_CLEAN, AUDIT_NOT_CHECKED, auditProductionDependencies } from './audit-deps.mjs';
import { findBrowser } from './lib/find-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const results = [];
function record(name, passed, failed, skipped = 0, note = '') {
  results.push({ name, passed, failed, skipped, note });
  console.log(`\n▶ ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

/** `npm audit --omit=dev` (needs the registry): unreachable is counted as skipped and named, never as passed. */
function audit() {
  console.log('\n▶ audit');
  const { code, lines } = auditProductionDependencies();
  for (const line of lines) console.log(line);
  if (code === AUDIT_NOT_CHECKED)
    return record('audit', 0, 0, 1, 'NOT CHECKED: the npm registry was unreachable');
  record('audit', code === AUDIT_CLEAN ? 1 : 0, code === AUDIT_CLEAN ? 0 : 1);
}

function vitest(name, projects) {
  console.log(`\n▶ ${name}`);
  const file = path.join(reports, `${name}.json`);
  const ok = run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file)) return record(name, 0, 1);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

/** The E2E journeys; without a browser they stop at once, counted as one failure with the line saying why. */
function playwright(name) {
  console.log(`\n▶ ${name}`);
  const browser = findBrowser();
  if (browser.problem) {
    console.log(browser.problem);
    return record(name, 0, 1, 0, browser.problem);
  }
  if (!run('npm', ['run', 'build'])) return record(name, 0, 1);
  const file = path.join(reports, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    CHROMIUM_PATH: browser.path,
  });
  if (!existsSync(file)) return record(name, 0, 1);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  record(name, stats.expected + stats.flaky, failed, stats.skipped);
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npm', ['run', 'typecheck']);
audit();
vitest('unit', ['shared', 'web', 'scripts']);
vitest('api', ['api']);
playwright('e2e');

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nSuites:');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${skipped}${r.note ? ` (${r.note})` : ''}`,
  );
}
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);

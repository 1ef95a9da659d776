// `npm run audit:deps`: `npm audit --omit=dev` must show no high or critical issue in the production dependencies.
// It needs the registry's audit endpoint. When that cannot be reached the check says so and exits 2: it is
// then NOT CHECKED, never a silent pass. Exit codes: 0 clean, 1 high or critical issues, 2 not checked.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const AUDIT_CLEAN = 0;
export const AUDIT_FOUND = 1;
export const AUDIT_NOT_CHECKED = 2;

const root = path.resolve(import.meta.dirname, '..');

/** Runs the audit; `{ code, lines }` with the exit code above and what to print. */
export function auditProductionDependencies() {
  return interpretAudit(
    spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

/** What a finished `npm audit --json` run means (`run`: spawnSync's result). */
export function interpretAudit(run) {
  const notChecked = (why) => ({
    code: AUDIT_NOT_CHECKED,
    lines: [
      `npm audit: NOT CHECKED. ${why}`,
      'The production dependencies were not audited; run `npm run audit:deps` where the npm registry is reachable.',
    ],
  });
  if (run.error) return notChecked(`npm audit could not run: ${run.error.message}`);

  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return notChecked(
      `npm audit gave no report (exit ${run.status}): ${run.stderr.trim().split('\n').at(-1) ?? ''}`,
    );
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.error?.summary || report.message || JSON.stringify(report).slice(0, 200);
    return notChecked(`The registry's audit endpoint could not be reached: ${reason}`);
  }

  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
    ['high', 'critical'].includes(v.severity),
  );
  const summary = `${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`;
  if (serious.length === 0) {
    return { code: AUDIT_CLEAN, lines: [`npm audit --omit=dev: no high or critical issue (${summary}).`] };
  }
  return {
    code: AUDIT_FOUND,
    lines: [
      `npm audit --omit=dev: ${summary}.`,
      ...serious.map((v) => {
        const via = v.via
          .map((item) => (typeof item === 'string' ? item : `${item.title} (${item.url})`))
          .join('; ');
        return `  ${v.severity.padEnd(8)} ${v.name}: ${via}${v.fixAvailable ? ' [fix available]' : ''}`;
      }),
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, lines } = auditProductionDependencies();
  for (const line of lines) (code === AUDIT_CLEAN ? console.log : console.error)(line);
  process.exit(code);
}

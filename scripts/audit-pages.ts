// `npm run audit:pages`: Lighthouse (mobile preset) on every public page of the production build, three runs
// each; the median run (by Performance) goes into docs/benchmarks.md with its four scores, LCP, TBT and CLS.
// AUDIT_ONLY=/menu,/about audits only the pages whose path starts with one of those (a partial run writes no docs).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPagesWithDish, type Food } from '@flame/shared';
import { buildIfStale } from './build-if-stale.mjs';
import { findBrowser } from './lib/find-browser.mjs';
import { machineNote, ROOT, startProductionServer, writeSection } from './lib/production-server';

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
/** Lighthouse's default storage reset, and the cookies: every run a first visit. */
const FIRST_VISIT_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
] as const;
const ONLY = process.env.AUDIT_ONLY?.split(',').filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function auditOnce(url: string, port: number, attemptsLeft = 2): Promise<Omit<Audit, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Every run a first visit: Lighthouse keeps cookies by default, and a page that varied with one would be
    // measured as no first visit gets it.
    clearStorageTypes: [...FIRST_VISIT_STORAGE],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse itself could not record (its trace lost, e.g. NO_NAVSTART) says so and is run again,
  // rather than counting as a score of 0; a page that fails to paint fails every time and is reported.
  if (runtimeError) {
    console.log(`  ${url}: ${runtimeError.message}`);
    if (attemptsLeft > 0) return auditOnce(url, port, attemptsLeft - 1);
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Audit['scores'],
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

function median<T>(runs: T[], key: (run: T) => number): T {
  return [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;
}

function table(audits: Audit[]): string {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse 12.8 (mobile preset) and ${process.env.CHROME_PATH} on ${machineNote()}, ` +
      `median of ${RUNS} runs per page.`,
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...audits.map(
      (a) =>
        `| \`${a.page}\` | ${a.scores.performance} | ${a.scores.accessibility} | ${a.scores['best-practices']} | ${a.scores.seo} | ` +
        `${(a.lcp / 1000).toFixed(2)} s | ${Math.round(a.tbt)} ms | ${a.cls.toFixed(3)} |`,
    ),
  ].join('\n');
}

const browser = findBrowser();
if (browser.problem) {
  console.error(browser.problem);
  process.exit(1);
}
process.env.CHROME_PATH ??= browser.path;
buildIfStale();
const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const foods = (await (await fetch(`${server.baseUrl}/api/food`)).json()).data as Food[];
  const pages = publicPagesWithDish(`/food/${foods[0]!._id}`).filter((page) => !ONLY || ONLY.some((only) => (only === '/' ? page === '/' : page.startsWith(only))));
  const audits: Audit[] = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const once = await auditOnce(server.baseUrl + page, chrome.port);
      console.log(
        `  run ${run + 1}: ${once.scores.performance}, FCP ${(once.fcp / 1000).toFixed(2)} s, LCP ${(once.lcp / 1000).toFixed(2)} s, TBT ${Math.round(once.tbt)} ms`,
      );
      runs.push(once);
    }
    const audit = {
      page: page.startsWith('/food/') ? '/food/{id}' : page,
      ...median(runs, (r) => r.scores.performance),
    };
    console.log(
      `${audit.page.padEnd(12)} ${CATEGORIES.map((c) => audit.scores[c]).join(' / ')}  FCP ${(audit.fcp / 1000).toFixed(2)} s  LCP ${(audit.lcp / 1000).toFixed(2)} s  TBT ${Math.round(audit.tbt)} ms  CLS ${audit.cls.toFixed(3)}`,
    );
    audits.push(audit);
  }
  if (ONLY) console.log('AUDIT_ONLY is set: a partial run, docs/benchmarks.md is left as it was');
  else {
    await writeSection(path.join(ROOT, 'docs/benchmarks.md'), 'page-audit', table(audits));
    console.log('Written to docs/benchmarks.md');
  }
} finally {
  await chrome.kill();
  await server.stop();
}

// `npm run audit:markup`: the outside checkers on every public and signed-in page of the production build (it
// builds nothing: run `npm run build` first). The W3C Nu HTML Checker on the server's HTML and on the hydrated
// DOM; pa11y's two runners, HTML_CodeSniffer (WCAG2AA) and axe-core, in Chromium at 390 px and 1280 px. Prints
// the errors per page and tool, writes the table into docs/benchmarks.md, and exits 1 while any error remains.
// AUDIT_ONLY=/tracking,dashboard checks only the pages whose label contains one of those (a partial run writes no
// docs).
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  DISH_PAGE,
  needsChoices,
  pickupSlots,
  publicPagesWithDish,
  type Food,
  type Restaurant,
} from '@flame/shared';
import { findBrowser } from './lib/find-browser.mjs';
import { runAxe, runHtmlcs, runVnu, type Finding } from './lib/markup-checkers';
import { machineNote, ROOT, startProductionServer, writeSection } from './lib/production-server';

const WIDTHS = [390, 1280] as const;
const ONLY = process.env.AUDIT_ONLY?.split(',').filter(Boolean);
const OWNER = { email: 'owner@flamekissed.test', password: 'owner-demo-123' };
const DASHBOARD_SECTIONS = [
  '',
  'restaurant',
  'hero-images',
  'about',
  'menu',
  'members',
  'tables',
  'reservations',
  'pickups',
  'inbox',
  'settings',
];

type Role = 'visitor' | 'customer' | 'owner';

interface Target {
  /** The page as the table names it. */
  label: string;
  path: string;
  role: Role;
}

interface PageReport {
  label: string;
  findings: Record<string, Finding[]>;
}

const TOOLS = ['Nu (server HTML)', 'Nu (DOM)', ...WIDTHS.flatMap((w) => [`htmlcs ${w}`, `axe ${w}`])];

async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const body = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/** A new customer with one pickup order, the owner's token and restaurant, and a dish for the pages' paths. */
async function prepare(baseUrl: string) {
  const foods = await api<Food[]>(`${baseUrl}/api/food`);
  const [restaurant] = await api<Restaurant[]>(`${baseUrl}/api/restaurants`);
  const customer = await api<{ token: string }>(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Audit Visitor',
      email: `audit-${Date.now()}@example.test`,
      password: 'audit-markup-123',
    }),
  });
  const slot = pickupSlots(new Date(), restaurant!.openingHours, restaurant!.timeZone)
    .flatMap((day) => day.slots)
    .at(-1);
  if (!slot) throw new Error('No pickup time is open in the next week');
  const dish = foods.find((food) => food.isAvailable && !needsChoices(food)) ?? foods[0]!;
  const order = await api<{ _id: string }>(`${baseUrl}/api/orders/pickup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `audit-${Date.now()}` },
    body: JSON.stringify({
      items: [{ foodId: dish._id, quantity: 2 }],
      phone: '+1 512 555 0100',
      paymentMethod: 'pay at restaurant',
      pickupTime: slot.value,
    }),
  });
  const owner = await api<{ token: string }>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify(OWNER),
  });
  const [owned] = await api<{ _id: string }[]>(`${baseUrl}/api/restaurants/owner/me`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const cart = [
    {
      food: { _id: dish._id, name: dish.name, image: dish.images[0] ?? null, price: dish.discountedPrice },
      quantity: 1,
    },
  ];
  return { dish, order, owned: owned!, tokens: { customer: customer.token, owner: owner.token }, cart };
}

function targets(setup: Awaited<ReturnType<typeof prepare>>): Target[] {
  const visitor = (label: string, pagePath = label): Target => ({ label, path: pagePath, role: 'visitor' });
  return [
    ...publicPagesWithDish().map((p) => visitor(p, p === DISH_PAGE ? `/food/${setup.dish._id}` : p)),
    ...['/login', '/signup'].map((p) => visitor(p)),
    { label: '/profile', path: '/profile', role: 'customer' },
    { label: '/orders', path: '/orders', role: 'customer' },
    { label: '/tracking/{id}', path: `/tracking/${setup.order._id}`, role: 'customer' },
    { label: '/checkout (one line)', path: '/checkout', role: 'customer' },
    ...DASHBOARD_SECTIONS.map((section): Target => ({
      label: `dashboard /${section || '(overview)'}`,
      path: `/admin-dashboard/${setup.owned._id}/${section}`,
      role: 'owner',
    })),
  ];
}

const GREY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mO8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

async function newContext(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  storage: Record<string, string>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  // Map tiles come from a tile server this machine may not reach: a grey tile keeps the map's markup the same.
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: GREY_TILE }),
  );
  return context;
}

/** Waits until React has hydrated the page (a link carries React's props) and the network is quiet. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const link = document.querySelector('a[href]');
      return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

function table(reports: PageReport[], cssMessages: number): string {
  const total = reports.reduce(
    (sum, report) => sum + TOOLS.reduce((n, tool) => n + report.findings[tool]!.length, 0),
    0,
  );
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} with vnu-jar (Nu HTML Checker), @pa11y/html_codesniffer (WCAG2AA) and axe-core ` +
      `in ${process.env.CHROMIUM_PATH ?? 'Chromium'} on ${machineNote()}. Errors per page and tool (aim: 0 everywhere).`,
    '',
    `| page | ${TOOLS.join(' | ')} |`,
    `| --- | ${TOOLS.map(() => '---:').join(' | ')} |`,
    ...reports.map(
      (report) =>
        `| \`${report.label}\` | ${TOOLS.map((tool) => report.findings[tool]!.length).join(' | ')} |`,
    ),
    '',
    `${total} errors in all. The Nu checker's CSS-checker messages set aside (modern CSS it does not know): ${cssMessages}.`,
  ];
  // One line per page, tool and rule: how many elements, and the first of them.
  const remaining = reports.flatMap((report) =>
    TOOLS.flatMap((tool) => {
      const byCode = new Map<string, Finding[]>();
      for (const finding of report.findings[tool]!)
        byCode.set(finding.code, [...(byCode.get(finding.code) ?? []), finding]);
      return [...byCode].map(
        ([code, [first, ...rest]]) =>
          `- \`${report.label}\`, ${tool}: ${code}: ${first!.message} (\`${first!.where.replace(/\s+/g, ' ').slice(0, 100)}\`` +
          `${rest.length > 0 ? ` and ${rest.length} more` : ''})`,
      );
    }),
  );
  if (remaining.length > 0) lines.push('', 'What remains:', '', ...remaining);
  return lines.join('\n').replace(/\|(?=[^|\n]*`\))/g, '\\|');
}

for (const built of ['apps/api/dist/server.js', 'apps/web/dist']) {
  if (!existsSync(path.join(ROOT, built))) {
    console.error(`${built} is missing: build the production bundle first (npm run build).`);
    process.exit(1);
  }
}
const found = findBrowser();
if (found.problem) {
  console.error(found.problem);
  process.exit(1);
}
process.env.CHROMIUM_PATH ??= found.path;

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const htmlDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-markup-'));
try {
  const setup = await prepare(server.baseUrl);
  const contexts: Record<Role, BrowserContext> = {
    visitor: await newContext(browser, server.baseUrl, {}),
    customer: await newContext(browser, server.baseUrl, {
      auth_token: setup.tokens.customer,
      cart: JSON.stringify(setup.cart),
    }),
    owner: await newContext(browser, server.baseUrl, { auth_token: setup.tokens.owner }),
  };
  const reports: PageReport[] = [];
  const htmlFiles: { server: string; dom: string }[] = [];
  const chosen = targets(setup).filter((target) => !ONLY || ONLY.some((only) => target.label.includes(only)));
  for (const [index, target] of chosen.entries()) {
    const findings: Record<string, Finding[]> = {};
    const serverFile = path.join(htmlDir, `${index}-server.html`);
    const domFile = path.join(htmlDir, `${index}-dom.html`);
    await fs.writeFile(serverFile, await (await fetch(server.baseUrl + target.path)).text());
    const page = await contexts[target.role].newPage();
    await page.goto(target.path, { waitUntil: 'networkidle' });
    await hydrated(page);
    await fs.writeFile(domFile, await page.content());
    for (const width of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await page.waitForTimeout(300);
      findings[`htmlcs ${width}`] = await runHtmlcs(page);
      findings[`axe ${width}`] = await runAxe(page);
    }
    await page.close();
    reports.push({ label: target.label, findings });
    htmlFiles.push({ server: serverFile, dom: domFile });
    console.log(`${target.label}: checked in Chromium`);
  }
  const vnu = await runVnu(htmlFiles.flatMap((files) => [files.server, files.dom]));
  let cssMessages = 0;
  for (const [index, report] of reports.entries()) {
    report.findings['Nu (server HTML)'] = vnu.errors.get(htmlFiles[index]!.server) ?? [];
    report.findings['Nu (DOM)'] = vnu.errors.get(htmlFiles[index]!.dom) ?? [];
    cssMessages += vnu.cssMessages.get(htmlFiles[index]!.server) ?? 0;
  }
  const errors = reports.flatMap((report) => TOOLS.flatMap((tool) => report.findings[tool]!));
  console.log(`\n${'page'.padEnd(28)}${TOOLS.map((tool) => tool.padStart(18)).join('')}`);
  for (const report of reports)
    console.log(
      `${report.label.padEnd(28)}${TOOLS.map((tool) => String(report.findings[tool]!.length).padStart(18)).join('')}`,
    );
  for (const report of reports)
    for (const tool of TOOLS)
      for (const finding of report.findings[tool]!)
        console.log(`${report.label} · ${tool} · ${finding.code}: ${finding.message}\n    ${finding.where}`);
  if (ONLY)
    console.log(
      `\n${errors.length} errors. AUDIT_ONLY is set: a partial run, docs/benchmarks.md is left as it was`,
    );
  else {
    await writeSection(path.join(ROOT, 'docs/benchmarks.md'), 'markup-audit', table(reports, cssMessages));
    console.log(`\n${errors.length} errors. Written to docs/benchmarks.md`);
  }
  process.exitCode = errors.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(htmlDir, { recursive: true, force: true });
}

// `npm run bench`: the API and the public pages under load (autocannon), against a bare Fastify route as the
// yardstick. Starts the production server on the embedded database with the demo seed, warms each route up,
// measures 10 s at 50 connections, and writes req/s, p50, p99, the ratio to the bare route and the public
// pages' aim (their share of `GET /api/food`'s rate) into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { pickupSlots, type Food, type Restaurant } from '@flame/shared';
import { buildIfStale } from './build-if-stale.mjs';
import {
  freePort,
  machineNote,
  ROOT,
  startProductionServer,
  stopChild,
  type RunningServer,
  waitFor,
  writeSection,
} from './lib/production-server';
import { measureKitchen, percentile, type KitchenRun } from './lib/kitchen-bench';
import { measureDelivery, outboxDrained, setNewOrderEmails, startCountingSmtp } from './lib/mail-bench';
import { serverCpuSeconds } from './lib/process-cpu';
import { measureUploadMemory, uploadMemoryLine } from './lib/upload-memory';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/**
 * What a browser sends (Chromium: `gzip, deflate, br, zstd`; the server offers br and gzip). Set
 * BENCH_ACCEPT_ENCODING=identity to measure uncompressed answers; the table says which was measured.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/**
 * BENCH_ONLY=orders,health measures only the routes whose name contains one of those words (and the bare
 * route, the yardstick), for trying a change; such a partial run prints its results and writes nothing.
 */
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/**
 * BENCH_BASELINE=/path/to/another/worktree (built): that build's server runs beside this one, and order placement
 * and the kitchen are measured on both in turns (this, baseline, this, baseline), each with its CPU per order;
 * with BENCH_ONLY, the reads it names too (BENCH_ONLY=tables: the table list). Prints its tables and writes
 * nothing.
 */
const BASELINE = process.env.BENCH_BASELINE;

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh Idempotency-Key per request. */
  uniqueKey?: boolean;
  /** Bearer tokens taken in turn, one per request: a crowd of customers rather than one account. */
  tokens?: string[];
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU of the server and its PostgreSQL per request of the measured run, in ms (when the server's pid is given). */
  cpuMs?: number;
  /** The part of `cpuMs` used by the server's own process (the rest is its PostgreSQL's). */
  apiCpuMs?: number;
  /**
   * CPU of this bench's own process per request of the measured run, in ms: the load generator, and the counting
   * SMTP server while it receives email. It shares the machine's CPUs with the server.
   */
  benchCpuMs: number;
  /** Order runs: the same, counted on until the outbox had sent every email of the run's orders. */
  drained?: { cpuMs: number; apiCpuMs: number; seconds: number } | undefined;
}

function run(target: Target, seconds: number): Promise<autocannon.Result> {
  let sent = 0;
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...target.headers, 'accept-encoding': ACCEPT_ENCODING },
    ...(target.body ? { body: target.body } : {}),
    ...(target.uniqueKey
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  'idempotency-key': randomUUID(),
                  ...(target.tokens
                    ? { authorization: `Bearer ${target.tokens[sent++ % target.tokens.length]}` }
                    : {}),
                },
              }),
            },
          ],
        }
      : {}),
  });
}

/**
 * What the CPU of a server is read for: its process and its data folder (its PostgreSQL's); and, for order runs,
 * its address, to wait for its outbox.
 */
interface ServerProcesses {
  pid: number;
  dataDir: string;
  baseUrl: string;
}

const processesOf = (server: RunningServer): ServerProcesses => ({
  pid: server.process.pid!,
  dataDir: server.dataDir,
  baseUrl: server.baseUrl,
});

/** Each server's owner, signed in once (to read its outbox). */
const owners = new Map<string, string>();
async function ownerTokenOf(baseUrl: string): Promise<string> {
  let token = owners.get(baseUrl);
  if (!token)
    owners.set(baseUrl, (token = await signIn(baseUrl, 'owner@flamekissed.test', 'owner-demo-123')));
  return token;
}

/**
 * Waits for the server's outbox to send everything (order runs queue an email per order, which the sender
 * delivers during the run and after it): an order's CPU counted only to the run's end leaves out the emails
 * still waiting, more of them the slower the sender keeps up.
 */
async function drainOutbox(server: ServerProcesses): Promise<void> {
  if (!(await outboxDrained(server.baseUrl, await ownerTokenOf(server.baseUrl))))
    console.warn(`${server.baseUrl}: the outbox still held email after 2 minutes`);
}

async function measure(target: Target, server?: ServerProcesses): Promise<Result> {
  const orders = server !== undefined && target.name.startsWith(ORDERS_NAME);
  await run(target, WARM_UP_SECONDS);
  // The warm-up's emails are sent before the count starts, so they are not counted against the run.
  if (orders) await drainOutbox(server);
  const cpuBefore = server && serverCpuSeconds(server);
  const benchBefore = process.cpuUsage();
  const result = await run(target, SECONDS);
  const benchUsed = process.cpuUsage(benchBefore);
  const cpuAfter = server && serverCpuSeconds(server);
  const perRequest = (seconds: number) => (seconds * 1000) / result.requests.total;
  let drained: Result['drained'];
  if (orders && cpuBefore) {
    const began = performance.now();
    await drainOutbox(server);
    const cpuDrained = serverCpuSeconds(server);
    drained = {
      apiCpuMs: perRequest(cpuDrained.api - cpuBefore.api),
      cpuMs: perRequest(cpuDrained.api - cpuBefore.api + cpuDrained.postgres - cpuBefore.postgres),
      seconds: (performance.now() - began) / 1000,
    };
  }
  return {
    drained,
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    benchCpuMs: perRequest((benchUsed.user + benchUsed.system) / 1e6),
    ...(cpuBefore && cpuAfter
      ? {
          apiCpuMs: perRequest(cpuAfter.api - cpuBefore.api),
          cpuMs: perRequest(cpuAfter.api - cpuBefore.api + cpuAfter.postgres - cpuBefore.postgres),
        }
      : {}),
  };
}

/** '3.10 ms (2.05 + 1.05)': the CPU per request, then the server's own share and its PostgreSQL's. */
function cpuText({ cpuMs = 0, apiCpuMs = 0 }: Pick<Result, 'cpuMs' | 'apiCpuMs'>): string {
  return `${cpuMs.toFixed(2)} ms (${apiCpuMs.toFixed(2)} + ${(cpuMs - apiCpuMs).toFixed(2)})`;
}

/** The CPU per order counted on until the outbox was empty, and how long after the run that took. */
function drainedText({ drained }: Result): string {
  return drained ? `${cpuText(drained)}, +${drained.seconds.toFixed(1)} s` : '';
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  return token;
}

/**
 * How many customers place the order runs' orders, taking turns. One account's orders are counted and written
 * one at a time under its row's lock (the limit of open orders), so a single account measures that lock, not
 * the restaurant's capacity; a crowd is what a busy evening sends.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? CONNECTIONS);

/** Signs up `count` customers (`bench-1@…`) and answers their tokens. */
async function signUpCustomers(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 1; index <= count; index++) {
    const { token } = await json<{ token: string }>(
      await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Customer ${index}`,
          email: `bench-${index}@flamekissed.test`,
          password: `bench-customer-${index}-password`,
        }),
      }),
    );
    tokens.push(token);
  }
  return tokens;
}

/** Each server's crowd of customers, signed up once. */
const crowds = new Map<string, string[]>();

/** Orders from `customers` customers taking turns (1: the demo customer alone, every order on one lock). */
async function orderTarget(baseUrl: string, customers = CUSTOMERS): Promise<Target> {
  const tokens =
    customers > 1
      ? (crowds.get(baseUrl) ?? crowds.set(baseUrl, await signUpCustomers(baseUrl, customers)).get(baseUrl)!)
      : [await signIn(baseUrl, 'guest@flamekissed.test', 'guest-demo-123')];
  const [restaurant] = await json<Restaurant[]>(await fetch(`${baseUrl}/api/restaurants`));
  const foods = await json<Food[]>(await fetch(`${baseUrl}/api/food`));
  const slot = pickupSlots(new Date(), restaurant!.openingHours, restaurant!.timeZone)
    .flatMap((day) => day.slots)
    .at(-1);
  if (!slot) throw new Error('No pickup time is open in the next week');
  const [first, second] = foods.filter((food) => food.isAvailable);
  return {
    name: `POST /api/orders/pickup, ${tokens.length} customer${tokens.length === 1 ? '' : 's'}`,
    url: `${baseUrl}/api/orders/pickup`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    tokens,
    body: JSON.stringify({
      items: [
        { foodId: first!._id, quantity: 2 },
        { foodId: second!._id, quantity: 1 },
      ],
      phone: '+1 512 555 0100',
      paymentMethod: 'pay at restaurant',
      pickupTime: slot.value,
    }),
    uniqueKey: true,
  };
}

/**
 * The public pages, the same bytes for every visitor (the stylesheet and the first paint's fonts are files the
 * page links, cached by the browser after the first visit).
 */
const PAGE_PATHS = ['/', '/menu', '/food/{id}', '/deals', '/about'];
const PAGE_PREFIX = 'page ';
/** The pages' aim: each at this share of `GET /api/food`'s rate or more, in the same run, with p99 under 50 ms. */
const PAGE_AIM_SHARE = 0.25;
const PAGE_AIM_P99_MS = 50;

/** Whether BENCH_ONLY leaves this target in the run. */
const chosen = (target: Target) => !ONLY || ONLY.some((word) => target.name.toLowerCase().includes(word));

/** The reads measured: the health check, the catalogue, the public pages and the table list. */
async function readTargets(base: string): Promise<Target[]> {
  const [food] = await json<Food[]>(await fetch(`${base}/api/food`));
  return [
    { name: 'GET /api/health', url: `${base}/api/health` },
    { name: 'GET /api/food', url: `${base}/api/food` },
    ...pageTargets(base, food!._id),
    { name: 'GET /api/food/{id}', url: `${base}/api/food/${food!._id}` },
    { name: 'GET /api/restaurants', url: `${base}/api/restaurants` },
    { name: 'GET /api/restaurants/tables/unauth', url: `${base}/api/restaurants/tables/unauth` },
  ];
}

function pageTargets(base: string, foodId: string): Target[] {
  return PAGE_PATHS.map((page) => ({
    name: `${PAGE_PREFIX}${page}`,
    url: `${base}${page.replace('{id}', foodId)}`,
  }));
}

/** One line per page: its share of `GET /api/food`'s rate and its p99 against the aim. */
function pageAim(results: Result[]): string {
  const food = results.find((r) => r.name === 'GET /api/food');
  const pages = results.filter((r) => r.name.startsWith(PAGE_PREFIX));
  if (!food || pages.length === 0) return '';
  const lines = pages.map((page) => {
    const share = page.requestsPerSecond / food.requestsPerSecond;
    const met = share >= PAGE_AIM_SHARE && page.p99 < PAGE_AIM_P99_MS && page.non2xx === 0;
    return `- \`${page.name.slice(PAGE_PREFIX.length)}\`: ${Math.round(share * 100)} % of \`GET /api/food\`, p99 ${ms(page.p99)}: ${met ? 'met' : '**short**'}`;
  });
  return [
    `Aim for the public pages: each at ${PAGE_AIM_SHARE * 100} % or more of \`GET /api/food\`'s rate in the same run, p99 under ${PAGE_AIM_P99_MS} ms.`,
    '',
    ...lines,
  ].join('\n');
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function table(results: Result[]): string {
  const bare = results[0]!.requestsPerSecond;
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${ms(r.p50)} | ${ms(r.p99)} | ${
        r === results[0] ? '100 %' : `${Math.round((r.requestsPerSecond / bare) * 100)} %`
      } |${r.non2xx > 0 ? ` ${r.non2xx} non-2xx |` : ' |'}`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}, ` +
      `${CONNECTIONS} keep-alive connections, ${SECONDS} s per route after a ${WARM_UP_SECONDS} s warm-up, ` +
      `\`accept-encoding: ${ACCEPT_ENCODING}\`${ACCEPT_ENCODING === 'identity' ? ' (uncompressed)' : ' (compressed as a browser gets them)'}; ` +
      `autocannon runs on the same machine as both servers.`,
    '',
    '| route | req/s | p50 | p99 | vs bare | errors |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

const ORDERS_NAME = 'POST /api/orders/pickup';

/**
 * The outbox's cost on order placement, side by side in one run: orders/s with one email per order (the
 * customer's confirmation) and with two (the restaurant's 'Email each new order' on), while the server's
 * sender delivers to the SMTP server on loopback; then that sender alone draining the backlog.
 */
async function mailSection(
  base: string,
  smtp: Awaited<ReturnType<typeof startCountingSmtp>>,
): Promise<string> {
  const owner = await signIn(base, 'owner@flamekissed.test', 'owner-demo-123');
  const order = await orderTarget(base);
  const runs: Result[] = [];
  for (const on of [false, true]) {
    await setNewOrderEmails(base, owner, on);
    const result = await measure({
      ...order,
      name: `${ORDERS_NAME}, ${on ? 2 : 1} email${on ? 's' : ''} per order`,
    });
    console.log(
      `${result.name.padEnd(48)} ${Math.round(result.requestsPerSecond).toString().padStart(7)} orders/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}${result.non2xx ? `  ${result.non2xx} non-2xx` : ''}`,
    );
    runs.push(result);
  }
  await setNewOrderEmails(base, owner, false);
  const delivery = await measureDelivery(base, owner, smtp, SECONDS);
  const deliveryLine = `One sender (batches of 10, one message at a time over a pooled nodemailer connection) delivered ${delivery.delivered.toLocaleString('en-US')} of a backlog of ${delivery.backlog.toLocaleString('en-US')} messages to an SMTP server on loopback (\`smtp-server\`, counting only) at **${Math.round(delivery.perSecond).toLocaleString('en-US')} messages/s**, nothing else running.`;
  console.log(deliveryLine);
  const [one, two] = runs;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up; the server's sender delivers to the SMTP server during the order runs.`,
    '',
    '| order placement | orders/s | p50 | p99 | errors |',
    '| --- | ---: | ---: | ---: | --- |',
    ...runs.map(
      (r) =>
        `| ${r.name.slice(ORDERS_NAME.length + 2)} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${ms(r.p50)} | ${ms(r.p99)} |${r.non2xx > 0 ? ` ${r.non2xx} non-2xx |` : ' |'}`,
    ),
    '',
    `With the restaurant's copy on (one more row in the order's statement, twice the mail for the sender), order placement ran at ${Math.round((two!.requestsPerSecond / one!.requestsPerSecond) * 100)} % of the rate with the confirmation only; on a machine shared with other work, runs differ by some 10 % from noise alone.`,
    '',
    deliveryLine,
  ].join('\n');
}

/** The kitchen's aims (issue 'No order goes unseen'): every board within 1 s, the printer within 3 s, at p99. */
const KITCHEN = { boards: 10, ordersPerSecond: 50, boardsP99Ms: 1000, printerP99Ms: 3000 };

/** Orders placed at a steady 50 a second reach 10 open owner boards and the kitchen printer: how fast. */
async function kitchenRun(base: string, server: ServerProcesses) {
  const owner = await signIn(base, 'owner@flamekissed.test', 'owner-demo-123');
  const [restaurant] = await json<Restaurant[]>(await fetch(`${base}/api/restaurants`));
  const order = await orderTarget(base);
  const cpuBefore = serverCpuSeconds(server);
  const run: KitchenRun = await measureKitchen({
    base,
    ownerToken: owner,
    restaurantId: restaurant!._id,
    order: { url: order.url, headers: order.headers!, body: order.body!, tokens: order.tokens! },
    boards: KITCHEN.boards,
    ordersPerSecond: KITCHEN.ordersPerSecond,
    seconds: SECONDS,
  });
  // The run's whole CPU (placing, the boards, the mail sender, the printer) per order placed.
  const cpuAfter = serverCpuSeconds(server);
  const cpuSeconds = cpuAfter.api - cpuBefore.api + cpuAfter.postgres - cpuBefore.postgres;
  const cpuMs = (cpuSeconds * 1000) / Math.max(run.placed, 1);
  return { run, cpuMs, customers: order.tokens!.length };
}

async function kitchenSection(base: string, server: ServerProcesses): Promise<string> {
  const { run, cpuMs, customers } = await kitchenRun(base, server);
  const row = (name: string, samples: number[], missed: number, aimMs: number) => {
    const p99 = percentile(samples, 0.99);
    return `| ${name} | ${samples.length.toLocaleString('en-US')} | ${ms(percentile(samples, 0.5))} | ${ms(p99)} | ${ms(Math.max(...samples))} | ${missed} | ≤ ${aimMs / 1000} s: ${p99 <= aimMs && missed === 0 ? 'met' : '**short**'} |`;
  };
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}: ${run.boards} owner boards hold \`GET /api/admin/events\` open and the printer (a TCP sink on loopback that decodes each ESC/POS job) prints on arrival, while one client places ${run.ordersPerSecond} orders a second for ${run.seconds} s from ${customers} customers taking turns (${run.placed.toLocaleString('en-US')} placed, ${run.refused} refused), each with its confirmation email in the outbox. Times run from the order's request leaving the client to the event on a board (every board counted) or the whole ticket at the printer.`,
    '',
    '| order placed → | samples | p50 | p99 | max | missed | aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    row(`its event on ${run.boards} boards`, run.toBoards, run.missedOnBoards, KITCHEN.boardsP99Ms),
    row('its ticket at the printer', run.toPrinter, run.missedAtPrinter, KITCHEN.printerP99Ms),
    '',
    `The order's own answer (201) came after ${ms(percentile(run.answered, 0.5))} at p50 and ${ms(percentile(run.answered, 0.99))} at p99; the server and its PostgreSQL used ${cpuMs.toFixed(1)} ms of CPU per order placed over the run (placing it, the boards, the email, the ticket).`,
  ];
  console.log(lines.slice(2).join('\n'));
  return lines.join('\n');
}

buildIfStale();
const barePort = await freePort();
const bare = spawn(process.execPath, [path.join(ROOT, 'scripts/lib/bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
// The site's email goes to an SMTP server on loopback that only counts it.
const smtp = await startCountingSmtp();
// The order runs place thousands of orders, with a crowd of new (unverified) accounts and with one account:
// their limits of open orders are lifted here only.
const serverEnv = {
  CUSTOMER_MAX_ACTIVE_ORDERS: '1000000000',
  UNVERIFIED_MAX_ACTIVE_ORDERS: '1000000000',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Flame-kissed <bench@flamekissed.test>',
};
// BENCH_CPU_PROF=<folder>: this build's server writes a CPU profile there when it stops (`node --cpu-prof`).
const server = await startProductionServer(
  serverEnv,
  undefined,
  undefined,
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [],
).catch(async (error: unknown) => {
  // A server that cannot start leaves no bare server or SMTP server behind.
  await stopChild(bare);
  await smtp.close();
  throw error;
});
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
  if (BASELINE) await sideBySide(server, serverEnv, BASELINE);
  else await fullRun(server);
} finally {
  await server.stop();
  await stopChild(bare);
  await smtp.close();
}

async function fullRun(server: RunningServer) {
  const base = server.baseUrl;
  const targets: Target[] = [
    { name: 'bare Fastify route', url: `http://127.0.0.1:${barePort}/bare` },
    ...(await readTargets(base)),
    await orderTarget(base),
    await orderTarget(base, 1),
  ].filter((target, index) => index === 0 || chosen(target));
  const results: Result[] = [];
  for (const target of targets) {
    const result = await measure(
      target,
      target.name.startsWith(ORDERS_NAME) ? processesOf(server) : undefined,
    );
    console.log(
      `${result.name.padEnd(38)} ${Math.round(result.requestsPerSecond).toString().padStart(7)} req/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}${result.non2xx ? `  ${result.non2xx} non-2xx` : ''}${result.cpuMs === undefined ? '' : `  ${cpuText(result)} CPU each, the bench's own ${result.benchCpuMs.toFixed(2)} ms`}${result.drained ? `; ${drainedText(result)} with every email sent` : ''}`,
    );
    results.push(result);
  }
  const uploadMemory =
    !ONLY || ONLY.includes('uploads')
      ? uploadMemoryLine(await measureUploadMemory(base, server.process.pid!))
      : undefined;
  if (uploadMemory) console.log(uploadMemory);
  console.log(pageAim(results));
  const kitchen =
    !ONLY || ONLY.includes('kitchen') ? await kitchenSection(base, processesOf(server)) : undefined;
  // Measured whole on its own too, so BENCH_ONLY=kitchen writes it.
  if (kitchen) await writeSection(path.join(ROOT, 'docs/benchmarks.md'), 'kitchen-bench', kitchen);
  const mail = !ONLY || ONLY.includes('mail') ? await mailSection(base, smtp) : undefined;
  // The mail section is measured whole on its own, so BENCH_ONLY=mail writes it.
  if (mail) await writeSection(path.join(ROOT, 'docs/benchmarks.md'), 'mail-bench', mail);
  if (ONLY) {
    console.log('BENCH_ONLY is set: a partial run, docs/benchmarks.md is left as it was');
  } else {
    await writeSection(
      path.join(ROOT, 'docs/benchmarks.md'),
      'api-bench',
      [table(results), pageAim(results)].filter(Boolean).join('\n\n'),
    );
    await writeSection(
      path.join(ROOT, 'docs/benchmarks.md'),
      'upload-memory',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}: ${uploadMemory!}`,
    );
    console.log('Written to docs/benchmarks.md');
  }
}

/**
 * This build and another, both servers up, measured in turns (this, baseline, this, baseline): order placement
 * from the crowd and the kitchen, each with the CPU its server and PostgreSQL used per order. Writes nothing.
 */
async function sideBySide(current: RunningServer, env: Record<string, string>, baselineRoot: string) {
  const baseline = await startProductionServer(env, 90_000, path.resolve(baselineRoot));
  const builds = [
    { name: 'this build', server: current },
    { name: 'baseline', server: baseline },
  ];
  const readRows: string[] = [];
  const orderRows: string[] = [];
  const kitchenRows: string[] = [];
  const p = (samples: number[], share: number) => ms(percentile(samples, share));
  try {
    // The reads BENCH_ONLY names in turns (each build's own targets: the demo data's ids differ between
    // databases), then order placement, then the kitchen: a kitchen run can leave tickets queued.
    const reads = ONLY
      ? await Promise.all(
          builds.map(async ({ server }) => (await readTargets(server.baseUrl)).filter(chosen)),
        )
      : [];
    for (let index = 0; index < (reads[0]?.length ?? 0); index++) {
      for (let round = 1; round <= 2; round++) {
        for (const [build, { name }] of builds.entries()) {
          const result = await measure(reads[build]![index]!);
          const line = `| ${result.name} | ${name} | ${round} | ${Math.round(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.non2xx} |`;
          console.log(line);
          readRows.push(line);
        }
      }
    }
    for (let round = 1; round <= 2 && (!ONLY || ONLY.includes('orders')); round++) {
      for (const { name, server } of builds) {
        const result = await measure(await orderTarget(server.baseUrl), processesOf(server));
        const line = `| ${name} | ${round} | ${Math.round(result.requestsPerSecond)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.non2xx} | ${cpuText(result)} | ${result.benchCpuMs.toFixed(2)} ms | ${drainedText(result)} |`;
        console.log(line);
        orderRows.push(line);
      }
    }
    for (let round = 1; round <= 2 && (!ONLY || ONLY.includes('kitchen')); round++) {
      for (const { name, server } of builds) {
        const { run, cpuMs } = await kitchenRun(server.baseUrl, processesOf(server));
        const line = `| ${name} | ${round} | ${run.placed} | ${p(run.answered, 0.5)}, ${p(run.answered, 0.99)} | ${p(run.toBoards, 0.5)}, ${p(run.toBoards, 0.99)}, ${run.missedOnBoards} | ${p(run.toPrinter, 0.5)}, ${p(run.toPrinter, 0.99)}, ${run.missedAtPrinter} | ${cpuMs.toFixed(2)} ms |`;
        console.log(line);
        kitchenRows.push(line);
      }
    }
  } finally {
    await baseline.stop();
  }
  console.log(`\nSide by side, ${new Date().toISOString()}, baseline ${baselineRoot}, ${SECONDS} s per run`);
  if (readRows.length > 0)
    console.log(
      [
        `\nReads, ${CONNECTIONS} connections:`,
        '| route | build | run | req/s | p50 | p99 | non-2xx |',
        '| --- | --- | --- | ---: | ---: | ---: | ---: |',
        ...readRows,
      ].join('\n'),
    );
  if (orderRows.length > 0)
    console.log(
      [
        `\nOrder placement, ${CUSTOMERS} customers on ${CONNECTIONS} connections:`,
        "| build | run | orders/s | p50 | p99 | non-2xx | CPU per order (API + PostgreSQL) | the bench's own CPU per order | the same with every email sent, and the wait for it |",
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...orderRows,
      ].join('\n'),
    );
  if (kitchenRows.length > 0)
    console.log(
      [
        `\nThe kitchen, ${KITCHEN.ordersPerSecond} orders/s for ${SECONDS} s, ${KITCHEN.boards} boards, printing on arrival:`,
        '| build | run | placed | answer p50, p99 | boards p50, p99, missed | printer p50, p99, missed | CPU per order |',
        '| --- | --- | ---: | --- | --- | --- | ---: |',
        ...kitchenRows,
      ].join('\n'),
    );
}

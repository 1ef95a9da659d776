import path from 'node:path';
import type { Order } from '@flame/shared';
import { afterAll, expect, it } from 'vitest';
import { patchStatus, pickupBody, postOrder } from './http-orders';
import {
  cleanUp,
  makeDataDir,
  postmasterLock,
  postmastersOn,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from './server-process';

/**
 * Crashes: the server killed with SIGKILL during a stream of orders loses none it answered 201, and its
 * restart on the same DATA_DIR reuses the PostgreSQL left behind (or, when that died too, cleans its stale
 * lock) instead of starting a second one on the same data.
 */

afterAll(() => cleanUp(), 60_000);

const CUSTOMER = { email: 'guest@flamekissed.test', password: 'guest-demo-123' };
/** The stream of orders comes from one customer: its limit of open orders is lifted for these servers. */
const MANY_ORDERS = { CUSTOMER_MAX_ACTIVE_ORDERS: '10000' };

let keys = 0;

/**
 * Places orders, four at a time and each with its own Idempotency-Key, until the server dies: the ids it
 * answered 201, and the keys of the requests cut off by the kill (their outcome is unknown to the client).
 */
async function streamOrdersUntilKilled(server: ServerProcess, killAfter: number) {
  const headers = await signInOver(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
  const body = await pickupBody(server.baseUrl);
  const answered: string[] = [];
  const unanswered: string[] = [];
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (!killing) {
      const key = `crash-test-${(keys += 1)}`;
      try {
        const response = await postOrder(server.baseUrl, { ...headers, 'idempotency-key': key }, body);
        if (response.status !== 201)
          throw new Error(`order refused: ${response.status} ${await response.text()}`);
        answered.push(((await response.json()) as { data: Order }).data._id);
      } catch (error) {
        if (!killing) throw error;
        unanswered.push(key); // the connection died with the server
        return;
      }
      if (answered.length >= killAfter) killing ??= server.kill();
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await killing;
  return { answered, unanswered, body };
}

async function ordersOf(baseUrl: string) {
  const headers = await signInOver(baseUrl, CUSTOMER.email, CUSTOMER.password);
  const response = await fetch(`${baseUrl}/api/orders`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Order[] }).data;
}

it('finds every order answered 201 after a SIGKILL, reusing or cleaning the PostgreSQL left behind', async () => {
  const dataDir = await makeDataDir('crash');
  const pgData = path.join(dataDir, 'postgres');

  // 1. Killed mid-stream: its PostgreSQL keeps running, and the restart reuses it.
  const first = await startServerProcess(dataDir, MANY_ORDERS);
  const [postmaster] = postmastersOn(pgData);
  expect(postmaster).toBeDefined();
  const seeded = new Set((await ordersOf(first.baseUrl)).map((order) => order._id));
  const { answered, unanswered, body } = await streamOrdersUntilKilled(first, 25);
  expect(answered.length).toBeGreaterThanOrEqual(25);
  expect(postmastersOn(pgData)).toEqual([postmaster]);

  const second = await startServerProcess(dataDir, MANY_ORDERS);
  expect(second.output()).toContain('reusing the PostgreSQL server already running');
  expect(postmastersOn(pgData)).toEqual([postmaster]);
  const afterFirst = await ordersOf(second.baseUrl);
  const found = new Set(afterFirst.map((order) => order._id));
  expect(answered.filter((id) => !found.has(id))).toEqual([]);
  // An order cut off mid-request is either whole or absent: never one without its lines and history.
  for (const order of afterFirst.filter((order) => !seeded.has(order._id))) {
    expect(order.items.map((item) => item.quantity)).toEqual([2]);
    expect(order.statusHistory[0]?.status).toBe('pending');
  }
  // The client retries what got no answer with the same key: each becomes exactly one order, whether the
  // killed server had committed it (replayed, 200) or not (201).
  const customer = await signInOver(second.baseUrl, CUSTOMER.email, CUSTOMER.password);
  for (const key of unanswered) {
    const retry = await postOrder(second.baseUrl, { ...customer, 'idempotency-key': key }, body);
    expect([200, 201]).toContain(retry.status);
  }
  const afterRetries = (await ordersOf(second.baseUrl)).filter((order) => !seeded.has(order._id));
  expect(afterRetries).toHaveLength(answered.length + unanswered.length);

  // The restarted server works: a status change of an order placed before the crash goes through.
  const owner = await signInOver(second.baseUrl, 'owner@flamekissed.test', 'owner-demo-123');
  expect((await patchStatus(second.baseUrl, owner, answered[0]!, 'confirmed')).status).toBe(200);

  // 2. The server and its PostgreSQL both killed: the lock file left behind is stale, and the restart
  // recovers the data (WAL replay) on a single new postmaster.
  const { answered: more } = await streamOrdersUntilKilled(second, 10);
  const lock = postmasterLock(pgData);
  expect(lock?.pid).toBe(postmaster);
  process.kill(postmaster!, 'SIGKILL');
  await expect.poll(() => postmastersOn(pgData), { timeout: 10_000 }).toEqual([]);

  const third = await startServerProcess(dataDir, MANY_ORDERS);
  const restarted = postmastersOn(pgData);
  expect(restarted).toHaveLength(1);
  expect(restarted[0]).not.toBe(postmaster);
  expect(postmasterLock(pgData)?.pid).toBe(restarted[0]);
  const all = new Set((await ordersOf(third.baseUrl)).map((order) => order._id));
  expect([...answered, ...more].filter((id) => !all.has(id))).toEqual([]);

  // An ordered stop leaves nothing running on the data folder.
  await third.stop();
  expect(postmastersOn(pgData)).toEqual([]);
}, 120_000);

it('refuses a second server on a data folder in use, and the first keeps its database', async () => {
  const dataDir = await makeDataDir('claimed');
  const pgData = path.join(dataDir, 'postgres');
  const first = await startServerProcess(dataDir, MANY_ORDERS);
  const [postmaster] = postmastersOn(pgData);

  // Sharing would end badly: the second one stopping (or failing to listen) would stop the first one's
  // PostgreSQL under it. So it does not start at all, and says why.
  const refusal = await startServerProcess(dataDir, MANY_ORDERS).then(
    () => 'started',
    (error: Error) => error.message,
  );
  expect(refusal).toMatch(
    /Could not start\. Another server is already running on .*claimed.* \(process \d+\)\. Stop it first/,
  );
  expect(refusal).not.toMatch(/^\s+at /m); // told in one line, not a stack trace

  expect(postmastersOn(pgData)).toEqual([postmaster]);
  expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  await first.stop();
  expect(postmastersOn(pgData)).toEqual([]);

  // Once the first is gone, the folder is free again.
  const third = await startServerProcess(dataDir, MANY_ORDERS);
  expect((await fetch(`${third.baseUrl}/api/health`)).status).toBe(200);
  await third.stop();
}, 120_000);

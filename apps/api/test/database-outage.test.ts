import path from 'node:path';
import type { Order } from '@flame/shared';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { patchStatus, pickupBody, postOrder } from './http-orders';
import {
  cleanUp,
  makeDataDir,
  postmasterLock,
  signInOver,
  startServerProcess,
  stopPostgresOn,
} from './server-process';
import { readSse } from './sse-reader';

/**
 * Database outage: with its PostgreSQL stopped the running API answers 503 envelopes quickly (health
 * and every other route, signed in or not) without crashing, and recovers by itself once the database is back.
 */

afterAll(() => cleanUp(), 60_000);

const UNAVAILABLE = {
  success: false,
  message: 'The service is temporarily unavailable. Please try again shortly.',
};

it('answers 503 while the database is down and recovers without a restart', async () => {
  const dataDir = await makeDataDir('outage');
  const pgData = path.join(dataDir, 'postgres');
  const server = await startServerProcess(dataDir);
  const base = server.baseUrl;
  const customer = await signInOver(base, 'guest@flamekissed.test', 'guest-demo-123');
  const owner = await signInOver(base, 'owner@flamekissed.test', 'owner-demo-123');
  const body = await pickupBody(base);
  const placed = await postOrder(base, customer, body);
  expect(placed.status).toBe(201);
  const order = ((await placed.json()) as { data: Order }).data;
  const stream = await readSse(`${base}/api/orders/${order._id}/events`, customer);
  expect(stream.status).toBe(200);
  await stream.waitFor('ready');

  // Stop the database behind the API's back (fast shutdown: open connections are cut).
  const { port } = postmasterLock(pgData)!;
  await stopPostgresOn(pgData);
  // The open stream is told at once that live updates are paused.
  await stream.waitFor('paused');

  const json = { 'content-type': 'application/json' };
  const requests: [string, string, RequestInit][] = [
    ['health', '/api/health', {}],
    ['public read', '/api/food', {}],
    ['signed-in read', '/api/orders', { headers: customer }],
    [
      'sign-in',
      '/api/auth/login',
      { method: 'POST', headers: json, body: '{"email":"a@b.co","password":"x"}' },
    ],
    [
      'order',
      '/api/orders/pickup',
      { method: 'POST', headers: { ...customer, ...json }, body: JSON.stringify(body) },
    ],
    ['tracking', `/api/tracking/order/${order._id}`, { headers: customer }],
  ];
  for (const [name, url, init] of requests) {
    const started = Date.now();
    const response = await fetch(`${base}${url}`, init);
    expect(response.status, name).toBe(503);
    expect(response.headers.get('retry-after'), name).toBe('5');
    expect(await response.json(), name).toEqual(
      name === 'health' ? { success: false, message: 'The database is unavailable' } : UNAVAILABLE,
    );
    expect(Date.now() - started, name).toBeLessThan(6000);
  }
  expect(server.child.exitCode).toBeNull();

  // The database comes back on its port: the API answers again by itself.
  await startEmbeddedPostgres({ dataDir, port, claim: false });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 15_000, interval: 250 })
    .toBe(200);
  // The live stream open through the outage is told to resync as soon as the database answers (it retries
  // every second at most), then gets changes again (LISTEN is back).
  await stream.waitFor('resync', undefined, 2500);
  expect(stream.events.map((e) => e.event).filter((name) => name !== 'order')).toEqual([
    'ready',
    'paused',
    'resync',
  ]);
  expect((await fetch(`${base}/api/orders`, { headers: customer })).status).toBe(200);
  expect((await postOrder(base, customer, body)).status).toBe(201);
  expect((await patchStatus(base, owner, order._id, 'confirmed')).status).toBe(200);
  await stream.waitFor('order', (data) => data.status === 'confirmed');
  stream.close();
  await server.stop();
}, 90_000);

import type { Order } from '@flame/shared';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { patchStatus, pickupBody, postOrder } from './http-orders';
import { cleanUp, makeDataDir, signInOver, startServerProcess } from './server-process';
import { readSse } from './sse-reader';

/**
 * Several instances: two API processes on one PostgreSQL (DATABASE_URL and one JWT_SECRET, as the
 * README says), started at the same moment on an empty database; a status change made through one reaches the
 * order's live stream open on the other.
 */

// Ends both servers, then the PostgreSQL started below (it lives in one of the folders made here).
afterAll(() => cleanUp(), 60_000);

it('delivers a status change made on one instance to a stream open on the other', async () => {
  const pgDir = await makeDataDir('instances-pg');
  const postgres = await startEmbeddedPostgres({ dataDir: pgDir });
  const shared = { DATABASE_URL: postgres.url, JWT_SECRET: 'several-instances-share-this-signing-secret' };
  const [dirA, dirB] = [await makeDataDir('instance-a'), await makeDataDir('instance-b')];

  // Both migrate and seed the empty database at once, as a deploy starting two replicas does.
  const [a, b] = await Promise.all([startServerProcess(dirA, shared), startServerProcess(dirB, shared)]);

  const restaurants = (await (await fetch(`${b.baseUrl}/api/restaurants`)).json()) as { data: unknown[] };
  expect(restaurants.data).toHaveLength(1);

  // A session opened on A is valid on B (sessions live in the database, tokens share the secret).
  const customer = await signInOver(a.baseUrl, 'guest@flamekissed.test', 'guest-demo-123');
  const owner = await signInOver(b.baseUrl, 'owner@flamekissed.test', 'owner-demo-123');
  const placed = await postOrder(a.baseUrl, customer, await pickupBody(a.baseUrl));
  expect(placed.status).toBe(201);
  const order = ((await placed.json()) as { data: Order }).data;

  const onB = await readSse(`${b.baseUrl}/api/orders/${order._id}/events`, customer);
  const onA = await readSse(`${a.baseUrl}/api/orders/${order._id}/events`, customer);
  expect([onA.status, onB.status]).toEqual([200, 200]);
  await Promise.all([onA.waitFor('ready'), onB.waitFor('ready')]);

  expect((await patchStatus(a.baseUrl, owner, order._id, 'confirmed')).status).toBe(200);
  const started = Date.now();
  expect((await onB.waitFor('order', (data) => data.status === 'confirmed')).data).toMatchObject({
    orderId: order._id,
    status: 'confirmed',
  });
  expect(Date.now() - started).toBeLessThan(2000);

  // And the other way round.
  expect((await patchStatus(b.baseUrl, owner, order._id, 'preparing')).status).toBe(200);
  await onA.waitFor('order', (data) => data.status === 'preparing');

  // The tracking record read on either instance shows the same history.
  const tracking = await Promise.all(
    [a, b].map(async (server) => {
      const response = await fetch(`${server.baseUrl}/api/tracking/order/${order._id}`, {
        headers: customer,
      });
      return ((await response.json()) as { data: { statusHistory: { status: string }[] } }).data;
    }),
  );
  expect(tracking[0]!.statusHistory.map((entry) => entry.status)).toEqual([
    'pending',
    'confirmed',
    'preparing',
  ]);
  expect(tracking[1]).toEqual(tracking[0]);

  onA.close();
  onB.close();
  await Promise.all([a.stop(), b.stop()]);
}, 90_000);

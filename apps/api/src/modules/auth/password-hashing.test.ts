import { stat } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { hashConcurrency, passwordHashingLoad } from '../../lib/passwords';

const BURST = 20;

const users: TestUser[] = [];
const { ctx } = useTestApp();
beforeAll(async () => {
  for (let index = 0; index < BURST; index += 1) users.push(await createUser(ctx.app));
});

const login = (user: TestUser) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });

/** Resolves on the next turn of the event loop where `done` holds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('password hashing cap', () => {
  it('keeps one thread of the pool free: hashes use the threadpool size minus one', () => {
    expect(hashConcurrency(4)).toBe(3);
    expect(hashConcurrency(16)).toBe(15);
    expect(hashConcurrency(1)).toBe(1);
    expect(loadConfig({}).threadpoolSize).toBe(4);
    expect(loadConfig({ UV_THREADPOOL_SIZE: '8' }).threadpoolSize).toBe(8);
    expect(() => loadConfig({ UV_THREADPOOL_SIZE: '0' })).toThrow(/UV_THREADPOOL_SIZE/);
    expect(passwordHashingLoad().cap).toBe(hashConcurrency(ctx.config.threadpoolSize));
  });

  it(`signs ${BURST} people in at once, never more than the cap hashing, with a thread left for files`, async () => {
    const { cap } = passwordHashingLoad();
    let maxRunning = 0;
    let maxWaiting = 0;
    let answered = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const load = passwordHashingLoad();
        maxRunning = Math.max(maxRunning, load.running);
        maxWaiting = Math.max(maxWaiting, load.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const burst = Promise.all(
      users.map(async (user) => {
        const response = await login(user);
        answered += 1;
        return response;
      }),
    );

    // While the hashes hold their share of the pool and more wait, file work still gets a thread: it is done
    // long before the burst (uncapped, the 20 hashes fill every thread and the file call waits for them all).
    await until(() => passwordHashingLoad().running === cap && passwordHashingLoad().waiting > 0);
    await stat(new URL(import.meta.url));
    const loadAfterFileCall = passwordHashingLoad();
    const answeredAfterFileCall = answered;

    const responses = await burst;
    sampling = false;
    await sampler;

    expect(responses.map((response) => response.statusCode)).toEqual(Array(BURST).fill(200));
    expect(new Set(responses.map((response) => response.json().data.token)).size).toBe(BURST);
    expect(maxRunning).toBe(cap);
    expect(maxWaiting).toBeGreaterThan(0);
    expect(loadAfterFileCall.waiting).toBeGreaterThan(0);
    expect(answeredAfterFileCall).toBeLessThan(BURST);
    expect(passwordHashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../support/server';

function postgresProcessesOn(dataDir: string): number {
  try {
    return execFileSync('pgrep', ['-fc', `postgres -D ${path.join(dataDir, 'postgres')}`], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map(Number)[0]!;
  } catch {
    return 0;
  }
}

test('a restart keeps the data, and stopping leaves no PostgreSQL behind', async () => {
  test.setTimeout(120_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-lifecycle-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    const restaurantsBefore = await (await fetch(`${first.baseUrl}/api/restaurants`)).json();
    expect(restaurantsBefore.data).toHaveLength(1);
    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kept Customer',
        email: 'kept@example.test',
        password: 'kept-password-1',
      }),
    });
    expect(signup.status).toBe(201);
    await first.stop();
    expect(postgresProcessesOn(dataDir)).toBe(0);

    const second = await startServer({ DATA_DIR: dataDir });
    const restaurantsAfter = await (await fetch(`${second.baseUrl}/api/restaurants`)).json();
    expect(restaurantsAfter.data.map((r: { _id: string }) => r._id)).toEqual(
      restaurantsBefore.data.map((r: { _id: string }) => r._id),
    );
    const login = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.test', password: 'kept-password-1' }),
    });
    expect(login.status).toBe(200);
    await second.stop();
    expect(postgresProcessesOn(dataDir)).toBe(0);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

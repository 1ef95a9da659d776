import { backupName, zonedInstant, type Backup } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { readArchive } from './archive';
import { MANIFEST_FILE, type BackupManifest } from './manifest';
import { backupFile } from './store';

/** The seeded restaurant is in America/Chicago; the night's backup is due from 4:00 AM there. */
const ZONE = 'America/Chicago';
const at = (date: string, hh: number, mm = 0) => zonedInstant(date, hh * 60 + mm, ZONE);

let clock = at('2031-05-06', 10, 0);
const { ctx, owner } = useTestApp({ seed: true, now: () => clock });

async function backUpNow(): Promise<Backup> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/backups',
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Backup;
}

async function list(): Promise<Backup[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/backups', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Backup[];
}

describe('backups from the dashboard', () => {
  it('takes one now, named after the time, lists it with its size, and downloads it whole', async () => {
    const backup = await backUpNow();
    expect(backup).toEqual({
      name: backupName(clock),
      createdAt: clock.toISOString(),
      sizeBytes: expect.any(Number),
    });
    expect(backup.sizeBytes).toBeGreaterThan(1000);
    expect(await list()).toContainEqual(backup);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backup.name}`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.length).toBe(backup.sizeBytes);

    const file = (await backupFile(ctx.config.backups.dir, backup.name))!;
    const names: string[] = [];
    let manifest: BackupManifest | undefined;
    for await (const entry of readArchive(file)) {
      names.push(entry.name);
      if (entry.name === MANIFEST_FILE) manifest = JSON.parse(entry.content.toString()) as BackupManifest;
    }
    expect(manifest!.createdAt).toBe(clock.toISOString());
    expect(manifest!.tables.foods).toBeGreaterThan(0);
    expect(manifest!.tables.restaurants).toBe(1);
    expect(names).toContain('tables/orders.jsonl');
  });

  it("takes the night's backup once a night, from 4:00 AM in the restaurant's zone", async () => {
    clock = at('2031-05-06', 23, 0);
    expect(await ctx.app.backups.takeDue()).toBeUndefined();
    clock = at('2031-05-07', 3, 59);
    expect(await ctx.app.backups.takeDue()).toBeUndefined();
    clock = at('2031-05-07', 4, 0);
    const nightly = await ctx.app.backups.takeDue();
    expect(nightly?.name).toBe(backupName(clock));
    clock = at('2031-05-07', 9, 0);
    expect(await ctx.app.backups.takeDue()).toBeUndefined();
  });

  it('keeps the newest 14', async () => {
    const taken: Backup[] = [];
    for (let i = 0; i < 15; i += 1) {
      clock = new Date(clock.getTime() + 60_000);
      taken.push(await backUpNow());
    }
    const kept = await list();
    expect(kept.map((backup) => backup.name)).toEqual(
      taken
        .slice(1)
        .reverse()
        .map((backup) => backup.name),
    );
    const pruned = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${taken[0]!.name}`,
      headers: owner.headers,
    });
    expect(pruned.statusCode).toBe(404);
  });

  it('downloads only backups by their names: a path is refused', async () => {
    for (const trick of [
      '..%2F..%2Fpackage.json',
      '..%2Fbackups%2Fflame-kissed-2031-05-07T09-01-00-000Z.tar.gz',
      'flame-kissed-2031-05-07T09-01-00-000Z.tar.gz%00.txt',
      '%2Fetc%2Fpasswd',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/backups/${trick}`,
        headers: owner.headers,
      });
      expect(response.statusCode, trick).toBe(400);
      expect(response.json().error, trick).toHaveProperty('name');
    }
    // `..` alone is resolved by the router before any route: /api/admin, which is no route.
    const parent = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backups/%2E%2E',
      headers: owner.headers,
    });
    expect(parent.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backups/flame-kissed-2001-01-01T00-00-00-000Z.tar.gz',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for the owner only', async () => {
    const customer = await createUser(ctx.app);
    const [newest] = await list();
    for (const [method, url] of [
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backups'],
      ['GET', `/api/admin/backups/${newest!.name}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: customer.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

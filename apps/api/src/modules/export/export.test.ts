import { zonedInstant } from '@flame/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { multipartForm, pngUpload } from '../../../test/multipart';
import { unzip } from '../../../test/unzip';
import { LEFT_OUT_TABLES } from './left-out';

/** 11:30 PM on 6 May in the seeded restaurant's zone (America/Chicago): already 7 May in UTC. */
const clock = zonedInstant('2031-05-06', 23 * 60 + 30, 'America/Chicago');
const { ctx, owner, restaurant } = useTestApp({ seed: true, now: () => clock });

/** Every table of the database with its row count, as PostgreSQL counts them. */
async function tableCounts(): Promise<Map<string, number>> {
  const { rows } = await ctx.database.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts = new Map<string, number>();
  for (const { name } of rows) {
    const count = await ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from public."${name}"`,
    );
    counts.set(name, count.rows[0]!.n);
  }
  return counts;
}

const exportNow = () => ctx.app.inject({ method: 'GET', url: '/api/admin/export', headers: owner.headers });

describe('GET /api/admin/export', () => {
  it("answers a zip of every table as CSV and JSON, the images and a README, named by the restaurant's date", async () => {
    const guest = await createUser(ctx.app, { name: '=Asha "Chef", Rao', email: 'asha.rao@example.test' });
    const dish = await ctx.app.inject({
      method: 'POST',
      url: '/api/food',
      headers: owner.headers,
      payload: multipartForm(
        { name: 'Momo Platter', price: '12.5', category: 'Chaat and Snacks', restaurant: restaurant.id },
        await pngUpload('momo.png'),
      ),
    });
    expect(dish.statusCode, dish.body).toBe(201);
    const image = (dish.json().data.images as string[])[0]!.replace('/uploads/', '');

    const response = await exportNow();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="flame-kissed-export-2031-05-06.zip"',
    );
    const files = await unzip(response.rawPayload);

    // Every table but the ones that sign someone in, each as CSV and JSON with all of its rows.
    const counts = await tableCounts();
    expect(counts.get('sessions')).toBeGreaterThan(0);
    for (const [table, count] of counts) {
      if (table in LEFT_OUT_TABLES) {
        expect(files.has(`tables/${table}.csv`), table).toBe(false);
        expect(files.has(`tables/${table}.json`), table).toBe(false);
        continue;
      }
      const csv = files.get(`tables/${table}.csv`)!.toString('utf8');
      expect(csv.startsWith('\uFEFF'), table).toBe(true);
      expect(parse(csv, { bom: true, columns: true }), table).toHaveLength(count);
      expect(JSON.parse(files.get(`tables/${table}.json`)!.toString('utf8')), table).toHaveLength(count);
    }

    // Personal data goes out as it is (quoted, never run as a formula); no password hash does.
    const usersCsv = parse(files.get('tables/users.csv')!.toString('utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const row = usersCsv.find((user) => user.email === 'asha.rao@example.test')!;
    expect(row).toMatchObject({ id: guest.id, name: `'=Asha "Chef", Rao` });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
    expect(row).not.toHaveProperty('password_hash');
    const usersJson = JSON.parse(files.get('tables/users.json')!.toString('utf8')) as Record<
      string,
      unknown
    >[];
    expect(usersJson.find((user) => user.id === guest.id)).toMatchObject({ name: '=Asha "Chef", Rao' });
    const { rows: hashes } = await ctx.database.pool.query<{ hash: string }>(
      'select password_hash as hash from users where password_hash is not null',
    );
    expect(hashes.length).toBeGreaterThan(1);
    for (const [name, content] of files) {
      const text = content.toString('latin1');
      // Only the README names the column, to say it was left out.
      if (name !== 'README.md') expect(text, name).not.toContain('password_hash');
      for (const { hash } of hashes) expect(text.includes(hash), name).toBe(false);
    }

    // The dish's photo, byte for byte as the site serves it.
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${image}` });
    expect(files.get(`images/${image}`)).toEqual(served.rawPayload);

    // The README names each file's columns and what was left out.
    const readme = files.get('README.md')!.toString('utf8');
    expect(readme).toContain('### foods (');
    expect(readme).toContain('| price_cents | integer |');
    expect(readme).toContain('- column `users.password_hash`: the password hash of each account.');
    expect(readme).toContain('- table `sessions`:');
  }, 60_000); // A photo converted, every table counted and the zip read: slow on a busy 2-core machine.
});

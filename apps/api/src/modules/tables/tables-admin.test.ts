import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { diningTables } from '../../db/schema';
import { booking } from './test-kit';

const {
  ctx,
  owner,
  users: { customer, strayAdmin },
} = useTestApp({ seed: true, users: { customer: {}, strayAdmin: { role: 'admin' } } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> | undefined,
  body: FormData,
) {
  return ctx.app.inject({ method, url, payload: body, ...(headers ? { headers } : {}) });
}

const create = (body: FormData, headers: Record<string, string> | undefined = owner.headers) =>
  send('POST', '/api/restaurants/tables/create', headers, body);
const update = (body: FormData, headers: Record<string, string> | undefined = owner.headers) =>
  send('PUT', '/api/restaurants/tables/update', headers, body);
const remove = (id: string, headers: Record<string, string> | undefined = owner.headers) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/restaurants/tables/delete/${id}`,
    ...(headers ? { headers } : {}),
  });

describe('creating a table', () => {
  it('stores the fields and the photo as WebP at most 1600 px wide, served at /uploads/', async () => {
    const response = await create(
      form(
        { tableNumber: '11', seats: '6', description: 'Garden table' },
        { data: await png(2400, 1200), name: 'photo.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Table created!');
    expect(data).toMatchObject({
      tableNumber: 11,
      seats: 6,
      description: 'Garden table',
      state: 'available',
    });
    expect(data.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: data.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
  });

  it('keeps small photos at their size, and a table without a photo has none', async () => {
    const small = await create(
      form(
        { tableNumber: '12', seats: '2' },
        { data: await png(300, 200), name: 'x.png', type: 'image/png' },
      ),
    );
    const meta = await sharp(
      (await ctx.app.inject({ method: 'GET', url: small.json().data.imageUrl })).rawPayload,
    ).metadata();
    expect(meta.width).toBe(300);
    const bare = await create(form({ tableNumber: '13', seats: '2' }));
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toMatchObject({ imageUrl: null, description: '' });
  });

  it('checks the photo by its content, not its name, and its size', async () => {
    const cases = [
      { data: Buffer.from('not an image at all'), name: 'fake.png', type: 'image/png' },
      {
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        name: 'evil.svg',
        type: 'image/svg+xml',
      },
      { data: (await png(40, 40)).subarray(0, 60), name: 'cut.png', type: 'image/png' },
    ];
    for (const file of cases) {
      const response = await create(form({ tableNumber: '20', seats: '2' }, file));
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please select an image file',
        error: { image: ['Please select an image file'] },
      });
    }
    // A real image under a misleading name and type is fine.
    const renamed = await create(
      form(
        { tableNumber: '21', seats: '2' },
        { data: await png(50, 50), name: 'notes.txt', type: 'text/plain' },
      ),
    );
    expect(renamed.statusCode).toBe(201);

    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await create(
      form({ tableNumber: '22', seats: '2' }, { data: huge, name: 'big.png', type: 'image/png' }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('Image size must be less than 5MB');
    const stored = await ctx.db.select().from(diningTables).where(eq(diningTables.tableNumber, 22));
    expect(stored).toEqual([]);
    // Nothing was left behind for the refused files.
    const files = await fs.readdir(ctx.config.uploadsDir);
    expect(files.filter((f) => !f.endsWith('.webp'))).toEqual([]);
  });

  it('refuses bad numbers and seats, and a number already taken', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ tableNumber: '0', seats: '2' }, 'tableNumber', 'Table number must be a whole number of at least 1'],
      [
        { tableNumber: 'abc', seats: '2' },
        'tableNumber',
        'Table number must be a whole number of at least 1',
      ],
      [
        { tableNumber: '2.5', seats: '2' },
        'tableNumber',
        'Table number must be a whole number of at least 1',
      ],
      [{ tableNumber: '30', seats: '0' }, 'seats', 'Seats must be a whole number from 1 to 20'],
      [{ tableNumber: '30', seats: '21' }, 'seats', 'Seats must be a whole number from 1 to 20'],
      [{ seats: '4' }, 'tableNumber', 'Table number must be a whole number of at least 1'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await create(form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error[field], JSON.stringify(fields)).toContain(message);
    }
    const taken = await create(form({ tableNumber: '1', seats: '2' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Table number 1 already exists');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/tables/create',
      headers: owner.headers,
      payload: { tableNumber: 40, seats: 2 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Please send the form as multipart/form-data');
  });

  it('is for the owner only', async () => {
    expect((await create(form({ tableNumber: '50', seats: '2' }), {})).statusCode).toBe(401);
    expect((await create(form({ tableNumber: '50', seats: '2' }), customer.headers)).statusCode).toBe(403);
    expect((await create(form({ tableNumber: '50', seats: '2' }), strayAdmin.headers)).statusCode).toBe(403);
    expect(await ctx.db.select().from(diningTables).where(eq(diningTables.tableNumber, 50))).toEqual([]);
  });
});

describe('updating and deleting a table', () => {
  let tableId: string;
  let firstImage: string;

  beforeAll(async () => {
    const created = await create(
      form(
        { tableNumber: '60', seats: '4' },
        { data: await png(100, 100), name: 'a.png', type: 'image/png' },
      ),
    );
    ({ _id: tableId, imageUrl: firstImage } = created.json().data);
  });

  it('changes the fields and replaces the photo, removing the old file', async () => {
    const response = await update(
      form(
        { _id: tableId, tableNumber: '61', seats: '5', description: 'By the fountain' },
        { data: await png(120, 80), name: 'b.png', type: 'image/png' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Table updated!',
      data: { _id: tableId, tableNumber: 61, seats: 5, description: 'By the fountain' },
    });
    const image = response.json().data.imageUrl as string;
    expect(image).not.toBe(firstImage);
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: firstImage })).statusCode).toBe(404);
    await expect(fs.access(path.join(ctx.config.uploadsDir, path.basename(firstImage)))).rejects.toThrow();

    // Without a new photo the old one stays.
    const again = await update(form({ _id: tableId, tableNumber: '61', seats: '5' }));
    expect(again.json().data.imageUrl).toBe(image);
  });

  it('refuses unknown tables, taken numbers and bad fields', async () => {
    expect((await update(form({ _id: 'nope', tableNumber: '70', seats: '2' }))).statusCode).toBe(404);
    expect((await update(form({ _id: tableId, tableNumber: '2', seats: '2' }))).statusCode).toBe(409);
    expect((await update(form({ tableNumber: '70', seats: '2' }))).statusCode).toBe(400);
    expect((await update(form({ _id: tableId, tableNumber: '61', seats: '25' }))).statusCode).toBe(400);
    expect(
      (await update(form({ _id: tableId, tableNumber: '61', seats: '2' }), customer.headers)).statusCode,
    ).toBe(403);
  });

  it('cannot delete a table with an upcoming reservation, nor drop its seats below the guests', async () => {
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: customer.headers,
      payload: booking(tableId, { guests: 4 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const fewer = await update(form({ _id: tableId, tableNumber: '61', seats: '3' }));
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toBe('An upcoming reservation of this table is for 4 guests');

    const refused = await remove(tableId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This table has upcoming reservations. Cancel them before deleting the table.',
    );
    expect((await remove(tableId, customer.headers)).statusCode).toBe(403);
    expect((await remove(tableId, {})).statusCode).toBe(401);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/unbook-table',
      headers: owner.headers,
      payload: { reservationId: booked.json().data._id },
    });
    const image = (await ctx.db.select().from(diningTables).where(eq(diningTables.id, tableId)))[0]!.image!;
    const deleted = await remove(tableId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Table deleted!', data: { _id: tableId } });
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await remove(tableId)).statusCode).toBe(404);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_OPENING_HOURS, type Restaurant } from '@flame/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

let restaurantId: string;

const {
  ctx,
  owner,
  users: { customer, strayAdmin },
} = useTestApp({ seed: true, users: { customer: {}, strayAdmin: { role: 'admin' } } });
beforeAll(async () => {
  restaurantId = (await publicRestaurant())._id;
});

async function publicRestaurant(): Promise<Restaurant> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants' });
  return response.json().data[0];
}

const put = (body: unknown, headers: Record<string, string> = owner.headers, id = restaurantId) =>
  ctx.app.inject({ method: 'PUT', url: `/api/restaurants/${id}`, headers, payload: body as object });

const address = {
  street: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'USA',
  coordinates: { lat: 30.263611, lng: -97.744167 },
};

describe('PUT /api/restaurants/{id}', () => {
  it('changes only the fields sent and answers the updated restaurant', async () => {
    const before = await publicRestaurant();
    const response = await put({
      name: '  Flame-kissed Kitchen ',
      description: 'Fresh from the tandoor.',
      cuisineType: ['Indian', 'Nepali'],
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Restaurant updated successfully!');
    expect(body.data).toMatchObject({
      name: 'Flame-kissed Kitchen',
      description: 'Fresh from the tandoor.',
      cuisineType: ['Indian', 'Nepali'],
      isActive: false,
      phone: before.phone,
      email: before.email,
      about: before.about,
      images: before.images,
    });
    expect(await publicRestaurant()).toEqual(body.data);
  });

  it('stores the hero images, the about text and the address with its coordinates', async () => {
    await fs.mkdir(ctx.config.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(ctx.config.uploadsDir, 'abc.webp'), 'stand-in for an upload');
    const response = await put({
      images: ['/uploads/abc.webp', '/images/hero/hero-2.svg'],
      about: 'Our story.\n\nSecond paragraph.',
      address,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicRestaurant()).toMatchObject({
      images: ['/uploads/abc.webp', '/images/hero/hero-2.svg'],
      about: 'Our story.\n\nSecond paragraph.',
      address,
    });
  });

  it('refuses a hero image that names an upload which is not there, changing nothing', async () => {
    const before = await publicRestaurant();
    for (const missing of ['/uploads/never-uploaded.webp', '/uploads/notes.txt']) {
      const response = await put({ images: ['/images/hero/hero-1.svg', missing], about: 'Changed?' });
      expect(response.statusCode, missing).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This image cannot be loaded. Check the path, or upload the picture again.',
        error: { 'images.1': ['This image cannot be loaded. Check the path, or upload the picture again.'] },
      });
    }
    expect(await publicRestaurant()).toEqual(before);
  });

  it('replaces the weekly hours, which the public opening hours follow', async () => {
    const week = DEFAULT_OPENING_HOURS.map((day) => {
      if (day.day === 'Monday') return { day: 'Monday', open: null, close: null, isClosed: true };
      if (day.day === 'Tuesday')
        return { day: 'Tuesday', open: '7:30 AM', close: '12:00 AM', isClosed: false };
      return day;
    });
    const response = await put({ openingHours: week });
    expect(response.statusCode, response.body).toBe(200);
    const hours = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/opening-hours' })).json().data
      .openingHours;
    expect(hours.find((d: { day: string }) => d.day === 'Monday')).toEqual({
      day: 'Monday',
      open: null,
      close: null,
      isClosed: true,
    });
    expect(hours.find((d: { day: string }) => d.day === 'Tuesday')).toEqual({
      day: 'Tuesday',
      open: '7:30 AM',
      close: '12:00 AM',
      isClosed: false,
    });
    expect(hours.find((d: { day: string }) => d.day === 'Friday')).toEqual(
      DEFAULT_OPENING_HOURS.find((d) => d.day === 'Friday'),
    );
    expect(await put({ openingHours: DEFAULT_OPENING_HOURS })).toHaveProperty('statusCode', 200);
  });

  it("carries the seed's own links in GET, and stores the owner's: a network left out or blank has none", async () => {
    expect((await publicRestaurant()).socialLinks).toEqual({
      instagram: 'https://www.instagram.com/flamekissed.atx',
      facebook: 'https://www.facebook.com/flamekissedatx',
      x: null,
      tiktok: 'https://www.tiktok.com/@flamekissed.atx',
      youtube: 'https://www.youtube.com/@flamekissedatx',
    });
    const response = await put({
      socialLinks: { instagram: ' https://instagram.com/flame.atx ', facebook: null, x: '', youtube: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const links = {
      instagram: 'https://instagram.com/flame.atx',
      facebook: null,
      x: null,
      tiktok: null,
      youtube: null,
    };
    expect(response.json().data.socialLinks).toEqual(links);
    expect((await publicRestaurant()).socialLinks).toEqual(links);
  });

  it('refuses a link that is not https, not an address, on another network or of an unknown network', async () => {
    const before = (await publicRestaurant()).socialLinks;
    const refused = [
      [{ instagram: 'http://www.instagram.com/flame' }, 'socialLinks.instagram'],
      [{ instagram: 'instagram.com/flame' }, 'socialLinks.instagram'],
      [{ facebook: 'https://www.instagram.com/flame' }, 'socialLinks.facebook'],
      [{ x: 'https://x.com.evil.example/flame' }, 'socialLinks.x'],
      [{ youtube: 'https://user:pw@youtube.com/flame' }, 'socialLinks.youtube'],
      [{ tiktok: 42 }, 'socialLinks.tiktok'],
      [{ myspace: 'https://myspace.com/flame' }, 'socialLinks'],
    ] as const;
    for (const [socialLinks, field] of refused) {
      const response = await put({ socialLinks });
      expect(response.statusCode, JSON.stringify(socialLinks)).toBe(400);
      expect(Object.keys(response.json().error ?? {}), JSON.stringify(socialLinks)).toContain(field);
    }
    expect((await put({ socialLinks: { x: 'https://twitter.com/flame' } })).statusCode).toBe(200);
    expect((await put({ socialLinks: before })).statusCode).toBe(200);
  });

  it('refuses bad input with a clear 400 and field errors, changing nothing', async () => {
    const before = await publicRestaurant();
    const cases: [unknown, string][] = [
      [{}, '_'],
      [{ name: '   ' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ images: ['https://elsewhere.example/a.jpg'] }, 'images.0'],
      [{ images: ['//elsewhere.example/a.jpg'] }, 'images.0'],
      [{ images: ['/a.webp', '/b.webp', '/c.webp'] }, 'images'],
      [{ address: { ...address, coordinates: { lat: 91, lng: 0 } } }, 'address.coordinates.lat'],
      [{ address: { ...address, coordinates: { lat: 0, lng: -181 } } }, 'address.coordinates.lng'],
      [{ address: { ...address, city: '' } }, 'address.city'],
      [{ openingHours: DEFAULT_OPENING_HOURS.slice(0, 6) }, 'openingHours'],
      [
        { openingHours: DEFAULT_OPENING_HOURS.map((d, i) => (i === 2 ? { ...d, open: '10:15 AM' } : d)) },
        'openingHours.2.open',
      ],
      [
        {
          openingHours: DEFAULT_OPENING_HOURS.map((d, i) =>
            i === 3 ? { ...d, open: '9:00 PM', close: '8:00 PM' } : d,
          ),
        },
        'openingHours.3.close',
      ],
      [{ rating: 5 }, '_'],
      [{ name: 'Renamed', isActive: 'yes' }, 'isActive'],
    ];
    for (const [body, field] of cases) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.success).toBe(false);
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.error ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await publicRestaurant()).toEqual(before);
  });

  it('refuses anonymous callers, customers, admins who do not own it, and another restaurant id', async () => {
    const before = await publicRestaurant();
    const change = {
      name: 'Taken over',
      openingHours: DEFAULT_OPENING_HOURS.map((d) => ({ ...d, isClosed: true })),
    };
    const answers = await Promise.all([
      put(change, {}),
      put(change, customer.headers),
      put(change, strayAdmin.headers),
      put(change, owner.headers, 'some-other-restaurant'),
      put({ name: '' }, {}),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 403, 403, 401]);
    expect(await publicRestaurant()).toEqual(before);
  });
});

describe('POST /api/restaurants/{id}/images', () => {
  const png = () =>
    sharp({ create: { width: 2400, height: 1350, channels: 3, background: { r: 180, g: 30, b: 30 } } })
      .png()
      .toBuffer();

  function upload(data: Buffer | null, headers: Record<string, string> = owner.headers, type = 'image/png') {
    const body = new FormData();
    if (data) body.append('image', new Blob([new Uint8Array(data)], { type }), 'hero.png');
    else body.append('note', 'no file');
    return ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/images`,
      headers,
      payload: body,
    });
  }

  it('stores the image as WebP at most 1600 px wide and answers its URL of this site', async () => {
    const response = await upload(await png());
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json().data;
    expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1600]);
    // The URL is one the restaurant update takes.
    expect((await put({ images: [url] })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, and a form without a file', async () => {
    const text = await upload(Buffer.from('just text, not a picture'), owner.headers, 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please select an image file');
    // A PNG whose checksum is broken: sharp names it but cannot decode it.
    const broken = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8e+/efwAI5QOqvXvsZgAAAABJRU5ErkJggg==',
      'base64',
    );
    const corrupt = await upload(broken);
    expect(corrupt.statusCode, corrupt.body).toBe(400);
    expect(corrupt.json().message).toBe('Please select an image file');
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toHaveProperty('image');
  });

  it('refuses anonymous callers, customers and admins who do not own the restaurant, storing nothing', async () => {
    const filesBefore = await fs.readdir(ctx.config.uploadsDir).catch(() => []);
    const image = await png();
    const answers = await Promise.all([
      upload(image, {}),
      upload(image, customer.headers),
      upload(image, strayAdmin.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 403]);
    const filesAfter = await fs.readdir(ctx.config.uploadsDir).catch(() => []);
    expect(filesAfter.map((f) => path.basename(f)).sort()).toEqual(filesBefore.sort());
  });
});

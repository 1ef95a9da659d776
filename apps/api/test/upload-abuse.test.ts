import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runningConverters } from './converter-processes';
import { useTestApp } from './fixtures/test-app-fixture';
import { tablePhotoUploads } from './table-photo-uploads';

/**
 * Uploads, through the owner's table photo (`POST /api/restaurants/tables/create`, which uses
 * `lib/uploads.ts`): whatever a file's name or declared type says, only real JPEG/PNG/WebP/GIF images up to
 * 5 MB are kept, re-encoded under a name the server makes, inside the uploads folder; everything else is a
 * clear 400 that leaves neither a table nor a file behind.
 */

const { ctx, owner } = useTestApp({ seed: true });
const tablePhotos = tablePhotoUploads(ctx, owner, 40);

const NOT_IMAGE = {
  message: 'Please select an image file',
  error: { image: ['Please select an image file'] },
};
const TOO_LARGE = {
  message: 'Image size must be less than 5MB',
  error: { image: ['Image size must be less than 5MB'] },
};

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 30, b: 30 } } })
    .png()
    .toBuffer();

const upload = (data: Buffer, name: string, type: string) => tablePhotos.upload({ data, name, type });
const { tableCount } = tablePhotos;

/** Every file of the uploads folder (and below), by relative path. */
async function storedFiles() {
  return (await fs.readdir(ctx.config.uploadsDir, { recursive: true })).sort();
}

describe('refused uploads', () => {
  const SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script></svg>';

  it.each([
    [
      'a text file renamed .png',
      async () => Buffer.from('#!/bin/sh\nrm -rf /\n'),
      'photo.png',
      'image/png',
      NOT_IMAGE,
    ],
    [
      'an HTML page renamed .png',
      async () => Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
      NOT_IMAGE,
    ],
    ['an SVG with a script', async () => Buffer.from(SVG), 'logo.svg', 'image/svg+xml', NOT_IMAGE],
    ['an SVG with a script renamed .png', async () => Buffer.from(SVG), 'logo.png', 'image/png', NOT_IMAGE],
    [
      'a PDF sent as image/jpeg',
      async () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
      'menu.jpg',
      'image/jpeg',
      NOT_IMAGE,
    ],
    [
      'a 6 MB PNG',
      // Random pixels do not compress: the PNG stays above 6 MB.
      async () =>
        sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      'big.png',
      'image/png',
      TOO_LARGE,
    ],
  ])('refuses %s with a clear 400, storing nothing', async (_name, make, filename, type, expected) => {
    const data = await make();
    if (expected === TOO_LARGE) expect(data.length).toBeGreaterThan(6 * 1024 * 1024);
    const [tablesBefore, filesBefore] = [await tableCount(), await storedFiles()];
    const response = await upload(data, filename, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ...expected });
    expect(await tableCount()).toBe(tablesBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('file names', () => {
  it.each([
    '../../evil.png',
    '..\\..\\evil.png',
    '/tmp/evil.png',
    '....//....//evil.png',
    'evil.png\u0000.html',
  ])('stores %j under a name the server makes, inside the uploads folder', async (filename) => {
    const outside = [
      path.resolve(ctx.config.uploadsDir, '../../evil.png'),
      path.resolve(ctx.config.uploadsDir, '../evil.png'),
      path.join(os.tmpdir(), 'evil.png'),
      '/evil.png',
    ];
    const before = outside.filter((file) => existsSync(file));
    const response = await upload(await png(), filename, 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const imageUrl = response.json().data.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await storedFiles()).toContain(imageUrl.slice('/uploads/'.length));
    expect((await storedFiles()).every((name) => /^[0-9a-f-]{36}\.webp$/.test(name))).toBe(true);
    expect(outside.filter((file) => existsSync(file))).toEqual(before);
  });

  it('re-encodes what it keeps: bytes appended to a real image do not survive', async () => {
    const payload = '<script>alert("polyglot")</script>';
    const polyglot = Buffer.concat([await png(), Buffer.from(payload)]);
    const response = await upload(polyglot, 'poly.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: response.json().data.imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from(payload))).toBe(false);
  });

  it('serves nothing outside the uploads folder', async () => {
    await fs.writeFile(path.join(path.dirname(ctx.config.uploadsDir), 'secret.txt'), 'do not serve');
    try {
      for (const url of [
        '/uploads/../secret.txt',
        '/uploads/..%2fsecret.txt',
        '/uploads/%2e%2e/secret.txt',
        '/uploads/..%5csecret.txt',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body, url).not.toContain('do not serve');
      }
    } finally {
      await fs.rm(path.join(path.dirname(ctx.config.uploadsDir), 'secret.txt'), { force: true });
    }
  });
});

/** A PNG whose header announces `width` × `height` pixels, with only a few rows of data: small to send. */
function pngHeaderOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image size in pixels', () => {
  it('refuses a 16000 × 16000 PNG with a clear 400 before decoding it, and keeps nothing', async () => {
    const tablesBefore = await tableCount();
    const filesBefore = await fs.readdir(ctx.config.uploadsDir);
    const response = await upload(pngHeaderOf(16_000, 16_000), 'huge.png', 'image/png');
    expect(response.statusCode, response.body).toBe(400);
    const message =
      'Image dimensions are too large (16000 × 16000): at most 40 megapixels, such as 8000 × 5000';
    expect(response.json()).toEqual({ success: false, message, error: { image: [message] } });
    expect(await tableCount()).toBe(tablesBefore);
    expect(await fs.readdir(ctx.config.uploadsDir)).toEqual(filesBefore);
  });

  it('converts at most two images at once and queues the rest: eight at once are all kept', async () => {
    const photo = await png(2400, 2400);
    let mostAtOnce = 0;
    const sampler = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, runningConverters().length);
    }, 2);
    try {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) => upload(photo, `photo-${i}.png`, 'image/png')),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    } finally {
      clearInterval(sampler);
    }
    expect(mostAtOnce).toBeGreaterThanOrEqual(1);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    // Eight 2400 px conversions two at a time: four rounds of seconds each while the suite shares two CPUs.
  }, 60_000);
});

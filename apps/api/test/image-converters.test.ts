import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { firstRunningConverter, runningConverters } from './converter-processes';
import { useTestApp } from './fixtures/test-app-fixture';
import { tablePhotoUploads } from './table-photo-uploads';

/**
 * Uploaded images are decoded in converter processes of their own (one per conversion, at most two at once),
 * so the memory a large image takes goes back to the system with the process: none is left running after a
 * burst, and a converter that dies answers 503 with Retry-After and keeps nothing.
 */

const { ctx, owner } = useTestApp({ seed: true });
const tablePhotos = tablePhotoUploads(ctx, owner, 70);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const uploadTablePhoto = (data: Buffer) => tablePhotos.upload({ data, name: 'photo.png', type: 'image/png' });
const { tableCount } = tablePhotos;

describe('image converter processes', () => {
  it('leaves no converter running after a burst of eight phone-sized photos, two at most at once', async () => {
    const photo = await png(4000, 3000);
    const seen = new Set<number>();
    let mostAtOnce = 0;
    const sampler = setInterval(() => {
      const running = runningConverters();
      running.forEach((pid) => seen.add(pid));
      mostAtOnce = Math.max(mostAtOnce, running.length);
    }, 2);
    try {
      const responses = await Promise.all(Array.from({ length: 8 }, () => uploadTablePhoto(photo)));
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    } finally {
      clearInterval(sampler);
    }
    expect(mostAtOnce).toBeGreaterThanOrEqual(1);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(runningConverters()).toEqual([]);
    expect([...seen].filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  });

  it('answers 503 with Retry-After when the converter is killed, and keeps neither the table nor a file', async () => {
    const photo = await png(6000, 6000);
    const [tablesBefore, filesBefore] = [await tableCount(), await fs.readdir(ctx.config.uploadsDir)];
    const answer = uploadTablePhoto(photo);
    process.kill(await firstRunningConverter(), 'SIGKILL');
    const response = await answer;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: false,
      message: 'The image could not be processed just now. Please try again.',
    });
    expect(await tableCount()).toBe(tablesBefore);
    expect(await fs.readdir(ctx.config.uploadsDir)).toEqual(filesBefore);
    expect(runningConverters()).toEqual([]);

    const retried = await uploadTablePhoto(await png(800, 600));
    expect(retried.statusCode, retried.body).toBe(201);
  });
});

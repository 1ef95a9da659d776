import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadsPlugin } from './uploads';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The uploads on their own; `goneBeforeRead` deletes the photo once it has been found, before it is read. */
async function uploadsApp({ goneBeforeRead = false } = {}) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  dirs.push(uploadsDir);
  const app = Fastify();
  await app.register(uploadsPlugin, { uploadsDir });
  if (goneBeforeRead)
    app.addHook('onSend', async (_request, _reply, payload) => {
      fs.rmSync(path.join(uploadsDir, 'photo.webp'), { force: true });
      return payload;
    });
  fs.writeFileSync(path.join(uploadsDir, 'photo.webp'), 'image bytes');
  return app;
}

describe('GET /uploads/{name}', () => {
  it('answers the file, cached for a year', async () => {
    const app = await uploadsApp();
    const response = await app.inject({ method: 'GET', url: '/uploads/photo.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('image bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a photo deleted between being found and being read, as once it is gone', async () => {
    const app = await uploadsApp({ goneBeforeRead: true });
    const whileRead = await app.inject({ method: 'GET', url: '/uploads/photo.webp' });
    const gone = await app.inject({ method: 'GET', url: '/uploads/photo.webp' });
    expect(gone.statusCode).toBe(404);
    expect(whileRead.statusCode).toBe(404);
    expect(whileRead.json()).toEqual(gone.json());
    expect(whileRead.headers['cache-control']).toBe(gone.headers['cache-control']);
    expect(whileRead.headers['content-type']).toBe(gone.headers['content-type']);
  });
});

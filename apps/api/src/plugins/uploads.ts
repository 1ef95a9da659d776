import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../lib/uploads';

/**
 * Serves uploaded images from `uploadsDir` at /uploads/. Their names are made by the server and never reused,
 * so they are cached for a year; a missing file is the usual 404 answer.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) => {
    await fs.mkdir(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'uploads' },
);

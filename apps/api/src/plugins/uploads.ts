import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_URL_PREFIX } from '../lib/uploads';

/** What the static server set for the file, which a 404 must not carry. */
const FILE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
];

/**
 * Serves uploaded images from `uploadsDir` at /uploads/. Their names are made by the server and never reused,
 * so they are cached for a year; a missing file is the usual 404 answer, also when it goes (a photo replaced or
 * deleted) between being found and being read.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) => {
    await fs.mkdir(uploadsDir, { recursive: true });
    await app.register(async (uploads) => {
      uploads.setErrorHandler(async (error, _request, reply) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        for (const header of FILE_HEADERS) reply.removeHeader(header);
        return reply.callNotFound();
      });
      await uploads.register(fastifyStatic, {
        root: uploadsDir,
        prefix: UPLOADS_URL_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        maxAge: '365d',
        immutable: true,
      });
    });
  },
  { name: 'uploads' },
);

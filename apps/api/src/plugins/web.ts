import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEntry } from '@flame/shared';
import { createInjectFetch } from '../ssr/inject-fetch';

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
const SCRIPTS_SLOT = '<!--app-scripts-->';
const SHELL_HEAD = '<title>Flame-kissed</title>';

/**
 * Serves the built web app: hashed assets cached for a year, public pages server-rendered with their data,
 * every other page as the app shell that the client renders (SPA fallback).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const clientDir = path.join(webDist, 'client');
    const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const entry = (await import(
      pathToFileURL(path.join(webDist, 'server', 'entry-server.js')).href
    )) as ServerEntry;
    const injectFetch = createInjectFetch(app);

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The client build writes `.br` and `.gz` beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(clientDir, filePath);
        const immutable = relative.startsWith(`assets${path.sep}`);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });

    const page = (reply: FastifyReply, status: number, head: string, html: string, scripts: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(template.replace(HEAD_SLOT, head).replace(HTML_SLOT, html).replace(SCRIPTS_SLOT, scripts));

    app.get('/*', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ success: false, message: `Route GET ${request.url.split('?')[0]} not found` });
      }
      const result = await entry.render({ url: request.url, nonce: request.cspNonce, fetch: injectFetch });
      if (result.type === 'redirect') return reply.redirect(result.location, result.status);
      if (result.type === 'shell') return page(reply, 200, SHELL_HEAD, '', '');
      return page(reply, result.status, result.head, result.html, result.scripts);
    });
  },
  { name: 'web', dependencies: ['security'] },
);

export function hasWebBuild(webDist: string): boolean {
  return (
    existsSync(path.join(webDist, 'client', 'index.html')) &&
    existsSync(path.join(webDist, 'server', 'entry-server.js'))
  );
}

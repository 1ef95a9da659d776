import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEntry } from '@flame/shared';
import { createInjectFetch } from '../ssr/inject-fetch';
import { answerUnknownRoute } from './errors';
import { loadPageTemplate } from '../ssr/page-template';

/** Pages the client renders (accounts, orders, the dashboard): crawlers are asked not to index them. */
const SHELL_HEAD = '<title>Flame-kissed</title><meta name="robots" content="noindex" />';
/** Names the stylesheet version the browser has been sent (inlined, and fetched into its cache for print). */
export const STYLESHEET_COOKIE = 'stylesheet';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year, public pages server-rendered with their data,
 * every other page as the app shell that the client renders (SPA fallback).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const clientDir = path.join(webDist, 'client');
    const template = loadPageTemplate(clientDir);
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

    // A first visit gets the stylesheet inlined (the first paint waits for no request) and a cookie naming its
    // version; later visits link it from the cache.
    const page = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      parts: { head: string; html: string; scripts: string },
    ) => {
      const version = template.stylesheetVersion;
      const inlineStyles = version !== undefined && request.cookies[STYLESHEET_COOKIE] !== version;
      if (inlineStyles) {
        void reply.setCookie(STYLESHEET_COOKIE, version, {
          path: '/',
          maxAge: YEAR_SECONDS,
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
        });
      }
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(template.render({ ...parts, nonce: request.cspNonce, inlineStyles }));
    };

    app.get('/*', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/'))
        return answerUnknownRoute(request, reply);
      const result = await entry.render({ url: request.url, nonce: request.cspNonce, fetch: injectFetch });
      if (result.type === 'redirect') return reply.redirect(result.location, result.status);
      if (result.type === 'shell')
        return page(request, reply, 200, { head: SHELL_HEAD, html: '', scripts: '' });
      return page(request, reply, result.status, result);
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

import etag from '@fastify/etag';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { markVersionedRead } from '../ssr/render-reads';
import { answerExpiry, catalogueCache } from './catalogue-cache';

/**
 * The public catalogue (restaurant, menu, reviews) in one context that answers with an ETag and a 304 to a
 * matching `If-None-Match`, and asks clients to revalidate rather than guess freshness. Its answers depend on
 * the catalogue's data only (no caller), so a page rendered from them alone can be kept per version, and until
 * the earliest moment one of them changes by the clock (a sold-out dish coming back). The app hands it the
 * modules' route plugins to register inside.
 */
export async function publicReads(
  app: FastifyInstance,
  { routes }: { routes: readonly FastifyPluginAsync[] },
): Promise<void> {
  await app.register(etag);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
    markVersionedRead(request, reply, answerExpiry(request));
  });
  await app.register(catalogueCache, { routes: ['/api/food', '/api/food/:id', '/api/restaurants'] });
  for (const plugin of routes) await app.register(plugin);
}

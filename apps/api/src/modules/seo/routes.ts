import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

/**
 * `robots.txt` and `sitemap.xml` at the site root. Their absolute links come from `PUBLIC_URL` only, never from a
 * request's Host header (a shared cache would keep an address an attacker chose): without it, robots.txt names
 * no sitemap and `/sitemap.xml` is a 404 that says what to set.
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  const origin = publicUrl?.replace(/\/+$/, '');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    if (!origin)
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('No sitemap: set PUBLIC_URL to the site’s public address to publish one.\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, origin));
  });
};

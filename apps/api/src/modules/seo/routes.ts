import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

/** `robots.txt` and `sitemap.xml` at the site root, with absolute links to `PUBLIC_URL` (or the request's host). */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  const originOf = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, originOf(request))),
  );
};

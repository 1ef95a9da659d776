import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_VERSION_META, type ServerEntry } from '@flame/shared';
import { etagMatches, preferredEncoding } from '../lib/content-negotiation';
import { createInjectFetch } from '../ssr/inject-fetch';
import { inlineScriptHashes } from '../ssr/inline-script-hashes';
import { KeptPages, type RenderedPage, type ServedPage } from '../ssr/kept-pages';
import { RenderReads } from '../ssr/render-reads';
import { answerUnknownRoute } from './errors';
import { loadPageTemplate } from '../ssr/page-template';

/** Pages the client renders (accounts, orders, the dashboard): crawlers are asked not to index them. */
const SHELL_HEAD = '<title>Flame-kissed</title><meta name="robots" content="noindex" />';

type Redirect = { type: 'redirect'; status: number; location: string };

/** The page's footer shows the year: a page rendered in one year is not kept into the next. */
function nextYear(now: Date): Date {
  return new Date(now.getFullYear() + 1, 0, 1);
}

function earliest(a: Date | undefined, b: Date): Date {
  return a && a < b ? a : b;
}

/**
 * Serves the built web app: hashed assets cached for a year, public pages server-rendered with their data,
 * every other page as the app shell that the client renders (SPA fallback). A page whose render read only
 * versioned public data is the same bytes for every visitor (its inline scripts are allowed by their hashes, not
 * a per-request nonce): it is kept per catalogue version, compressed once, with an ETag (ssr/kept-pages.ts).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const clientDir = path.join(webDist, 'client');
    const renderTemplate = loadPageTemplate(clientDir);
    const entry = (await import(
      pathToFileURL(path.join(webDist, 'server', 'entry-server.js')).href
    )) as ServerEntry;

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

    const pages = new KeptPages(app.now);

    /**
     * Renders one page for every visitor alike: the server never sees who is signed in (a bearer token). The
     * page names the catalogue version read before its render (`<meta name="catalogue-version">`): its data is
     * at least that recent, and open pages refetch when the live catalogue stream says another.
     */
    const render = async (url: string, version: string | undefined): Promise<RenderedPage | Redirect> => {
      const reads = new RenderReads();
      const result = await entry.render({ url, fetch: createInjectFetch(app, reads) });
      if (result.type === 'redirect') return result;
      const parts = result.type === 'shell' ? { head: SHELL_HEAD, html: '', scripts: '' } : result;
      const versionMeta =
        version === undefined ? '' : `<meta name="${CATALOGUE_VERSION_META}" content="${version}" />`;
      const html = renderTemplate({ ...parts, head: parts.head + versionMeta });
      return {
        status: result.type === 'shell' ? 200 : result.status,
        html,
        csp: app.pageContentSecurityPolicy(inlineScriptHashes(html)),
        keepable: reads.keepable,
        keepUntil: earliest(reads.keepUntil, nextYear(app.now())),
      };
    };

    app.get('/*', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/'))
        return answerUnknownRoute(request, reply);

      let redirect: Redirect | undefined;
      // Without the database there is no version to keep a page under: the page renders for this request
      // alone, with the error states of the reads that failed (the site stays up while PostgreSQL is away).
      const version = await app.catalogueVersion().catch(() => undefined);
      const renderPage = async (): Promise<RenderedPage> => {
        const page = await render(request.url, version);
        if ('location' in page) {
          redirect = page;
          return { status: page.status, html: '', csp: '', keepable: false };
        }
        return page;
      };
      const served: ServedPage =
        version === undefined
          ? { rendered: await renderPage() }
          : await pages.serve(version, request.url, renderPage);
      if (redirect) return reply.redirect(redirect.location, redirect.status);

      void reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if ('rendered' in served) {
        const { status, html, csp } = served.rendered;
        return reply.status(status).header('content-security-policy', csp).send(html);
      }
      const { kept } = served;
      void reply.header('content-security-policy', kept.csp).header('etag', kept.etag);
      if (etagMatches(request.headers['if-none-match'], kept.etag)) return reply.status(304).send();
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) return reply.send(kept.html);
      return reply.header('content-encoding', encoding).send(kept.body(encoding));
    });
  },
  { name: 'web', dependencies: ['security', 'catalogue-version', 'clock'] },
);

export function hasWebBuild(webDist: string): boolean {
  return (
    existsSync(path.join(webDist, 'client', 'index.html')) &&
    existsSync(path.join(webDist, 'server', 'entry-server.js'))
  );
}

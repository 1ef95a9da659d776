import { appConfigSchema, type AppConfig } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok, replies } from '../../lib/envelope';
import { markVersionedRead } from '../../ssr/render-reads';

/** The public part of the configuration, as the web app reads it. */
export function publicAppConfig(config: Config): AppConfig {
  return {
    tileUrl: config.tileUrl,
    tileAttribution: config.tileAttribution,
    googleSignIn: config.oidc !== undefined,
    publicUrl: config.publicUrl?.replace(/\/+$/, '') ?? null,
  };
}

/** `GET /api/app-config`: map tiles and the sign-in methods on offer (no secrets). */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = appConfigSchema.parse(publicAppConfig(config));
  app.get(
    '/app-config',
    { schema: { response: replies({ 200: appConfigSchema }) } },
    async (request, reply) => {
      // The same answer for everyone while the server runs: a page rendered from it may be kept.
      markVersionedRead(request, reply);
      void reply.header('cache-control', 'public, max-age=300');
      return ok(body);
    },
  );
};

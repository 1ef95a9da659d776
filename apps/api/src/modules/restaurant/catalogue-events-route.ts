import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureReplies } from '../../lib/envelope';
import type { EventStream } from '../../plugins/sse';

/** The bus channel the catalogue version's trigger announces every move on (migration 0016). */
export const CATALOGUE_EVENTS_CHANNEL = 'catalogue';

function versionOf(event: unknown): string | undefined {
  const version = (event as { version?: unknown } | null)?.version;
  return typeof version === 'string' ? version : undefined;
}

const STREAM_ROUTE = { config: { eventStream: true }, schema: { response: failureReplies } };

/**
 * `GET /api/catalogue/events`: an anonymous event stream that only says the catalogue changed (the restaurant,
 * its pause, hours and special days, the dishes and their sold-out marks): 'ready' with the current version,
 * then 'catalogue' with each new one; no data, so it tells nobody anything the public pages do not. Open pages
 * refetch their restaurant and menu on it (docs/decisions/032-live-catalogue).
 */
export const catalogueEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogue/events', STREAM_ROUTE, async (request, reply) => {
    // Changes that arrive before the stream is open are dropped: 'ready' carries the version read after.
    const live: { stream?: EventStream } = {};
    const unsubscribe = await app.events.subscribe(CATALOGUE_EVENTS_CHANNEL, (event) => {
      const version = versionOf(event);
      if (version !== undefined) live.stream?.send('catalogue', { version });
    });
    const stopResync = app.events.onResync(() =>
      live.stream?.send('resync', { at: app.now().toISOString() }),
    );
    const version = await app.catalogueVersion().catch((error: unknown) => {
      unsubscribe();
      stopResync();
      throw error;
    });
    const stream = (live.stream = app.openEventStream(request, reply));
    stream.onClose(() => {
      unsubscribe();
      stopResync();
    });
    stream.send('ready', { version });
  });
};

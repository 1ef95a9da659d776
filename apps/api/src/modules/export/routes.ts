import type { Readable } from 'node:stream';
import { exportFileName, zonedToday } from '@flame/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureReplies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { exportEntries } from './service';
import { zipStream } from './zip';

/** The zip as a download under `name` (a stream: the answer's schema covers only its failures). */
function sendZip(reply: FastifyReply, name: string, zip: Readable) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(zip);
}

/**
 * `GET /api/admin/export`: all of the restaurant's data as one zip download (Settings → Backups, 'Download all
 * data'), named after the restaurant's date on the app's clock. Owner only.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.addHook('onRequest', requireOwner);

  app.get('/admin/export', { schema: { response: failureReplies } }, async (request, reply) => {
    const now = app.now();
    const entries = await exportEntries(app.database.pool, uploadsDir, now);
    const name = exportFileName(zonedToday(now, ownedRestaurantOf(request).timeZone));
    return sendZip(reply, name, zipStream(entries, now));
  });
};

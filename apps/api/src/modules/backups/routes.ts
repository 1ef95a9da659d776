import { createReadStream } from 'node:fs';
import { BACKUP_TEXTS, backupNameParamsSchema, backupSchema } from '@flame/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { requireOwner } from '../../plugins/owner';
import { backupFile, listBackups } from './store';

/** A backup as a download, under its own name. */
function sendBackup(reply: FastifyReply, name: string, file: string) {
  return reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(createReadStream(file));
}

/**
 * The owner's backups (Settings → Backups, decision 046): take one now (201), list them newest first, download
 * one. A download names a backup the server made: anything else (a path, `..`) is refused with 400, a backup
 * that is not there (pruned) with 404.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ backupsDir: string }> = async (app, { backupsDir }) => {
  app.addHook('onRequest', requireOwner);

  app.post(
    '/admin/backups',
    { schema: { response: replies({ 201: backupSchema }) } },
    async (_request, reply) => reply.code(201).send(ok(await app.backups.takeNow(), BACKUP_TEXTS.taken)),
  );

  app.get('/admin/backups', { schema: { response: replies({ 200: z.array(backupSchema) }) } }, async () =>
    ok(await listBackups(backupsDir)),
  );

  app.get(
    '/admin/backups/:name',
    { schema: { params: backupNameParamsSchema, response: failureReplies } },
    async (request, reply) => {
      const file = await backupFile(backupsDir, request.params.name);
      if (!file) throw notFound('This backup is not there any more');
      return sendBackup(reply, request.params.name, file);
    },
  );
};

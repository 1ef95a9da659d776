// The yardstick of the benchmark: a bare Fastify server that answers one small JSON route, and `/bare-bytes/N`
// with N random (incompressible) bytes: what this machine can carry for an answer of a page's size.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { ok: true } }));
const bodies = new Map();
app.get('/bare-bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 4 * 1024 * 1024);
  if (!bodies.has(size)) bodies.set(size, randomBytes(size));
  return reply.type('application/octet-stream').send(bodies.get(size));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

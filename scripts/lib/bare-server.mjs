// The yardstick of the benchmark: a bare Fastify server that answers one small JSON route.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { prepareDatabase } from './db/setup';
import { StartupError } from './lib/startup-error';
import { resolveJwtSecret } from './lib/tokens';

/** Entry point: configuration, database, listen, and an ordered shutdown (app, pool, then PostgreSQL). */
const here = path.dirname(fileURLToPath(import.meta.url));
const log = (message: string) => console.log(`[flame-kissed] ${message}`);

/** A problem the operator can fix is told in one line; anything else is a bug and keeps its stack. */
function failStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(`[flame-kissed] Could not start. ${error.message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  failStart(error);
}
if (!config.webDist) config.webDist = path.resolve(here, '../../web/dist');

const prepared = await prepareDatabase(config, log).catch(failStart);
const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
const app = await buildApp({ config, database: prepared.database, jwtSecret });

let stopping = false;
async function shutdown(signal: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(code || 1), 15_000);
  force.unref();
  await app.close().catch((error: unknown) => app.log.error(error));
  await prepared.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('uncaughtException', (error) => {
  app.log.fatal(error, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const { admin, customer } = config.demoAccounts;
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  log(`Serving on ${shown}`);
  if (config.seedDemo) {
    log(`Demo owner:    ${admin.email} / ${admin.password}`);
    log(`Demo customer: ${customer.email} / ${customer.password}`);
  }
} catch (error) {
  app.log.fatal(error, 'could not listen');
  await shutdown('listen failure', 1);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { OIDC_CLIENT, startOidcServer } from './oidc-server';
import { switchEscalationOff } from './escalation';
import { ROOT, startServer, type RunningServer } from './server';
import { E2E_SERVERS, E2E_SERVERS_ENV, type E2EServer } from './servers';

/**
 * One production server with a fresh database and the demo seed for each group of journeys (servers.ts),
 * all signed in with 'Continue with Google' against one real OpenID provider on
 * loopback (oauth2-mock-server).
 */
export default async function globalSetup() {
  const oidc = await startOidcServer();
  const names = Object.values(E2E_SERVERS);
  const env = {
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  };
  // One after another: the start-up is CPU work (migrations, seed, the page renderer), and three at once on a
  // busy machine can pass the server's own plugin time limit.
  const servers: RunningServer[] = [];
  try {
    for (const _name of names) servers.push(await startServer(env, 180_000));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.stop();
    throw error;
  }
  const handed: Record<string, E2EServer> = {};
  names.forEach((name, index) => {
    // Without SMTP_URL a server writes its email as .eml files under DATA_DIR/outbox/ (support/outbox.ts).
    handed[name] = { baseUrl: servers[index]!.baseUrl, dataDir: servers[index]!.dataDir };
  });
  process.env[E2E_SERVERS_ENV] = JSON.stringify(handed);
  await Promise.all(servers.map((server) => switchEscalationOff(server.baseUrl)));
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // What each server logged (its warnings and errors), kept for reading after a failed run.
    const logs = path.join(ROOT, 'test-results', 'e2e-servers');
    await fs.mkdir(logs, { recursive: true });
    await Promise.all(
      names.map((name, index) => fs.writeFile(path.join(logs, `${name}.log`), servers[index]!.output())),
    );
    await oidc.stop();
  };
}

import { OIDC_CLIENT, startOidcServer } from './oidc-server';
import { startServer } from './server';
import { E2E_SERVERS, E2E_SERVERS_ENV, type E2EServer } from './servers';

/**
 * One production server with a fresh database and the demo seed for each group of journeys (servers.ts),
 * started side by side, all signed in with 'Continue with Google' against one real OpenID provider on
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
  // Three servers start at once on a machine busy with the rest: each gets three minutes.
  const started = await Promise.allSettled(names.map(() => startServer(env, 180_000)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.stop();
    throw failed.reason;
  }
  const handed: Record<string, E2EServer> = {};
  names.forEach((name, index) => {
    // Without SMTP_URL a server writes its email as .eml files under DATA_DIR/outbox/ (support/outbox.ts).
    handed[name] = { baseUrl: servers[index]!.baseUrl, dataDir: servers[index]!.dataDir };
  });
  process.env[E2E_SERVERS_ENV] = JSON.stringify(handed);
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.stop();
  };
}

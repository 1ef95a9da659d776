import { OIDC_CLIENT, startOidcServer } from './oidc-server';
import { switchEscalationOff } from './escalation';
import { startServer } from './server';

/**
 * One production server with a fresh database and the demo seed for the whole E2E run, signed in with
 * 'Continue with Google' against a real OpenID provider on loopback (oauth2-mock-server).
 */
export default async function globalSetup() {
  const oidc = await startOidcServer();
  const server = await startServer({
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  await switchEscalationOff(server.baseUrl);
  // Without SMTP_URL the server writes its email as .eml files under DATA_DIR/outbox/ (support/outbox.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  return async () => {
    await server.stop();
    await oidc.stop();
  };
}

import { startServer } from './server';

/** One production server with a fresh database and the demo seed for the whole E2E run. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
  };
}

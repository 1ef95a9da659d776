/**
 * The E2E run starts one production server per group of journeys that must not see each other's changes
 * (global-setup.ts), so the groups run side by side. Each Playwright project names its server in
 * `metadata.server`; a spec lands on one by its file name (playwright.config.ts).
 */
export const E2E_SERVERS = {
  /** The public and customer journeys (project 'site'): every new spec, unless its name says otherwise. */
  public: 'public',
  /** The owner's journeys (project 'admin', `admin-*.spec.ts`): they change what public pages show. */
  owner: 'owner',
  /**
   * Journeys that change every order on the site (project 'service', `service-*` pauses online orders,
   * `slots-*` limits slots and closes days): one at a time, on a server of their own.
   */
  orders: 'orders',
} as const;

export type E2EServerName = keyof typeof E2E_SERVERS;

export interface E2EServer {
  baseUrl: string;
  /** Its DATA_DIR: the server writes its email there (outbox/, read by support/outbox.ts). */
  dataDir: string;
}

/** How global-setup.ts hands the servers to the workers: one environment variable holding all of them. */
export const E2E_SERVERS_ENV = 'E2E_SERVERS';

export function serverNamed(name: unknown): E2EServer {
  const servers = JSON.parse(process.env[E2E_SERVERS_ENV] ?? '{}') as Record<string, E2EServer>;
  const server = servers[typeof name === 'string' ? name : E2E_SERVERS.public];
  if (!server)
    throw new Error(`No E2E server '${String(name)}': run the E2E tests through their global setup`);
  return server;
}

import path from 'node:path';
import { BACKUPS_KEPT } from '@flame/shared';
import { z } from 'zod';
import type { CustomerLimits } from './lib/customer-limits';
import { StartupError } from './lib/startup-error';
import { SEND_TIMEOUT_MS, SENDING_LEASE_MS } from './modules/mail/delivery-policy';

/** The only place that reads the environment. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url().optional(),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: z.stringbool().default(true),
  SEED_DEMO: z.stringbool().default(true),
  ADMIN_EMAIL: z.string().email().default('owner@flamekissed.test'),
  ADMIN_PASSWORD: z.string().min(8).default('owner-demo-123'),
  DEMO_EMAIL: z.string().email().default('guest@flamekissed.test'),
  DEMO_PASSWORD: z.string().min(8).default('guest-demo-123'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_SENDING_LEASE_SECONDS: z.coerce.number().int().min(1).optional(),
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).optional(),
  WEB_DIST: z.string().optional(),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  STREAMS_MAX: z.coerce.number().int().min(1).default(500),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  CUSTOMER_MAX_ACTIVE_ORDERS: z.coerce.number().int().min(1).default(5),
  CUSTOMER_MAX_UPCOMING_RESERVATIONS: z.coerce.number().int().min(1).default(3),
  UNVERIFIED_MAX_ACTIVE_ORDERS: z.coerce.number().int().min(1).default(1),
  UNVERIFIED_MAX_UPCOMING_RESERVATIONS: z.coerce.number().int().min(1).default(1),
  ORDERS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Read by libuv itself at start-up; read here to size the password-hashing cap. */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded images (DATA_DIR/uploads), served at /uploads/. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Undefined means: keep a generated secret in DATA_DIR (see `resolveJwtSecret`). */
  jwtSecret: string | undefined;
  sessionDays: number;
  publicUrl: string | undefined;
  /**
   * The address absolute links are built from where a page cannot do without one (the sign-in provider's
   * redirect, links in emails): PUBLIC_URL, or this server's own local address; never a request's Host header.
   */
  siteUrl: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  tileUrl: string;
  /** Credit line of the tile provider, shown on every map. */
  tileAttribution: string;
  corsOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimit: boolean;
  seedDemo: boolean;
  demoAccounts: { admin: { email: string; password: string }; customer: { email: string; password: string } };
  /** Folder of the built web app (client/ and server/), or undefined to serve the API alone. */
  webDist: string | undefined;
  /** Threads in libuv's pool (UV_THREADPOOL_SIZE): password hashes use all but one. */
  threadpoolSize: number;
  mail: {
    /** SMTP server to send through; without it messages are written as .eml files to `outboxDir`. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** How often the sender looks for due messages; 0 turns the background sender off (tests drive it). */
    pollIntervalMs: number;
    /** How long a sender holds a message it took before another may take it; unset: the delivery policy's. */
    sendingLeaseMs?: number | undefined;
    /** How long one send may take before it is given up and tried later; unset: the delivery policy's. */
    sendTimeoutMs?: number | undefined;
  };
  /** What one account may hold at once. */
  customerLimits: CustomerLimits;
  /** Live event streams open at once: from one address (an IPv6 /64), and in all. */
  streams: { perAddress: number; max: number };
  /** How long a client may take to send a whole request, headers and body. */
  requestTimeoutMs: number;
  /** New pickup orders one client address may send an hour, when `rateLimit` is on. */
  ordersPerAddressPerHour: number;
  backups: {
    /** DATA_DIR/backups: the nightly backups and the owner's. */
    dir: string;
    /** How many stay, newest first. */
    keep: number;
    /** How often the server looks whether the night's backup is due; 0 turns it off (tests drive it). */
    pollIntervalMs: number;
  };
  printer: {
    /** How often the printer worker looks for due tickets; 0 turns it off (tests drive it). */
    pollIntervalMs: number;
    /** How long a worker holds a ticket it took before another instance may take it. */
    leaseMs: number;
    /** How long one send to the printer may take; well under the lease. */
    sendTimeoutMs: number;
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new StartupError(
      'Invalid configuration:\n  MAIL_FROM: set the sender address to send through SMTP_URL',
    );
  }
  checkMailLease(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const siteUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const oidc =
    env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    sessionDays: env.SESSION_DAYS,
    publicUrl: env.PUBLIC_URL,
    siteUrl,
    oidc,
    tileUrl: env.TILE_URL,
    tileAttribution: env.TILE_ATTRIBUTION,
    corsOrigin: env.CORS_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimit: env.RATE_LIMIT,
    seedDemo: env.SEED_DEMO,
    demoAccounts: {
      admin: { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
      customer: { email: env.DEMO_EMAIL.toLowerCase(), password: env.DEMO_PASSWORD },
    },
    webDist: env.WEB_DIST === undefined ? undefined : path.resolve(env.WEB_DIST),
    threadpoolSize: env.UV_THREADPOOL_SIZE,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Flame-kissed <no-reply@localhost>',
      outboxDir: path.join(dataDir, 'outbox'),
      pollIntervalMs: 2000,
      sendingLeaseMs:
        env.MAIL_SENDING_LEASE_SECONDS === undefined ? undefined : env.MAIL_SENDING_LEASE_SECONDS * 1000,
      sendTimeoutMs:
        env.MAIL_SEND_TIMEOUT_SECONDS === undefined ? undefined : env.MAIL_SEND_TIMEOUT_SECONDS * 1000,
    },
    customerLimits: {
      activeOrders: env.CUSTOMER_MAX_ACTIVE_ORDERS,
      upcomingReservations: env.CUSTOMER_MAX_UPCOMING_RESERVATIONS,
      unverifiedActiveOrders: env.UNVERIFIED_MAX_ACTIVE_ORDERS,
      unverifiedUpcomingReservations: env.UNVERIFIED_MAX_UPCOMING_RESERVATIONS,
    },
    streams: { perAddress: env.STREAMS_PER_ADDRESS, max: env.STREAMS_MAX },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    ordersPerAddressPerHour: env.ORDERS_PER_ADDRESS_PER_HOUR,
    backups: { dir: path.join(dataDir, 'backups'), keep: BACKUPS_KEPT, pollIntervalMs: 10 * 60_000 },
    printer: { pollIntervalMs: 1000, leaseMs: 60_000, sendTimeoutMs: 10_000 },
    ...overrides,
  };
}

/**
 * A message's lease must outlast its send: a send still going when the lease ends would be taken and sent again
 * by another sender.
 */
function checkMailLease(env: Env): void {
  const leaseSeconds = env.MAIL_SENDING_LEASE_SECONDS ?? SENDING_LEASE_MS / 1000;
  const timeoutSeconds = env.MAIL_SEND_TIMEOUT_SECONDS ?? SEND_TIMEOUT_MS / 1000;
  if (leaseSeconds > timeoutSeconds) return;
  throw new StartupError(
    `Invalid configuration:\n  MAIL_SENDING_LEASE_SECONDS: the lease (${leaseSeconds} s) must be longer than ` +
      `MAIL_SEND_TIMEOUT_SECONDS (${timeoutSeconds} s), or a message still being sent could be sent again by ` +
      'another instance',
  );
}

/**
 * The environment for another API process started from this one (the tests that kill, restart or multiply the
 * server): this process's variables without `omit`, then `overrides`. Kept here, the one reader of `process.env`.
 */
export function childProcessEnv(
  overrides: Record<string, string>,
  omit: readonly string[] = [],
): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !omit.includes(name)));
  return { ...inherited, ...overrides };
}

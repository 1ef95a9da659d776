import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@flame/shared';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { adminEventRoutes } from './modules/admin/admin-events-route';
import { appConfigRoutes } from './modules/app-config/routes';
import { backupRoutes } from './modules/backups/routes';
import { exportRoutes } from './modules/export/routes';
import { httpTimeouts } from './lib/http-timeouts';
import { configurePasswordHashing } from './lib/passwords';
import { recordRoutes } from './lib/route-table';
import { requestLogSerializer } from './modules/auth/log-redaction';
import { oidcRoutes } from './modules/auth/oidc-routes';
import { authRoutes } from './modules/auth/routes';
import { foodAdminRoutes } from './modules/foods/admin-routes';
import { foodRoutes } from './modules/foods/routes';
import { healthRoutes } from './modules/health/routes';
import { messageRoutes } from './modules/messages/routes';
import { orderRoutes } from './modules/orders/routes';
import { passwordStrengthRoutes } from './modules/password-strength/routes';
import { overviewRoutes } from './modules/admin/overview-routes';
import { restaurantAdminRoutes } from './modules/restaurant/admin-routes';
import { memberRoutes } from './modules/restaurant/members-routes';
import { restaurantRoutes } from './modules/restaurant/routes';
import { reportRoutes } from './modules/reports/routes';
import { guestRoutes } from './modules/guests/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { mailAdminRoutes } from './modules/mail/admin-routes';
import { mailPreferenceRoutes, oneClickUnsubscribeRoutes } from './modules/mail/preference-routes';
import { mailSenderPlugin } from './modules/mail/sender-plugin';
import { printerPlugin } from './modules/printer/printer-plugin';
import { printerRoutes } from './modules/printer/routes';
import { cancelLinkRoutes } from './modules/tables/cancel-link-routes';
import { seoRoutes } from './modules/seo/routes';
import { myReservationEventRoutes } from './modules/tables/reservation-events-route';
import { reservationRoutes } from './modules/reservations/routes';
import { tableRoutes } from './modules/tables/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { userRoutes } from './modules/users/routes';
import { waitlistGuestRoutes } from './modules/waitlist/guest-routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { authPlugin } from './plugins/auth';
import { backupsPlugin } from './modules/backups/backups-plugin';
import { catalogueVersionPlugin } from './plugins/catalogue-version';
import { catalogueEventRoutes } from './modules/restaurant/catalogue-events-route';
import { clockPlugin, type Clock } from './plugins/clock';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrorHandler, MAX_PARAM_LENGTH } from './plugins/errors';
import { eventBusPlugin } from './plugins/event-bus';
import { publicReads } from './plugins/public-reads';
import { securityPlugin } from './plugins/security';
import { ssePlugin } from './plugins/sse';
import { dashboardWatchersPlugin } from './plugins/dashboard-watchers';
import { streamLimitsPlugin } from './plugins/stream-limits';
import { streamTicketsPlugin } from './plugins/stream-tickets';
import { uploadJanitorPlugin } from './plugins/upload-janitor';
import { uploadsPlugin } from './plugins/uploads';
import { hasWebBuild, webPlugin } from './plugins/web';

/** Where log lines go: one JSON line per call. */
export interface LogStream {
  write(line: string): void;
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (standard output when not given); ignored with `logger`. */
  logStream?: LogStream;
  /** The clock of every time-based rule; the machine's clock when not given. */
  now?: Clock;
}

/** Builds the whole application (API and, when built, the web app) without listening. */
export async function buildApp({
  config,
  database,
  jwtSecret,
  logger,
  logStream,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) =>
      (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  configurePasswordHashing(config.threadpoolSize);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(clockPlugin, { now });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(cookie, { secret: jwtSecret });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 40 } });
  await app.register(databasePlugin, { database });
  await app.register(catalogueVersionPlugin);
  await app.register(authPlugin, { jwtSecret, sessionDays: config.sessionDays });
  await app.register(eventBusPlugin);
  await app.register(streamLimitsPlugin, config.streams);
  await app.register(ssePlugin);
  await app.register(dashboardWatchersPlugin);
  await app.register(streamTicketsPlugin, { jwtSecret });
  await app.register(mailSenderPlugin, { mail: config.mail, siteUrl: config.siteUrl, secret: jwtSecret });
  await app.register(printerPlugin, { printer: config.printer });
  await app.register(backupsPlugin, { backups: config.backups, uploadsDir: config.uploadsDir });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(appConfigRoutes, { config });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(publicReads, { routes: [restaurantRoutes, reviewRoutes, foodRoutes] });
      await api.register(oidcRoutes, { prefix: '/auth', config });
      await api.register(messageRoutes);
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(tableRoutes, {
        uploadsDir: config.uploadsDir,
        customerLimits: config.customerLimits,
      });
      await api.register(reservationRoutes, { customerLimits: config.customerLimits });
      await api.register(orderRoutes, {
        customerLimits: config.customerLimits,
        ordersPerAddressPerHour: config.ordersPerAddressPerHour,
      });
      await api.register(trackingRoutes);
      await api.register(restaurantAdminRoutes, { uploadsDir: config.uploadsDir });
      await api.register(overviewRoutes);
      await api.register(reportRoutes);
      await api.register(guestRoutes);
      await api.register(foodAdminRoutes, { uploadsDir: config.uploadsDir });
      await api.register(memberRoutes, { uploadsDir: config.uploadsDir });
      await api.register(adminEventRoutes);
      await api.register(myReservationEventRoutes);
      await api.register(catalogueEventRoutes);
      await api.register(mailAdminRoutes);
      await api.register(cancelLinkRoutes);
      await api.register(mailPreferenceRoutes);
      await api.register(passwordStrengthRoutes);
      await api.register(printerRoutes);
      await api.register(backupRoutes, { backupsDir: config.backups.dir });
      await api.register(exportRoutes, { uploadsDir: config.uploadsDir });
      await api.register(waitlistRoutes, { siteUrl: config.siteUrl });
      await api.register(waitlistGuestRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(oneClickUnsubscribeRoutes);

  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
  await app.register(uploadJanitorPlugin, { uploadsDir: config.uploadsDir });

  if (config.webDist && hasWebBuild(config.webDist)) {
    await app.register(webPlugin, { webDist: config.webDist });
  } else if (config.webDist) {
    app.log.warn({ webDist: config.webDist }, 'no web build found: serving the API only (run npm run build)');
  }

  return app;
}

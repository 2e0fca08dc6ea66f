import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './platform/clock';
import { SealedBox } from './platform/crypto/sealed-box';
import type { Config } from './platform/config';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBody } from './platform/http/json-body';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { JobQueue } from './platform/jobs/job-queue';
import { loggerOptions } from './platform/logger';
import { MailService } from './platform/mailer/mail-service';
import {
  mailboxTransport,
  type MailTransport,
  smtpTransport,
} from './platform/mailer/mail-transport';
import { registerAdmin } from './modules/admin/admin';
import { createAuthGuard } from './modules/auth/auth-guard';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { registerMarketplace } from './modules/marketplace/marketplace.routes';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes';
import { CalendarService } from './modules/calendar/calendar.service';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { OnboardingService } from './modules/onboarding/onboarding.service';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { ProfileService } from './modules/profile/profile.service';
import { registerProviderPortal } from './modules/provider-portal/provider-portal.routes';
import { registerConcierge } from './modules/requests/concierge';
import { registerRealtime } from './modules/realtime/realtime';
import { registerTelemetryRoutes } from './modules/telemetry/telemetry.routes';
import { registerWebApp } from './web/serve-web';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Builds the whole server: API, auth API and the web app, on one Fastify instance. */
export async function buildApp(deps: AppDependencies) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerJsonBody(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);

  const jobs = new JobQueue(
    database.db,
    clock,
    (error, job) => app.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed'),
    config.JOBS_POLL_MS,
  );
  const transport =
    deps.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : mailboxTransport);
  const mail = new MailService(database.db, jobs, transport, config.MAIL_FROM, clock);
  const auth = new AuthService(database.db, clock, config, mail, jobs);
  const guard = createAuthGuard(auth);

  registerAuthRoutes(app, auth, guard, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    siteUrl: config.SITE_URL,
  });
  const onboarding = new OnboardingService(
    database.db,
    clock,
    new SealedBox(config.DATA_ENCRYPTION_KEY),
  );
  registerOnboardingRoutes(app, database.db, onboarding, guard);
  registerProfileRoutes(app, new ProfileService(database.db, clock), guard);
  const concierge = registerConcierge(app, { db: database.db, clock, config, mail, jobs, guard });
  registerAdmin(app, { db: database.db, clock, jobs, guard, matching: concierge.matching });
  registerProviderPortal(app, {
    db: database.db,
    clock,
    guard,
    responses: concierge.responses,
    conciergeEmail: config.ADMIN_EMAIL,
  });
  registerCalendarRoutes(app, new CalendarService(database.db, clock), guard);
  registerMarketplace(app, { db: database.db, clock, guard, matching: concierge.matching });
  const realtime = registerRealtime(app, { database, config, clock, guard });
  registerTelemetryRoutes(app);
  if (!config.isProduction) registerDevMailboxRoutes(app, database.db);
  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));
  await registerWebApp(app, { serve: config.SERVE_WEB });

  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });
  return { app, services: { auth, mail, jobs, onboarding, realtime, ...concierge }, clock };
}

export type AurumApp = Awaited<ReturnType<typeof buildApp>>;

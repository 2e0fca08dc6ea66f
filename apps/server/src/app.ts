import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { type Clock, systemClock } from './platform/clock';
import { SealedBox } from './platform/crypto/sealed-box';
import type { Config } from './platform/config';
import { AccessLog } from './platform/http/access-log';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBody } from './platform/http/json-body';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { trustProxyOption } from './platform/http/trust-proxy';
import { answerFrameworkError, registerUrlTextCheck } from './platform/http/url-text';
import { JobQueue } from './platform/jobs/job-queue';
import { loggerOptions } from './platform/logger';
import { MailService } from './platform/mailer/mail-service';
import {
  mailboxTransport,
  type MailTransport,
  smtpTransport,
} from './platform/mailer/mail-transport';
import { registerAdmin } from './modules/admin/admin';
import { createAuthGuard } from './modules/auth/auth.api';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { DevMailboxService } from './modules/dev-mailbox/dev-mailbox.service';
import { registerMarketplace } from './modules/marketplace/marketplace.routes';
import { registerMembership } from './modules/membership/membership';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes';
import { registerVault } from './modules/vault/vault';
import { registerLegacyCapsules } from './modules/legacy-capsules/legacy-capsules';
import { registerChat } from './modules/chat/chat';
import { CalendarService } from './modules/calendar/calendar.service';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { OnboardingService } from './modules/onboarding/onboarding.service';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { ProfileService } from './modules/profile/profile.service';
import { registerProviderPortal } from './modules/provider-portal/provider-portal.routes';
import { registerRequests } from './modules/requests/requests';
import { registerRealtime } from './modules/realtime/realtime';
import { registerTelemetryRoutes } from './modules/telemetry/telemetry.routes';
import { TelemetryService } from './modules/telemetry/telemetry.service';
import { registerWebApp, type WebAppOptions } from './web/serve-web';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app and its first-screen renderer come from (tests point elsewhere). */
  web?: Omit<WebAppOptions, 'serve'>;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Builds the whole server: API, auth API and the web app, on one Fastify instance. */
export async function buildApp(deps: AppDependencies) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    logController: new AccessLog(config.ACCESS_LOG),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    return503OnClosing: true,
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerJsonBody(app);
  registerUrlTextCheck(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);

  const jobs = new JobQueue(
    database.db,
    clock,
    (error, job) =>
      isDatabaseUnavailable(error)
        ? app.log.warn({ job: job.id, kind: job.kind }, 'jobs wait: the database is unavailable')
        : app.log.warn({ err: error, job: job.id, kind: job.kind }, 'job failed'),
    config.JOBS_POLL_MS,
  );
  const transport =
    deps.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : mailboxTransport);
  const mail = new MailService(database.db, jobs, transport, config.MAIL_FROM, clock);
  const auth = new AuthService(database.db, clock, config, mail, jobs);
  const guard = createAuthGuard(auth);

  const sealedBox = new SealedBox(config.DATA_ENCRYPTION_KEY);
  const onboarding = new OnboardingService(database.db, clock, sealedBox);
  registerAuthRoutes(app, auth, guard, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    siteUrl: config.SITE_URL,
    // The session answer carries what the app's gate needs: one round trip (ADR 022).
    needsOnboarding: (userId) => onboarding.needsOnboarding(userId),
  });
  registerOnboardingRoutes(app, onboarding, guard);
  registerProfileRoutes(app, new ProfileService(database.db, clock), guard);
  const requestArea = registerRequests(app, { db: database.db, clock, config, mail, jobs, guard });
  const membershipArea = registerMembership(app, {
    db: database.db,
    clock,
    config,
    mail,
    jobs,
    guard,
  });
  registerAdmin(app, {
    db: database.db,
    clock,
    jobs,
    guard,
    staffAreas: [requestArea.registerStaffRoutes, membershipArea.registerStaffRoutes],
  });
  registerProviderPortal(app, {
    db: database.db,
    clock,
    guard,
    responses: requestArea.responses,
    conciergeEmail: config.ADMIN_EMAIL,
  });
  registerCalendarRoutes(app, new CalendarService(database.db, clock), guard);
  registerVault(app, { db: database.db, clock, config, guard });
  const capsuleArea = registerLegacyCapsules(app, {
    db: database.db,
    clock,
    jobs,
    mail,
    master: sealedBox,
    siteUrl: config.SITE_URL,
    guard,
    testRoutes: config.NODE_ENV === 'test',
  });
  const chatArea = registerChat(app, {
    db: database.db,
    clock,
    config,
    guard,
    requests: requestArea.requests,
    onboarding,
  });
  registerMarketplace(app, { db: database.db, clock, guard, requests: requestArea.requests });
  const realtime = registerRealtime(app, {
    database,
    clock,
    guard,
    auth,
    subscribers: [auth.notifications, requestArea.requests.lists.notifications],
  });
  registerTelemetryRoutes(
    app,
    new TelemetryService(database.db, clock, config.TELEMETRY_RATE_LIMIT_ATTEMPTS),
  );
  if (!config.isProduction) {
    registerDevMailboxRoutes(app, new DevMailboxService(database.db));
  }
  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));
  await registerWebApp(app, { ...deps.web, serve: config.SERVE_WEB });

  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });
  return {
    app,
    services: {
      auth,
      mail,
      jobs,
      onboarding,
      realtime,
      ...requestArea,
      membershipArea,
      chatArea,
      capsuleArea,
    },
    clock,
  };
}

export type AurumApp = Awaited<ReturnType<typeof buildApp>>;

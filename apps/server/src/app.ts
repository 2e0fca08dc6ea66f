import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { type Clock, systemClock } from './platform/clock';
import { sealedBoxOf } from './platform/crypto/sealed-box';
import type { Config } from './platform/config';
import { AccessLog } from './platform/http/access-log';
import { registerApiDocs } from './platform/http/api-docs';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBody } from './platform/http/json-body';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { trustProxyOption } from './platform/http/trust-proxy';
import { answerFrameworkError, registerUrlTextCheck } from './platform/http/url-text';
import { JobQueue } from './platform/jobs/job-queue';
import { loggerOptions } from './platform/logger';
import { registerHealthRoutes } from './platform/operations/health';
import { registerMetrics } from './platform/operations/metrics';
import { messagingFromConfig } from './platform/messaging/messaging';
import type { MessagingPort } from './platform/messaging/messaging-port';
import { type PushSender, webPushSender } from './platform/push/push-sender';
import { vapidKeys } from './platform/push/vapid-keys';
import { MailService } from './platform/mailer/mail-service';
import {
  mailboxTransport,
  type MailTransport,
  smtpTransport,
} from './platform/mailer/mail-transport';
import { registerAdmin } from './modules/admin/admin';
import { registerAuth } from './modules/auth/auth';
import { registerCalendar } from './modules/calendar/calendar';
import { registerChat } from './modules/chat/chat';
import { registerDataRights } from './modules/data-rights/data-rights';
import { registerDevMailbox } from './modules/dev-mailbox/dev-mailbox';
import { registerHumanConcierge } from './modules/human-concierge/human-concierge';
import { registerJournal } from './modules/journal/journal';
import { registerLifeOs } from './modules/life-os/life-os';
import { registerLegacyCapsules } from './modules/legacy-capsules/legacy-capsules';
import { registerMarketplace } from './modules/marketplace/marketplace';
import { registerMembership } from './modules/membership/membership';
import { createNotifications, registerNotifications } from './modules/notifications/notifications';
import { registerOnboarding } from './modules/onboarding/onboarding';
import { registerProfile } from './modules/profile/profile';
import { registerProviderPortal } from './modules/provider-portal/provider-portal';
import { registerRealtime } from './modules/realtime/realtime';
import { registerRelationship } from './modules/relationship/relationship';
import { registerRequests } from './modules/requests/requests';
import { registerSociety } from './modules/society/society';
import { registerTelemetry } from './modules/telemetry/telemetry';
import { registerDataKeys } from './modules/data-keys/data-keys';
import { registerVault } from './modules/vault/vault';
import { registerWebApp, type WebAppOptions } from './web/serve-web';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** Web push (tests pass their own sender); from VAPID settings by default. */
  pushSender?: PushSender;
  /** SMS and WhatsApp; from settings (or the dev outbox) by default. */
  messaging?: MessagingPort;
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app and its first-screen renderer come from (tests point elsewhere). */
  web?: Omit<WebAppOptions, 'serve'>;
  /** Told of every route as it is registered (the tests' access sweep, ADR 075). */
  onRoute?: (route: RouteOptions) => void;
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
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorateRequest('auth', null);
  // First: its onRoute hook documents every route registered after it (ADR 073).
  const apiDocs = await registerApiDocs(app);
  registerMetrics(app, { token: config.METRICS_TOKEN, database, clock });
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
  const { db } = database;
  const sealedBox = sealedBoxOf(config);
  // Built before every area that tells the member something (ADR 076); routes once auth is.
  const notificationsArea = createNotifications({
    db,
    clock,
    config,
    jobs,
    mail,
    push:
      deps.pushSender ??
      webPushSender(vapidKeys(config), {
        timeoutMs: config.PUSH_TIMEOUT_MS,
        production: config.isProduction,
      }),
    messaging: deps.messaging ?? messagingFromConfig(config, db, clock),
  });
  const { notifier } = notificationsArea;
  // Every area is wired the same way (ADR 047): `<area>/<area>.ts` builds its services and
  // registers its member, staff and public routes; staff routes go inside the console's scope.
  const authArea = registerAuth(app, {
    db,
    clock,
    config,
    mail,
    jobs,
    sealedBox,
    notify: notifier,
    // The session answer carries what the app's gate needs: one round trip (ADR 022). Called
    // only once requests arrive, when onboarding (wired next, with auth's guard) is there.
    needsOnboarding: (userId) => onboarding.needsOnboarding(userId),
  });
  const { auth, guard, reauthentication } = authArea;
  const { onboarding } = registerOnboarding(app, { db, clock, sealedBox, guard });
  const notificationRoutes = registerNotifications(app, notificationsArea, { guard });
  registerProfile(app, { db, clock, guard });
  const requestArea = registerRequests(app, {
    db,
    clock,
    config,
    mail,
    jobs,
    guard,
    notify: notifier,
  });
  const membershipArea = registerMembership(app, {
    db,
    clock,
    config,
    mail,
    jobs,
    guard,
    notify: notifier,
  });
  const marketplaceArea = registerMarketplace(app, {
    db,
    clock,
    guard,
    requests: requestArea.requests,
  });
  // The human concierge reads the member's conversation with the assistant (wired below) when
  // they connect; the assistant asks it whether a person holds the member's case.
  const humanConciergeArea = registerHumanConcierge(app, {
    db,
    clock,
    config,
    sealedBox,
    guard,
    jobs,
    mail,
    requests: requestArea.requests,
    notify: notifier,
    assistantHistory: (memberId) => chatArea.chat.history(memberId),
  });
  const societyArea = registerSociety(app, {
    db,
    clock,
    mail,
    guard,
    notify: notifier,
    requests: requestArea.requests,
    siteUrl: config.SITE_URL,
  });
  registerAdmin(app, {
    db,
    clock,
    jobs,
    staffGuard: authArea.staffGuard,
    staffAreas: [
      authArea.registerStaffRoutes,
      requestArea.registerStaffRoutes,
      membershipArea.registerStaffRoutes,
      marketplaceArea.registerStaffRoutes,
      humanConciergeArea.registerStaffRoutes,
      societyArea.registerStaffRoutes,
      notificationRoutes.registerStaffRoutes,
    ],
  });
  registerProviderPortal(app, {
    db,
    clock,
    guard,
    responses: requestArea.responses,
    conciergeEmail: config.ADMIN_EMAIL,
  });
  const { calendar } = registerCalendar(app, {
    db,
    clock,
    guard,
    sealedBox,
    siteUrl: config.SITE_URL,
  });
  const { vault } = registerVault(app, { db, clock, config, guard });
  const capsuleArea = registerLegacyCapsules(app, {
    db,
    clock,
    jobs,
    mail,
    master: sealedBox,
    siteUrl: config.SITE_URL,
    guard,
    notify: notifier,
    testRoutes: config.NODE_ENV === 'test',
  });
  const journalArea = registerJournal(app, { db, clock, config, sealedBox, guard });
  const lifeOsArea = registerLifeOs(app, {
    db,
    clock,
    config,
    sealedBox,
    guard,
    jobs,
    mail,
    calendar,
    mood: journalArea.mood,
    requests: requestArea.requests,
    onboarding,
  });
  const relationshipArea = registerRelationship(app, {
    db,
    clock,
    config,
    sealedBox,
    guard,
    mail,
    requests: requestArea.requests,
    notify: notifier,
  });
  const chatArea = registerChat(app, {
    db,
    clock,
    config,
    guard,
    requests: requestArea.requests,
    onboarding,
    membership: membershipArea.membership,
    calendar,
    mood: journalArea.mood,
    vault,
    life: lifeOsArea.life,
    handoff: humanConciergeArea.handoff,
  });
  // Last of the member areas: it reads and removes every area's data through their faces.
  const dataRightsArea = registerDataRights(app, {
    db,
    clock,
    jobs,
    mail,
    guard,
    auth,
    reauthentication,
    vault,
    onboarding,
    capsules: capsuleArea.capsules,
    journal: journalArea.journal,
    humanConcierge: humanConciergeArea.cases,
    society: societyArea.events,
    relationship: relationshipArea.memberData,
    siteUrl: config.SITE_URL,
  });
  const realtime = registerRealtime(app, {
    database,
    clock,
    guard,
    auth,
    subscribers: [auth.notifications, requestArea.requests.lists.notifications],
  });
  registerTelemetry(app, { db, clock, config });
  const dataKeys = await registerDataKeys({ db, config, box: sealedBox, jobs, log: app.log });
  registerDevMailbox(app, { db, config });
  registerHealthRoutes(app, database);
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
      journalArea,
      lifeOsArea,
      humanConciergeArea,
      societyArea,
      relationshipArea,
      dataRightsArea,
      dataKeys,
      notificationsArea,
    },
    clock,
    routes: apiDocs.routes,
  };
}

export type AurumApp = Awaited<ReturnType<typeof buildApp>>;

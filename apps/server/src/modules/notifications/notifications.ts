import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { MessagingPort } from '../../platform/messaging/messaging-port';
import type { PushSender } from '../../platform/push/push-sender';
import type { AuthGuard } from '../auth/auth.api';
import { CallBacksService } from './call-backs.service';
import { NotificationDelivery } from './notification-delivery';
import { registerNotificationsStaffRoutes } from './notifications-staff.routes';
import { registerNotificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
  config: Config;
  jobs: JobQueue;
  mail: MailService;
  push: PushSender;
  messaging: MessagingPort;
}

/**
 * The notifier and its delivery jobs (issue 32, ADR 076), built before the areas that notify
 * (auth is the first): they receive `notifier` and call notify inside their transactions.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { db, clock, jobs, config } = deps;
  const notifier = new Notifier({ db, clock, jobs });
  const delivery = new NotificationDelivery({ ...deps, siteUrl: config.SITE_URL });
  const notifications = new NotificationsService({
    db,
    clock,
    jobs,
    push: deps.push,
    production: config.isProduction,
  });
  const callBacks = new CallBacksService({ db, clock });
  return { notifier, delivery, notifications, callBacks };
}

export type NotificationsArea = ReturnType<typeof createNotifications>;

/** Registers the member routes (once auth's guard exists) and gives the console's staff routes. */
export function registerNotifications(
  app: FastifyInstance,
  area: NotificationsArea,
  deps: { guard: AuthGuard },
) {
  registerNotificationsRoutes(app, { notifications: area.notifications, guard: deps.guard });
  return {
    registerStaffRoutes: (scope: FastifyInstance) =>
      registerNotificationsStaffRoutes(scope, { callBacks: area.callBacks }),
  };
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { Notify } from '../notifications/notifications.api';
import {
  registerLegacyCapsuleRoutes,
  registerLegacyCapsuleTestRoutes,
} from './legacy-capsules.routes';
import { LegacyCapsuleService } from './legacy-capsules.service';

/** The legacy capsules area; on start it releases anything that fell due while it was down. */
export function registerLegacyCapsules(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    jobs: JobQueue;
    mail: MailService;
    master: SealedBox;
    siteUrl: string;
    guard: AuthGuard;
    notify: Notify;
    /** NODE_ENV=test: the browser tests may release capsules as of a later day. */
    testRoutes: boolean;
  },
) {
  const capsules = new LegacyCapsuleService(deps);
  registerLegacyCapsuleRoutes(app, capsules, deps.guard);
  if (deps.testRoutes) registerLegacyCapsuleTestRoutes(app, capsules);
  app.addHook('onReady', async () => {
    await capsules.releaseDue().catch((error: unknown) => {
      app.log.warn({ err: error }, 'due legacy capsules not released at start');
    });
  });
  return { capsules };
}

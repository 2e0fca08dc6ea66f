import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { AuthService } from '../auth/auth.service';
import type { ReauthenticationService } from '../auth/reauthentication.service';
import type { SeatFiller } from '../society/society.api';
import type { VaultService } from '../vault/vault.service';
import { AccountDeletionService } from './account-deletion.service';
import { registerDataRightsRoutes } from './data-rights.routes';
import type { ExportSources } from './member-export';

/**
 * The member's data rights (issue 26, POPIA; ADR 055): export and deletion. It owns no table: it
 * reads and removes each area's rows through that area's face, and the account through auth's.
 */
export function registerDataRights(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    jobs: JobQueue;
    mail: MailService;
    guard: AuthGuard;
    auth: AuthService;
    reauthentication: ReauthenticationService;
    vault: VaultService;
    onboarding: ExportSources['onboarding'];
    capsules: ExportSources['capsules'];
    journal: ExportSources['journal'];
    humanConcierge: ExportSources['humanConcierge'];
    society?: SeatFiller;
    relationship: ExportSources['relationship'];
    siteUrl: string;
  },
) {
  const deletion = new AccountDeletionService(deps);
  registerDataRightsRoutes(app, {
    db: deps.db,
    clock: deps.clock,
    guard: deps.guard,
    deletion,
    reauthentication: deps.reauthentication,
    sources: {
      db: deps.db,
      onboarding: deps.onboarding,
      capsules: deps.capsules,
      journal: deps.journal,
      humanConcierge: deps.humanConcierge,
      relationship: deps.relationship,
    },
  });
  // Accounts whose grace period ended while no instance ran are removed at start (their jobs
  // would too; this is the safety net, as the capsules' release is).
  app.addHook('onReady', async () => {
    await deletion.purgeDue().catch((error: unknown) => {
      app.log.warn({ err: error }, 'accounts due for deletion not removed at start');
    });
  });
  return { deletion };
}

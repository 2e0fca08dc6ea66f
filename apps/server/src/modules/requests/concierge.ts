import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth-guard';
import type { MatchingDeps } from './matching';
import { ProviderLinks } from './provider-links';
import { registerProviderLinkRoutes } from './provider-links.routes';
import { ProviderResponses } from './provider-responses';
import { registerRequestRoutes } from './requests.routes';
import { ServiceRequestService } from './requests.service';

/** Wires the concierge request area: services, matching jobs and routes. */
export function registerConcierge(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Config;
    mail: MailService;
    jobs: JobQueue;
    guard: AuthGuard;
  },
) {
  const { db, clock, config, guard } = deps;
  const links = new ProviderLinks(config.JWT_SECRET, config.SITE_URL);
  const matching: MatchingDeps = {
    mail: deps.mail,
    jobs: deps.jobs,
    links,
    adminEmail: config.ADMIN_EMAIL,
    siteUrl: config.SITE_URL,
    linkHours: config.PROVIDER_LINK_HOURS,
  };
  const requests = new ServiceRequestService(db, clock, matching);
  const responses = new ProviderResponses(db, clock, matching);
  registerRequestRoutes(app, db, requests, guard);
  registerProviderLinkRoutes(app, links, responses, clock);
  return { requests, responses, links, matching };
}

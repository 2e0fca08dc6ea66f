import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { MatchingDeps } from './matching';
import { ProviderLinks } from './provider-links';
import { registerProviderLinkRoutes } from './provider-links.routes';
import { ProviderResponses } from './provider-responses.service';
import { registerRequestRoutes } from './requests.routes';
import { ServiceRequestService } from './requests.service';
import { StaffRequestsService } from './staff-requests.service';
import { ResponsePromises } from './response-promise';

/** Wires the concierge request area: services, matching jobs and routes. */
export function registerRequests(
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
  const requests = new ServiceRequestService(
    db,
    clock,
    matching,
    config.REQUEST_LIST_CACHE_SECONDS * 1000,
  );
  const responses = new ProviderResponses(db, clock, matching);
  const staff = new StaffRequestsService(db, clock, matching);
  const promises = new ResponsePromises(db, clock, matching);
  registerRequestRoutes(app, requests, guard);
  registerProviderLinkRoutes(app, links, responses, clock);
  return { requests, responses, staff, promises, links, matching };
}

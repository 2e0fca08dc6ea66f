import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { Notify } from '../notifications/notifications.api';
import { registerRequestRoutes } from './filing/service-requests.routes';
import { ServiceRequestService } from './filing/service-requests.service';
import { RequestMatching } from './matching/matching.service';
import type { MatchingDeps } from './matching/provider-asking';
import { BookingReminders } from './matching/booking-reminders';
import { ProviderLinks } from './matching/provider-links';
import { registerProviderLinkRoutes } from './matching/provider-links.routes';
import { ProviderResponses } from './matching/provider-responses.service';
import { ResponsePromises } from './matching/response-promise';
import { registerStaffRequestRoutes } from './staff/staff-requests.routes';
import { StaffRequestsService } from './staff/staff-requests.service';

/**
 * Wires the concierge request area (ADR 040): matching with the response promise first, then
 * filing and staff actions on top of it; the member routes and the providers' public link routes
 * here, the staff routes handed to the staff console's scope through `registerStaffRoutes`.
 */
export function registerRequests(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Config;
    mail: MailService;
    jobs: JobQueue;
    guard: AuthGuard;
    notify: Notify;
  },
) {
  const { db, clock, config, guard } = deps;
  const links = new ProviderLinks(config.JWT_SECRET, config.SITE_URL);
  const matchingDeps: MatchingDeps = {
    mail: deps.mail,
    notify: deps.notify,
    jobs: deps.jobs,
    links,
    adminEmail: config.ADMIN_EMAIL,
    siteUrl: config.SITE_URL,
    linkHours: config.PROVIDER_LINK_HOURS,
  };
  const matching = new RequestMatching(matchingDeps);
  const requests = new ServiceRequestService(
    db,
    clock,
    { mail: deps.mail, jobs: deps.jobs, adminEmail: config.ADMIN_EMAIL, matching },
    config.REQUEST_LIST_CACHE_SECONDS * 1000,
  );
  const reminders = new BookingReminders(db, clock, matchingDeps);
  const responses = new ProviderResponses(db, clock, matchingDeps, reminders);
  const staff = new StaffRequestsService(db, clock, matching, deps.notify);
  const promises = new ResponsePromises(db, clock, matchingDeps);
  registerRequestRoutes(app, requests, guard);
  registerProviderLinkRoutes(app, links, responses, clock);
  return {
    requests,
    responses,
    staff,
    promises,
    links,
    matching,
    registerStaffRoutes: (scope: FastifyInstance) => registerStaffRequestRoutes(scope, staff),
  };
}

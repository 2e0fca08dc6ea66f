import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { ServiceRequestService } from '../requests/requests.service';
import { BenefitsService } from './benefits.service';
import { EventsService } from './events/events.service';
import { GiftsService } from './gifts/gifts.service';
import { PerksService } from './perks/perks.service';
import type { Notify } from '../notifications/notifications.api';
import { registerSocietyRoutes } from './society.routes';
import { registerSocietyStaffRoutes } from './society-staff.routes';
import { SocietyStaffService } from './society-staff.service';

/**
 * Society (issue 30, ADR 069): perks, events with a waitlist, gifts and benefits for members; the
 * catalogue and gifts for staff, whose routes go inside the console's scope through
 * `registerStaffRoutes` (ADR 047).
 */
export function registerSociety(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    mail: MailService;
    guard: AuthGuard;
    notify: Notify;
    requests: Pick<ServiceRequestService, 'fileWithin' | 'filed'>;
    siteUrl: string;
  },
) {
  const { db, clock } = deps;
  const perks = new PerksService({ db, clock, requests: deps.requests });
  const events = new EventsService({
    db,
    clock,
    mail: deps.mail,
    siteUrl: deps.siteUrl,
    notify: deps.notify,
  });
  const gifts = new GiftsService(db);
  const benefits = new BenefitsService(db, clock);
  const staff = new SocietyStaffService(db, clock, events);
  registerSocietyRoutes(app, { perks, events, gifts, benefits, guard: deps.guard });
  return {
    perks,
    events,
    gifts,
    benefits,
    staff,
    registerStaffRoutes: (scope: FastifyInstance) => registerSocietyStaffRoutes(scope, staff),
  };
}

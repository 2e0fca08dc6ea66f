import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { Notify } from '../notifications/notifications.api';
import { type MembershipDeps, MembershipPeriods } from './membership-periods';
import { registerMembershipRoutes } from './membership.routes';
import { MembershipService } from './membership.service';
import { registerMembershipStaffRoutes } from './membership-staff.routes';
import { MembershipStaffService } from './membership-staff.service';
import { createPaymentGateway } from './payment-gateways';
import { registerPaymentWebhookRoute } from './payment-webhook.routes';
import { PaymentsService } from './payments.service';
import { registerSandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { SandboxGateway } from './sandbox-gateway';

/**
 * Wires the membership area: plans (seeded when the app is ready), the payment provider
 * (Paystack or Aurum's own sandbox checkout, with its public checkout routes), payments, periods
 * and their jobs, and the routes. The staff routes are handed to the staff console's scope
 * through `registerStaffRoutes`.
 */
export function registerMembership(
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
  const shared: MembershipDeps = {
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    mail: deps.mail,
    siteUrl: deps.config.SITE_URL,
    log: app.log.child({ module: 'membership' }),
    notify: deps.notify,
  };
  const gateway = createPaymentGateway(deps);
  if (gateway instanceof SandboxGateway) registerSandboxCheckoutRoutes(app, gateway);
  const membership = new MembershipService(shared);
  const payments = new PaymentsService(shared, gateway);
  const periods = new MembershipPeriods(shared);
  const staff = new MembershipStaffService(shared);
  app.addHook('onReady', () => membership.ensureDefaultPlans());
  registerMembershipRoutes(app, { membership, payments }, deps.guard);
  registerPaymentWebhookRoute(app, payments);
  return {
    membership,
    payments,
    periods,
    staff,
    registerStaffRoutes: (scope: FastifyInstance) => registerMembershipStaffRoutes(scope, staff),
  };
}

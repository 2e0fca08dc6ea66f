import * as membershipRoutes from '@aurum/shared/membership/membership-routes';
import { verifyPaymentSchema } from '@aurum/shared/membership/payments-contract';
import { activatePlanSchema, checkoutSchema } from '@aurum/shared/membership/plans';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { at } from '../../platform/http/route-path';
import type { AuthGuard } from '../auth/auth.api';
import type { MembershipService } from './membership.service';
import type { PaymentsService } from './payments.service';

const BODY_LIMIT = 4 * 1024;

/** The member's membership page, checkout and payment verification (spec 01 and 02). */
export function registerMembershipRoutes(
  app: FastifyInstance,
  services: { membership: MembershipService; payments: PaymentsService },
  guard: AuthGuard,
) {
  const { membership, payments } = services;
  const opts = { preHandler: guard, bodyLimit: BODY_LIMIT };

  app.get(at(app, membershipRoutes.overview), opts, async (request) =>
    membership.overview(request.auth!.userId),
  );

  app.get(at(app, membershipRoutes.payments), opts, async (request) =>
    membership.payments(request.auth!.userId),
  );

  app.post(
    at(app, membershipRoutes.checkout),
    { ...opts, schema: { body: checkoutSchema } },
    async (request, reply) => {
      const input = parseInput(checkoutSchema, request.body);
      return reply.status(201).send(await payments.checkout(request.auth!.userId, input));
    },
  );

  app.post(
    at(app, membershipRoutes.activate),
    { ...opts, schema: { body: activatePlanSchema } },
    async (request) => {
      const { membership_tier } = parseInput(activatePlanSchema, request.body);
      return membership.activate(request.auth!.userId, membership_tier);
    },
  );

  app.post(
    at(app, membershipRoutes.verifyPayment),
    { ...opts, schema: { body: verifyPaymentSchema } },
    async (request) => {
      const { reference } = parseInput(verifyPaymentSchema, request.body);
      return payments.verify(request.auth!.userId, reference);
    },
  );
}

import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
import {
  adminPaymentsQuerySchema,
  premiumAccessSchema,
  refundSchema,
} from '@aurum/shared/membership/payments-contract';
import { planUpdateSchema } from '@aurum/shared/membership/plans';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import {
  type MembershipStaffService,
  paymentNotFound,
  planNotFound,
} from './membership-staff.service';

/**
 * /api/admin/payments, /api/admin/membership-plans and /api/admin/premium-access, registered
 * inside the staff console's scope (staff only).
 */
export function registerMembershipStaffRoutes(
  scope: FastifyInstance,
  service: MembershipStaffService,
) {
  scope.get(
    at(scope, adminRoutes.payments),
    { schema: { querystring: adminPaymentsQuerySchema } },
    async (request) => service.listPayments(parseInput(adminPaymentsQuerySchema, request.query)),
  );

  scope.post(
    at(scope, adminRoutes.refundPayment),
    { schema: { body: refundSchema } },
    async (request) => {
      const id = pathId(request.params, paymentNotFound);
      const { reason } = parseInput(refundSchema, request.body);
      return service.refund(id, request.auth!.userId, reason);
    },
  );

  scope.get(at(scope, adminRoutes.membershipPlans), async () => service.listPlans());

  scope.patch(
    at(scope, adminRoutes.updatePlan),
    { schema: { body: planUpdateSchema } },
    async (request) => {
      const id = pathId(request.params, planNotFound);
      return service.updatePlan(id, parseInput(planUpdateSchema, request.body));
    },
  );

  scope.get(at(scope, adminRoutes.premiumAccess), async () => service.listPremiumAccess());

  scope.put(
    at(scope, adminRoutes.setPremiumAccess),
    { schema: { body: premiumAccessSchema } },
    async (request) => service.setPremiumAccess(parseInput(premiumAccessSchema, request.body)),
  );
}
